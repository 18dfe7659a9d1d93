import { useCallback, useState } from "react";
import type { EntityDef } from "#domain/entities";
import { REQUIRED_MESSAGE } from "#domain/fields";
import type { AdminRow } from "~/admin/lib/data-source";
import {
  type FormErrors,
  type FormValues,
  toFormErrors,
  toFormValues,
  validateForm,
} from "~/admin/lib/form-values";
import { translationsOnly } from "~/admin/lib/member";
import { type Suggestions, suggestedOrigins } from "~/admin/lib/translation-work";
import { useAdminContext, useMember } from "./admin-context";
import { notify } from "./notify";
import type { SaveResult } from "./use-entity-list";

/**
 * One admin form's state (Admin forms): create mode, or edit mode once a row is picked;
 * cancel resets and closes; a successful save resets and closes; an invalid form saves nothing
 * and shows the schema's messages beside the fields plus the product's required-field toast.
 * A translator's save sends its languages' translations alone. A model's suggestion fills its
 * fields for the person to edit; one saved unchanged is sent as the model's (`translation_origin`).
 */
export function useEntityForm(entity: EntityDef) {
  const rights = useMember();
  // Scheduled times are typed and shown in the site's time zone.
  const zone = useAdminContext().siteTimeZone;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<AdminRow | null>(null);
  const [values, setValues] = useState<FormValues>(() => toFormValues(entity, undefined, zone));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestions>({});

  const close = useCallback(() => {
    setOpen(false);
    setEditing(null);
    setValues(toFormValues(entity, undefined, zone));
    setErrors({});
    setSuggestions({});
  }, [entity, zone]);

  const startCreate = useCallback(() => {
    setEditing(null);
    setValues(toFormValues(entity, undefined, zone));
    setErrors({});
    setSuggestions({});
    setOpen(true);
  }, [entity, zone]);

  const startEdit = useCallback(
    (row: AdminRow) => {
      setEditing(row);
      setValues(toFormValues(entity, row, zone));
      setErrors({});
      setSuggestions({});
      setOpen(true);
    },
    [entity, zone],
  );

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  /** A model's suggestion: its values fill their fields (by form name), remembered as the model's. */
  const suggest = useCallback((byName: Record<string, string>) => {
    setValues((current) => ({ ...current, ...byName }));
    setSuggestions((current) => ({ ...current, ...byName }));
  }, []);

  /** The row as the server now has it (after an approval), the values typed so far kept. */
  const refreshRow = useCallback((row: AdminRow) => setEditing(row), []);

  /** Validates, then hands the payload to `save`; keeps the form and its data on failure. */
  const submit = useCallback(
    async (save: (id: string | null, payload: Record<string, unknown>) => Promise<SaveResult>) => {
      const check = validateForm(entity, values, zone);
      if (!check.ok) {
        setErrors(check.errors);
        // The app itself says which rule failed, not only the browser.
        const missing = Object.values(check.errors).includes(REQUIRED_MESSAGE);
        notify.error(missing ? REQUIRED_MESSAGE : (Object.values(check.errors)[0] ?? ""));
        return false;
      }
      setSaving(true);
      try {
        const origins = suggestedOrigins(entity, values, suggestions);
        const payload = translationsOnly(rights, check.payload);
        const result = await save(
          editing?.id ?? null,
          origins ? { ...payload, translation_origin: origins } : payload,
        );
        if (result.ok) {
          close();
          return true;
        }
        if (result.fields) setErrors(toFormErrors(entity, result.fields));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [entity, values, editing, close, rights, zone, suggestions],
  );

  return {
    open,
    editing,
    values,
    errors,
    saving,
    setValue,
    suggest,
    refreshRow,
    startCreate,
    startEdit,
    close,
    submit,
  };
}

export type EntityFormState = ReturnType<typeof useEntityForm>;
