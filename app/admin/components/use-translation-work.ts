import { useCallback, useState } from "react";
import type { EntityDef } from "#domain/entities";
import type { FieldDef } from "#domain/fields";
import type { TranslationState } from "#domain/translation-state";
import { type TranslationLanguage, translatableFields } from "#domain/translations";
import { translatedNameOf } from "~/admin/lib/form-values";
import {
  stateOf,
  suggestionFailure,
  translationApi,
  translationMessages,
} from "~/admin/lib/translation-work";
import { ApiError } from "~/lib/api/client";
import { useAdminContext, useMember } from "./admin-context";
import { notify } from "./notify";
import type { EntityFormState } from "./use-entity-form";

/** The states a model's suggestion replaces: nothing written yet, or written for an older French. */
const SUGGESTED: readonly TranslationState[] = ["missing", "outdated"];

/**
 * The translation work on one saved row in one language: each field's state, 'Valider' (the
 * translation holds for the French now) and 'Proposer une traduction' (the model's draft fills
 * the fields; nothing is saved until the person saves). Suggestions are offered while a model is
 * configured; a server that answers it has none hides them. A failed or slow suggestion leaves
 * the fields as they were and says so in French.
 */
export function useTranslationWork(
  entity: EntityDef,
  form: Pick<EntityFormState, "editing" | "suggest" | "refreshRow">,
  lang: TranslationLanguage,
) {
  const { translationModel } = useAdminContext();
  const writes = useMember().writes(lang);
  const [modelAnswers, setModelAnswers] = useState(true);
  /** The fields an action is running for ('*': the whole row's suggestion). */
  const [busy, setBusy] = useState<string | null>(null);
  const row = form.editing;
  const columns = translatableFields(entity.fields);
  const state = (column: string) => stateOf(row, lang, column);
  const toSuggest = columns.filter((column) => SUGGESTED.includes(state(column) as never));

  const approve = useCallback(
    async (column: string) => {
      if (!row) return;
      setBusy(column);
      try {
        form.refreshRow(await translationApi.approve(entity.table, row.id, lang, [column]));
        notify.success(translationMessages.approved);
      } catch {
        notify.error(translationMessages.approveError);
      } finally {
        setBusy(null);
      }
    },
    [entity, form, lang, row],
  );

  const suggest = useCallback(
    async (column?: string) => {
      if (!row) return;
      setBusy(column ?? "*");
      try {
        const answer = await translationApi.suggest(
          entity.table,
          row.id,
          lang,
          column ? [column] : undefined,
        );
        const byName: Record<string, string> = {};
        for (const [name, text] of Object.entries(answer.values)) {
          const field = entity.fields[name] as FieldDef | undefined;
          if (field && columns.includes(name)) byName[translatedNameOf(lang, name, field)] = text;
        }
        if (Object.keys(byName).length === 0) {
          notify.success(translationMessages.nothingToSuggest);
          return;
        }
        form.suggest(byName);
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
    },
    [entity, form, lang, row, columns],
  );

  return {
    /** Nothing to act on before the row is saved, nor for a member who does not write `lang`. */
    acts: row !== null && writes,
    suggests: row !== null && writes && translationModel && modelAnswers,
    state,
    toSuggest,
    busy,
    approve,
    suggest,
  };
}

export type TranslationWork = ReturnType<typeof useTranslationWork>;
