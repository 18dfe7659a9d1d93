import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { invitedMember, strongPassword, uniqueSuffix } from "#testing/members";
import {
  anonymousTest,
  expect,
  expectNoAxeViolations,
  open,
  toast,
  unique,
} from "../support/admin";
import { signInOnPage } from "../support/mail";
import { adminHeaders } from "../support/site";

/**
 * 'Médiathèque' by role, on the shared server: an editor replaces an image from its card and
 * every row using it shows the new file (the public page too, its texts kept); a translator
 * reads the library, writes the alternative text of its own language only (the other languages
 * shown, not editable, and refused 403 by the server), and neither replaces nor deletes.
 */
const test = anonymousTest;
test.describe.configure({ mode: "serial" });

const EDITOR = { email: `editeur-media-${uniqueSuffix()}@example.com`, password: strongPassword() };
const TRANSLATOR = {
  email: `traductrice-media-${uniqueSuffix()}@example.com`,
  password: strongPassword(),
};
let headers: Record<string, string>;
/**
 * The rows made here, removed at the end (their images go with them): the shared server's home
 * stays as it was.
 */
const made: string[] = [];

/** A JPEG of random noise: another image (another name) at each call. */
const noise = () =>
  sharp({
    create: {
      width: 800,
      height: 450,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

/** The library's key of a stored image's URL, and the hash its files start with. */
const keyOf = (publicUrl: string) => {
  const path = publicUrl.slice(publicUrl.lastIndexOf("/") + 1);
  return { publicUrl, path, hash: path.slice(0, 24) };
};

async function created(request: APIRequestContext, table: string, data: Record<string, unknown>) {
  const res = await request.post(`/api/${table}`, { headers, data });
  expect(res.status(), await res.text()).toBe(201);
  const row = (await res.json()) as { id: string; slug: string };
  made.push(`/api/${table}/${row.id}`);
  return row;
}

async function upload(request: APIRequestContext) {
  const res = await request.post("/api/storage/media", {
    headers,
    multipart: { file: { name: "photo.jpg", mimeType: "image/jpeg", buffer: await noise() } },
  });
  expect(res.status()).toBe(201);
  return keyOf(((await res.json()) as { publicUrl: string }).publicUrl);
}

const cardOf = (page: Page, hash: string) =>
  page
    .getByRole("list", { name: "Images" })
    .getByRole("listitem")
    .filter({ has: page.locator(`img[src*="${hash}"]`) });

test.beforeAll(async ({ request, baseURL }) => {
  headers = await adminHeaders(request);
  const shared = { origin: baseURL as string, adminHeaders: headers };
  await invitedMember(shared, "editor", EDITOR);
  await invitedMember(shared, "translator", { ...TRANSLATOR, languages: ["ar"] });
});

test.afterAll(async ({ request }) => {
  for (const path of made.splice(0)) {
    const res = await request.delete(path, { headers });
    expect(res.status(), path).toBe(204);
  }
});

test("an editor replaces an image: the rows using it and the public page show the new file, its texts kept", async ({
  page,
  request,
}) => {
  const old = await upload(request);
  const tag = uniqueSuffix();
  const patched = await request.patch(`/api/storage/media/${old.path}`, {
    headers,
    data: { alt: { fr: "Un quai de chargement" } },
  });
  expect(patched.status()).toBe(200);
  // A published case study and a draft, both showing the image.
  const shown = await created(request, "case_studies", {
    title: `Quai remplacé ${tag}`,
    description: "Une étude illustrée.",
    client: "Transports Est",
    image_url: old.publicUrl,
    published: true,
  });
  const draft = await created(request, "case_studies", {
    title: `Brouillon illustré ${tag}`,
    description: "Une étude en cours.",
    client: "Transports Ouest",
    image_url: old.publicUrl,
    published: false,
  });

  await signInOnPage(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await open(page, `/admin/media?q=${old.hash}`);
  const card = cardOf(page, old.hash);
  await expect(card.getByRole("link", { name: "Études de cas (Image)" })).toHaveCount(2);
  const chooser = page.waitForEvent("filechooser");
  await card.getByRole("button", { name: "Remplacer" }).click();
  await (await chooser).setFiles({
    name: "nouvelle.jpg",
    mimeType: "image/jpeg",
    buffer: await noise(),
  });
  await expect(toast(page, "Image remplacée")).toBeVisible();

  // Both rows point at the new file; the library shows it where the old one was, texts kept.
  const listed = await request.get(`/api/case_studies?q=${tag}`, { headers });
  expect(listed.status()).toBe(200);
  const rows = (await listed.json()) as { id: string; image_url: string }[];
  expect(rows.map((row) => row.id).sort()).toEqual([shown.id, draft.id].sort());
  const replacement = keyOf(rows[0]!.image_url);
  expect(replacement.hash).not.toBe(old.hash);
  expect(rows.map((row) => row.image_url)).toEqual([replacement.publicUrl, replacement.publicUrl]);
  await expect(card).toHaveCount(0);
  await page.getByLabel("Rechercher").fill(replacement.hash);
  const fresh = cardOf(page, replacement.hash);
  await expect(fresh.getByRole("link", { name: "Études de cas (Image)" })).toHaveCount(2);
  await expect(fresh.getByLabel("Texte alternatif (français)")).toHaveValue(
    "Un quai de chargement",
  );
  await expectNoAxeViolations(page);

  // The public page draws the new file with the kept text; the old file is no longer served.
  await open(page, `/cases/${shown.slug}`);
  const picture = page.getByRole("article").locator("picture img");
  await expect(picture).toHaveAttribute("src", new RegExp(replacement.hash));
  await expect(picture).toHaveAttribute("alt", "Un quai de chargement");
  await expect(page.locator(`[src*="${old.hash}"], [srcset*="${old.hash}"]`)).toHaveCount(0);
  await expect.poll(async () => (await request.get(old.publicUrl)).status()).toBe(404);
});

test("a translator reads the library and writes only its language's alternative text", async ({
  page,
  request,
}) => {
  const image = await upload(request);
  await created(request, "case_studies", {
    title: unique("Étude traduite"),
    description: "Une étude à traduire.",
    client: "Import Sud",
    image_url: image.publicUrl,
    published: false,
  });
  expect(
    (
      await request.patch(`/api/storage/media/${image.path}`, {
        headers,
        data: { alt: { fr: "Des caisses sur un quai", en: "Crates on a dock" } },
      })
    ).status(),
  ).toBe(200);

  await signInOnPage(page, TRANSLATOR.email, TRANSLATOR.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await open(page, `/admin/media?q=${image.hash}`);
  const card = cardOf(page, image.hash);
  await expect(card.getByText("Utilisée par :")).toBeVisible();
  // French and English shown, not editable; Arabic, its language, flagged and editable.
  await expect(card.getByText("Des caisses sur un quai")).toBeVisible();
  await expect(card.getByText("Crates on a dock")).toBeVisible();
  await expect(card.getByLabel("Texte alternatif (français)")).toHaveCount(0);
  await expect(card.getByLabel("Texte alternatif (anglais)")).toHaveCount(0);
  await expect(card.getByRole("textbox")).toHaveCount(1);
  await expect(card.getByText("Manquant")).toHaveCount(1);
  // No adding, replacing or deleting.
  await expect(page.getByRole("button", { name: "Ajouter des images" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Remplacer" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Supprimer" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await card.getByLabel("Texte alternatif (arabe)").fill("صناديق على رصيف");
  await card.getByRole("button", { name: "Enregistrer les textes" }).click();
  await expect(toast(page, "Texte alternatif enregistré")).toBeVisible();
  await expect(card.getByText("Manquant")).toHaveCount(0);

  // The server refuses the other languages and the editors' actions to the translator's session.
  const own = { Origin: new URL(page.url()).origin };
  const path = `/api/storage/media/${image.path}`;
  for (const alt of [{ fr: "Autre texte" }, { en: "Other text" }, { ar: "نص", en: "Text" }]) {
    const refused = await page.request.patch(path, { headers: own, data: { alt } });
    expect(refused.status(), JSON.stringify(alt)).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("forbidden");
  }
  const replace = await page.request.put(path, {
    headers: own,
    multipart: { file: { name: "photo.jpg", mimeType: "image/jpeg", buffer: await noise() } },
  });
  expect(replace.status()).toBe(403);
  expect((await page.request.delete(path, { headers: own })).status()).toBe(403);
  const stored = await request.get(`/api/storage/media?q=${image.hash}`, { headers });
  const [item] = (await stored.json()) as { alt: Record<string, string> }[];
  expect(item?.alt).toEqual({
    fr: "Des caisses sur un quai",
    en: "Crates on a dock",
    ar: "صناديق على رصيف",
  });
});
