import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EDIT_ATTRIBUTE,
  MARK_END,
  MARK_SEP,
  MARK_START,
  PREVIEW_COOKIE,
  PREVIEW_PREFIX,
  publicPathOf,
} from "#domain/preview";
import { LANGUAGES, PUBLIC_PATHS } from "#testing/routes";
import { testPages } from "../test/support/built-ssr";
import { startTestServer, type TestServer } from "../test/support/harness";

// Visitors pay nothing for the preview. Every public page in every language, through the real
// app and its built pages: the visitor's HTML carries nothing of the preview (no marker, no
// wrapping character, no overlay script, no banner, no preview link), and the preview of the
// same page is that very HTML, byte for byte, once its own additions are taken out (the edit
// attributes, the banner, the robots meta, the overlay script, links kept in the preview). So
// the marker-making code changes nothing on its way to a visitor: had it altered one text, one
// attribute or one script of the page, one of the two comparisons would differ.

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  const pages = await testPages();
  server = await startTestServer({}, { ssr: pages.ssr });
  const editor = await server.bearerForMember("editor");
  // Published rows of the tables the pages show, their texts with what HTML escapes.
  const rows = {
    services: {
      title: "Audit <IA> & données",
      description: "L'audit « rapide »",
      category: "Conseil",
      price: 1200,
    },
    case_studies: {
      title: "Prévoir l'attrition",
      description: 'Un modèle & ses "limites"',
      client: "Acme",
      industry: "Banque",
      challenge: "Défi",
      solution: "Solution",
      results: "Résultats",
    },
    testimonials: { quote: "Très « utile »", author: "Nadia", role: "DSI", company: "Acme" },
    research: {
      title: "Recherche en cours",
      description: "Des modèles frugaux",
      partner: "Labo",
      status: "ongoing",
      start_date: "2026-01-05",
    },
  };
  for (const [table, row] of Object.entries(rows)) {
    const created = await fetch(`${server.url}/api/${table}`, {
      method: "POST",
      headers: editor.headers,
      body: JSON.stringify({ ...row, published: true }),
    });
    expect(created.status, `${table}: ${await created.clone().text()}`).toBe(201);
  }
  const opened = await fetch(`${server.url}/api/preview/session`, {
    method: "POST",
    headers: editor.headers,
  });
  expect(opened.status).toBe(204);
  cookie = opened.headers.getSetCookie()[0]!.split(";", 1)[0]!;
  expect(cookie.startsWith(`${PREVIEW_COOKIE}=`)).toBe(true);
}, 180_000);
afterAll(() => server.close());

const WRAPPING = new RegExp(`[${MARK_START}${MARK_SEP}${MARK_END}]`);

/** A page's links as a visitor's page writes them: out of the preview, without the page's `lang`. */
function visitorLink(href: string, language: string): string {
  const url = new URL(href, "http://site.invalid");
  if (url.searchParams.get("lang") === language) url.searchParams.delete("lang");
  const path = publicPathOf(url.pathname) ?? url.pathname;
  return `${path}${url.search}${url.hash}`;
}

/** What differs between two answers of the same page (nonces) and links written in two ways. */
function comparable(html: string, language: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/ href="(\/[^"]*)"/g, (_whole, href: string) => {
      const decoded = href.replaceAll("&amp;", "&");
      return ` href="${visitorLink(decoded, language).replaceAll("&", "&amp;")}"`;
    });
}

/** The preview's additions taken out of its HTML. */
function withoutPreview(html: string): string {
  return html
    .replace(new RegExp(` ${EDIT_ATTRIBUTE}="[^"]*"`, "g"), "")
    .replace(/<p lang="fr" dir="ltr" role="status" class="m-2 [^"]*">Aperçu :[^<]*<\/p>/, "")
    .replace('<meta name="robots" content="noindex"/>', "")
    .replace(/<script type="module" src="\/assets\/preview-[^"]+" nonce="[^"]*"><\/script>/, "");
}

describe.each(PUBLIC_PATHS)("%s", (path) => {
  it.each(LANGUAGES)(
    "in %s: nothing of the preview for visitors, the same page in preview",
    async (language) => {
      const url = `${path}?lang=${language}`;
      const visitor = await fetch(`${server.url}${url}`);
      const visitorHtml = await visitor.text();
      expect(visitor.status).toBe(200);
      expect(visitorHtml.includes(EDIT_ATTRIBUTE)).toBe(false);
      expect(WRAPPING.test(visitorHtml)).toBe(false);
      expect(visitorHtml.includes("/assets/preview-")).toBe(false);
      expect(visitorHtml.includes(`href="${PREVIEW_PREFIX}`)).toBe(false);
      expect(visitorHtml.includes("Aperçu :")).toBe(false);

      const preview = await fetch(`${server.url}${PREVIEW_PREFIX}${url}`, { headers: { cookie } });
      const previewHtml = await preview.text();
      expect(preview.status).toBe(200);
      expect(previewHtml.includes(EDIT_ATTRIBUTE)).toBe(true);
      expect(comparable(withoutPreview(previewHtml), language)).toBe(
        comparable(visitorHtml, language),
      );
    },
  );
});
