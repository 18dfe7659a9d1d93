import { expect, test } from "@playwright/test";
import { startBuiltServer } from "../support/built-server";
import { open, type SiteServer, startSiteServer } from "../support/site";

/**
 * A freshly installed site, on its own server, whose logs the test reads: a first start on an
 * empty DATA_DIR, not a copy of one.
 */
let site: SiteServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  site = await startSiteServer({}, startBuiltServer);
});
test.afterAll(async () => {
  await site?.stop();
});

test("with no demo yet, the gallery says so in each language", async ({ page }) => {
  await open(page, `${site.url}/demos?lang=fr`);
  await expect(
    page.getByText("Aucune démonstration n'est disponible pour le moment."),
  ).toBeVisible();
  await open(page, `${site.url}/demos?lang=en`);
  await expect(page.getByText("No demonstrations are available yet.")).toBeVisible();
  await open(page, `${site.url}/demos?lang=ar`);
  await expect(page.getByText("لا تتوفر عروض توضيحية حاليًا.")).toBeVisible();
});

test("an unknown path is logged with the attempted path", async ({ request }) => {
  const response = await request.get(`${site.url}/pas/ici?lang=fr`);
  expect(response.status()).toBe(404);
  await expect
    .poll(() =>
      site
        .logs()
        .filter((l) => l.event === "not_found")
        .map((l) => l.path),
    )
    .toContain("/pas/ici");
});

test("the home page shows no testimonials section while none is published", async ({ page }) => {
  await open(page, `${site.url}/?lang=en`);
  await expect(page.getByRole("heading", { name: "Our services" }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "What our clients say" })).toHaveCount(0);
  await expect(page.locator("#testimonials")).toHaveCount(0);
});

test("/research shows the same two projects as before, in the three languages", async ({
  page,
}) => {
  const projects = {
    fr: [
      [
        "Distillation de modèles compacts",
        "En cours",
        "Partenaire : laboratoire d'informatique d'une université lyonnaise",
      ],
      [
        "Détection de fausses informations en arabe",
        "Planifié",
        "Partenaire : université partenaire dans le Golfe",
      ],
    ],
    en: [
      [
        "Compact model distillation",
        "Ongoing",
        "Partner: computer science laboratory of a Lyon university",
      ],
      ["Arabic fake-news detection", "Planned", "Partner: partner university in the Gulf"],
    ],
    ar: [
      ["تقطير النماذج المدمجة", "قيد التنفيذ", "الشريك: مختبر علوم الحاسوب في إحدى جامعات ليون"],
      ["كشف الأخبار الزائفة باللغة العربية", "مخطط له", "الشريك: جامعة شريكة في منطقة الخليج"],
    ],
  };
  for (const [lang, cards] of Object.entries(projects)) {
    await open(page, `${site.url}/research?lang=${lang}`);
    const items = page.getByRole("main").getByRole("listitem");
    await expect(items).toHaveCount(2);
    for (const [index, [title, status, partner]] of cards.entries()) {
      const card = items.nth(index);
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      await expect(card.getByRole("heading", { name: title })).not.toHaveAttribute("lang", "fr");
      await expect(card.getByText(status as string, { exact: true })).toBeVisible();
      await expect(card).toContainText(partner as string);
    }
  }
  // The footer's services are the first start's six, in the page's language.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "التدريب" })).toHaveAttribute(
    "href",
    "/services#training",
  );
});
