import { useState } from "react";
import type { EntityDef } from "#domain/entities";
import type { FieldDef } from "#domain/fields";
import { isSuggested, type TranslationState } from "#domain/translation-state";
import { type TranslationLanguage, translatableFields } from "#domain/translations";
import { translatedNameOf } from "~/admin/lib/form-values";
import {
  stateOf,
  suggestionFailure,
  type TranslationAnswer,
  translationApi,
  translationMessages,
} from "~/admin/lib/translation-work";
import { ApiError } from "~/lib/api/client";
import { useAdminContext, useMember } from "./admin-context";
import { notify } from "./notify";
import type { EntityFormState } from "./use-entity-form";

/** What the translation work acts on: a saved row, or a site text, in one language. */
export interface TranslationTarget<Table extends string = string> {
  /** The table and id its translation calls name (`site_texts` and the key for a site text). */
  table: Table;
  id: string;
  lang: TranslationLanguage;
  /** Its translated fields (a site text's one: `text`). */
  columns: readonly string[];
  state(column: string): TranslationState | undefined;
  /** The answer of an approval, taken as the target's new states. */
  approved(answer: TranslationAnswer<Table, "approve">): void;
  /** The model's suggestions (column → text) put in the fields, for the person to edit and save. */
  fill(values: Record<string, string>): void;
}

/**
 * The translation work on one saved target in one language: each field's state, 'Valider' (the
 * translation holds for the French now) and 'Proposer une traduction' (the model's draft fills
 * the fields; nothing is saved until the person saves). Suggestions are offered while a model is
 * configured; a server that answers it has none hides them. A failed or slow suggestion leaves
 * the fields as they were and says so in French.
 */
export function useTranslationActions<Table extends string>(
  target: TranslationTarget<Table> | null,
) {
  const { translationModel } = useAdminContext();
  const writes = useMember().writes(target?.lang ?? "fr");
  const [modelAnswers, setModelAnswers] = useState(true);
  /** The fields an action is running for ('*': every field's suggestion). */
  const [busy, setBusy] = useState<string | null>(null);
  const state = (column: string) => target?.state(column);
  const toSuggest = (target?.columns ?? []).filter((column) => isSuggested(state(column)));

  async function approve(column: string) {
    if (!target) return;
    setBusy(column);
    try {
      target.approved(await translationApi.approve(target.table, target.id, target.lang, [column]));
      notify.success(translationMessages.approved);
    } catch {
      notify.error(translationMessages.approveError);
    } finally {
      setBusy(null);
    }
  }

  async function suggest(column?: string) {
    if (!target) return;
    setBusy(column ?? "*");
    try {
      const answer = await translationApi.suggest(
        target.table,
        target.id,
        target.lang,
        column ? [column] : undefined,
      );
      const values = Object.fromEntries(
        Object.entries(answer.values).filter(([name]) => target.columns.includes(name)),
      );
      if (Object.keys(values).length === 0) {
        notify.success(translationMessages.nothingToSuggest);
        return;
      }
      target.fill(values);
      notify.success(translationMessages.suggested);
    } catch (error) {
      const failure = suggestionFailure(error);
      if (failure === "unavailable") setModelAnswers(false);
      // The server's own sentence where it says which field it refused.
      notify.error(
        failure === "suggestError" && error instanceof ApiError
          ? error.message
          : translationMessages[failure],
      );
    } finally {
      setBusy(null);
    }
  }

  return {
    /** Nothing to act on before it is saved, nor for a member who does not write the language. */
    acts: target !== null && writes,
    suggests: target !== null && writes && translationModel && modelAnswers,
    state,
    toSuggest,
    busy,
    approve,
    suggest,
  };
}

export type TranslationWork = ReturnType<typeof useTranslationActions<string>>;

/** The translation work on one saved row of an entity's form, in one language. */
export function useTranslationWork(
  entity: EntityDef,
  form: Pick<EntityFormState, "editing" | "suggest" | "refreshRow">,
  lang: TranslationLanguage,
): TranslationWork {
  const row = form.editing;
  return useTranslationActions(
    row
      ? {
          table: entity.table,
          id: row.id,
          lang,
          columns: translatableFields(entity.fields),
          state: (column) => stateOf(row, lang, column),
          approved: form.refreshRow,
          fill: (values) =>
            form.suggest(
              Object.fromEntries(
                Object.entries(values).map(([name, text]) => [
                  translatedNameOf(lang, name, entity.fields[name] as FieldDef),
                  text,
                ]),
              ),
            ),
        }
      : null,
  );
}
