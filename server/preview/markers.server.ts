import { isLanguage, type Language } from "#domain/languages";
import {
  EDIT_ATTRIBUTE,
  MARK_END,
  MARK_SEP,
  MARK_START,
  PREVIEW_PREFIX,
  previewUrl,
} from "#domain/preview";

// A preview render's HTML made ready for the frame: each wrapped text (domain/preview.ts
// `markText`) becomes the edit attribute of the element holding it, every wrapping character goes,
// and the site's own links stay in the preview.

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Elements whose content is not markup: their wrapped texts are only unwrapped. */
const RAW = new Set(["script", "style", "title", "textarea"]);
/** Elements never marked: the document's frame and what a visitor cannot point at. */
const UNMARKED = new Set(["html", "head", "body", "title", "option", "script", "style"]);

/**
 * Attributes a visitor meets as text (read aloud, shown on hover or in an empty field): a site
 * text only there marks the element bearing it.
 */
const TEXT_ATTRIBUTES = /\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g;
/** Elements whose attributes are never marked: the head's, and those a visitor never points at. */
const UNMARKED_ATTRIBUTES = new Set([...UNMARKED, "meta", "link", "source", "template"]);

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const WRAPPING = new RegExp(`${MARK_START}[^${MARK_SEP}]*${MARK_SEP}|${MARK_END}`, "g");

/** A text or attribute with its wrapping characters removed. */
export const unwrap = (text: string) => text.replace(WRAPPING, "");

interface Open {
  name: string;
  /** Its start tag's index in the output's parts. */
  part: number;
  marked: boolean;
  /** The text of one of its attributes: its mark when no text of its content marked it. */
  attributeTarget?: string;
}

/** The target of the first wrapped text in a start tag's text attributes (`aria-label`…). */
function attributeTarget(name: string, attributes: string): string | undefined {
  if (UNMARKED_ATTRIBUTES.has(name)) return undefined;
  for (const [, value = ""] of attributes.matchAll(TEXT_ATTRIBUTES)) {
    const start = value.indexOf(MARK_START);
    const sep = value.indexOf(MARK_SEP, start);
    if (start !== -1 && sep !== -1) return value.slice(start + 1, sep);
  }
  return undefined;
}

/**
 * Marks the elements of a preview page: the innermost element holding the whole of a wrapped
 * text gets `data-ada-edit="<target>"` (the first text of an element names it); an element no
 * text of its content marked takes the text of its `aria-label`, `alt`, `title` or `placeholder`;
 * links to the site's pages go to their preview in the same language, and nothing of the wrapping
 * is left.
 */
export function markPreviewHtml(html: string, language: Language): string {
  const parts: string[] = [];
  const stack: Open[] = [];
  const marks: { target: string; open: Open[] }[] = [];
  let last = 0;

  const text = (chunk: string) => {
    let from = 0;
    let out = "";
    for (let at = 0; at < chunk.length; at++) {
      const char = chunk[at];
      if (char === MARK_START) {
        const sep = chunk.indexOf(MARK_SEP, at);
        if (sep === -1) break;
        out += chunk.slice(from, at);
        marks.push({ target: chunk.slice(at + 1, sep), open: stack.slice() });
        at = sep;
        from = sep + 1;
      } else if (char === MARK_END) {
        out += chunk.slice(from, at);
        from = at + 1;
        const wrapped = marks.pop();
        if (wrapped) markHolder(wrapped);
      }
    }
    parts.push(out + chunk.slice(from));
  };

  const mark = (element: Open, target: string) => {
    element.marked = true;
    const tag = parts[element.part]!;
    const end = tag.endsWith("/>") ? tag.length - 2 : tag.length - 1;
    parts[element.part] =
      `${tag.slice(0, end)} ${EDIT_ATTRIBUTE}="${escapeAttribute(target)}"${tag.slice(end)}`;
  };

  const markHolder = (wrapped: { target: string; open: Open[] }) => {
    for (let depth = wrapped.open.length - 1; depth >= 0; depth--) {
      const element = wrapped.open[depth]!;
      if (!stack.includes(element)) continue;
      if (!element.marked && !UNMARKED.has(element.name)) mark(element, wrapped.target);
      return;
    }
  };

  /** Elements closed: those no text of their content marked take their attribute's text. */
  const close = (from: number) => {
    for (const element of stack.splice(from)) {
      if (!element.marked && element.attributeTarget) mark(element, element.attributeTarget);
    }
  };

  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    if (match.index > last) text(html.slice(last, match.index));
    last = TAG.lastIndex;
    const [whole, closing, rawName, attributes] = match;
    if (!rawName) {
      parts.push(unwrap(whole));
      continue;
    }
    const name = rawName.toLowerCase();
    if (closing) {
      const at = stack.findLastIndex((element) => element.name === name);
      if (at !== -1) close(at);
      parts.push(whole);
      continue;
    }
    const tag = name === "a" ? previewLink(unwrap(whole), language) : unwrap(whole);
    parts.push(tag);
    if (RAW.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, last);
      const end = close === -1 ? html.length : close;
      parts.push(unwrap(html.slice(last, end)));
      last = end;
      TAG.lastIndex = end;
      continue;
    }
    const element: Open = {
      name,
      part: parts.length - 1,
      // Marked by its component (an image, a list).
      marked: whole.includes(` ${EDIT_ATTRIBUTE}=`),
      attributeTarget: attributeTarget(name, attributes ?? ""),
    };
    if (!VOID.has(name) && !attributes?.trimEnd().endsWith("/")) stack.push(element);
    else if (!element.marked && element.attributeTarget) mark(element, element.attributeTarget);
  }
  if (last < html.length) text(html.slice(last));
  close(0);
  return parts.join("");
}

/** Paths of the site that are not pages: left as they are. */
const NOT_PAGES = /^\/(?:assets|storage|api|auth|admin|preview)(?:[/?#]|$)/;

/** An `<a>` start tag whose `href` names one of the site's pages, pointed at its preview. */
function previewLink(tag: string, language: Language): string {
  return tag.replace(/(\shref=")(\/(?!\/)[^"]*)"/, (whole, before: string, escaped: string) => {
    const href = escaped.replaceAll("&amp;", "&");
    if (NOT_PAGES.test(href) || href.startsWith(PREVIEW_PREFIX)) return whole;
    const url = new URL(href, "http://preview.invalid");
    const own = url.searchParams.get("lang");
    const preview = previewUrl(
      `${url.pathname}${url.search}${url.hash}`,
      isLanguage(own) ? own : language,
    );
    return `${before}${preview.replaceAll("&", "&amp;")}"`;
  });
}

function escapeAttribute(value: string) {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}
