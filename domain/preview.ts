import type { Language } from "./languages";
import type { StaffRole } from "./roles";

// The preview of the public site (/admin/apercu) and its protocol between the framed page and the
// back office around it. Shared by the server (which renders the markers), the frame's overlay
// script and the admin screen.

/** Where the public pages are served in preview: `/preview/cases/x?lang=ar` shows `/cases/x`. */
export const PREVIEW_PREFIX = "/preview";

/** Who a preview render is for (a staff session): its pages show drafts and carry the markers. */
export interface PreviewViewer {
  role: StaffRole;
}

/** The cookie that lets the frame's requests (under PREVIEW_PREFIX only) prove a staff session. */
export const PREVIEW_COOKIE = "ada_preview";

/** The attribute naming what an element shows, in preview responses only. */
export const EDIT_ATTRIBUTE = "data-ada-edit";

/**
 * What a marked element shows: a site text (`text:home.hero.title`), a content row's field
 * (`field:case_studies/<id>/title`), its image (`image:case_studies/<id>/image_url`) or a list of
 * rows (`list:services`).
 */
export type EditTarget =
  | `text:${string}`
  | `field:${string}/${string}/${string}`
  | `image:${string}/${string}/${string}`
  | `list:${string}`;

export type EditKind = "text" | "field" | "image" | "list";

export const textTarget = (key: string): EditTarget => `text:${key}`;
export const fieldTarget = (table: string, id: string, field: string): EditTarget =>
  `field:${table}/${id}/${field}`;
export const imageTarget = (table: string, id: string, field: string): EditTarget =>
  `image:${table}/${id}/${field}`;
export const listTarget = (table: string): EditTarget => `list:${table}`;

/** A target read back: its kind and parts (`table`, `id`, `field` or the text's `key`). */
export function parseEditTarget(
  value: string,
):
  | { kind: "text"; key: string }
  | { kind: "field" | "image"; table: string; id: string; field: string }
  | { kind: "list"; table: string }
  | null {
  const colon = value.indexOf(":");
  const kind = value.slice(0, colon);
  const rest = value.slice(colon + 1);
  if (colon < 1 || rest === "") return null;
  if (kind === "text") return { kind, key: rest };
  if (kind === "list") return /^[a-z_]+$/.test(rest) ? { kind, table: rest } : null;
  if (kind !== "field" && kind !== "image") return null;
  const [table, id, field, ...more] = rest.split("/");
  if (!table || !id || !field || more.length > 0) return null;
  return { kind, table, id, field };
}

/** The frame tells the back office: edit this (a click or Enter on a marked element). */
export interface PreviewEditMessage {
  type: "ada-preview:edit";
  target: EditTarget;
  lang: Language;
  path: string;
}

/** The frame tells the back office: this public page (path without the prefix) is shown. */
export interface PreviewNavigatedMessage {
  type: "ada-preview:navigated";
  path: string;
  lang: Language;
}

export type FrameMessage = PreviewEditMessage | PreviewNavigatedMessage;

/** What the back office tells the frame: edit mode on or off, show the saved text, find this. */
export type ParentMessage =
  | { type: "ada-preview:mode"; editing: boolean }
  | { type: "ada-preview:refresh" }
  | { type: "ada-preview:focus"; target: EditTarget };

/** A page's address in the preview: `/cases/x` → `/preview/cases/x?lang=ar`. */
export function previewUrl(path: string, language: Language): string {
  const url = new URL(path.startsWith("/") ? path : `/${path}`, "http://preview.invalid");
  url.searchParams.set("lang", language);
  const pathname = url.pathname === "/" ? "" : url.pathname;
  return `${PREVIEW_PREFIX}${pathname}${url.search}${url.hash}`;
}

/**
 * The back office's preview of a public page: `/admin/apercu?path=/cases/x` (and `lang`), scrolled
 * to one marked element and outlining it when `focus` names one.
 */
export function previewScreenUrl(path: string, language?: Language, focus?: EditTarget): string {
  const query = new URLSearchParams({ path });
  if (language) query.set("lang", language);
  if (focus) query.set("focus", focus);
  return `/admin/apercu?${query}`;
}

/**
 * The public page that shows a row: its own page (`/cases/{slug}`, the screen's `pagePath` with
 * the row's values), else the page listing its table; none for a table visitors never see.
 */
export function rowPublicPath(
  table: string,
  row: Record<string, unknown>,
  pagePath?: string,
): string | undefined {
  if (pagePath) {
    return pagePath.replace(/\{(\w+)\}/g, (_match, field: string) =>
      encodeURIComponent(String(row[field] ?? "")),
    );
  }
  return LIST_PAGES[table];
}

/** The public page listing each shown table's rows. */
const LIST_PAGES: Partial<Record<string, string>> = {
  services: "/services",
  research: "/research",
  demos: "/demos",
  testimonials: "/",
};

/** A preview path's public path (`/preview/cases/x` → `/cases/x`), or null outside the preview. */
export function publicPathOf(pathname: string): string | null {
  if (pathname === PREVIEW_PREFIX) return "/";
  if (!pathname.startsWith(`${PREVIEW_PREFIX}/`)) return null;
  return pathname.slice(PREVIEW_PREFIX.length);
}

// In a preview render each edited text is sent through the page wrapped in three characters of
// Unicode's private use area (START target SEP text END); the server turns them into the
// attribute of the element holding the text and removes them before the page leaves it. Public
// renders never make them.
export const MARK_START = "\uE000";
export const MARK_SEP = "\uE001";
export const MARK_END = "\uE002";

/** A text wrapped with its target (a preview render only). */
export const markText = (target: EditTarget, text: string) =>
  `${MARK_START}${target}${MARK_SEP}${text}${MARK_END}`;
