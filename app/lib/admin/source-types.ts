/** A row as the admin screens handle it: the API's shape (CONTRACT 4), snake_case columns. */
export type AdminRow = Record<string, unknown> & {
  id: string;
  created_at: string;
  updated_at: string;
};

/**
 * Where a management screen reads and writes its rows (SPEC 3, local-only variant): the API or
 * the browser's storage, behind one interface so the screens do not know which (DESIGN 4).
 */
export interface DataSource {
  readonly kind: "server" | "local";
  /** Newest first (SPEC 4). */
  list(): Promise<AdminRow[]>;
  create(values: Record<string, unknown>): Promise<AdminRow>;
  update(id: string, values: Record<string, unknown>): Promise<AdminRow>;
  remove(id: string): Promise<void>;
}
