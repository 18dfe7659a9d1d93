import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A back-office write runs through `audited()` (server/audit/audited.server.ts): one transaction
 * with its audit entries, then its announcement and the mailer woken. Nothing else opens a
 * transaction or writes an entry, so a write cannot leave the log out by habit.
 */
const ROOT = path.resolve(import.meta.dirname, "..");

/** The server's modules, tests left out (a test arranges data as it needs). */
function serverModules(): { file: string; text: string }[] {
  const files = readdirSync(path.join(ROOT, "server"), { recursive: true, encoding: "utf8" });
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`test${path.sep}`) && !file.includes("import-probe-"))
    .map((file) => ({
      file: `server/${file.split(path.sep).join("/")}`,
      text: readFileSync(path.join(ROOT, "server", file), "utf8"),
    }));
}

/** The transactions that are no back-office write, each with the reason it is not one. */
const OTHER_TRANSACTIONS: Record<string, string> = {
  "server/audit/audited.server.ts": "the unit itself",
  "server/db/client.server.ts": "the database's own transaction, handed out",
  "server/http/rate-limit.server.ts": "counters of attempts, no one's change",
  "server/auth/links.server.ts":
    "a link spent opens a session; the reset or accepted invitation is logged with its password",
  "server/auth/accounts.server.ts": "accounts the operator's command line or a sign-up makes",
  "server/backup/backup.server.ts": "a backup reads one snapshot",
  "server/backup/restore.server.ts": "a restore replaces the whole database, its log with it",
};

/** Where an entry is written: the log itself, and the unit. */
const RECORDERS = new Set(["server/audit/audit.server.ts", "server/audit/audited.server.ts"]);

describe("one audited write", () => {
  const modules = serverModules();

  it("opens a transaction only in audited() and the few places that write no one's change", () => {
    const opening = modules
      .filter(({ text }) => /\.transaction\(/.test(text))
      .map(({ file }) => file);
    expect(opening.filter((file) => !(file in OTHER_TRANSACTIONS))).toEqual([]);
  });

  it("writes audit entries only through audited()", () => {
    const recording = modules
      .filter(({ text }) => /\brecordAudit\b|\.insert\(auditLog\)/.test(text))
      .map(({ file }) => file);
    expect(recording.filter((file) => !RECORDERS.has(file))).toEqual([]);
  });

  it("names no place that no longer needs its exception", () => {
    const files = new Set(modules.map(({ file }) => file));
    const stale = Object.keys(OTHER_TRANSACTIONS).filter(
      (file) =>
        !files.has(file) ||
        !/\.transaction\(/.test(modules.find((m) => m.file === file)?.text ?? ""),
    );
    expect(stale).toEqual([]);
  });
});
