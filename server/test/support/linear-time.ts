import { expect } from "vitest";

/**
 * Input sizes from 16 KiB up to the 1 MiB body limit. Linear code handles the largest in well
 * under a second; quadratic code already takes seconds at 64 KiB and minutes at 1 MiB, so the
 * ladder stops at the first size over the budget instead of hanging the run.
 */
export const SIZE_LADDER = [16 * 1024, 64 * 1024, 256 * 1024, 1024 * 1024];

/**
 * Far above what linear code takes even on a loaded machine (2.8 s was seen at 16 KiB with a
 * load average of 14 on two cores), and still far below quadratic code: about 5 s at 64 KiB,
 * 80 s at 256 KiB and over 20 minutes at 1 MiB for the trim that prompted these tests.
 */
export const LINEAR_BUDGET_MS = 15_000;

/**
 * Runs `work` on inputs of every size of the ladder and fails at the first one that takes longer
 * than the budget, naming the size.
 */
export async function expectLinearTime(
  label: string,
  work: (size: number) => unknown | Promise<unknown>,
  budgetMs = LINEAR_BUDGET_MS,
) {
  for (const size of SIZE_LADDER) {
    const start = performance.now();
    await work(size);
    const elapsed = performance.now() - start;
    expect(elapsed, `${label} at ${size} characters took ${Math.round(elapsed)} ms`).toBeLessThan(
      budgetMs,
    );
  }
}

/** Strings built to make backtracking or trimming regular expressions go quadratic. */
export const ADVERSARIAL: Record<string, (size: number) => string> = {
  "letter, digits, letter": (n) => `a${"1".repeat(n)}a`,
  "letter, symbols, letter": (n) => `a${"!".repeat(n)}a`,
  "letter, spaces, letter": (n) => `a${" ".repeat(n)}a`,
  "underscores then a letter": (n) => `${"_".repeat(n)}x`,
  "dot-underscore pairs": (n) => `${"._".repeat(n / 2)}x`,
  "at signs": (n) => `a${"@".repeat(n)}`,
  "dots and letters": (n) => `${"a.".repeat(n / 2)}@`,
  "accented letters": (n) => "é".repeat(n),
};
