import { Trash2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { MEDIA_ACCEPT, MEDIA_TYPES } from "#domain/media";
import { imageIdOfUrl, mediaTitle } from "#domain/media-library";
import { mediaItemOfUrl } from "~/admin/lib/media";
import { fileNameOfUrl, uploadImage } from "~/admin/lib/upload";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ApiError } from "~/lib/api/client";
import type { FieldAria } from "./field-shell";
import { FormError } from "./form-error";
import { MediaPicker } from "./media-picker";
import { UploadProgress } from "./upload-progress";

const WRONG_TYPE = "Choisissez une image JPEG, PNG, WebP ou AVIF.";
const OFFLINE = "Impossible d'envoyer l'image : vérifiez votre connexion et réessayez.";

/**
 * An image field of an admin form: the image chosen is uploaded at once (its progress shown),
 * then previewed and named by its file name (the last part of its address for an image stored
 * before); choosing another file replaces it, 'Retirer l'image' empties the field;
 * 'Choisir dans la médiathèque' takes an image already stored instead. The value is the URL the
 * upload answered, shown in the URL input below, where the address of an image kept elsewhere
 * may be typed instead. The file input is the page's own, so the keyboard reaches it. Read only
 * (a translator): the image and its address, nothing to upload or remove.
 */
export function ImageField({
  id,
  label,
  value,
  aria,
  maxBytes,
  readOnly = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** From the field's shell: invalid, and the id of the form's message for this field. */
  aria: FieldAria;
  maxBytes: number;
  readOnly?: boolean;
  onChange: (url: string) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The file name of the image the field holds: known when chosen here, else asked of the library.
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);
  useEffect(() => {
    if (!imageIdOfUrl(value) || chosen?.url === value) return;
    let cancelled = false;
    mediaItemOfUrl(value)
      .then((item) => {
        if (!cancelled && item) setChosen({ url: value, name: mediaTitle(item) });
      })
      .catch(() => {}); // the last part of the address is shown instead
    return () => {
      cancelled = true;
    };
  }, [value, chosen?.url]);
  const failureId = `${id}-upload-error`;
  const invalid = failure !== null || aria["aria-invalid"] === true || undefined;
  const described = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setFailure(null);
    if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) {
      setFailure(WRONG_TYPE);
      input.value = "";
      return;
    }
    if (file.size > maxBytes) {
      const mib = Math.floor(maxBytes / (1024 * 1024));
      setFailure(`L'image dépasse la taille maximale (${mib} Mo).`);
      input.value = "";
      return;
    }
    setProgress(0);
    try {
      const answer = await uploadImage(file, setProgress);
      setChosen({ url: answer.publicUrl, name: file.name });
      onChange(answer.publicUrl);
    } catch (reason) {
      setFailure(reason instanceof ApiError ? reason.message : OFFLINE);
    } finally {
      setProgress(null);
      input.value = "";
    }
  }

  const uploading = progress !== null;
  return (
    <div className="flex flex-col gap-3">
      {value !== "" ? (
        <div className="flex flex-col gap-3 rounded-md border bg-muted/40 p-3 sm:flex-row sm:items-center">
          <img
            src={value}
            alt={`Aperçu : ${label}`}
            width={160}
            height={120}
            className="h-28 w-40 shrink-0 rounded object-cover"
          />
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-sm break-all">
              Image actuelle : {chosen?.url === value ? chosen.name : fileNameOfUrl(value)}
            </p>
            {readOnly ? null : (
              <Button
                type="button"
                variant="outline"
                className="self-start"
                disabled={uploading}
                onClick={() => {
                  setFailure(null);
                  onChange("");
                }}
              >
                <Trash2Icon aria-hidden="true" />
                Retirer l'image
              </Button>
            )}
          </div>
        </div>
      ) : null}
      {readOnly ? null : (
        <>
          <Input
            id={id}
            type="file"
            accept={MEDIA_ACCEPT}
            disabled={uploading}
            onChange={(event) => void choose(event.currentTarget)}
            aria-invalid={invalid}
            aria-describedby={described(
              `${id}-hint`,
              failure ? failureId : undefined,
              aria["aria-describedby"],
            )}
            className="cursor-pointer"
          />
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {value !== "" ? "Choisir un fichier remplace l'image. " : ""}JPEG, PNG, WebP ou AVIF ;
            les données de localisation sont retirées.
          </p>
          <MediaPicker
            label={label}
            onPick={(item) => {
              setFailure(null);
              setChosen({ url: item.publicUrl, name: mediaTitle(item) });
              onChange(item.publicUrl);
            }}
          />
          <Label htmlFor={`${id}-url`} className="font-normal">
            {label} (URL)
          </Label>
        </>
      )}
      <Input
        id={readOnly ? id : `${id}-url`}
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={value}
        readOnly={readOnly || undefined}
        disabled={uploading}
        onChange={(event) => {
          setFailure(null);
          onChange(event.target.value);
        }}
        aria-invalid={invalid}
        aria-describedby={described(failure ? failureId : undefined, aria["aria-describedby"])}
      />
      {uploading ? (
        <UploadProgress fraction={progress} label="Progression de l'envoi de l'image" />
      ) : null}
      <FormError id={failureId}>{failure}</FormError>
    </div>
  );
}
