/** The tables `npm run bench` prints at the end of a run, from its results. */
import type { AssistantFigures } from "./assistant/measure";
import type { BudgetRow } from "./budgets";
import type { LoadFigures } from "./lib/load";
import { median } from "./lib/operations";
import { formatTable, round } from "./lib/table";
import type { UncachedFigures } from "./lib/uncached";
import type { ListsFigures } from "./lists/measure";
import { printLists } from "./lists/report";
import { CONNECTIONS, type LoadSection } from "./sections/load";

export function printTables(results: Record<string, unknown>) {
  const server = results.server as Record<string, Record<string, number | undefined>>;
  process.stdout.write("\nServer\n");
  process.stdout.write(
    formatTable([
      {
        figure: "cold start, fresh DATA_DIR (spawn to /api/health 200)",
        value: `${server.cold_start_ms?.fresh_data_dir} ms`,
      },
      {
        figure: "cold start, existing DATA_DIR",
        value: `${server.cold_start_ms?.existing_data_dir} ms`,
      },
      {
        figure: "idle RSS after a fresh start",
        value: `${server.idle_rss_mib?.after_fresh_start} MiB`,
      },
      {
        figure: "idle RSS after a restart (existing DATA_DIR)",
        value: `${server.idle_rss_mib?.after_restart} MiB`,
      },
      ...(server.idle_rss_mib?.after_load !== undefined
        ? [{ figure: "idle RSS after the load", value: `${server.idle_rss_mib.after_load} MiB` }]
        : []),
    ]),
  );
  const load = results.load as LoadSection | undefined;
  if (load?.ratios_by_round) {
    process.stdout.write(`\nLoad (${CONNECTIONS} connections; latency in ms)\n`);
    process.stdout.write(
      formatTable(
        load.runs.map((r) => ({
          target: r.name,
          "req/s": r.requests_per_s,
          p50: r.latency_ms.p50,
          "p97.5": r.latency_ms.p97_5,
          p99: r.latency_ms.p99,
          errors: r.errors,
          "non-2xx": r.non_2xx,
          statuses: Object.entries(r.status_codes)
            .map(([code, count]) => `${code}:${count}`)
            .join(" "),
        })),
      ),
    );
    process.stdout.write(
      `Medians of ${load.rounds} rounds: GET / vs nginx ${round(load.ratio_to_nginx * 100)}% (rounds ${load.ratios_by_round.server_to_nginx.map((r) => `${round(r * 100)}%`).join(", ")}); bare Node vs nginx ${round(load.bare_node_ratio_to_nginx * 100)}%; GET / vs bare Node ${round(load.ratio_to_bare_node * 100)}%; the server's CPU per page ${median(load.server_cpu_us_per_request_by_round)} µs\n`,
    );
  }
  for (const [title, key] of [
    ["Metrics cost", "metrics_cost"],
    ["Processes behind nginx", "processes"],
  ] as const) {
    const section = results[key] as Record<string, unknown> | undefined;
    if (!section) continue;
    process.stdout.write(`\n${title}\n`);
    process.stdout.write(
      formatTable(
        Object.entries(section).map(([figure, value]) => ({
          figure,
          value:
            typeof value === "object" && value !== null && "requests_per_s" in value
              ? `${(value as LoadFigures).requests_per_s} req/s, p99 ${(value as LoadFigures).latency_ms.p99} ms`
              : JSON.stringify(value),
        })),
      ),
    );
  }
  const uncached = results.uncached as UncachedFigures | undefined;
  if (uncached?.unknown_paths) {
    process.stdout.write(`\nPages not kept beside a kept one (${CONNECTIONS} connections each)\n`);
    const { kept_alone, unknown_paths, uncached_page, uncached_alone } = uncached;
    process.stdout.write(
      formatTable(
        [
          kept_alone,
          unknown_paths.crowd,
          unknown_paths.kept,
          uncached_page.crowd,
          uncached_page.kept,
          uncached_alone,
        ].map((r) => ({
          run: r.name,
          "req/s": r.requests_per_s,
          p50: r.latency_ms.p50,
          p99: r.latency_ms.p99,
          statuses: Object.entries(r.status_codes)
            .map(([code, count]) => `${code}:${count}`)
            .join(" "),
        })),
      ),
    );
  }
  const upload = results.upload as Record<string, unknown> | undefined;
  if (upload) {
    process.stdout.write("\nUpload\n");
    process.stdout.write(
      formatTable(Object.entries(upload).map(([figure, value]) => ({ figure, value }))),
    );
  }
  const media = results.media as Record<string, unknown> | undefined;
  if (media) {
    process.stdout.write("\nImages\n");
    process.stdout.write(
      formatTable(
        Object.entries(media).map(([figure, value]) => ({ figure, value: JSON.stringify(value) })),
      ),
    );
  }
  const js = results.first_load_js as
    | { page: string; total_gzip_kb: number; total_kb: number; files: unknown[] }[]
    | undefined;
  if (js) {
    process.stdout.write("\nFirst-load JavaScript\n");
    process.stdout.write(
      formatTable(
        js.map((p) => ({
          page: p.page,
          files: p.files.length,
          KB: p.total_kb,
          "KB gzip": p.total_gzip_kb,
        })),
      ),
    );
  }
  const lh = results.lighthouse as Record<string, unknown>[] | undefined;
  if (lh) {
    process.stdout.write("\nLighthouse (mobile)\n");
    process.stdout.write(
      formatTable(
        lh.map((r) => ({
          url: new URL(String(r.url)).pathname + new URL(String(r.url)).search,
          perf: r.performance ?? "-",
          a11y: r.accessibility ?? "-",
          bp: r.best_practices ?? "-",
          seo: r.seo ?? "-",
          cls: r.cls ?? "-",
          note: r.error ?? "",
        })),
      ),
    );
  }
  const assistant = results.assistant as AssistantFigures | undefined;
  if (assistant) {
    process.stdout.write(
      `\nAssistant: questions not answered as expected (${assistant.misses.length})\n`,
    );
    process.stdout.write(
      formatTable(
        assistant.misses.map((miss) => ({
          lang: miss.lang,
          question: miss.question,
          sources: miss.got.join(" ") || "-",
          handover: miss.handover ? "yes" : "no",
        })),
      ),
    );
  }
  const lists = results.lists as ListsFigures | undefined;
  if (lists?.sizes) printLists(lists, (text) => process.stdout.write(text));
  const rows = results.budgets as BudgetRow[];
  if (rows.length > 0) {
    process.stdout.write("\nBudgets\n");
    process.stdout.write(
      formatTable(rows.map((r) => ({ ...r, met: r.met === null ? "-" : r.met ? "yes" : "NO" }))),
    );
  }
}
