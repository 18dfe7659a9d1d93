const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

export interface Logger {
  debug(event: string, fields?: Record<string, unknown>): void;
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

// Passwords, tokens and cookies never appear in logs, whatever a caller passes.
const SECRET_KEY = /pass(word)?|token|secret|cookie|authorization|jwt|hash/i;

// Field names are the code's own (a bounded set), so each is tested once: a request line is
// written for every request.
const secretKeys = new Map<string, boolean>();
function isSecret(key: string) {
  let secret = secretKeys.get(key);
  if (secret === undefined) {
    secret = SECRET_KEY.test(key);
    if (secretKeys.size < 1000) secretKeys.set(key, secret);
  }
  return secret;
}

/**
 * `value` with secret keys' values replaced by "[redacted]" and errors by their name and message,
 * down to depth 4. Only what changes is copied: a request line, which holds neither, is serialised
 * as given.
 */
function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) {
    const items = value.map((v) => redact(v, depth + 1));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  const keys = Object.keys(record);
  for (const [index, key] of keys.entries()) {
    const v = record[key];
    const safe = isSecret(key) ? "[redacted]" : redact(v, depth + 1);
    if (safe !== v && out === undefined) {
      out = {};
      for (const earlier of keys.slice(0, index)) out[earlier] = record[earlier];
    }
    if (out) out[key] = safe;
  }
  return out ?? value;
}

/** The time as ISO 8601, formatted once per millisecond (formatting cost more than the line). */
let lastMs = 0;
let lastIso = "";
function isoNow() {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

/**
 * Lines written to stdout once per turn of the event loop: stdout to a file or a pipe is a
 * synchronous write on Linux, and one write per request line cost a fifth of a kept page's
 * throughput. Whatever is pending is written when the process exits.
 */
function batchedStdout(): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    process.stdout.write(text);
  };
  process.on("exit", flush);
  return (line) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(`${line}\n`);
  };
}

/** `{"time":…,"level":…,"event":…, …fields}`, secrets redacted; a field may replace those three. */
export function line(level: string, event: string, fields?: Record<string, unknown>): string {
  return JSON.stringify({ time: isoNow(), level, event, ...(redact(fields) as object) });
}

/** One JSON line per event on stdout. */
export function createLogger(level: LogLevel = "info", write = batchedStdout()): Logger {
  const threshold = LEVELS[level];
  const log =
    (lvl: Exclude<LogLevel, "silent">) => (event: string, fields?: Record<string, unknown>) => {
      if (LEVELS[lvl] < threshold) return;
      write(line(lvl, event, fields));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
