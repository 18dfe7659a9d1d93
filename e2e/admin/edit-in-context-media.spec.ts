import { noiseJpeg } from "#testing/images";
import { strongPassword, uniqueSuffix } from "#testing/members";
import { anonymousTest, expect, toast } from "../support/admin";
import {
  editablePreview,
  editingServer,
  editPanel,
  editPanelViolations,
  previewFrame,
  signedInAt,
} from "../support/preview";

/**
 * Editing in context, the images and lists of a page, on a server of its own: in the preview
 * ('Aperçu', 'Modifier sur la page') a click on an image opens the media library and its
 * alternative texts, a click on a list its rows and the creation form of its kind of row.
 */
const test = anonymousTest;
test.describe.configure({ mode: "serial" });

const EDITOR = {
  email: `editeur-images-${uniqueSuffix()}@example.com`,
  password: strongPassword(),
};
const server = editingServer(test, [["editor", EDITOR]]);

async function api(method: string, path: string, body: unknown) {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: { ...server.headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.json() as Promise<{ id: string; slug: string }>;
}

/** An image of the media library named `name`, with its French alternative text. */
async function libraryImage(name: string, alt: string) {
  const jpeg = await noiseJpeg(640, 360);
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), name);
  const response = await fetch(`${server.origin}/api/storage/media`, {
    method: "POST",
    headers: server.headers,
    body: form,
  });
  expect(response.status).toBe(201);
  const { publicUrl } = (await response.json()) as { publicUrl: string };
  const path = publicUrl.slice(publicUrl.lastIndexOf("/") + 1);
  await api("PATCH", `/api/storage/media/${path}`, { alt: { fr: alt } });
  // The stored files' names start with the image's hash, whatever their width and format.
  return { publicUrl, hash: path.slice(0, 24) };
}

test("an editor clicks a case study's image in the preview, puts another from the media library in its place and writes its alternative texts in three languages", async ({
  browser,
}) => {
  const dawn = await libraryImage("quai-aube.jpg", "Le quai à l'aube");
  const night = await libraryImage("port-nuit.jpg", "Le port la nuit");
  const study = await api("POST", "/api/case_studies", {
    title: `Quai numérique ${uniqueSuffix()}`,
    description: "Une étude.",
    client: "Transports Est",
    image_url: dawn.publicUrl,
    published: true,
  });

  const page = await signedInAt(browser, server.origin, EDITOR);
  const frame = await editablePreview(page, `/cases/${study.slug}`, "fr");
  const image = frame.locator(`[data-ada-edit='image:case_studies/${study.id}/image_url']`);
  await expect(image).toHaveAttribute("alt", "Le quai à l'aube");
  await image.click();

  const panel = editPanel(page);
  await expect(panel.getByRole("heading", { name: "Image" })).toBeVisible();
  const french = panel.getByRole("textbox", { name: "Français" });
  await expect(french).toHaveValue("Le quai à l'aube");
  expect(await editPanelViolations(page)).toEqual([]);

  // Another image of the library, in its place on the page and on the visitors' page.
  await panel.getByRole("button", { name: "Choisir dans la médiathèque" }).click();
  const library = page.getByRole("dialog", { name: "Choisir dans la médiathèque" });
  await library.getByRole("button", { name: "Choisir port-nuit.jpg" }).click();
  await expect(toast(page, "Image remplacée")).toBeVisible();
  await expect(library).toBeHidden();
  await expect(image).toHaveAttribute("src", new RegExp(night.hash));
  await expect(image).toHaveAttribute("alt", "Le port la nuit");
  await expect(french).toHaveValue("Le port la nuit");
  const visitorHtml = await (await fetch(`${server.origin}/cases/${study.slug}`)).text();
  expect(visitorHtml).toContain(night.hash);
  expect(visitorHtml).not.toContain(dawn.hash);

  // Its alternative texts in the three languages, Arabic right to left.
  const arabic = panel.getByRole("textbox", { name: "Arabe" });
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await french.fill("Le port de Tunis la nuit");
  await panel.getByRole("textbox", { name: "Anglais" }).fill("Tunis harbour at night");
  await arabic.fill("ميناء تونس ليلاً");
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toast(page, "Texte alternatif enregistré")).toBeVisible();
  await expect(image).toHaveAttribute("alt", "Le port de Tunis la nuit");

  const visitor = await page.context().newPage();
  await visitor.goto(`${server.origin}/cases/${study.slug}?lang=ar`);
  await expect(visitor.getByRole("img", { name: "ميناء تونس ليلاً" })).toBeVisible();
  await visitor.goto(`${server.origin}/cases/${study.slug}?lang=en`);
  await expect(visitor.getByRole("img", { name: "Tunis harbour at night" })).toBeVisible();
  await page.context().close();
});

test("an editor clicks the list of case studies in the preview: the panel names its rows, drafts said; one click opens a row's form, another 'Nouvelle étude de cas'", async ({
  browser,
}) => {
  const suffix = uniqueSuffix();
  await api("POST", "/api/case_studies", {
    title: `Entrepôt connecté ${suffix}`,
    description: "Une étude publiée.",
    client: "Logistique Sud",
    published: true,
  });
  await api("POST", "/api/case_studies", {
    title: `Atelier prédictif ${suffix}`,
    description: "Une étude en brouillon.",
    client: "Usines Nord",
    published: false,
  });

  const page = await signedInAt(browser, server.origin, EDITOR);
  const frame = await editablePreview(page, "/cases", "fr");
  // The list itself: a card's margin, outside its texts and image.
  await frame.locator("[data-ada-edit='list:case_studies']").click({ position: { x: 12, y: 12 } });
  const panel = editPanel(page);
  await expect(panel.getByRole("heading", { name: "Études de cas" })).toBeVisible();
  const rows = panel.getByRole("list", { name: "Études de cas" });
  await expect(
    rows.getByRole("listitem").filter({ hasText: `Atelier prédictif ${suffix}` }),
  ).toContainText("(brouillon)");
  expect(await editPanelViolations(page)).toEqual([]);

  await rows.getByRole("link", { name: `Entrepôt connecté ${suffix}` }).click();
  const form = page.getByRole("dialog", { name: "Modifier l'étude de cas" });
  await expect(form).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Titre" })).toHaveValue(
    `Entrepôt connecté ${suffix}`,
  );

  // Back on the page, 'Nouvelle étude de cas' opens the form of a new one.
  await page.goBack();
  await page.getByRole("button", { name: "Modifier sur la page" }).click();
  await previewFrame(page)
    .locator("[data-ada-edit='list:case_studies']")
    .click({ position: { x: 12, y: 12 } });
  await editPanel(page).getByRole("link", { name: "Nouvelle étude de cas" }).click();
  const creation = page.getByRole("dialog", { name: "Nouvelle étude de cas" });
  await expect(creation.getByRole("textbox", { name: "Titre" })).toHaveValue("");
  await page.context().close();
});

test("an editor clicks the list of services on the home page in the preview, and 'Ajouter un service' opens the form of a new service", async ({
  browser,
}) => {
  const title = `Audit de données ${uniqueSuffix()}`;
  await api("POST", "/api/services", {
    title,
    description: "Un audit.",
    category: "Conseil",
    published: true,
  });
  const page = await signedInAt(browser, server.origin, EDITOR, 390);
  const frame = await editablePreview(page, "/", "fr");
  await frame.locator("[data-ada-edit='list:services']").click({ position: { x: 12, y: 12 } });
  const panel = editPanel(page);
  await expect(panel.getByRole("link", { name: title })).toBeVisible();
  await panel.getByRole("link", { name: "Ajouter un service" }).click();
  await expect(page).toHaveURL(/\/admin\/services/);
  await expect(page.getByRole("heading", { name: "Ajouter un service" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Titre" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Titre" })).toBeFocused();
  await page.context().close();
});
