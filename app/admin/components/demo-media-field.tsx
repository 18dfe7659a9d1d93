import { UploadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { fileNameOfUrl, uploadDemoFile } from "~/admin/lib/upload";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ApiError } from "~/lib/api/client";
import { FieldShell } from "./field-shell";
import { MediaPicker } from "./media-picker";
import { notify } from "./notify";
import { UploadProgress } from "./upload-progress";

// The picker filters by type.
const ACCEPT: Record<string, string> = { video: "video/*", image: "image/*", pdf: ".pdf" };
const UPLOAD_ERROR = "Impossible d'uploader le fichier";

/**
 * The demo form's media part (Demo form): a link field for 'lien'; otherwise a file
 * chosen, uploaded with 'Uploader' ('Upload...' while it runs, with its progress), then
 * 'Fichier configuré : {file name}' and 'Changer le fichier', which clears the url; an image demo
 * may take an image of the library instead ('Choisir dans la médiathèque'). Read only (a
 * translator): the link or the file's name, nothing to change or upload.
 */
export function DemoMediaField({
  type,
  mediaUrl,
  fileName,
  error,
  maxBytes,
  readOnly = false,
  onChange,
}: {
  type: string;
  mediaUrl: string;
  /** The uploaded file's own name; falls back to the stored file's name. */
  fileName: string | null;
  error: string | undefined;
  maxBytes: number;
  readOnly?: boolean;
  onChange: (mediaUrl: string, fileName: string | null) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  if (type === "") {
    return <p className="text-sm text-muted-foreground">Choisissez d'abord le type de la démo.</p>;
  }

  if (type === "lien") {
    return (
      <FieldShell id={`${id}-url`} label="Lien" required error={error}>
        {(aria) => (
          <Input
            {...aria}
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://exemple.com"
            value={mediaUrl}
            readOnly={readOnly || undefined}
            onChange={(event) => onChange(event.target.value, null)}
            aria-required
          />
        )}
      </FieldShell>
    );
  }

  if (mediaUrl !== "" || readOnly) {
    return (
      <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm break-all">
          Fichier configuré : {fileName ?? fileNameOfUrl(mediaUrl)}
        </p>
        {readOnly ? null : (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setFile(null);
              onChange("", null);
            }}
          >
            Changer le fichier
          </Button>
        )}
      </div>
    );
  }

  async function upload() {
    if (!file) return;
    if (file.size > maxBytes) {
      const mib = Math.floor(maxBytes / (1024 * 1024));
      notify.error(`Le fichier dépasse la taille maximale (${mib} Mo).`, UPLOAD_ERROR);
      return;
    }
    setProgress(0);
    try {
      const answer = await uploadDemoFile(file, setProgress);
      onChange(answer.publicUrl, file.name);
      setFile(null);
    } catch (failure) {
      // 'Impossible d'uploader le fichier'; the server's reason (too large, type) below it.
      notify.error(
        failure instanceof ApiError ? failure.message : "Vérifiez votre connexion et réessayez.",
        UPLOAD_ERROR,
      );
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  return (
    <FieldShell id={`${id}-file`} label="Fichier" required error={error}>
      {(aria) => (
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...aria}
              ref={inputRef}
              id={`${id}-file`}
              type="file"
              accept={ACCEPT[type]}
              disabled={uploading}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              aria-required
              className="cursor-pointer"
            />
            <Button
              type="button"
              variant="secondary"
              disabled={!file || uploading}
              onClick={() => void upload()}
            >
              <UploadIcon aria-hidden="true" />
              {uploading ? "Upload..." : "Uploader"}
            </Button>
          </div>
          {uploading ? (
            <UploadProgress fraction={progress} label="Progression de l'upload" />
          ) : null}
          {type === "image" ? (
            <MediaPicker label="Fichier" onPick={(item) => onChange(item.publicUrl, null)} />
          ) : null}
        </>
      )}
    </FieldShell>
  );
}
