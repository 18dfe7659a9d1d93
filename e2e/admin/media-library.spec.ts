import type { Page } from "@playwright/test";
import { noiseJpeg } from "#testing/images";
import { invitedMember, strongPassword, uniqueSuffix } from "#testing/members";
import {
  anonymousTest,
  expect,
  expectNoAxeViolations,
  open,
  test,
  toast,
  unique,
} from "../support/admin";
import { signInOnPage } from "../support/mail";
import { expectFitsPhones } from "../support/phone-widths";
import { adminHeaders } from "../support/site";

/** A JPEG of random noise: another image (another name) at each call. */
const noise = () => noiseJpeg(960, 540);

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** An image sent as the forms send it; its library key and the hash its files start with. */
async function uploaded(page: Page) {
  const res = await page.request.post("/api/storage/media", {
    headers: origin(page),
    multipart: { file: { name: "photo.jpg", mimeType: "image/jpeg", buffer: await noise() } },
  });
  expect(res.status()).toBe(201);
  const { publicUrl } = (await res.json()) as { publicUrl: string };
  const path = publicUrl.slice(publicUrl.lastIndexOf("/") + 1);
  return { publicUrl, path, hash: path.slice(0, 24) };
}

/** The case studies made here, removed after each test: the shared server's home stays as it was. */
const made: string[] = [];

/** The unused images uploaded only to fill pages, removed after each test. */
const filling: string[] = [];

test.afterEach(async ({ page }) => {
  for (const id of made.splice(0)) {
    const res = await page.request.delete(`/api/case_studies/${id}`, { headers: origin(page) });
    expect(res.status(), id).toBe(204);
  }
  for (const path of filling.splice(0)) {
    const res = await page.request.delete(`/api/storage/media/${path}`, { headers: origin(page) });
    expect(res.status(), path).toBe(204);
  }
});

const cardOf = (page: Page, hash: string) =>
  page
    .getByRole("list", { name: "Images" })
    .getByRole("listitem")
    .filter({
      has: page.locator(`img[src*="${hash}"]`),
    });

test("an editor writes an image's texts in 'Médiathèque' and the Arabic case page shows its own", async ({
  page,
}) => {
  await open(page, "/admin");
  const image = await uploaded(page);
  const created = await page.request.post("/api/case_studies", {
    headers: origin(page),
    data: {
      title: unique("Entrepôt automatisé"),
      description: "Des robots dans l'entrepôt.",
      client: "Logistique Sud",
      image_url: image.publicUrl,
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  const study = (await created.json()) as { id: string; slug: string };
  made.push(study.id);

  await open(page, `/admin/media?q=${image.hash}`);
  const card = cardOf(page, image.hash);
  await expect(card.getByText("Utilisée par :")).toBeVisible();
  await expect(card.getByRole("link", { name: "Études de cas (Image)" })).toHaveAttribute(
    "href",
    "/admin/cases",
  );
  // Used, so no 'Supprimer'; every language flagged.
  await expect(card.getByRole("button", { name: "Supprimer" })).toHaveCount(0);
  await expect(card.getByText("Manquant")).toHaveCount(3);
  await expectNoAxeViolations(page);

  await card.getByLabel("Texte alternatif (français)").fill("Des robots rangent des cartons");
  await card.getByLabel("Texte alternatif (arabe)").fill("روبوتات ترتب الصناديق");
  await card.getByRole("button", { name: "Enregistrer les textes" }).click();
  await expect(toast(page, "Texte alternatif enregistré")).toBeVisible();
  await expect(card.getByText("Manquant")).toHaveCount(1);

  await open(page, `/cases/${study.slug}?lang=ar`);
  await expect(page.getByRole("article").locator("picture img")).toHaveAttribute(
    "alt",
    "روبوتات ترتب الصناديق",
  );
  // English has none: the French text, rather than nothing.
  await open(page, `/cases/${study.slug}?lang=en`);
  await expect(page.getByRole("article").locator("picture img")).toHaveAttribute(
    "alt",
    "Des robots rangent des cartons",
  );

  // The API refuses to delete it while the case study shows it, naming the row.
  const refused = await page.request.delete(`/api/storage/media/${image.path}`, {
    headers: origin(page),
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("in_use");
});

test("'Non utilisées' lists the images no row uses; one is deleted after a confirmation", async ({
  page,
}) => {
  await open(page, "/admin");
  const unused = await uploaded(page);
  const used = await uploaded(page);
  const created = await page.request.post("/api/testimonials", {
    headers: origin(page),
    data: { quote: "Très utile", author: unique("Nadia"), avatar_url: used.publicUrl },
  });
  expect(created.status()).toBe(201);

  await open(page, "/admin/media");
  // The box follows the address: checked once the filter is in the URL.
  await page.getByLabel("Non utilisées").click();
  await expect(page).toHaveURL(/unused=true/);
  await expect(page.getByLabel("Non utilisées")).toBeChecked();
  await expect(cardOf(page, unused.hash)).toBeVisible();
  await expect(cardOf(page, used.hash)).toHaveCount(0);
  await expectFitsPhones(page, "Médiathèque");
  await page.setViewportSize({ width: 1280, height: 800 });

  await cardOf(page, unused.hash).getByRole("button", { name: "Supprimer" }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Supprimer cette image ?" });
  await expect(confirmation).toContainText(
    "Supprimer définitivement cette image ? Cette action est irréversible.",
  );
  await confirmation.getByRole("button", { name: "Supprimer" }).click();
  await expect(toast(page, "Image supprimée")).toBeVisible();
  await expect(cardOf(page, unused.hash)).toHaveCount(0);
  expect((await page.request.get(unused.publicUrl)).status()).toBe(404);

  // A testimonial's photo is decoration: no text needed, none flagged.
  await page.getByLabel("Non utilisées").click();
  await expect(page.getByLabel("Non utilisées")).not.toBeChecked();
  await page.getByLabel("Rechercher").fill(used.hash);
  const avatar = cardOf(page, used.hash);
  await expect(avatar.getByText("Image décorative")).toBeVisible();
  await expect(avatar.getByText("Manquant")).toHaveCount(0);
});

test("the library a page of 25 at a time, newest first, the total in the title and the page in the address", async ({
  page,
}) => {
  await open(page, "/admin");
  // More than a page of images on this shared server, whatever other specs left.
  const before = await page.request.get("/api/storage/media?limit=1", { headers: origin(page) });
  const stored = Number((before.headers()["content-range"] ?? "").split("/")[1]);
  for (let i = stored; i < 26; i++) filling.push((await uploaded(page)).path);
  const newest = await uploaded(page);
  filling.push(newest.path);

  await open(page, "/admin/media");
  const grid = page.getByRole("list", { name: "Images" });
  await expect(page.getByRole("heading", { name: /^Images \(\d+\)$/ })).toBeVisible();
  await expect(grid.getByRole("listitem")).toHaveCount(25);
  await expect(cardOf(page, newest.hash)).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Pages : médiathèque" });
  await pages.getByRole("link", { name: "Page suivante" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^26–\d+ sur \d+$/)).toBeVisible();
  await expect(cardOf(page, newest.hash)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^26–\d+ sur \d+$/)).toBeVisible();
  // A search goes back to the first page, in the address too.
  await page.getByLabel("Rechercher").fill(newest.hash);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${newest.hash}`));
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByRole("heading", { name: "Images (1)" })).toBeVisible();
  await expect(cardOf(page, newest.hash)).toBeVisible();
});

anonymousTest(
  "an editor adds two images at once, finds one by its file name and picks it in a case study",
  async ({ page, request, baseURL }) => {
    const headers = await adminHeaders(request);
    const editor = {
      email: `editeur-ajout-${uniqueSuffix()}@example.com`,
      password: strongPassword(),
    };
    await invitedMember({ origin: baseURL as string, adminHeaders: headers }, "editor", editor);
    const tag = uniqueSuffix();
    const names = [`Séminaire d'équipe à Tunis ${tag}.jpg`, `Atelier clients ${tag}.jpg`];
    const title = unique("Étude illustrée");
    const study = await request.post("/api/case_studies", {
      headers,
      data: { title, description: "Une étude à illustrer.", client: "Client Nord" },
    });
    expect(study.status()).toBe(201);
    const { id } = (await study.json()) as { id: string };

    try {
      await signInOnPage(page, editor.email, editor.password);
      await expect(page).toHaveURL(/\/admin\/?$/);
      await open(page, "/admin/media");
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Ajouter des images" }).click();
      await (await chooser).setFiles(
        await Promise.all(
          names.map(async (name) => ({ name, mimeType: "image/jpeg", buffer: await noise() })),
        ),
      );
      const sent = page.getByRole("list", { name: "Fichiers envoyés" }).getByRole("listitem");
      await expect(sent).toHaveCount(2);
      for (const name of names) {
        const line = sent.filter({ hasText: name });
        await expect(line).toContainText("100\u00a0%");
        await expect(line).toContainText("Envoyée");
      }
      // The list shows both under their file names once sent.
      const grid = page.getByRole("list", { name: "Images", exact: true });
      for (const name of names) {
        await expect(grid.getByRole("heading", { name, exact: true })).toBeVisible();
      }
      await page.getByLabel("Rechercher").fill(`seminaire ${tag}`);
      await expect(page.getByRole("heading", { name: "Images (1)" })).toBeVisible();
      await expect(grid.getByRole("heading", { name: names[0], exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      await open(page, "/admin/cases");
      await page.getByRole("button", { name: `Modifier ${title}` }).click();
      const form = page.getByRole("dialog", { name: "Modifier l'étude de cas" });
      await form.getByRole("button", { name: "Choisir dans la médiathèque" }).click();
      const picker = page.getByRole("dialog", { name: "Choisir dans la médiathèque" });
      await picker.getByLabel("Rechercher").fill(`tunis ${tag}`);
      const card = picker.getByRole("listitem").filter({ hasText: names[0] });
      await expect(picker.getByRole("listitem")).toHaveCount(1);
      await expect(card.getByText("Texte alternatif manquant")).toBeVisible();
      await card.getByRole("button", { name: `Choisir ${names[0]}` }).click();
      // No French text yet: asked for right there.
      await picker.getByLabel("Texte alternatif (français)").fill("L'équipe réunie à Tunis");
      await picker.getByRole("button", { name: "Enregistrer et choisir" }).click();
      await expect(picker).toBeHidden();
      await expect(form.getByText(`Image actuelle : ${names[0]}`)).toBeVisible();
      // Saved and opened again, the field still names it by its file name.
      await form.getByRole("button", { name: "Mettre à jour" }).click();
      await expect(toast(page, "Étude de cas modifiée avec succès")).toBeVisible();
      await page.getByRole("button", { name: `Modifier ${title}` }).click();
      await expect(form.getByText(`Image actuelle : ${names[0]}`)).toBeVisible();
      const listed = await request.get(
        `/api/storage/media?q=${encodeURIComponent(`tunis ${tag}`)}`,
        {
          headers,
        },
      );
      expect(((await listed.json()) as { alt: { fr?: string } }[])[0]?.alt.fr).toBe(
        "L'équipe réunie à Tunis",
      );
    } finally {
      expect((await request.delete(`/api/case_studies/${id}`, { headers })).status()).toBe(204);
      const stored = await request.get(`/api/storage/media?q=${tag}`, { headers });
      for (const { path } of (await stored.json()) as { path: string }[]) {
        // The image the deleted case study used is removed with it, in the background: gone
        // already (404) or deleted here (204).
        const status = (await request.delete(`/api/storage/media/${path}`, { headers })).status();
        expect([204, 404]).toContain(status);
      }
    }
  },
);
