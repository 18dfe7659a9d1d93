import { isLanguage, type Language } from "#domain/languages";
import {
  EDIT_ATTRIBUTE,
  type EditTarget,
  type FrameMessage,
  type ParentMessage,
  PREVIEW_PREFIX,
  publicPathOf,
} from "#domain/preview";

// The preview's overlay, loaded only by the pages of the preview (/preview/*) inside the back
// office's frame. In 'Modifier sur la page' mode every marked element is outlined on hover and
// focus, reachable with Tab, and a click or Enter asks the back office to edit it. The back office
// turns the mode on and off, asks for the page again after a save, and points at an element.

const MARKED = `[${EDIT_ATTRIBUTE}]`;
const EDITING_CLASS = "ada-preview-editing";
const FOCUSED_CLASS = "ada-preview-focused";
/** Set by this script (so given back when the mode ends): elements that had no tabindex. */
const ADDED_TABINDEX = "data-ada-tabindex";

const STYLE = `
.${EDITING_CLASS} ${MARKED}{cursor:pointer}
.${EDITING_CLASS} ${MARKED}:hover,.${EDITING_CLASS} ${MARKED}:focus-visible,.${FOCUSED_CLASS}{outline:2px dashed #2563eb!important;outline-offset:2px}
.${EDITING_CLASS} ${MARKED}:focus-visible{outline-style:solid!important}`;

let editing = false;

function post(message: FrameMessage) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : "fr";
}

/** The public page shown: its path without the preview's prefix and without `lang`. */
function publicPath(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  return `${publicPathOf(url.pathname) ?? "/"}${url.search}`;
}

function setEditing(on: boolean) {
  editing = on;
  document.documentElement.classList.toggle(EDITING_CLASS, on);
  for (const element of document.querySelectorAll<HTMLElement>(MARKED)) {
    if (on && !element.hasAttribute("tabindex")) {
      element.setAttribute("tabindex", "0");
      element.setAttribute(ADDED_TABINDEX, "");
    } else if (!on && element.hasAttribute(ADDED_TABINDEX)) {
      element.removeAttribute("tabindex");
      element.removeAttribute(ADDED_TABINDEX);
    }
  }
}

function edit(element: Element) {
  const target = element.getAttribute(EDIT_ATTRIBUTE);
  if (!target) return;
  post({
    type: "ada-preview:edit",
    target: target as EditTarget,
    lang: pageLanguage(),
    path: publicPath(),
  });
}

function markedAt(node: EventTarget | null): Element | null {
  return node instanceof Element ? node.closest(MARKED) : null;
}

/**
 * The page asked again and put in place of this one, at the same scroll position, its islands
 * bound again (their module is fetched with the page, the first time).
 */
async function refresh() {
  const [response, islands] = await Promise.all([
    fetch(window.location.href, { credentials: "same-origin" }),
    import("./islands-again"),
  ]);
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  const { scrollX, scrollY } = window;
  document.title = fresh.title;
  document.documentElement.lang = fresh.documentElement.lang;
  document.documentElement.dir = fresh.documentElement.dir;
  // Scripts parsed this way never run: the page's own stay as they are.
  for (const script of fresh.body.querySelectorAll("script")) script.remove();
  const kept = [...document.body.querySelectorAll("script")];
  document.body.replaceChildren(...fresh.body.childNodes, ...kept);
  islands.bindIslandsAgain(document.body);
  setEditing(editing);
  window.scrollTo(scrollX, scrollY);
}

function focusTarget(target: string) {
  for (const element of document.querySelectorAll(`.${FOCUSED_CLASS}`)) {
    element.classList.remove(FOCUSED_CLASS);
  }
  const element = document.querySelector<HTMLElement>(
    `[${EDIT_ATTRIBUTE}="${CSS.escape(target)}"]`,
  );
  if (!element) return;
  element.classList.add(FOCUSED_CLASS);
  element.scrollIntoView({ block: "center" });
}

function onMessage(event: MessageEvent) {
  if (event.origin !== window.location.origin || event.source !== window.parent) return;
  const message = event.data as ParentMessage | null;
  if (message?.type === "ada-preview:mode") setEditing(message.editing === true);
  else if (message?.type === "ada-preview:refresh") void refresh();
  else if (message?.type === "ada-preview:focus" && typeof message.target === "string") {
    focusTarget(message.target);
  }
}

function start() {
  const style = document.createElement("style");
  style.textContent = STYLE;
  document.head.append(style);
  document.addEventListener(
    "click",
    (event) => {
      if (!editing) return;
      const element = markedAt(event.target);
      if (!element) return;
      event.preventDefault();
      event.stopPropagation();
      edit(element);
    },
    true,
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (!editing || event.key !== "Enter") return;
      const element = markedAt(event.target);
      if (!element || element !== event.target) return;
      event.preventDefault();
      event.stopPropagation();
      edit(element);
    },
    true,
  );
  window.addEventListener("message", onMessage);
  post({ type: "ada-preview:navigated", path: publicPath(), lang: pageLanguage() });
}

if (window.location.pathname.startsWith(PREVIEW_PREFIX)) start();
