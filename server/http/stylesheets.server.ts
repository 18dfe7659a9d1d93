import { readFileSync } from "node:fs";
import path from "node:path";
import type { StylesheetReader } from "#domain/stylesheets";

const BUILT_CSS = /^\/assets\/[\w.-]+\.css$/;

/**
 * Reads the client build's stylesheets for inlining into the HTML, so the first paint waits for
 * no stylesheet request: only hashed files under /assets, each read once. A text that could
 * close its `<style>` element is refused.
 */
export function builtStylesheets(clientDir: string): StylesheetReader {
  const texts = new Map<string, string>();
  return (href) => {
    if (!BUILT_CSS.test(href)) return undefined;
    let text = texts.get(href);
    if (text === undefined) {
      text = readFileSync(path.join(clientDir, href), "utf8");
      if (/<\/style/i.test(text)) throw new Error(`${href} cannot be inlined: it contains </style`);
      texts.set(href, text);
    }
    return text;
  };
}
