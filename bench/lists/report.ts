import { formatTable } from "../lib/table";
import type { ListSizeFigures, ListsFigures } from "./measure";

const LARGEST = "10000";
const MB = 1e6 / (1024 * 1024);

/** A latency run that got no answer at all (every request timed out) has no percentiles. */
const answered = (run: { statuses: Record<string, number> }) =>
  Object.keys(run.statuses).length > 0;

const adminMs = (figures: ListSizeFigures) =>
  "median" in figures.admin_first_rows_ms ? figures.admin_first_rows_ms.median : null;

/** The budgets of lists that grow, read at every size where the budget says so. */
export function listsBudgets(lists: ListsFigures) {
  const sizes = Object.entries(lists.sizes);
  const largest = lists.sizes[LARGEST];
  const rows: { budget: string; target: string; measured: string; met: boolean | null }[] = [];
  const curve = (value: (f: ListSizeFigures) => string) =>
    sizes.map(([size, f]) => `${size}: ${value(f)}`).join(", ");
  rows.push({
    budget: `API page of 25 rows p99, ${lists.connections} connections`,
    target: "<= 20 ms at every size",
    measured: curve((f) =>
      answered(f.api_page)
        ? `${f.api_page.p99} ms${f.api_page.paged ? "" : " (whole list, not paged)"}`
        : "no answer within 10 s",
    ),
    met: sizes.every(([, f]) => f.api_page.paged && answered(f.api_page) && f.api_page.p99 <= 20),
  });
  if (largest) {
    const search = largest.api_search;
    rows.push({
      budget: `q search p99 at 10,000, ${lists.connections} connections`,
      target: "<= 50 ms",
      measured: search?.supported ? `${search.p99} ms (p50 ${search.p50})` : "n/a (no q)",
      met: search?.supported ? search.p99 <= 50 : false,
    });
    const admin = adminMs(largest);
    rows.push({
      budget: "admin cases screen, first rows after navigation at 10,000",
      target: "<= 1 s",
      measured: admin === null ? "n/a" : `${admin} ms`,
      met: admin !== null && admin <= 1000,
    });
    const map = largest.sitemap;
    rows.push({
      budget: "sitemap at 10,000",
      target: "<= 1 s",
      measured:
        "error" in map
          ? `n/a (${map.error})`
          : `${map.ms} ms (${map.urls} URLs in ${map.files} files)`,
      met: !("error" in map) && map.ms <= 1000,
    });
    const rss = largest.resting_rss_mib;
    rows.push({
      budget: "server resting RSS with 10,000 rows",
      target: "<= 250 MB",
      measured:
        "error" in rss
          ? `n/a (${rss.error})`
          : `${Math.round(rss.after_measures / MB)} MB (${rss.after_measures} MiB)`,
      met: !("error" in rss) && rss.after_measures <= 250 * MB,
    });
  }
  rows.push({
    budget: "/cases gzip",
    target: "<= 25 KB at every size",
    measured: curve((f) => `${Math.round(f.cases_page.gzip_bytes / 102.4) / 10} KB`),
    met: sizes.every(([, f]) => f.cases_page.gzip_bytes <= 25 * 1024),
  });
  rows.push({
    budget: "writes through the API",
    target: ">= 100 rows/s",
    measured: curve((f) => `${f.writes.rows_per_s}/s`),
    met: sizes.every(([, f]) => f.writes.rows_per_s >= 100),
  });
  const npm = lists.npm_start;
  rows.push({
    budget: "npm start at rest, fresh install, npm's process counted",
    target: "<= 300 MB",
    measured:
      "error" in npm
        ? `n/a (${npm.error})`
        : `${npm.total_rss_mb} MB (${npm.processes.map((p) => `${p.command.split(" ")[0]?.split("/").pop()} ${p.rss_mib} MiB`).join(" + ")})`,
    met: "error" in npm ? false : npm.total_rss_mb <= 300,
  });
  return rows;
}

/** The curve: one row per size. */
export function printLists(lists: ListsFigures, write: (text: string) => void) {
  write(`\nLists that grow (${lists.connections} connections for the API's latencies; ms)\n`);
  write(
    formatTable(
      Object.entries(lists.sizes).map(([size, f]) => ({
        rows: size,
        "page 25 p50/p99": answered(f.api_page)
          ? `${f.api_page.p50}/${f.api_page.p99}${f.api_page.paged ? "" : " whole"}`
          : "timeouts",
        "whole list": `${Math.round(f.api_whole_list.bytes / 1024)} KB ${f.api_whole_list.ms} ms`,
        "q p50/p99": f.api_search?.supported ? `${f.api_search.p50}/${f.api_search.p99}` : "n/a",
        "contact 25": `${f.contact_page.ms}${f.contact_page.content_range ? "" : " whole"}`,
        "audit 25": `${f.audit_page.ms}${f.audit_page.content_range ? "" : " whole"}`,
        "admin rows": adminMs(f) ?? "n/a",
        "/cases KB gz": Math.round(f.cases_page.gzip_bytes / 102.4) / 10,
        sitemap:
          "error" in f.sitemap
            ? "failed"
            : `${f.sitemap.ms} ms ${Math.round(f.sitemap.bytes / 1024)} KB`,
        "writes/s": f.writes.rows_per_s,
        "RSS MiB":
          "error" in f.resting_rss_mib
            ? "failed"
            : `${f.resting_rss_mib.after_restart} → ${f.resting_rss_mib.after_measures}`,
      })),
    ),
  );
  if (!("error" in lists.npm_start)) {
    write(
      `npm start at rest: ${lists.npm_start.total_rss_mib} MiB (${lists.npm_start.total_rss_mb} MB)\n`,
    );
  }
}
