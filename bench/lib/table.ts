type Cell = string | number | boolean | null | undefined;

/** A plain-text table for the terminal (the linter keeps console.table out of the code). */
export function formatTable(rows: Record<string, Cell | unknown>[]): string {
  if (rows.length === 0) return "(none)\n";
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const text = (value: unknown) =>
    value === null || value === undefined
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => text(row[column]).length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return `${[
    line(columns),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...rows.map((row) => line(columns.map((column) => text(row[column])))),
  ].join("\n")}\n`;
}

/** `n` rounded to `digits` decimals, as the tables show figures. */
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A line of the bench's progress on standard output. */
export const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
