import { entities, isEntityName } from "#domain/entities";
import type { FieldDef } from "#domain/fields";
import type { TranslationState } from "#domain/translation-state";
import { type TranslationLanguage, translatableFields } from "#domain/translations";
import type { TranslationsApi } from "#server/translations/translations.routes";
import { type AnswerOf, errorFromResponse } from "~/lib/api/client";

/** The site texts' table in an export's `tables`, beside the content tables. */
export const SITE_TEXTS = "site_texts";

/** What an export may hold: every table with translated fields, then the site texts. */
export const EXPORT_TABLES: { table: string; label: string }[] = [
  ...Object.values(entities)
    .filter((entity) => translatableFields(entity.fields).length > 0)
    .map((entity) => ({ table: entity.table, label: entity.label })),
  { table: SITE_TEXTS, label: "Textes du site" },
];

export interface ExportChoice {
  lang: TranslationLanguage;
  states: TranslationState[];
  tables: string[];
}

/** The file's name: the language and the day, as a translator keeps several. */
export const exportFileName = (lang: TranslationLanguage, day: string) =>
  `traductions-${lang}-${day}.xlf`;

/** An import's answer: how many units were written, left as they were, and refused with why. */
export type ImportReport = AnswerOf<TranslationsApi, "/translations/import", "$post">;

/** Why a unit was refused, as the translator is told; an unknown reason is given as it came. */
const REASONS: Record<string, string> = {
  source_changed:
    "le texte français a changé depuis l'export : exportez-le à nouveau pour le traduire",
  unknown_unit: "unité inconnue : ce contenu n'existe plus ou ne se traduit pas",
  markup: "l'unité contient des balises : le site n'accepte que du texte",
  invalid: "la traduction ne respecte pas les règles du champ",
};

export const refusalReason = (reason: string) => REASONS[reason] ?? `refusée (${reason})`;

/**
 * A unit's id (`case_studies/{id}/results`, `site_texts/{key}`) as the team reads it: the
 * table's and the field's labels, the row's id or the text's key between them.
 */
export function unitLabel(id: string): string {
  const [table = "", ...rest] = id.split("/");
  if (table === SITE_TEXTS) return `Textes du site : ${rest.join("/")}`;
  if (!isEntityName(table) || rest.length < 2) return id;
  const entity = entities[table];
  const field = rest.at(-1) ?? "";
  const label = (entity.fields as Record<string, FieldDef | undefined>)[field]?.label ?? field;
  return `${entity.label} : ${label} (${rest.slice(0, -1).join("/")})`;
}

/** GET /api/translations/export: the XLIFF file of one language's chosen tables and states. */
export async function exportXliff(choice: ExportChoice): Promise<Blob> {
  const query = new URLSearchParams({
    lang: choice.lang,
    state: choice.states.join(","),
    tables: choice.tables.join(","),
  });
  const response = await fetch(`/api/translations/export?${query}`, {
    credentials: "same-origin",
  });
  if (!response.ok) throw await errorFromResponse(response);
  return response.blob();
}

/** POST /api/translations/import: one XLIFF file, its targets written as a person's translations. */
export async function importXliff(file: File): Promise<ImportReport> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch("/api/translations/import", {
    method: "POST",
    body,
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as ImportReport;
}
