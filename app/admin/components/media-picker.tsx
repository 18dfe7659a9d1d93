import { ImagesIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { MEDIA_ALT_MAX, mediaTitle } from "#domain/media-library";
import { type MediaItem, mediaApi } from "~/admin/lib/media";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { FormError } from "./form-error";
import { MediaGrid } from "./media-grid";
import { useSaveAlt } from "./use-save-alt";

/**
 * 'Choisir dans la médiathèque': a dialog with the library's grid (searched by file name or
 * text), each image titled by its file name with its French alternative text (or 'Texte
 * alternatif manquant'). 'Choisir' on an image gives it to the field and closes the dialog (focus
 * back on the button that opened it); an image without a French text asks for it first, which
 * may be skipped ('Choisir sans texte').
 */
export function MediaPicker({
  label,
  onPick,
}: {
  label: string;
  onPick: (item: MediaItem) => void;
}) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState<MediaItem | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setFailed(false);
    mediaApi
      .list(new URLSearchParams(q.trim() ? { q } : {}))
      .then((list) => {
        if (!cancelled) setItems(list);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [open, q]);

  function pick(item: MediaItem) {
    onPick(item);
    setAsking(null);
    setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setAsking(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="self-start">
          <ImagesIcon aria-hidden="true" />
          Choisir dans la médiathèque
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Choisir dans la médiathèque</DialogTitle>
          <DialogDescription>{label} : choisissez une image déjà envoyée.</DialogDescription>
        </DialogHeader>
        {asking ? (
          <AltPrompt item={asking} onDone={() => pick(asking)} onBack={() => setAsking(null)} />
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <Label htmlFor="media-picker-search">Rechercher</Label>
              <Input
                id="media-picker-search"
                type="search"
                value={q}
                onChange={(event) => setQ(event.target.value)}
              />
            </div>
            {failed ? (
              <FormError>Impossible de charger la médiathèque</FormError>
            ) : items === null ? (
              <Spinner label="Chargement..." />
            ) : items.length === 0 ? (
              <p className="text-muted-foreground">Aucune image ne correspond.</p>
            ) : (
              <MediaGrid items={items} label="Images de la médiathèque">
                {(item) => (
                  <>
                    {item.alt.fr ? (
                      <p className="text-sm">Texte alternatif : {item.alt.fr}</p>
                    ) : (
                      <p className="text-sm font-medium text-amber-800">
                        Texte alternatif manquant
                      </p>
                    )}
                    <Button
                      type="button"
                      variant="secondary"
                      className="mt-auto self-start"
                      aria-label={`Choisir ${mediaTitle(item)}`}
                      onClick={() => (item.alt.fr ? pick(item) : setAsking(item))}
                    >
                      Choisir
                    </Button>
                  </>
                )}
              </MediaGrid>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The French alternative text of an image chosen without one, asked before it is given to the
 * field: saved with the image ('Enregistrer et choisir'), or skipped ('Choisir sans texte').
 */
function AltPrompt({
  item,
  onDone,
  onBack,
}: {
  item: MediaItem;
  onDone: () => void;
  onBack: () => void;
}) {
  const [text, setText] = useState("");
  const { error, saving, save: saveAlt } = useSaveAlt(item);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    // The dialog is portaled out of the field's form, but React still hands it this submit.
    event.stopPropagation();
    if (text.trim() === "" || (await saveAlt({ fr: text }))) onDone();
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-3" aria-label="Texte alternatif">
      <p className="text-sm">
        L'image « <span className="break-words">{mediaTitle(item)}</span> » n'a pas de texte
        alternatif en français : décrivez-la pour les personnes qui ne la voient pas.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="media-picker-alt">Texte alternatif (français)</Label>
        <Input
          id="media-picker-alt"
          lang="fr"
          maxLength={MEDIA_ALT_MAX}
          value={text}
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <FormError>{error}</FormError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          Enregistrer et choisir
        </Button>
        <Button type="button" variant="outline" disabled={saving} onClick={onDone}>
          Choisir sans texte
        </Button>
        <Button type="button" variant="ghost" disabled={saving} onClick={onBack}>
          Retour
        </Button>
      </div>
    </form>
  );
}
