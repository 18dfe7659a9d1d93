import { test } from "@playwright/test";
import { expectFitsPhones } from "../support/phone-widths";
import { adminHeaders, LANGUAGES, PUBLIC_PATHS } from "../support/site";

// A title with no break opportunity, as a pasted URL or token would be: it must wrap, not widen
// the page (this once made /demos 526 px wide at 320).
test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const created = await request.post("/api/demos", {
    headers,
    data: {
      title: `https://example.com/${"unmot-sans-espace".repeat(6)}`,
      description: `${"token".repeat(30)}`,
      type: "lien",
      media_url: "https://example.com/demo",
    },
  });
  if (created.status() !== 201) throw new Error(`demo not created: ${created.status()}`);
});

// No public page is wider than a phone's viewport, in any language (LTR and RTL), and the header's
// controls all stay on screen. The theme is left out: it changes colours only (the `dark` class
// swaps colour variables), never a size or a position.
// A case study's own page too (its path has the slug of a first-start case).
for (const path of [...PUBLIC_PATHS, "/cases/chatbot-clinique"]) {
  test(`${path} fits phones from 320 to 414 px in fr, en and ar`, async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(`${path}?lang=${language}`);
      await expectFitsPhones(page, `${path} ${language}`);
    }
  });
}
