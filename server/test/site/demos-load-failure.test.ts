import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtSsr } from "../support/built-ssr";
import { startTestServer, type TestServer } from "../support/harness";

// When the demos cannot be loaded, /demos says so in the visitor's language
// ('Impossible de charger les démonstrations' in French) and lists nothing; the answer is a 503,
// so neither the page cache nor a crawler keeps it (app/site/routes/demos.tsx, app/site/lib/site-content.server.ts). The real pages
// (the built app, behind the page cache) on the real app and database, which is closed under the
// running server as in the health test (server/test/security/logs-and-errors.test.ts).

let server: TestServer;
let title: string;

beforeAll(async () => {
  server = await startTestServer({}, { ssr: await builtSsr() });
  title = `Démo ${Date.now()}`;
  const created = await fetch(`${server.url}/api/demos`, {
    method: "POST",
    headers: (await server.bearerFor("admin")).headers,
    body: JSON.stringify({
      title,
      type: "lien",
      description: "Avant la panne",
      media_url: "https://example.com/demo",
    }),
  });
  expect(created.status).toBe(201);
}, 180_000);
afterAll(() => server.close());

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

/** The text of the page's alerts (role="alert"), entities decoded. */
const alerts = (html: string) =>
  [...html.matchAll(/<[a-z]+ role="alert"[^>]*>([^<]*)</g)].map((m) => decode(m[1]!));
const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const failures = () =>
  server.logs.filter(
    (line) =>
      line.event === "content.load_failed" &&
      Array.isArray(line.tables) &&
      line.tables.includes("demos"),
  ).length;

describe("/demos when the database fails", () => {
  it("before the failure: 200 with the demo, no alert", async () => {
    const res = await page("/demos?lang=fr");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(title);
    expect(alerts(html)).toEqual([]);
  });

  it("a page kept before the failure is still served as it was (from the page cache)", async () => {
    await server.deps.database.close();
    expect((await page("/api/health")).status).toBe(503);
    const res = await page("/demos?lang=fr");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(title);
    expect(failures()).toBe(0);
  });

  it("answers 503 with 'Impossible de charger les démonstrations' and an emptied list", async () => {
    // French from the browser: another page of the cache than the one kept above.
    const res = await page("/demos", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = decode(await res.text());
    expect(html).toMatch(/<html[^>]* lang="fr"/);
    expect(html).toMatch(/<h1[^>]*>Démonstrations<\/h1>/);
    expect(alerts(html)).toEqual(["Impossible de charger les démonstrations"]);
    expect(html).toContain("Aucune démonstration n'est disponible pour le moment.");
    expect(html).not.toContain(title);
    // The operator is told what failed.
    expect(failures()).toBe(1);
  });

  it("says it in the visitor's language: English from the browser, Arabic chosen", async () => {
    const en = await page("/demos", { "accept-language": "en-GB,en;q=0.9" });
    expect(en.status).toBe(503);
    const english = decode(await en.text());
    expect(english).toMatch(/<html[^>]* lang="en"/);
    expect(alerts(english)).toEqual(["The demonstrations could not be loaded"]);
    expect(english).toContain("No demonstrations are available yet.");

    const ar = await page("/demos?lang=ar", { "accept-language": "en" });
    expect(ar.status).toBe(503);
    const arabic = decode(await ar.text());
    expect(arabic).toMatch(/<html[^>]* lang="ar"/);
    expect(arabic).toMatch(/<html[^>]* dir="rtl"/);
    expect(alerts(arabic)).toEqual(["تعذر تحميل العروض التوضيحية"]);
  });

  it("is not kept by the page cache: the next visit tries the database again", async () => {
    const before = failures();
    const res = await page("/demos", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(res.status).toBe(503);
    expect(alerts(await res.text())).toEqual(["Impossible de charger les démonstrations"]);
    expect(failures()).toBe(before + 1);
  });

  it("a page without content of its own answers 503 too: its footer's services could not be read", async () => {
    const footerFailures = () =>
      server.logs.filter(
        (line) =>
          line.event === "content.load_failed" &&
          Array.isArray(line.tables) &&
          line.tables.includes("services"),
      ).length;
    const before = footerFailures();
    const res = await page("/about?lang=en");
    expect(res.status).toBe(503);
    const html = decode(await res.text());
    expect(html).toMatch(/<h1[^>]*>About us<\/h1>/);
    expect(html).not.toContain('href="/services#ai"');
    expect(footerFailures()).toBe(before + 1);
  });

  it("site texts that cannot be read leave the defaults shown, and the page a 503 (not kept)", async () => {
    // The overrides read before the failure are kept in memory: drop them, as a change would.
    server.deps.siteTexts.forget();
    const failed = () => server.logs.filter((line) => line.event === "site_texts.load_failed");
    const before = failed().length;
    const res = await page("/about?lang=fr");
    expect(res.status).toBe(503);
    expect(decode(await res.text())).toMatch(/<h1[^>]*>À propos<\/h1>/);
    expect(failed().length).toBe(before + 1);
    expect(failed().at(-1)).toMatchObject({ language: "fr" });
  });

  it("a client-side visit's data request answers 503 too, with the failure in its data", async () => {
    const res = await page("/demos.data?lang=fr");
    expect(res.status).toBe(503);
    // React Router's payload (turbo-stream) is a flat JSON array: key, then value.
    const payload = await res.text();
    expect(payload).toContain('"routes/site/demos"');
    // The page's data: no rows, marked failed (turbo-stream writes a repeated value as a
    // reference, so the keys are checked beside the empty rows).
    expect(payload).toContain('"rows",[]');
    expect(payload).toContain('"failed"');
  });
});
