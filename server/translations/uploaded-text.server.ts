import { badRequest, unsupportedType } from "../http/errors";
import { NO_FILE, NOT_MULTIPART, uploadTooLarge } from "../storage/upload.server";

/** Room for a multipart body's boundaries and part headers around its file. */
const MULTIPART_ROOM = 16 * 1024;

/**
 * The text of a small multipart upload (one field `file`): its bytes are counted as they arrive,
 * and past `maxBytes` the upload is refused (413) without reading the rest, whatever length the
 * request declared or left out.
 */
export async function uploadedText(request: Request, maxBytes: number): Promise<string> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw unsupportedType(NOT_MULTIPART);
  }
  const limit = maxBytes + MULTIPART_ROOM;
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw uploadTooLarge(maxBytes);
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of request.body ?? []) {
    length += chunk.length;
    if (length > limit) throw uploadTooLarge(maxBytes);
    chunks.push(chunk);
  }
  let file: FormDataEntryValue | null;
  try {
    const form = await new Response(Buffer.concat(chunks), {
      headers: { "content-type": contentType },
    }).formData();
    file = form.get("file");
  } catch {
    throw badRequest("Formulaire multipart illisible", undefined, "invalid_multipart");
  }
  if (typeof file === "string" || file === null) {
    throw badRequest(NO_FILE, undefined, "no_file");
  }
  if (file.size > maxBytes) throw uploadTooLarge(maxBytes);
  return file.text();
}
