import sharp from "sharp";
import { expect, expectNoAxeViolations, open, test, toast, unique } from "../support/admin";

/** A phone photo: 2400×1600 JPEG with a GPS position in its EXIF. */
async function photo() {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#2a6f97" } })
    .jpeg({ quality: 85 })
    .withExif({ IFD3: { GPSMapDatum: "WGS-84", GPSLatitudeRef: "N" } })
    .toBuffer();
}

test("a case study's photo: uploaded in the form, previewed, then shown responsively on its page", async ({
  page,
}) => {
  const title = unique("Vision industrielle");
  await open(page, "/admin/cases");
  await page.getByRole("button", { name: "Nouvelle étude de cas" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle étude de cas" });
  await dialog.getByLabel("Titre").fill(title);
  await dialog.getByLabel("Description").fill("Contrôle qualité par caméra.");
  await dialog.getByLabel("Client").fill("Usine du Nord");

  await dialog
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: await photo() });
  const preview = dialog.getByRole("img", { name: "Aperçu : Image" });
  await expect(preview).toBeVisible();
  await expect(dialog.getByLabel("Image (URL)")).toHaveValue(
    /^\/storage\/media\/[a-f0-9]{24}-2400x1600-1600\.jpg$/,
  );
  // The preview is the stored variant, loaded.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1600);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(toast(page, "Étude de cas ajoutée avec succès")).toBeVisible();

  const rows = (await (await page.request.get("/api/case_studies")).json()) as {
    title: string;
    slug: string;
    image_url: string;
  }[];
  const study = rows.find((row) => row.title === title)!;
  expect(study.image_url).toMatch(/^\/storage\/media\//);

  await open(page, `/cases/${study.slug}?lang=fr`);
  const img = page.getByRole("article").locator("picture img");
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1067");
  await expect(img).toHaveAttribute("srcset", /-480\.jpg 480w, .*-1600\.jpg 1600w$/);
  await expect(img).toHaveAttribute("sizes", /.+/);
  await expect(
    page.getByRole("article").locator("picture source[type='image/webp']"),
  ).toHaveAttribute("srcset", /-160\.webp 160w, .*-1600\.webp 1600w$/);
  await expectNoAxeViolations(page);
  // The browser picked a variant and drew it.
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(chosen).toMatch(/\/storage\/media\/[a-f0-9]{24}-2400x1600-\d+\.(webp|jpg)$/);
  const variant = await page.request.get(chosen);
  expect(variant.status()).toBe(200);
  expect(variant.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(variant.headers()["x-content-type-options"]).toBe("nosniff");
  expect(variant.headers()["content-type"]).toMatch(/^image\/(webp|jpeg)$/);

  // Back in the form: the image is removed, and its files with it once saved.
  await open(page, "/admin/cases");
  await page.getByRole("button", { name: `Modifier ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier l'étude de cas" });
  await expect(edit.getByRole("img", { name: "Aperçu : Image" })).toBeVisible();
  await edit.getByRole("button", { name: "Retirer l'image" }).click();
  await expect(edit.getByRole("img", { name: "Aperçu : Image" })).toHaveCount(0);
  await expect(edit.getByLabel("Image (URL)")).toHaveValue("");
  await edit.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "Étude de cas modifiée avec succès")).toBeVisible();
  await expect.poll(async () => (await page.request.get(chosen)).status()).toBe(404);
});

test("a file that is not an image is refused in the form with a French message", async ({
  page,
}) => {
  await open(page, "/admin/testimonials");
  await page.getByRole("button", { name: "Nouveau témoignage" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau témoignage" });
  await dialog.getByLabel("Photo", { exact: true }).setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
  });
  await expect(dialog.getByRole("alert")).toHaveText(
    "Type d'image non accepté : seuls les JPEG, PNG, WebP et AVIF sont acceptés",
  );
  await expect(dialog.getByLabel("Photo (URL)")).toHaveValue("");
});

test("an image demo is drawn from its variants in the gallery", async ({ page }) => {
  await open(page, "/admin/demos");
  const headers = { origin: new URL(page.url()).origin };
  const upload = await page.request.post("/api/storage/media", {
    headers,
    multipart: { file: { name: "tableau.jpg", mimeType: "image/jpeg", buffer: await photo() } },
  });
  expect(upload.status()).toBe(201);
  const { publicUrl } = (await upload.json()) as { publicUrl: string };
  const title = unique("Tableau de bord");
  const created = await page.request.post("/api/demos", {
    headers,
    data: { title, type: "image", description: "Capture", media_url: publicUrl },
  });
  expect(created.status()).toBe(201);

  await open(page, "/demos?lang=fr");
  const img = page
    .getByRole("article")
    .filter({ hasText: title })
    .getByRole("img", { name: title });
  await expect(img).toHaveAttribute("src", publicUrl);
  await expect(img).toHaveAttribute("srcset", /-480\.jpg 480w, .*-1600\.jpg 1600w$/);
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1067");
});
