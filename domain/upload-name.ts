const MAX_NAME_LENGTH = 120;

/**
 * SPEC 5, upload file name: accents removed; characters other than letters, digits, dot and
 * hyphen replaced by underscore; repeated underscores collapsed; leading and trailing underscore
 * trimmed. Beyond the SPEC: a name that would be empty or only dots becomes "file", and the
 * result is capped in length (keeping the extension) so a path always stays short and safe.
 */
export function cleanUploadName(name: string): string {
  let cleaned = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9.-]/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (/^\.*$/.test(cleaned)) cleaned = "file";
  // A leading dot would make a hidden file; ".." alone is handled above.
  cleaned = cleaned.replace(/^\.+/, "");
  if (cleaned.length > MAX_NAME_LENGTH) {
    const dot = cleaned.lastIndexOf(".");
    const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
    cleaned = cleaned.slice(0, MAX_NAME_LENGTH - ext.length).replace(/[_.]+$/g, "") + ext;
  }
  return cleaned.replace(/^_+|_+$/g, "") || "file";
}

/** SPEC 5 / SPEC 7: the stored path is `{timestamp}-{cleaned name}`. */
export function uploadPath(name: string, now: number = Date.now()): string {
  return `${now}-${cleanUploadName(name)}`;
}
