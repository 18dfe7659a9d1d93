import type { z } from "zod";
import type { uploadResultSchema } from "#domain/auth";
import { MEDIA_TYPES } from "#domain/media";
import { errorFromBody } from "~/lib/api/client";

/** What an upload answers (`POST /api/storage/{bucket}` declares it; an image's answer has more). */
export type UploadAnswer = z.infer<typeof uploadResultSchema>;

/**
 * POST /api/storage/demos, multipart field `file`: a demo's video, PDF or image. An image the
 * image upload takes (JPEG, PNG, WebP, AVIF) goes to /api/storage/media instead, so the gallery
 * shows it through its variants.
 */
export function uploadDemoFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  const image = (MEDIA_TYPES as readonly string[]).includes(file.type);
  return uploadFile(image ? "/api/storage/media" : "/api/storage/demos", file, onProgress);
}

/** POST /api/storage/media: an image, answered with the URL of its widest variant. */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  return uploadFile("/api/storage/media", file, onProgress);
}

/**
 * One file to an upload route, multipart field `file` (PUT: 'Remplacer' in the media library). XMLHttpRequest rather than
 * fetch because only it reports upload progress (progress shown for large files).
 * Same origin: the session cookie and the Origin header go with it.
 */
export function uploadFile(
  endpoint: string,
  file: File,
  onProgress: (fraction: number) => void,
  method: "POST" | "PUT" = "POST",
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, endpoint);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = body as Partial<UploadAnswer> | null;
        // When nothing is returned the url is not set.
        if (answer && typeof answer.publicUrl === "string" && answer.publicUrl !== "") {
          resolve({ path: String(answer.path ?? ""), publicUrl: answer.publicUrl });
        } else reject(errorFromBody(xhr.status, body));
      } else reject(errorFromBody(xhr.status, body));
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.onabort = () => reject(new Error("aborted"));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

/** The file name to show for a stored file's URL (edit mode: 'Fichier configuré : …'). */
export function fileNameOfUrl(url: string): string {
  const last = url.split(/[?#]/)[0]?.split("/").pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
