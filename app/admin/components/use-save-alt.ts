import { useState } from "react";
import type { MediaAlt } from "#domain/media-library";
import { type MediaItem, mediaApi } from "~/admin/lib/media";
import { ApiError } from "~/lib/api/client";

/**
 * Saving an image's alternative texts from a form: `save` answers whether they were saved; while
 * it runs `saving` is set, and a refusal leaves the server's message (or a French fallback) in
 * `error`.
 */
export function useSaveAlt(item: MediaItem) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(alt: MediaAlt): Promise<boolean> {
    setError(null);
    setSaving(true);
    try {
      await mediaApi.saveAlt(item, alt);
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Impossible d'enregistrer le texte");
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { error, saving, save };
}
