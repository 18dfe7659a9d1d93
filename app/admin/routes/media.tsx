import { ImageUpIcon, Trash2Icon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { LANGUAGES, type Language } from "#domain/languages";
import { MEDIA_ACCEPT } from "#domain/media";
import { MEDIA_ALT_MAX, missingAltLanguages, needsAlt } from "#domain/media-library";
import { useMember } from "~/admin/components/admin-context";
import { ConfirmDialog } from "~/admin/components/confirm-dialog";
import { SearchField } from "~/admin/components/filters";
import { FormError } from "~/admin/components/form-error";
import { MediaGrid } from "~/admin/components/media-grid";
import { MediaUploadZone } from "~/admin/components/media-upload";
import { notify } from "~/admin/components/notify";
import { keepFirstPage, PagedList, usePage } from "~/admin/components/paged-list";
import { ScreenHeader } from "~/admin/components/screen-header";
import { UploadProgress } from "~/admin/components/upload-progress";
import { useListParams } from "~/admin/components/use-list-params";
import { useSaveAlt } from "~/admin/components/use-save-alt";
import {
  ALT_LANGUAGE_NAMES,
  linkOfUse,
  MEDIA_FILTERS,
  type MediaItem,
  mediaApi,
  mediaQuery,
  mediaSearchParams,
} from "~/admin/lib/media";
import { mediaLoader } from "~/admin/lib/screen-pages.server";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ApiError } from "~/lib/api/client";
import type { Route } from "./+types/media";

export const loader = mediaLoader;
export const shouldRevalidate = keepFirstPage;

const LOAD_ERROR = "Impossible de charger la médiathèque";

/**
 * 'Médiathèque': the stored images a page at a time (25 by default, newest first), each with its
 * size, dimensions, date and the rows using it (links to their screens), searched by name or
 * text, filtered to the unused ones or to those missing a text in a language; page, size, search
 * and filters in the address (`?q=`, `?unused=true`, `?missing=ar`). Per image its alternative
 * text in each language (a translator: its own, the others shown), the missing ones flagged; an
 * editor adds images ('Ajouter des images', several at once or dropped on the screen), replaces
 * one ('Remplacer') or deletes an unused one ('Supprimer', confirmed). Each image is titled by the
 * name of the file it was sent as. The page the address names comes with the route
 * (`mediaLoader`).
 */
export default function MediaScreen({ loaderData }: Route.ComponentProps) {
  const rights = useMember();
  const state = useListParams(MEDIA_FILTERS);
  const { params } = state;
  const query = mediaQuery(params);
  const list = usePage(
    mediaSearchParams(query).toString(),
    () => mediaApi.page(query),
    () => notify.error(LOAD_ERROR),
    loaderData,
  );
  const filtered = query.q !== undefined || query.unused || query.missing !== undefined;

  const images = (
    <PagedList
      id="media"
      heading={`Images (${list.total})`}
      list={state}
      total={list.total}
      loading={list.loading}
      failed={list.failed}
      failedText={LOAD_ERROR}
      emptyText={
        filtered ? "Aucune image ne correspond à ces filtres." : "Aucune image pour le moment."
      }
      navLabel="Pages : médiathèque"
      toolbar={
        <>
          <SearchField id="media-search" value={params.q} onSearch={state.setQuery} />
          <div className="flex flex-col gap-2">
            <Label htmlFor="media-missing">Texte alternatif</Label>
            <select
              id="media-missing"
              value={query.missing ?? ""}
              onChange={(event) => state.setFilter("missing", event.target.value)}
              className="h-9 rounded-md border bg-background px-3 text-sm"
            >
              <option value="">Toutes les images</option>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  Sans texte en {ALT_LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          </div>
          <label className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={query.unused === true}
              onChange={(event) => state.setFilter("unused", event.target.checked ? "true" : "")}
              className="size-4"
            />
            Non utilisées
          </label>
        </>
      }
    >
      <MediaGrid items={list.rows} label="Images">
        {(item) => (
          <MediaCard
            item={item}
            edits={rights.edits}
            writes={rights.writes}
            onChanged={list.reload}
          />
        )}
      </MediaGrid>
    </PagedList>
  );

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title="Médiathèque"
        description="Les images du site, où elles sont utilisées et leur texte alternatif dans chaque langue."
      />
      {rights.edits ? <MediaUploadZone onDone={list.reload}>{images}</MediaUploadZone> : images}
    </div>
  );
}

function MediaCard({
  item,
  edits,
  writes,
  onChanged,
}: {
  item: MediaItem;
  edits: boolean;
  writes: (language: Language) => boolean;
  onChanged: () => void;
}) {
  return (
    <>
      <div className="text-sm">
        {item.used_by.length === 0 ? (
          <p className="font-medium">Non utilisée</p>
        ) : (
          <>
            <p className="font-medium">Utilisée par :</p>
            <ul className="list-inside list-disc">
              {item.used_by.map((use) => {
                const link = linkOfUse(use);
                return (
                  <li key={`${use.table}-${use.id}-${use.field}`}>
                    <Link to={link.to} className="underline underline-offset-4">
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
      <AltForm key={JSON.stringify(item.alt)} item={item} writes={writes} onSaved={onChanged} />
      {edits ? (
        <div className="mt-auto flex flex-wrap gap-2">
          <ReplaceButton item={item} onReplaced={onChanged} />
          {item.used_by.length === 0 ? <DeleteButton item={item} onDeleted={onChanged} /> : null}
        </div>
      ) : null}
    </>
  );
}

/** The image's text in each language: an input where the member writes it, else the text. */
function AltForm({
  item,
  writes,
  onSaved,
}: {
  item: MediaItem;
  writes: (language: Language) => boolean;
  onSaved: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(item.alt);
  const { error, saving, save: saveAlt } = useSaveAlt(item);
  const missing = missingAltLanguages(item);
  const writable = LANGUAGES.filter(writes);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const alt = Object.fromEntries(writable.map((language) => [language, values[language] ?? ""]));
    if (!(await saveAlt(alt))) return;
    notify.success("Texte alternatif enregistré");
    onSaved();
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-3" aria-label="Texte alternatif">
      {!needsAlt(item) ? (
        <p className="text-sm text-muted-foreground">
          Image décorative (photo d'un témoignage) : affichée sans texte alternatif.
        </p>
      ) : null}
      {LANGUAGES.map((language) => {
        const field = `${id}-${language}`;
        const flagged = missing.includes(language);
        const label = (
          <span className="flex flex-wrap items-center gap-2">
            Texte alternatif ({ALT_LANGUAGE_NAMES[language]})
            {flagged ? (
              <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-950">
                Manquant
              </span>
            ) : null}
          </span>
        );
        if (!writes(language)) {
          return (
            <div key={language} className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{label}</span>
              <span lang={language} dir="auto" className="text-muted-foreground">
                {item.alt[language] ?? "—"}
              </span>
            </div>
          );
        }
        return (
          <div key={language} className="flex flex-col gap-1">
            <Label htmlFor={field}>{label}</Label>
            <Input
              id={field}
              lang={language}
              dir="auto"
              maxLength={MEDIA_ALT_MAX}
              value={values[language] ?? ""}
              onChange={(event) => setValues({ ...values, [language]: event.target.value })}
            />
          </div>
        );
      })}
      <FormError>{error}</FormError>
      {writable.length > 0 ? (
        <Button type="submit" variant="secondary" className="self-start" disabled={saving}>
          Enregistrer les textes
        </Button>
      ) : null}
    </form>
  );
}

/** 'Remplacer': a new file for this image; the rows using it show the new one. */
function ReplaceButton({ item, onReplaced }: { item: MediaItem; onReplaced: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function replace(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    try {
      await mediaApi.replace(item, file, setProgress);
      notify.success("Image remplacée");
      onReplaced();
    } catch (failure) {
      notify.error(
        failure instanceof ApiError ? failure.message : "Vérifiez votre connexion et réessayez.",
        "Impossible de remplacer l'image",
      );
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={MEDIA_ACCEPT}
        hidden
        onChange={(event) => void replace(event.target.files?.[0])}
      />
      <Button
        type="button"
        variant="outline"
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        <ImageUpIcon aria-hidden="true" />
        Remplacer
      </Button>
      {progress !== null ? (
        <UploadProgress fraction={progress} label="Progression du remplacement" />
      ) : null}
    </>
  );
}

/** 'Supprimer' an unused image, after a confirmation in the back office's dialog. */
function DeleteButton({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  async function remove() {
    try {
      await mediaApi.remove(item);
      notify.success("Image supprimée");
      onDeleted();
    } catch (failure) {
      notify.error(
        failure instanceof ApiError ? failure.message : "Vérifiez votre connexion et réessayez.",
        "Impossible de supprimer l'image",
      );
    }
  }
  return (
    <>
      <Button type="button" variant="destructive" onClick={() => setAsking(true)}>
        <Trash2Icon aria-hidden="true" />
        Supprimer
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Supprimer cette image ?"
        description="Supprimer définitivement cette image ? Cette action est irréversible."
        confirmLabel="Supprimer"
        destructive
        onConfirm={async () => {
          await remove();
          setAsking(false);
        }}
      />
    </>
  );
}
