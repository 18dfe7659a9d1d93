import { expect, test } from "@playwright/test";
import { LANGUAGES, PUBLIC_PATHS } from "../support/site";

test.describe("SEO", () => {
  test("robots.txt disallows /admin and points at the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain("User-agent: *");
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists every public route and published case page in the three languages", async ({
    request,
    baseURL,
  }) => {
    const cases = (await (await request.get("/api/case_studies")).json()) as { slug: string }[];
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = [...PUBLIC_PATHS, ...cases.map((row) => `/cases/${row.slug}`)];
    expect(paths).toContain("/cases/chatbot-clinique");
    const expected = paths.flatMap((path) =>
      LANGUAGES.map((language) => `${baseURL}${path}?lang=${language}`),
    );
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs.some((loc) => loc?.includes("/admin"))).toBe(false);
  });

  test("each page has its title, description, canonical, hreflang, Open Graph and JSON-LD", async ({
    request,
    baseURL,
  }) => {
    const titles = new Map<string, Set<string>>(LANGUAGES.map((l) => [l, new Set<string>()]));
    for (const path of PUBLIC_PATHS) {
      for (const language of LANGUAGES) {
        const html = await (await request.get(`${path}?lang=${language}`)).text();
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
        expect(title, `${path} ${language}`).toBeTruthy();
        titles.get(language)!.add(title!);
        expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
        expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}?lang=${language}"`);
        for (const l of LANGUAGES) {
          expect(html).toContain(
            `<link rel="alternate" hrefLang="${l}" href="${baseURL}${path}?lang=${l}"`,
          );
        }
        expect(html).toContain(
          `<link rel="alternate" hrefLang="x-default" href="${baseURL}${path}"`,
        );
        expect(html).toContain(`<meta property="og:title" content="${title}"`);
        expect(html).toContain(
          `<meta property="og:url" content="${baseURL}${path}?lang=${language}"`,
        );
        const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
        const data = JSON.parse(ld!) as Record<string, unknown>;
        expect(data["@type"]).toBe("ProfessionalService");
        expect(data.address).toMatchObject({ addressLocality: "Lyon", addressCountry: "FR" });
        expect(JSON.stringify(data.openingHoursSpecification)).toContain('"opens":"09:00"');
      }
    }
    // Each page has its own title in each language.
    for (const set of titles.values()) expect(set.size).toBe(PUBLIC_PATHS.length);
  });
});
