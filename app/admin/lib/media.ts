import { type EntityName, entities } from "#domain/entities";
import { isLanguage, type Language } from "#domain/languages";
import { listSearchParams } from "#domain/list-query";
import { imageIdOfUrl, type MediaAlt, type MediaItem, type MediaUse } from "#domain/media-library";
import type { MediaLibraryApi } from "#server/storage/media-library.routes";
import { ADMIN_NAV } from "~/admin/components/admin-nav";
import { type ListUrlState, offsetOf } from "~/admin/components/use-list-params";
import { pageOf } from "./data-source";
import { intlFormat } from "./intl-formats";
import { answerOf, routeClient } from "./route-client";
import { uploadFile } from "./upload";

export type { MediaItem, MediaUse };

const path = (item: Pick<MediaItem, "path">) =>
  `/api/storage/media/${encodeURIComponent(item.path)}`;
const storage = routeClient<MediaLibraryApi>("/api/storage");
const image = (item: Pick<MediaItem, "path">) => ({
  param: { path: encodeURIComponent(item.path) },
});

/** A page of the library: its place, a search, the unused images, a language's missing texts. */
export interface MediaPageQuery {
  limit: number;
  offset: number;
  q?: string;
  unused?: boolean;
  missing?: Language;
}

/** The filters kept in the address: `unused=true`, `missing={language}`. */
export const MEDIA_FILTERS = ["unused", "missing"] as const;

/** The page of the library an address names, as the screen asks the API for it (and its loader). */
export function mediaQuery(params: ListUrlState<(typeof MEDIA_FILTERS)[number]>): MediaPageQuery {
  const { unused, missing } = params.filters;
  return {
    limit: params.size,
    offset: offsetOf(params),
    q: params.q || undefined,
    unused: unused === "true" || undefined,
    missing: isLanguage(missing) ? missing : undefined,
  };
}

/** The parameters of `GET /api/storage/media` for a query, in a stable order. */
export function mediaSearchParams({ unused, missing, ...page }: MediaPageQuery): URLSearchParams {
  const search = listSearchParams(page);
  if (unused) search.set("unused", "true");
  if (missing) search.set("missing", missing);
  return search;
}

/**
 * The media library's API: every image matching a search (the dashboard, the picker), a page
 * of them with its total, alt texts, removal and 'Remplacer'.
 */
export const mediaApi = {
  list: (query: URLSearchParams = new URLSearchParams()) =>
    answerOf(storage.media.$get({ query: Object.fromEntries(query) })),
  page: (query: MediaPageQuery) =>
    pageOf(
      storage.media.$get({ query: Object.fromEntries(mediaSearchParams(query)) }),
      query.offset,
    ),
  saveAlt: (item: MediaItem, alt: MediaAlt) =>
    answerOf(storage.media[":path"].$patch({ ...image(item), json: { alt } })),
  remove: (item: MediaItem) => answerOf(storage.media[":path"].$delete(image(item))),
  replace: (item: MediaItem, file: File, onProgress: (fraction: number) => void) =>
    uploadFile(path(item), file, onProgress, "PUT"),
};

/** The library's entry of an image a row holds by its URL, or null when the library has none. */
export async function mediaItemOfUrl(url: string): Promise<MediaItem | null> {
  const image = imageIdOfUrl(url);
  if (!image) return null;
  // The key's hash is a word of its path: the library's search finds the image by it.
  const items = await mediaApi.list(new URLSearchParams({ q: image.split("-")[0] ?? image }));
  return items.find((each) => imageIdOfUrl(each.publicUrl) === image) ?? null;
}

const sizeFormat = intlFormat(() => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }));

/** "1,2 Mo", "340 Ko": a file's size as the screens say it. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "taille inconnue";
  const format = (value: number, unit: string) => `${sizeFormat().format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), "Mo");
  if (bytes >= 1024) return format(bytes / 1024, "Ko");
  return format(bytes, "o");
}

/** Each language named in French, as the back office says it ('sans texte en arabe'). */
export const ALT_LANGUAGE_NAMES: Record<Language, string> = {
  fr: "français",
  en: "anglais",
  ar: "arabe",
};

/** The admin screen of a table: the sidebar entry named as the entity. */
export function screenPathOf(table: string): string {
  const entity = entities[table as EntityName];
  return ADMIN_NAV.find((entry) => entry.label === entity?.label)?.to ?? "/admin";
}

/**
 * Where a use of an image is edited: the screen of its row's table (the sidebar entry whose path
 * the entity's screen has), and a label naming the table and the field.
 */
export function linkOfUse(use: MediaUse): { to: string; label: string } {
  const entity = entities[use.table as EntityName];
  const field = (entity?.fields as Record<string, { label: string }> | undefined)?.[use.field];
  return {
    to: screenPathOf(use.table),
    label: `${entity?.label ?? use.table} (${field?.label ?? use.field})`,
  };
}
