import { eq, inArray, sql } from "drizzle-orm";
import type { EntityName } from "#domain/entities";
import type { Language } from "#domain/languages";
import { baseOfKey, isVariantKey, variantKey, variantWidths } from "#domain/media";
import {
  altIn,
  type MediaAlt,
  type MediaItem,
  type MediaQuery,
  type MediaUse,
  mergeAlt,
  missingAltLanguages,
} from "#domain/media-library";
import { matchesSearch } from "#domain/search";
import type { Actor } from "../audit/audit.server";
import { audited } from "../audit/audited.server";
import { media, tableOf } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import type { AppServices } from "../spine/context";
import type { MediaUploadResult } from "./media.server";
import { MEDIA_BUCKET, removeImage, removeKeys } from "./media-files.server";
import { MEDIA_TABLE } from "./media-library-kept.server";
import { type StoredUrlUse, storedUrlUses } from "./stored-urls.server";
import { isReferenced } from "./unreferenced-uploads.server";

/**
 * The media library over the storage: the store says which images exist (its files are the
 * truth), the `media` table keeps what staff say about each (alternative texts) and its size.
 * Listing makes the missing rows (images stored before the library, or whose upload could not
 * write one) and drops the rows of images no longer stored.
 */

const NOT_FOUND = "Image introuvable dans la médiathèque";
const IN_USE = "Cette image est utilisée : retirez-la d'abord des fiches qui l'affichent";

/** The image stored under `base` as the store lists it: the key rows point to, its original. */
interface StoredImage {
  base: string;
  path: string;
  original: string | undefined;
  width: number;
  height: number;
  modified: Date;
}

/** Every complete image of the store: its widest JPEG or PNG variant present. */
async function storedImages(deps: AppServices): Promise<Map<string, StoredImage>> {
  const byBase = new Map<string, { keys: Set<string>; modified: Date }>();
  for (const object of await deps.storage.list(MEDIA_BUCKET)) {
    const base = baseOfKey(object.key);
    if (!base) continue;
    const entry = byBase.get(base) ?? { keys: new Set<string>(), modified: object.modified };
    entry.keys.add(object.key);
    if (object.modified < entry.modified) entry.modified = object.modified;
    byBase.set(base, entry);
  }
  const images = new Map<string, StoredImage>();
  for (const [base, { keys, modified }] of byBase) {
    const [width, height] = (base.split("-")[1] ?? "").split("x").map(Number) as [number, number];
    const widest = variantWidths(width).at(-1)!;
    const path = (["jpg", "png"] as const)
      .map((format) => variantKey(base, widest, format))
      .find((key) => keys.has(key));
    if (!path) continue;
    const original = [...keys].find((key) => key.startsWith(`${base}.original-`));
    images.set(base, { base, path, original, width, height, modified });
  }
  return images;
}

/** Rows' uses of each image, by its base (a row may hold any variant's URL). */
function usesByBase(deps: AppServices, uses: StoredUrlUse[]): Map<string, MediaUse[]> {
  const found = new Map<string, MediaUse[]>();
  for (const use of uses) {
    const target = deps.storage.keyFromUrl(use.url);
    const base = target?.bucket === MEDIA_BUCKET ? baseOfKey(target.key) : null;
    if (!base) continue;
    const list = found.get(base) ?? [];
    list.push({ table: use.table, id: use.id, field: use.field });
    found.set(base, list);
  }
  return found;
}

async function sizeOf(deps: AppServices, image: StoredImage): Promise<number | null> {
  if (!image.original) return null;
  return (await deps.storage.stat(MEDIA_BUCKET, image.original))?.size ?? null;
}

/** Every stored image with its row, newest first: the library kept, or built now. */
export function allMedia(deps: AppServices): Promise<MediaItem[]> {
  return deps.mediaLibrary.read(() => buildMedia(deps));
}

/**
 * Every stored image with its row, newest first, read now. Missing rows are made; rows of images
 * gone from the store are dropped, unless written after this listing began (an upload in
 * progress).
 */
async function buildMedia(deps: AppServices): Promise<MediaItem[]> {
  const { db } = deps.database;
  const began = new Date();
  const images = await storedImages(deps);
  const [rows, uses] = await Promise.all([db.select().from(media), storedUrlUses(deps)]);
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const stale = rows
    .filter((row) => !images.has(baseOfKey(row.path) ?? "") && row.updated_at < began)
    .map((row) => row.path);
  if (stale.length > 0) await db.delete(media).where(inArray(media.path, stale));
  const missing = [...images.values()].filter((image) => !byPath.has(image.path));
  for (const image of missing) {
    const [row] = await db
      .insert(media)
      .values({
        path: image.path,
        width: image.width,
        height: image.height,
        bytes: await sizeOf(deps, image),
        created_at: image.modified,
        updated_at: image.modified,
      })
      .onConflictDoNothing()
      .returning();
    if (row) byPath.set(row.path, row);
  }
  const usedBy = usesByBase(deps, uses);
  return [...images.values()]
    .map((image): MediaItem => {
      const row = byPath.get(image.path);
      return {
        path: image.path,
        publicUrl: deps.storage.publicUrl(MEDIA_BUCKET, image.path),
        width: image.width,
        height: image.height,
        bytes: row?.bytes ?? null,
        created_at: (row?.created_at ?? image.modified).toISOString(),
        used_by: usedBy.get(image.base) ?? [],
        alt: (row?.alt ?? {}) as MediaAlt,
        name: row?.original_name ?? null,
      };
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.path.localeCompare(b.path));
}

/**
 * The images matching the query: every word of `q` starts a word of the path, of the file's name
 * or of a language's text, as the lists' search (case and accents ignored), the unused ones, those whose needed text is missing in a language.
 */
export function filterMedia(items: MediaItem[], query: MediaQuery): MediaItem[] {
  return items.filter((item) => {
    if (query.unused === "true" && item.used_by.length > 0) return false;
    if (query.unused === "false" && item.used_by.length === 0) return false;
    if (query.missing && !missingAltLanguages(item).includes(query.missing)) return false;
    return matchesSearch([item.path, item.name ?? "", ...Object.values(item.alt)], query.q);
  });
}

/** A page of the images matching the query (from `offset`, `limit` at most, all without), and their total. */
export async function pageMedia(deps: AppServices, query: MediaQuery) {
  const items = filterMedia(await allMedia(deps), query);
  const first = query.offset ?? 0;
  const end = query.limit === undefined ? undefined : first + query.limit;
  return { rows: items.slice(first, end), first, total: items.length };
}

/** One image of the library, or a 404. */
export async function mediaItem(deps: AppServices, path: string): Promise<MediaItem> {
  if (!isVariantKey(path)) throw notFound(NOT_FOUND);
  const item = (await allMedia(deps)).find((each) => each.path === path);
  if (!item) throw notFound(NOT_FOUND);
  return item;
}

const auditId = (path: string) => `${MEDIA_BUCKET}/${path}`;

/**
 * The row of a just-stored upload (kept as it is when the same image was already there, only
 * given the file's name if it had none); every process's library then shows the image, the row
 * written or not.
 */
export async function recordMediaRow(deps: AppServices, stored: MediaUploadResult) {
  try {
    const path = deps.storage.keyFromUrl(stored.publicUrl)?.key;
    if (!path) return;
    await deps.database.db
      .insert(media)
      .values({
        path,
        width: stored.width,
        height: stored.height,
        bytes: stored.size,
        original_name: stored.name,
      })
      .onConflictDoUpdate({
        target: media.path,
        set: { original_name: sql`coalesce(${media.original_name}, excluded.original_name)` },
      });
  } finally {
    deps.changes.emit(MEDIA_TABLE);
  }
}

/**
 * Sets an image's alternative texts (an empty text removes a language's), audited as an update
 * of the stored file; public pages showing it are rendered again.
 */
export async function updateAlt(
  deps: AppServices,
  actor: Actor,
  path: string,
  patch: MediaAlt,
): Promise<MediaItem> {
  const item = await mediaItem(deps, path);
  // Merged with the row as it is now: another process's text may not have reached the library.
  const alt = await audited(deps, actor, async ({ tx, record, announce }) => {
    const [row] = await tx
      .select({ alt: media.alt })
      .from(media)
      .where(eq(media.path, path))
      .for("update");
    const before = (row?.alt as MediaAlt | undefined) ?? item.alt;
    const after = mergeAlt(before, patch);
    await tx.update(media).set({ alt: after, updated_at: new Date() }).where(eq(media.path, path));
    await record({
      action: "update",
      table: "storage",
      rowId: auditId(path),
      before: { alt: before },
      after: { alt: after },
    });
    announce(MEDIA_TABLE);
    return after;
  });
  return { ...item, alt };
}

/**
 * The rows using an image now, read from the database: a use another process just wrote may not
 * have reached the kept library, and removing or re-pointing an image must not miss it.
 */
async function usesNow(deps: AppServices, item: MediaItem): Promise<MediaUse[]> {
  const base = baseOfKey(item.path);
  return (base && usesByBase(deps, await storedUrlUses(deps)).get(base)) || [];
}

/** Removes an unused image (original, variants, row); 409 `in_use` naming the rows using it. */
export async function deleteMedia(deps: AppServices, actor: Actor, path: string) {
  const item = await mediaItem(deps, path);
  const used_by = await usesNow(deps, item);
  if (used_by.length > 0) {
    throw new HttpError(409, "in_use", IN_USE, undefined, undefined, { used_by });
  }
  await audited(deps, actor, async ({ tx, record }) => {
    await tx.delete(media).where(eq(media.path, path));
    await record({
      action: "delete",
      table: "storage",
      rowId: auditId(path),
      before: { url: item.publicUrl, alt: item.alt, width: item.width, height: item.height },
    });
  });
  // Its files' removal tells every process; the row is gone already.
  deps.mediaLibrary.drop();
  const keys = await removeImage(deps.storage, path);
  deps.logger.info("storage.removed", { bucket: MEDIA_BUCKET, keys });
}

/**
 * 'Remplacer': the rows using `item` point to the image just stored instead, in one transaction
 * with an entry for each row and one for the file (action `replace`); the new image keeps the
 * old one's texts (where it has none of its own). Its files are named from its bytes, so its URL
 * is new and browsers keeping the old one for a year never show it again. The old files are
 * removed once no row uses them.
 */
export async function replaceMedia(
  deps: AppServices,
  actor: Actor,
  item: MediaItem,
  stored: MediaUploadResult,
): Promise<MediaItem> {
  const path = deps.storage.keyFromUrl(stored.publicUrl)?.key;
  if (!path) throw new Error("An upload answered a URL of another store");
  if (path === item.path) return item;
  const uses = await usesNow(deps, item);
  try {
    await audited(deps, actor, async ({ tx, record, announce }) => {
      for (const use of uses) {
        const name = use.table as EntityName;
        const table = tableOf(name);
        const [before] = await tx.select().from(table).where(eq(table.id, use.id));
        if (!before) continue;
        const [after] = await tx
          .update(table)
          .set({ [use.field]: stored.publicUrl, updated_at: new Date(), updated_by: actor.id })
          .where(eq(table.id, use.id))
          .returning();
        await record({ action: "replace", table: name, rowId: use.id, before, after });
        announce(name);
      }
      const [existing] = await tx.select().from(media).where(eq(media.path, path));
      // The old image's texts as its row holds them now (the kept library may be behind).
      const [old] = await tx
        .select({ alt: media.alt })
        .from(media)
        .where(eq(media.path, item.path));
      const oldAlt = (old?.alt as MediaAlt | undefined) ?? item.alt;
      const alt = { ...oldAlt, ...((existing?.alt ?? {}) as MediaAlt) };
      await tx
        .insert(media)
        .values({
          path,
          alt,
          width: stored.width,
          height: stored.height,
          bytes: stored.size,
          original_name: stored.name,
        })
        .onConflictDoUpdate({ target: media.path, set: { alt, updated_at: new Date() } });
      await tx.delete(media).where(eq(media.path, item.path));
      await record({
        action: "replace",
        table: "storage",
        rowId: auditId(path),
        before: { url: item.publicUrl, width: item.width, height: item.height },
        after: {
          url: stored.publicUrl,
          width: stored.width,
          height: stored.height,
          size: stored.size,
        },
      });
      announce(MEDIA_TABLE);
    });
  } catch (error) {
    await removeKeys(deps.storage, stored.created);
    throw error;
  }
  if (!(await isReferenced(deps, MEDIA_BUCKET, item.path))) {
    const keys = await removeImage(deps.storage, item.path);
    deps.logger.info("storage.removed", { bucket: MEDIA_BUCKET, keys });
  }
  return mediaItem(deps, path);
}

/**
 * What public pages give each stored image's `alt` in `language`: its text in that language,
 * else the French one; keyed by the image (`{hash}-{W}x{H}`), whichever variant a row holds.
 */
export async function altTexts(
  deps: AppServices,
  language: Language,
): Promise<Record<string, string>> {
  const rows = await deps.database.db.select({ path: media.path, alt: media.alt }).from(media);
  const texts: Record<string, string> = {};
  for (const row of rows) {
    const base = baseOfKey(row.path);
    const text = altIn(row.alt as MediaAlt, language);
    if (base && text) texts[base] = text;
  }
  return texts;
}
