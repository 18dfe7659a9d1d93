import { type FormEvent, useEffect, useState } from "react";
import { type EntityDef, entities } from "#domain/entities";
import { LANGUAGES } from "#domain/languages";
import { useMember } from "~/admin/components/admin-context";
import { MediaPicker } from "~/admin/components/media-picker";
import { notify } from "~/admin/components/notify";
import { entityFormHref } from "~/admin/components/use-open-from-address";
import { contentRows } from "~/admin/lib/data-source";
import { type MediaItem, mediaApi, mediaItemOfUrl } from "~/admin/lib/media";
import { ApiError } from "~/lib/api/client";
import { EditorFooter, EditorStatus } from "./editor-parts";
import { LanguageColumns } from "./language-columns";
import { useLanguageDrafts } from "./use-language-drafts";
import { type RowFieldProps, rowName, useRow } from "./use-row";

const OFFLINE = "Impossible d'enregistrer : vérifiez votre connexion et réessayez.";

/**
 * An image of a content row: the image shown, 'Choisir dans la médiathèque' to put another in
 * its place (an editor's), and its alternative texts in the three languages, used by every page
 * that shows it (the member's languages written, the others read only).
 */
export function ImageEditor({ table, id, field, lang, onSaved }: RowFieldProps) {
  const rights = useMember();
  const entity = entities[table] as EntityDef;
  const [row, setRow] = useRow(table, id);
  const [item, setItem] = useState<MediaItem | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const drafts = useLanguageDrafts();
  const { load } = drafts;
  const url = row && row !== "failed" && typeof row[field] === "string" ? row[field] : "";

  useEffect(() => {
    let cancelled = false;
    setItem(undefined);
    if (!url) return;
    mediaItemOfUrl(url)
      .then((found) => {
        if (cancelled) return;
        setItem(found);
        if (found) load(Object.fromEntries(LANGUAGES.map((each) => [each, found.alt[each] ?? ""])));
      })
      .catch(() => {
        if (!cancelled) setItem(null);
      });
    return () => {
      cancelled = true;
    };
  }, [url, load]);

  if (row === null || row === "failed") {
    return <EditorStatus failed={row === "failed"} what="cette fiche" />;
  }

  async function replace(picked: MediaItem) {
    try {
      const saved = await contentRows.update(table, id, { [field]: picked.publicUrl });
      setRow(saved);
      notify.success("Image remplacée");
      onSaved();
    } catch (failure) {
      notify.error(failure instanceof ApiError ? failure.message : OFFLINE);
    }
  }

  async function saveAlt(event: FormEvent) {
    event.preventDefault();
    if (!item) return;
    const changed = drafts.changed(rights.writes);
    setSaving(true);
    try {
      const saved = await mediaApi.saveAlt(
        item,
        Object.fromEntries(changed.map((each) => [each, drafts.drafts[each] ?? ""])),
      );
      setItem(saved);
      load(Object.fromEntries(LANGUAGES.map((each) => [each, saved.alt[each] ?? ""])));
      notify.success("Texte alternatif enregistré");
      onSaved();
    } catch (failure) {
      // The texts stay as typed.
      notify.error(failure instanceof ApiError ? failure.message : OFFLINE);
    } finally {
      setSaving(false);
    }
  }

  const label = entity.fields[field]?.label ?? field;
  return (
    <form noValidate onSubmit={saveAlt} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="text-base font-semibold">{label}</h3>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          {entity.label} · {rowName(entity, row)}
        </p>
      </div>
      {url ? (
        <img src={url} alt="" className="max-h-48 w-full rounded-md border object-contain" />
      ) : (
        <p className="text-sm">Aucune image.</p>
      )}
      {rights.edits ? (
        <MediaPicker label={label} onPick={(picked) => void replace(picked)} />
      ) : null}
      {item ? (
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">Texte alternatif</legend>
          <LanguageColumns
            idPrefix={`edit-alt-${table}-${id}`}
            autoFocus={rights.edits ? undefined : lang}
            columns={LANGUAGES.map((language) => ({
              language,
              value: drafts.drafts[language] ?? "",
              readOnly: !rights.writes(language),
            }))}
            onChange={drafts.change}
          />
        </fieldset>
      ) : url && item === null ? (
        <p className="text-sm text-muted-foreground">
          Cette image n'est pas dans la médiathèque : elle n'a pas de texte alternatif à modifier.
        </p>
      ) : null}
      <EditorFooter
        saving={saving}
        canSave={item !== null && item !== undefined && drafts.changed(rights.writes).length > 0}
        writes={item !== null && item !== undefined && LANGUAGES.some(rights.writes)}
        open={{ to: entityFormHref(entity, { id }), label: "Ouvrir la fiche" }}
      />
    </form>
  );
}
