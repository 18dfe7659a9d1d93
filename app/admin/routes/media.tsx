import { ImageUpIcon, Trash2Icon } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LANGUAGES, type Language } from "#domain/languages";
import { MEDIA_ACCEPT } from "#domain/media";
import { MEDIA_ALT_MAX, missingAltLanguages, needsAlt } from "#domain/media-library";
import { useMember } from "~/admin/components/admin-context";
import { MediaGrid } from "~/admin/components/media-grid";
import { notify } from "~/admin/components/notify";
import { ScreenHeader } from "~/admin/components/screen-header";
import { UploadProgress } from "~/admin/components/upload-progress";
import { ALT_LANGUAGE_NAMES, linkOfUse, type MediaItem, mediaApi } from "~/admin/lib/media";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api/client";

const LOAD_ERROR = "Impossible de charger la médiathèque";

/**
 * 'Médiathèque': every stored image with its size, dimensions, date and the rows using it (links
 * to their screens), searched by name or text, filtered to the unused ones or to those missing a
 * text in a language (`?q=`, `?unused=true`, `?missing=ar` in the URL). Per image its
 * alternative text in each language (a translator: its own, the others shown), the missing ones
 * flagged; an editor replaces an image ('Remplacer') or deletes an unused one ('Supprimer').
 */
export default function MediaScreen() {
  const rights = useMember();
  const [params, setParams] = useSearchParams();
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const query = params.toString();

  const load = useCallback(async () => {
    try {
      setItems(await mediaApi.list(new URLSearchParams(query)));
    } catch {
      notify.error(LOAD_ERROR);
      setItems([]);
    }
  }, [query]);

  useEffect(() => {
    void load();
  }, [load]);

  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const missing = params.get("missing") ?? "";
  const filtered = query !== "";

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title={items ? `Médiathèque (${items.length})` : "Médiathèque"}
        description="Les images du site, où elles sont utilisées et leur texte alternatif dans chaque langue."
      />
      <search className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="flex flex-col gap-2">
          <Label htmlFor="media-search">Rechercher</Label>
          <Input
            id="media-search"
            type="search"
            defaultValue={params.get("q") ?? ""}
            onChange={(event) => set("q", event.target.value)}
            className="sm:w-64"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="media-missing">Texte alternatif</Label>
          <select
            id="media-missing"
            value={missing}
            onChange={(event) => set("missing", event.target.value)}
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
            checked={params.get("unused") === "true"}
            onChange={(event) => set("unused", event.target.checked ? "true" : "")}
            className="size-4"
          />
          Non utilisées
        </label>
      </search>
      {items === null ? (
        <Spinner label="Chargement..." />
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">
          {filtered ? "Aucune image ne correspond à ces filtres." : "Aucune image pour le moment."}
        </p>
      ) : (
        <MediaGrid items={items} label="Images">
          {(item) => (
            <MediaCard item={item} edits={rights.edits} writes={rights.writes} onChanged={load} />
          )}
        </MediaGrid>
      )}
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
  onChanged: () => Promise<void>;
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
  onSaved: () => Promise<void>;
}) {
  const id = useId();
  const [values, setValues] = useState(item.alt);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const missing = missingAltLanguages(item);
  const writable = LANGUAGES.filter(writes);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setSaving(true);
    const alt = Object.fromEntries(writable.map((language) => [language, values[language] ?? ""]));
    try {
      await mediaApi.saveAlt(item, alt);
      notify.success("Texte alternatif enregistré");
      await onSaved();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Impossible d'enregistrer le texte");
    } finally {
      setSaving(false);
    }
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
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {writable.length > 0 ? (
        <Button type="submit" variant="secondary" className="self-start" disabled={saving}>
          Enregistrer les textes
        </Button>
      ) : null}
    </form>
  );
}

/** 'Remplacer': a new file for this image; the rows using it show the new one. */
function ReplaceButton({ item, onReplaced }: { item: MediaItem; onReplaced: () => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function replace(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    try {
      await mediaApi.replace(item, file, setProgress);
      notify.success("Image remplacée");
      await onReplaced();
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

/** 'Supprimer' an unused image, after a confirmation. */
function DeleteButton({ item, onDeleted }: { item: MediaItem; onDeleted: () => Promise<void> }) {
  async function remove() {
    if (!window.confirm("Supprimer définitivement cette image ? Cette action est irréversible.")) {
      return;
    }
    try {
      await mediaApi.remove(item);
      notify.success("Image supprimée");
      await onDeleted();
    } catch (failure) {
      notify.error(
        failure instanceof ApiError ? failure.message : "Vérifiez votre connexion et réessayez.",
        "Impossible de supprimer l'image",
      );
    }
  }
  return (
    <Button type="button" variant="destructive" onClick={() => void remove()}>
      <Trash2Icon aria-hidden="true" />
      Supprimer
    </Button>
  );
}
