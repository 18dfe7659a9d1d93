import { type FormEvent, useState } from "react";
import { type EntityDef, entities } from "#domain/entities";
import { useMember } from "~/admin/components/admin-context";
import { notify } from "~/admin/components/notify";
import { entityFormHref } from "~/admin/components/use-open-from-address";
import { type AdminRow, contentRows } from "~/admin/lib/data-source";
import {
  editsInPlace,
  fieldPatch,
  fieldText,
  languagesOf,
  translationStateOf,
} from "~/admin/lib/field-edit";
import { ApiError } from "~/lib/api/client";
import { EditorFooter, EditorStatus } from "./editor-parts";
import { LanguageColumns } from "./language-columns";
import { useLanguageDrafts } from "./use-language-drafts";
import { type RowFieldProps, rowName, useRow } from "./use-row";

/**
 * One field of a content row in its languages (French only for a field visitors read in
 * French): the member's languages written, the others read only, the translations' states where
 * the row carries them; checked by the entity's own rules, saved with one PATCH of the row.
 * 'Ouvrir la fiche' opens the row's whole form in its screen.
 */
export function FieldEditor({ table, id, field, lang, onSaved }: RowFieldProps) {
  const rights = useMember();
  const entity = entities[table] as EntityDef;
  const definition = entity.fields[field];
  const [saving, setSaving] = useState(false);
  const drafts = useLanguageDrafts();
  const languages = languagesOf(entity, field);
  const load = (from: AdminRow) =>
    drafts.load(Object.fromEntries(languages.map((each) => [each, fieldText(from, field, each)])));
  const [row, setRow] = useRow(table, id, load);

  if (row === null || row === "failed") {
    return <EditorStatus failed={row === "failed"} what="cette fiche" />;
  }
  const open = { to: entityFormHref(entity, { id }), label: "Ouvrir la fiche" };
  const heading = (
    <div className="flex flex-col gap-1">
      <h3 className="text-base font-semibold">{definition?.label ?? field}</h3>
      <p className="text-sm text-muted-foreground wrap-anywhere">
        {entity.label} · {rowName(entity, row)}
      </p>
    </div>
  );
  if (!editsInPlace(definition)) {
    return (
      <div className="flex flex-col gap-4">
        {heading}
        <p className="text-sm">Ce champ se modifie dans la fiche.</p>
        <EditorFooter saving={false} canSave={false} writes={false} open={open} />
      </div>
    );
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (row === null || row === "failed") return;
    const changed = drafts.changed(rights.writes).filter((each) => languages.includes(each));
    const patch = fieldPatch(
      entity,
      row,
      field,
      Object.fromEntries(changed.map((each) => [each, drafts.drafts[each] ?? ""])),
    );
    if (!patch.ok) {
      drafts.setErrors(patch.errors);
      return;
    }
    setSaving(true);
    try {
      const saved = await contentRows.update(table, id, patch.body);
      setRow(saved);
      load(saved);
      notify.success("Modification enregistrée");
      onSaved();
    } catch (failure) {
      // The drafts stay as typed; the message names the language refused where the server does.
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {};
      drafts.setErrors(
        Object.fromEntries(
          changed.map((each) => [
            each,
            fields[each === "fr" ? field : `translations.${each}.${field}`] ??
              fields[each === "fr" ? field : `translations.${each}`],
          ]),
        ),
      );
      notify.error(
        failure instanceof ApiError
          ? failure.message
          : "Impossible d'enregistrer : vérifiez votre connexion et réessayez.",
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-4">
      {heading}
      <LanguageColumns
        idPrefix={`edit-${table}-${id}-${field}`}
        autoFocus={lang}
        columns={languages.map((language) => ({
          language,
          value: drafts.drafts[language] ?? "",
          readOnly: !rights.writes(language),
          error: drafts.errors[language],
          state: language === "fr" ? undefined : translationStateOf(row, field, language),
          hint:
            language !== "fr" && (drafts.drafts[language] ?? "") === ""
              ? "Sans traduction, les visiteurs lisent le français."
              : undefined,
        }))}
        onChange={drafts.change}
      />
      <EditorFooter
        saving={saving}
        canSave={drafts.changed(rights.writes).some((each) => languages.includes(each))}
        writes={languages.some(rights.writes)}
        open={open}
      />
    </form>
  );
}
