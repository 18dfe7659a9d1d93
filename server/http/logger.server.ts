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

/** True when `value` holds a secret key or an error at any depth (a copy must be written). */
function needsCopy(value: unknown, depth = 0): boolean {
  if (depth > 4 || value === null || typeof value !== "object") return false;
  if (value instanceof Error) return true;
  if (Array.isArray(value)) return value.some((v) => needsCopy(v, depth + 1));
  for (const key in value) {
    if (isSecret(key) || needsCopy((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    out[key] = isSecret(key) ? "[redacted]" : redact(v, depth + 1);
  }
  return out;
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
 * throughput (docs/benchmarks.md). Whatever is pending is written when the process exits.
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

const OWN_KEYS = ["time", "level", "event"];

/**
 * `{"time":…,"level":…,"event":…, …fields}` with secrets redacted. The fields are serialised as
 * they are when nothing in them needs redacting (a request line: a copy of each object cost a
 * tenth of a kept page's time), else a redacted copy is; a field named like one of the line's
 * own keys replaces it, as an object spread would.
 */
export function line(level: string, event: string, fields?: Record<string, unknown>): string {
  const head = { time: isoNow(), level, event };
  if (!fields) return JSON.stringify(head);
  const safe = needsCopy(fields) ? (redact(fields) as Record<string, unknown>) : fields;
  if (OWN_KEYS.some((key) => Object.hasOwn(safe, key))) return JSON.stringify({ ...head, ...safe });
  const rest = JSON.stringify(safe);
  const start = JSON.stringify(head).slice(0, -1);
  return rest === "{}" ? `${start}}` : `${start},${rest.slice(1)}`;
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
