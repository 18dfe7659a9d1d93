import { ImagesIcon } from "lucide-react";
import { useEffect, useState } from "react";
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
import { MediaGrid } from "./media-grid";

/**
 * 'Choisir dans la médiathèque': a dialog with the library's grid (searched by name or text);
 * 'Choisir' on an image gives its URL to the field and closes the dialog (focus back on the
 * button that opened it).
 */
export function MediaPicker({ label, onPick }: { label: string; onPick: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [failed, setFailed] = useState(false);

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

  return (
    <Dialog open={open} onOpenChange={setOpen}>
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
          <p role="alert" className="text-sm text-destructive">
            Impossible de charger la médiathèque
          </p>
        ) : items === null ? (
          <Spinner label="Chargement..." />
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">Aucune image ne correspond.</p>
        ) : (
          <MediaGrid items={items} label="Images de la médiathèque">
            {(item) => (
              <Button
                type="button"
                variant="secondary"
                className="mt-auto self-start"
                aria-label={`Choisir ${item.alt.fr ?? item.path}`}
                onClick={() => {
                  onPick(item.publicUrl);
                  setOpen(false);
                }}
              >
                Choisir
              </Button>
            )}
          </MediaGrid>
        )}
      </DialogContent>
    </Dialog>
  );
}
