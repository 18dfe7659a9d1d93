import type { Locator, Page } from "@playwright/test";
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
import { PHONE_WIDTHS } from "../support/phone-widths";
import { adminHeaders } from "../support/site";

/**
 * Editorial work as an editor does it: a case study's earlier version restored from its
 * 'Historique' (the confirmation shows what changes, the public page the old title again), and a
 * research project scheduled with a date and a time (the 'Programmé le …' badge beside its
 * state); the dialogs at phone widths and under axe.
 */
const test = anonymousTest;
test.describe.configure({ mode: "serial" });

const EDITOR = { email: `editrice-${uniqueSuffix()}@example.com`, password: strongPassword() };
// Both versions' titles share a word: the list searched for it shows the row before and after.
const tag = uniqueSuffix();
const oldTitle = `Étude d'hier ${tag}`;
const newTitle = `Étude du jour ${tag}`;
const slug = `etude-${uniqueSuffix()}`;
const projectTitle = unique("Projet programmé");
let headers: Record<string, string>;
/** The rows made here, removed at the end: the shared server's public pages stay as they were. */
const made: string[] = [];

async function api(baseURL: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return (await res.json()) as { id: string };
}

test.beforeAll(async ({ request, baseURL }) => {
  headers = await adminHeaders(request);
  await invitedMember({ origin: baseURL as string, adminHeaders: headers }, "editor", EDITOR);
  // Yesterday's version, then today's.
  const row = await api(baseURL as string, "POST", "/api/case_studies", {
    title: oldTitle,
    description: "Une étude.",
    client: "Acme",
    slug,
  });
  made.push(`/api/case_studies/${row.id}`);
  await api(baseURL as string, "PATCH", `/api/case_studies/${row.id}`, { title: newTitle });
  const project = await api(baseURL as string, "POST", "/api/research", {
    title: projectTitle,
    description: "Un projet à publier demain.",
    start_date: "2026-12-01",
    published: false,
  });
  made.push(`/api/research/${project.id}`);
});

test.afterAll(async ({ baseURL }) => {
  for (const path of made) {
    const res = await fetch(`${baseURL}${path}`, { method: "DELETE", headers });
    expect(res.status, path).toBe(204);
  }
});

/**
 * Nothing of the page or of `dialog` is wider than the phone's screen, at each phone width. The
 * dialog is opened at a phone width already: below 640 px a list's rows are shown as cards.
 */
async function expectDialogFitsPhones(page: Page, dialog: Locator, label: string) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const box = await dialog.boundingBox();
    expect(box, `${label} at ${width}px`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${label} at ${width}px`).toBeLessThanOrEqual(width);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `${label} at ${width}px: document width`).toBeLessThanOrEqual(width);
  }
}

test("an editor restores a case study's earlier version from its history", async ({ page }) => {
  await signInOnPage(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(/\/admin$/);
  await open(page, `/admin/cases?q=${tag}`);
  await page.getByRole("button", { name: `Historique de ${newTitle}` }).click();
  const history = page.getByRole("dialog", { name: /^Historique de / });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  // The oldest entry, the creation: yesterday's version.
  await history
    .getByRole("listitem")
    .last()
    .getByRole("button", { name: /Restaurer cette version/ })
    .click();

  const confirm = page.getByRole("alertdialog", { name: "Restaurer cette version ?" });
  const changes = confirm.getByRole("definition");
  await expect(confirm.getByRole("term")).toHaveText(["Titre"]);
  await expect(changes).toContainText(newTitle);
  await expect(changes).toContainText(oldTitle);
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Restaurer", exact: true }).click();
  await expect(toast(page, "restaurée")).toBeVisible();
  await expect(confirm).toBeHidden();
  // The history names the restore; the list shows the old title again.
  await expect(history.getByText("Restauration d'une version")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("row").filter({ hasText: oldTitle })).toBeVisible();

  // On a phone: the history and the confirmation fit the screen.
  await page.setViewportSize({ width: 320, height: 740 });
  await page.getByRole("button", { name: `Historique de ${oldTitle}` }).click();
  // Newest first: the restore, today's version, yesterday's. Today's would change the title back.
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await history
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /Restaurer cette version/ })
    .click();
  await expect(confirm.getByRole("term")).toHaveText(["Titre"]);
  await expectDialogFitsPhones(page, confirm, "restore confirmation");
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(confirm).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(history).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/cases/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(oldTitle);
});

test("an editor schedules a research project with a date and a time", async ({ page }) => {
  await signInOnPage(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(/\/admin$/);
  await open(page, `/admin/research?q=${encodeURIComponent(projectTitle)}`);
  const row = page.getByRole("row").filter({ hasText: projectTitle });
  await expect(row).toContainText("Brouillon");
  await page.getByRole("button", { name: `Modifier ${projectTitle}` }).click();
  const dialog = page.getByRole("dialog", { name: "Modifier le projet R&D" });
  const publishAt = dialog.getByLabel("Publier le", { exact: true });
  await expect(dialog.getByText("Heure de Paris").first()).toBeVisible();
  // A withdrawal before the publication is refused in French, beside its field.
  await publishAt.fill("2030-11-27T09:00");
  await dialog.getByLabel("Dépublier le").fill("2030-11-26T09:00");
  await dialog.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(
    dialog.getByText("La date de dépublication doit suivre la date de publication"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Effacer : Dépublier le" }).click();
  await expect(dialog.getByLabel("Dépublier le")).toHaveValue("");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Programmé le 27 novembre 2030 à 09:00");
  await expect(row).toContainText("Brouillon");

  // Stored in UTC; the form shows it again in Paris time.
  const stored = (await (await page.request.get("/api/research")).json()) as {
    title: string;
    publish_at: string | null;
  }[];
  expect(stored.find((r) => r.title === projectTitle)?.publish_at).toBe("2030-11-27T08:00:00.000Z");
  await page.getByRole("button", { name: `Modifier ${projectTitle}` }).click();
  await expect(publishAt).toHaveValue("2030-11-27T09:00");
  await expect(dialog.getByText("Programmé le 27 novembre 2030 à 09:00")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // On a phone: the card shows the badge, the form with its date fields fits the screen.
  await page.setViewportSize({ width: 320, height: 740 });
  await expect(page.getByText("Programmé le 27 novembre 2030 à 09:00")).toBeVisible();
  await page.getByRole("button", { name: `Modifier ${projectTitle}` }).click();
  await expect(publishAt).toHaveValue("2030-11-27T09:00");
  await expectDialogFitsPhones(page, dialog, "research form");
});

test("a published project given a later 'Publier le' is a draft until then; the switch publishes it now", async ({
  page,
  baseURL,
}) => {
  const title = unique("Projet en ligne");
  const project = await api(baseURL as string, "POST", "/api/research", {
    title,
    description: "Un projet déjà publié.",
    start_date: "2026-12-01",
  });
  made.push(`/api/research/${project.id}`);
  await signInOnPage(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(/\/admin$/);
  await open(page, `/admin/research?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Publié");
  await page.getByRole("button", { name: `Modifier ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Modifier le projet R&D" });
  const note = dialog.getByText("La fiche sera un brouillon jusqu'à cette date");
  await expect(note).toBeHidden();
  await dialog.getByLabel("Publier le", { exact: true }).fill("2030-11-27T09:00");
  await expect(note).toBeVisible();
  await dialog.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Brouillon");
  await expect(row).toContainText("Programmé le 27 novembre 2030 à 09:00");

  // Publishing it by the switch publishes it now: its later publication is cleared with it.
  await row.getByRole("switch", { name: `Publié : ${title}` }).click();
  await expect(row.getByRole("switch", { name: `Publié : ${title}` })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(row).not.toContainText("Programmé le");
  const stored = (await (await page.request.get("/api/research")).json()) as {
    id: string;
    published: boolean;
    publish_at: string | null;
  }[];
  expect(stored.find((r) => r.id === project.id)).toMatchObject({
    published: true,
    publish_at: null,
  });
});
