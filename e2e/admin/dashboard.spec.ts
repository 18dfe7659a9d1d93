import sharp from "sharp";
import { expect, expectNoAxeViolations, open, test, unique } from "../support/admin";

type Row = { title?: string; status?: string; media_url?: string };
const TABLES = [
  ["services", "Services"],
  ["case_studies", "Études de cas"],
  ["research", "Recherches"],
  ["markets", "Marchés"],
  ["demos", "Démos"],
] as const;

test("the dashboard's figures match the API", async ({ page }) => {
  // Something to count, whatever ran before.
  await open(page, "/admin");
  const created = await page.request.post("/api/research", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      title: unique("Projet compté"),
      description: "Pour le tableau de bord",
      status: "ongoing",
      start_date: "2026-01-01",
    },
  });
  expect(created.status()).toBe(201);

  // Other tests write to the same server: compare a fresh page with a fresh API read until
  // both agree (each comparison gives up after 1 s and starts over, within the test's timeout).
  await expect(async () => {
    await open(page, "/admin");
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Services", exact: true })).toBeVisible();
    const lists: Record<string, Row[]> = {};
    for (const [table] of TABLES) {
      lists[table] = (await (await page.request.get(`/api/${table}`)).json()) as Row[];
    }
    for (const [table, label] of TABLES) {
      const card = page.getByRole("group", { name: label, exact: true });
      await expect(card.locator("span").nth(1)).toHaveText(String(lists[table]!.length), {
        timeout: 1000,
      });
    }
    const stat = (label: string) =>
      page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    const total = TABLES.reduce((sum, [table]) => sum + lists[table]!.length, 0);
    await expect(stat("Total des entrées")).toHaveText(String(total), { timeout: 1000 });
    await expect(stat("Recherches en cours")).toHaveText(
      String(lists.research!.filter((r) => r.status === "ongoing").length),
      { timeout: 1000 },
    );
    await expect(stat("Recherches terminées")).toHaveText(
      String(lists.research!.filter((r) => r.status === "completed").length),
      { timeout: 1000 },
    );
    await expect(stat("Démos actives")).toHaveText(String(lists.demos!.length), { timeout: 1000 });
    const recent = page.getByRole("heading", { name: "Activité récente" }).locator("xpath=../..");
    for (const row of lists.services!.slice(0, 2)) await expect(recent).toContainText(row.title!);
    for (const row of lists.case_studies!.slice(0, 2))
      await expect(recent).toContainText(row.title!);
    for (const row of lists.demos!.slice(0, 1)) await expect(recent).toContainText(row.title!);
  }).toPass();
  await expectNoAxeViolations(page);
});

test("'À faire' links each line to its list filtered to exactly those rows", async ({ page }) => {
  await open(page, "/admin");
  // A draft case study and an image it shows, without any alternative text.
  const res = await page.request.post("/api/storage/media", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      file: {
        name: "a-faire.png",
        mimeType: "image/png",
        buffer: await sharp({
          create: {
            width: 320,
            height: 200,
            channels: 3,
            background: "#000",
            noise: { type: "gaussian", mean: 128, sigma: 40 },
          },
        })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(res.status()).toBe(201);
  const { publicUrl } = (await res.json()) as { publicUrl: string };
  const created = await page.request.post("/api/case_studies", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      title: unique("Brouillon à faire"),
      description: "Pas encore publié.",
      client: "Client",
      image_url: publicUrl,
      published: false,
    },
  });
  expect(created.status()).toBe(201);

  await open(page, "/admin");
  const todo = page.getByRole("heading", { name: "À faire", exact: true }).locator("xpath=../..");
  const images = todo.getByRole("link", { name: /Images sans texte alternatif en arabe/ });
  await expect(images).toHaveAttribute("href", "/admin/media?missing=ar");
  await expect(todo.getByRole("link", { name: /Études de cas : brouillons/ })).toHaveAttribute(
    "href",
    "/admin/cases?publication=draft",
  );
  await expect(
    todo.getByRole("link", { name: /Études de cas sans traduction en anglais/ }),
  ).toHaveAttribute("href", "/admin/cases?missing=en");
  await expectNoAxeViolations(page);

  await images.click();
  await expect(page).toHaveURL(/\/admin\/media\?missing=ar$/);
  await expect(page.getByRole("combobox", { name: "Texte alternatif", exact: true })).toHaveValue(
    "ar",
  );
  const hash = publicUrl.slice(publicUrl.lastIndexOf("/") + 1, publicUrl.lastIndexOf("/") + 25);
  await expect(page.locator(`img[src*="${hash}"]`)).toBeVisible();
});
