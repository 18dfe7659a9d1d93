import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferHydration, deferHydrationStream } from "./defer-hydration.server";

const NONCE = "n0nce==";
const HTML = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/assets/inter.woff2" as="font"/>',
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root.js" nonce="${NONCE}"/>`,
  "</head><body><main>Bonjour, café</main>",
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>`,
  "</body></html>",
].join("");

describe("deferHydration", () => {
  it("wraps the module preloads and the module script in inert templates, with our boot script", () => {
    const html = deferHydration(HTML, NONCE);
    expect(html.match(/<link rel="modulepreload"/g)).toHaveLength(2);
    expect(html.match(/<template data-after-paint=""><link rel="modulepreload"/g)).toHaveLength(2);
    expect(html).toContain(
      `<template data-after-paint=""><script nonce="${NONCE}" type="module" async="">import * as route0`,
    );
    expect(html).toMatch(
      new RegExp(
        `</script></template><script nonce="${NONCE}">\\(function\\(\\)\\{.*first-contentful-paint`,
      ),
    );
    // Everything else is untouched: the font preload, the classic script, the text.
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"/>');
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
    expect(html).toContain("<main>Bonjour, café</main>");
  });

  it("leaves a document without React Router's module script as it is", () => {
    const html = "<!DOCTYPE html><html><head></head><body><h1>Erreur</h1></body></html>";
    expect(deferHydration(html, NONCE)).toBe(html);
  });

  it("gives the same document when React's output comes in chunks cut inside characters", async () => {
    const bytes = Buffer.from(HTML, "utf8");
    const chunks = [];
    for (let i = 0; i < bytes.length; i += 7) chunks.push(bytes.subarray(i, i + 7));
    const out = await text(Readable.from(chunks).pipe(deferHydrationStream(NONCE)));
    expect(out).toBe(deferHydration(HTML, NONCE));
  });
});
