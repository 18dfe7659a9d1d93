import type { EntityDef } from "#domain/entities";
import type { ListOrder, ListParams } from "#domain/list-query";
import {
  isTranslationLanguage,
  type TranslationLanguage,
  translatableFields,
} from "#domain/translations";
import { type ListUrlState, offsetOf } from "~/admin/components/use-list-params";
import { translationQueryOf } from "~/admin/lib/translation-queue";

/**
 * A content list's address and the API query it makes, apart from the table that shows it: the
 * dashboard's links and the screens' first page on the server read it without the table's code.
 */

/** The filters a content list keeps in the address. */
export const CONTENT_FILTERS = ["publication", "missing", "translation"] as const;
export type ContentFilter = (typeof CONTENT_FILTERS)[number];

/** The public order: where up/down moves a row. */
const PUBLIC_ORDER: ListOrder = { column: "position", direction: "asc" };

/**
 * The API query of a content list's address: its page, search and order (the public order for
 * rows visitors see, newest first otherwise), the publication filter, the missing language (a
 * translator's own until another choice is made) and the translation queue.
 */
export function contentListParams(
  entity: EntityDef,
  params: ListUrlState<ContentFilter>,
  workLanguage: string | undefined,
): ListParams {
  const publication = params.filters.publication;
  return {
    limit: params.size,
    offset: offsetOf(params),
    q: params.q || undefined,
    order: params.order ?? (entity.publication ? PUBLIC_ORDER : undefined),
    published: publication === "published" ? true : publication === "draft" ? false : undefined,
    scheduled: publication === "scheduled" || undefined,
    // A queue chosen is the list a translator works on: its language's missing rows are not added.
    missing: missingLanguageOf(
      entity,
      params.filters.missing,
      params.filters.translation ? undefined : workLanguage,
    ),
    translation: translationQueryOf(params.filters.translation),
  };
}

/**
 * 'Traduction manquante en …' as the address holds it (`missing=en|ar|all`): the language whose
 * translation is incomplete, none for every row; without a choice in the address, a translator's
 * own language (the list starts on the rows it has to translate).
 */
export function missingLanguageOf(
  entity: EntityDef,
  value: string,
  workLanguage: string | undefined,
): TranslationLanguage | undefined {
  if (translatableFields(entity.fields).length === 0) return undefined;
  if (isTranslationLanguage(value)) return value;
  if (value === "" && workLanguage && isTranslationLanguage(workLanguage)) return workLanguage;
  return undefined;
}
