/**
 * PGlite's memory settings compared: for each candidate setting, a
 * fresh child process opens the embedded database the way the server does (new data directory
 * with migrations, then an existing one), runs the server's typical queries, and reports its
 * resident memory and the queries' speed. Run: `npx tsx bench/pglite-memory.ts` (about 1 minute);
 * adds its figures to bench/results.json (pglite_memory). The server's setting is `PGLITE_CONF`
 * (server/db/client.server.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder, PGLITE_CONF } from "#server/db/client.server";
import { formatTable } from "./lib/table";

interface Variant {
  name: string;
  options: Pick<PGliteOptions, "postgresqlconf" | "initialMemory">;
}

const MiB = 1024 * 1024;
export const VARIANTS: Variant[] = [
  { name: "defaults", options: {} },
  { name: "current (PGLITE_CONF)", options: { postgresqlconf: PGLITE_CONF } },
  {
    name: "small",
    options: {
      postgresqlconf: [
        "shared_buffers=8MB",
        "work_mem=1MB",
        "maintenance_work_mem=8MB",
        "temp_buffers=1MB",
        "wal_buffers=256kB",
      ],
    },
  },
  {
    name: "tiny",
    options: {
      postgresqlconf: [
        "shared_buffers=2MB",
        "work_mem=512kB",
        "maintenance_work_mem=2MB",
        "temp_buffers=800kB",
        "wal_buffers=64kB",
      ],
    },
  },
  {
    // Below 128 MiB PGlite's WebAssembly module refuses to start ("memory import 0 is smaller
    // than initial 2048"): initialMemory can only grow the heap, never shrink it.
    name: "current + initialMemory 256 MiB",
    options: { postgresqlconf: PGLITE_CONF, initialMemory: 256 * MiB },
  },
];

const rssMiB = () => {
  const line = readFileSync("/proc/self/status", "utf8").match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** One measurement, in this (child) process: open, migrate, write, read, report. */
async function probe(variant: Variant, dataDir: string, fresh: boolean) {
  const start = performance.now();
  const client = new PGlite({ dataDir, ...variant.options });
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const openMs = performance.now() - start;
  await settle();
  const rssOpen = rssMiB();
  if (fresh) {
    for (let i = 0; i < 50; i++) {
      await client.query(
        "insert into services (title, description, category, price) values ($1, $2, $3, $4)",
        [`Service ${i}`, "Audit, cadrage et mise en production d'un modèle.", "IA", 1200 + i],
      );
    }
  }
  // The server's hot queries: the 50-row list (API and pages) and a small insert.
  const reads = 1000;
  let t = performance.now();
  for (let i = 0; i < reads; i++) {
    await client.query("select * from services order by created_at desc, id desc");
  }
  const listMs = (performance.now() - t) / reads;
  const writes = 200;
  t = performance.now();
  for (let i = 0; i < writes; i++) {
    await client.query(
      "insert into contact_messages (name, email, message) values ($1, $2, $3) returning id",
      ["Bench", "bench@example.com", "Bonjour, je souhaite un devis."],
    );
  }
  const insertMs = (performance.now() - t) / writes;
  await settle();
  const rssAfter = rssMiB();
  // What stays once V8 has collected what it can (the initdb module's memory, parsed SQL).
  (globalThis as { gc?: () => void }).gc?.();
  await settle();
  const rssAfterGc = rssMiB();
  await client.close();
  return {
    open_ms: Math.round(openMs),
    rss_open_mib: rssOpen,
    rss_after_queries_mib: rssAfter,
    rss_after_gc_mib: rssAfterGc,
    list_50_rows_ms: Math.round(listMs * 1000) / 1000,
    insert_ms: Math.round(insertMs * 1000) / 1000,
  };
}

function runChild(index: number, dataDir: string, fresh: boolean) {
  return new Promise<Record<string, number>>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--expose-gc",
        "--import",
        "tsx",
        fileURLToPath(import.meta.url),
        "--probe",
        String(index),
        dataDir,
        fresh ? "fresh" : "existing",
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`probe ${index} exited with ${code}`));
      else resolve(JSON.parse(out.trim().split("\n").pop()!));
    });
  });
}

type Probe = Record<string, number>;
const ROUNDS = Number(process.env.ROUNDS ?? 3);

/** Median of each figure over the rounds: the machine is shared, one run proves little. */
function median(samples: Probe[]): Probe {
  const out: Probe = {};
  for (const key of Object.keys(samples[0]!)) {
    const sorted = samples.map((s) => s[key]!).sort((a, b) => a - b);
    out[key] = sorted[Math.floor(sorted.length / 2)]!;
  }
  return out;
}

async function main() {
  const samples = VARIANTS.map(() => ({ fresh: [] as Probe[], existing: [] as Probe[] }));
  // Rounds interleave the variants, so a busy moment of the machine does not favour one.
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [index, variant] of VARIANTS.entries()) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "ada-pglite-"));
      const dataDir = path.join(dir, "pglite");
      samples[index]!.fresh.push(await runChild(index, dataDir, true));
      samples[index]!.existing.push(await runChild(index, dataDir, false));
      rmSync(dir, { recursive: true, force: true });
      process.stdout.write(`round ${round}/${ROUNDS}: ${variant.name} done\n`);
    }
  }
  const results = VARIANTS.map((variant, index) => ({
    variant: variant.name,
    options: variant.options,
    fresh: median(samples[index]!.fresh),
    existing: median(samples[index]!.existing),
  }));
  // Kept beside the other figures of `npm run bench` (bench/results.json, key pglite_memory).
  const file = path.resolve("bench/results.json");
  const all = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  all.pglite_memory = {
    generated_at: new Date().toISOString(),
    command: "npx tsx bench/pglite-memory.ts",
    node: process.version,
    rounds: ROUNDS,
    rss_unit: "MiB",
    results,
  };
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  process.stdout.write(
    formatTable(
      results.map((r) => ({
        variant: r.variant,
        "fresh RSS": r.fresh.rss_after_queries_mib,
        "fresh RSS after GC": r.fresh.rss_after_gc_mib,
        "existing RSS": r.existing.rss_after_queries_mib,
        "existing after GC": r.existing.rss_after_gc_mib,
        "open ms": r.existing.open_ms,
        "list 50 rows ms": r.existing.list_50_rows_ms,
        "insert ms": r.existing.insert_ms,
      })),
    ),
  );
  process.stdout.write(`Written to ${file} (RSS in MiB, medians of ${ROUNDS} rounds)\n`);
}

if (process.argv[2] === "--probe") {
  const variant = VARIANTS[Number(process.argv[3])]!;
  probe(variant, process.argv[4]!, process.argv[5] === "fresh").then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
      process.exit(1);
    },
  );
} else {
  await main();
}
