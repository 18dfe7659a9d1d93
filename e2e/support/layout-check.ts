import type { Page } from "@playwright/test";

/** The widths every screen must read right at (CSS pixels): phones, tablets, laptops, desktops. */
export const LAYOUT_WIDTHS = [320, 360, 390, 414, 768, 1024, 1100, 1280, 1440] as const;

/**
 * What reads wrong on the page as it stands once its web fonts have loaded, one line per defect
 * (empty: it reads right), within `root` (a CSS selector; the whole page by default):
 * - the page scrolls sideways;
 * - a word is broken across two lines (its characters' boxes sit on more than one line; a line
 *   may break after a hyphen);
 * - a text is cut by a box that hides its overflow (or scrolls sideways), unless the box shows an
 *   ellipsis and its full text in a `title`;
 * - a control lies outside the viewport's width, unless hidden on purpose (not rendered, visually
 *   hidden, inert or aria-hidden).
 */
export async function layoutDefects(page: Page, root = "body"): Promise<string[]> {
  return page.evaluate(measureLayout, root);
}

/**
 * Runs in the page, once its web fonts have loaded: see `layoutDefects`. Self-contained, as
 * `page.evaluate` sends its source; one call per width.
 */
async function measureLayout(rootSelector: string): Promise<string[]> {
  await document.fonts.ready;
  // The page's answers to the new width first: a resize observer's callback runs in the next
  // frame, and what it changes (a cut text given its tooltip and title) is rendered after it.
  for (let frame = 0; frame < 3; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const defects: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const root = document.querySelector(rootSelector);
  if (!root) return [`no element matches ${rootSelector}`];
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const part = element.getAttribute("data-part");
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${part ? ` data-part=${part}` : ""}> "${text}"`;
  };
  // Hidden on purpose: not rendered, invisible, inert or aria-hidden, or a visually hidden box
  // (the sr-only pattern: at most 1 px, its overflow clipped), itself or an ancestor.
  const hiddenCache = new Map<Element, boolean>();
  const hidden = (element: Element): boolean => {
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    let result: boolean;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      result = true;
    else if (element.closest("[inert], [aria-hidden='true']")) result = true;
    else {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const clipped = style.overflow !== "visible" || style.clip !== "auto";
      result =
        (clipped && box.width <= 1 && box.height <= 1) ||
        (element.parentElement ? hidden(element.parentElement) : false);
    }
    hiddenCache.set(element, result);
    return result;
  };

  if (document.documentElement.scrollWidth > viewport)
    defects.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide`);

  // Words broken across lines: each word's characters' boxes, grouped by line (their vertical
  // middles more than half a line apart).
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  /** Whether the range's boxes lie on more than one line. */
  const onSeveralLines = () => {
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0.5);
    if (boxes.length < 2) return false;
    const middles = boxes.map((box) => box.top + box.height / 2);
    const height = Math.min(...boxes.map((box) => box.height));
    return Math.max(...middles) - Math.min(...middles) > height / 2;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? "";
    const parent = node.parentElement;
    if (!parent || !/\S/.test(text) || hidden(parent)) continue;
    // A text on one line has no word on two: its words' boxes are among its own.
    range.selectNodeContents(node);
    if (!onSeveralLines()) continue;
    // A hyphen ends a piece: a line may break after it ('arabe-|anglais').
    for (const word of text.matchAll(/[^\s\-\u2010\u2013]+[-\u2010\u2013]*/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      if (onSeveralLines())
        defects.push(`word broken across lines: "${word[0]}" in ${name(parent)}`);
    }
  }

  for (const element of root.querySelectorAll("*")) {
    if (hidden(element)) continue;
    // Text cut by a box that hides its overflow.
    const style = getComputedStyle(element);
    // Sideways, a scrolling box hides too: its text is cut until scrolled to.
    const hidesX = style.overflowX !== "visible";
    const hidesY = style.overflowY === "hidden" || style.overflowY === "clip";
    if ((hidesX || hidesY) && /\S/.test(element.textContent ?? "")) {
      const cutX = hidesX && element.scrollWidth > element.clientWidth + 1;
      const cutY = hidesY && element.scrollHeight > element.clientHeight + 1;
      const shown = style.textOverflow === "ellipsis" && element.closest("[title]") !== null;
      if ((cutX || cutY) && !shown)
        defects.push(
          `text cut by its box (${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}): ${name(element)}`,
        );
    }
    // Controls outside the viewport's width.
    if (element.matches("a[href], button, input, select, textarea, summary, [tabindex]")) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -0.5 || box.right > viewport + 0.5))
        defects.push(
          `control outside the viewport (${Math.round(box.left)}..${Math.round(box.right)} of ${viewport}px): ${name(element)}`,
        );
    }
  }
  return defects;
}
