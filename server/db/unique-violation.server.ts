/**
 * A unique index refused the write (two writers took the same value at once): PostgreSQL's
 * SQLSTATE 23505, on the error or along its `cause` chain (Drizzle wraps the driver's error).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
