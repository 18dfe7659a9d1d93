const MAX_NAME_LENGTH = 120;
const MAX_EXTENSION_LENGTH = 10;

/**
 * Upload file name: accents removed; characters other than letters, digits, dot and
 * hyphen replaced by underscore; repeated underscores collapsed; leading and trailing underscore
 * trimmed.
 *
 * Beyond the product's rule, so the result is always a safe single path segment: runs of dots collapse to
 * one (never ".."), no leading dot (never a hidden file), at most 120 characters (the extension
 * kept), and a name left empty becomes "file". The function is idempotent.
 */
export function cleanUploadName(name: string): string {
  let cleaned = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9.-]/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_+|_+$/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/^[._]+/, "");
  if (cleaned.length > MAX_NAME_LENGTH) {
    const dot = cleaned.lastIndexOf(".");
    const ext = dot > 0 && cleaned.length - dot <= MAX_EXTENSION_LENGTH ? cleaned.slice(dot) : "";
    cleaned = cleaned.slice(0, MAX_NAME_LENGTH - ext.length).replace(/[._]+$/, "") + ext;
  }
  cleaned = cleaned.replace(/_+$/, "");
  return cleaned === "" || cleaned === "." ? "file" : cleaned;
}

/** The stored path is `{timestamp}-{cleaned name}`. */
export function uploadPath(name: string, now: number = Date.now()): string {
  return `${now}-${cleanUploadName(name)}`;
}
