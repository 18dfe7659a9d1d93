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

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? "[redacted]" : redact(v, depth + 1);
  }
  return out;
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

/** One JSON line per event on stdout. */
export function createLogger(level: LogLevel = "info", write = batchedStdout()): Logger {
  const threshold = LEVELS[level];
  const log =
    (lvl: Exclude<LogLevel, "silent">) => (event: string, fields?: Record<string, unknown>) => {
      if (LEVELS[lvl] < threshold) return;
      const extra = fields ? (redact(fields) as Record<string, unknown>) : {};
      write(JSON.stringify({ time: new Date().toISOString(), level: lvl, event, ...extra }));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
