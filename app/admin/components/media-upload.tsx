import { ImagePlusIcon } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { MEDIA_ACCEPT } from "#domain/media";
import { uploadImage } from "~/admin/lib/upload";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api/client";
import { UploadProgress } from "./upload-progress";

const OFFLINE = "Vérifiez votre connexion et réessayez.";

/** One file of a batch: its name, its progress, then its outcome. */
interface Sending {
  id: number;
  name: string;
  fraction: number;
  /** Null while it is sent; "" once stored; else the reason it was refused, in French. */
  failure: string | null | "";
}

/**
 * 'Ajouter des images': several files at once, from the file chooser or dropped anywhere on
 * `children` (the screen), all sent together to `POST /api/storage/media`. Each file is listed
 * with its name and progress, then 'Envoyée' or why it failed (the server's message);
 * `onDone` once every file of the batch has settled.
 */
export function MediaUploadZone({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  const input = useRef<HTMLInputElement>(null);
  const next = useRef(0);
  const [sendings, setSendings] = useState<Sending[]>([]);
  const [dragging, setDragging] = useState(false);
  const busy = sendings.some((sending) => sending.failure === null);

  const update = (id: number, change: Partial<Sending>) =>
    setSendings((all) =>
      all.map((sending) => (sending.id === id ? { ...sending, ...change } : sending)),
    );

  async function send(files: File[]) {
    if (files.length === 0 || busy) return;
    const batch = files.map((file) => ({ file, id: next.current++ }));
    setSendings(batch.map(({ file, id }) => ({ id, name: file.name, fraction: 0, failure: null })));
    await Promise.all(
      batch.map(async ({ file, id }) => {
        try {
          await uploadImage(file, (fraction) => update(id, { fraction }));
          update(id, { fraction: 1, failure: "" });
        } catch (reason) {
          update(id, { failure: reason instanceof ApiError ? reason.message : OFFLINE });
        }
      }),
    );
    if (input.current) input.current.value = "";
    onDone();
  }

  return (
    // Files dropped anywhere on the screen are sent (the zone below says so).
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer's shortcut; the button does the same
    <div
      className="flex flex-col gap-6"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setDragging(false);
      }}
      onDrop={(event) => {
        if (!event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        setDragging(false);
        void send([...event.dataTransfer.files]);
      }}
    >
      <section
        aria-label="Ajouter des images"
        className={`flex flex-col gap-3 rounded-lg border-2 border-dashed p-4 ${dragging ? "border-primary bg-primary/5" : ""}`}
      >
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            type="file"
            accept={MEDIA_ACCEPT}
            multiple
            hidden
            onChange={(event) => void send([...(event.target.files ?? [])])}
          />
          <Button type="button" disabled={busy} onClick={() => input.current?.click()}>
            <ImagePlusIcon aria-hidden="true" />
            Ajouter des images
          </Button>
          <p className="text-sm text-muted-foreground">
            Ou déposez des images sur cet écran. JPEG, PNG, WebP ou AVIF ; les données de
            localisation sont retirées.
          </p>
        </div>
        {sendings.length > 0 ? (
          <ul aria-label="Fichiers envoyés" className="flex flex-col gap-2">
            {sendings.map((sending) => (
              <li
                key={sending.id}
                className="grid gap-1 text-sm sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-center sm:gap-3"
              >
                <span className="break-words font-medium">{sending.name}</span>
                <UploadProgress
                  fraction={sending.fraction}
                  label={`Progression de l'envoi de ${sending.name}`}
                />
                <span
                  role={sending.failure ? "alert" : "status"}
                  className={sending.failure ? "text-destructive" : "text-muted-foreground"}
                >
                  {sending.failure === null
                    ? "Envoi…"
                    : sending.failure === ""
                      ? "Envoyée"
                      : `Échec : ${sending.failure}`}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {children}
    </div>
  );
}
