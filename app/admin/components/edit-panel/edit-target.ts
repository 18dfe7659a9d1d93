import { type EntityName, isEntityName } from "#domain/entities";
import type { MessageKey } from "#domain/i18n/fr";

/**
 * What a marked element of the preview edits, from its marker: `text:<site text key>`,
 * `field:<table>/<row id>/<field>`, `image:<table>/<row id>/<field>` or `list:<table>`.
 */
export type EditTarget =
  | { kind: "text"; key: MessageKey }
  | { kind: "field" | "image"; table: EntityName; id: string; field: string }
  | { kind: "list"; table: EntityName };

/** A marker's target, or null for anything else (a frame sends what its page holds). */
export function parseEditTarget(marker: string): EditTarget | null {
  const colon = marker.indexOf(":");
  const kind = marker.slice(0, colon);
  const rest = marker.slice(colon + 1);
  if (colon < 1 || rest === "") return null;
  if (kind === "text") return { kind, key: rest as MessageKey };
  if (kind === "list") return isEntityName(rest) ? { kind, table: rest } : null;
  if (kind !== "field" && kind !== "image") return null;
  const [table = "", id = "", field = "", ...extra] = rest.split("/");
  if (!isEntityName(table) || !id || !field || extra.length > 0) return null;
  return { kind, table, id, field };
}
