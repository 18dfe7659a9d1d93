/**
 * Runs `task` in the browser's idle time once a screen is usable, and at the latest half a second
 * later (a busy page may have no idle time for seconds); where the browser has no
 * `requestIdleCallback` (Safari), after a short timeout. Returns the cancel, for an effect's
 * cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
