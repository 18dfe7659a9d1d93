import { z } from "zod";
import { auditChangesSchema } from "./audit";
import { contentRowSchema } from "./content-row";
import { pure } from "./pure";

/**
 * Restoring a version of a content row from its history: the row takes again the values it had
 * right after one of its audit entries. Shared by the server (which restores) and the back office
 * (which shows what a restore changes before it is confirmed).
 */

/** The field of a `restore` entry's changes that names the entry restored (before: null). */
export const RESTORED_FROM = "restored_from";

/**
 * The columns a version gives back: the row's content, its translations and whether it is
 * published. Its place in the public order and its scheduled times stay as they are.
 */
export const KEPT_ON_RESTORE = ["position", "publish_at", "unpublish_at"] as const;

/** `POST /api/{table}/{id}/restore`: the entry whose version the row takes; `dry_run` stores nothing. */
export const restoreRequestSchema = pure(() =>
  z.strictObject({
    audit_id: z.uuid({ error: "Identifiant d'entrée invalide" }),
    dry_run: z.boolean({ error: "Valeur attendue : true ou false" }).optional(),
  }),
);
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;

/** The answer: the row as restored (or as it would be) and the fields that change, current → restored. */
export const restoreResultSchema = pure(() =>
  z.object({
    row: contentRowSchema,
    changes: auditChangesSchema,
  }),
);
export type RestoreResult = z.infer<typeof restoreResultSchema>;
