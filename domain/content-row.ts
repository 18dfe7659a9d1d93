import { z } from "zod";
import { pure } from "./pure";

/**
 * A content row as the API answers it to the team, whatever its table (`/api/{table}`): its id,
 * its times and authors, and its table's own columns (snake_case), which each table's
 * declaration describes (the document's `{Name}` schema).
 */
export const contentRowSchema = pure(() =>
  z.looseObject({
    id: z.uuid(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    /** Who made the row and who last changed it (answered to the team only, never to visitors). */
    created_by: z.uuid().nullable().optional(),
    updated_by: z.uuid().nullable().optional(),
  }),
);
export type ContentRow = z.infer<typeof contentRowSchema>;
