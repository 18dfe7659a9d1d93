import type { Page, Request } from "@playwright/test";
import { noiseJpeg } from "#testing/images";
import { ADMIN, expect, test, toast, unique } from "../support/admin";
import { clickBeforeHydration } from "../support/hold-scripts";

// The inbox, the visitors' questions, the journal, the team and the media library come with their
// route: the rows are in the HTML, a row's button answers a click made the moment it shows (the
// JavaScript still on its way), and the first load asks the API for none of them.

const headers = () => ({ Origin: new URL(test.info().project.use.baseURL ?? "").origin });

/** The reads of an API path the page makes (GET), counted from now. */
function readsOf(page: Page, path: string): () => number {
  const reads: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname === path) {
      reads.push(request);
    }
  });
  return () => reads.length;
}

/**
 * The errors the page reports from now: a hydration that did not match the server's HTML among
 * them (React then draws the page anew and a click made before is lost).
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** A moment as the back office says it to a reader in `timeZone`. */
const inZone = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "medium", timeZone }).format(
    new Date(iso),
  );

/** Deletes what a row's button asked to, confirmed in the back office's dialog. */
async function confirmDeletion(page: Page, title: string, done: string) {
  const dialog = page.getByRole("alertdialog", { name: title });
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(toast(page, done)).toBeVisible();
}

test("'Messages reçus': a message's 'Supprimer' clicked at once, the page read with the route", async ({
  page,
}) => {
  const name = unique("Visiteur servi");
  const sent = await page.request.post("/api/contact", {
    headers: headers(),
    data: { name, email: "visiteur@example.com", message: "Servi avec la page" },
  });
  expect(sent.status()).toBe(201);
  const reads = readsOf(page, "/api/contact");
  const errors = errorsOf(page);
  await clickBeforeHydration(
    page,
    `/admin/messages?q=${encodeURIComponent(name)}`,
    page.getByRole("button", { name: `Supprimer le message de ${name}` }),
  );
  await expect(page.getByRole("alertdialog", { name: "Supprimer ce message ?" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: /^Messages \(1\), dont \d+ non lus$/ }),
  ).toBeVisible();
  expect(reads()).toBe(0);
  await confirmDeletion(page, "Supprimer ce message ?", "Message supprimé avec succès");
  // The write is followed by the list's own read: the message is gone.
  await expect(page.getByRole("article", { name: new RegExp(name) })).toHaveCount(0);
  await expect(page.getByText("Aucun message ne correspond")).toBeVisible();
  expect(errors).toEqual([]);
});

test("'Questions des visiteurs': a question's 'Supprimer' clicked at once", async ({ page }) => {
  const question = `Gardez-vous les ${unique("perroquets")} ?`;
  const asked = await page.request.post("/api/assistant", {
    headers: headers(),
    data: { message: question, lang: "fr" },
  });
  expect(asked.status()).toBe(200);
  const reads = readsOf(page, "/api/assistant/unanswered");
  const errors = errorsOf(page);
  await clickBeforeHydration(
    page,
    `/admin/questions?q=${encodeURIComponent(question.split(" ")[3] ?? "")}`,
    page.getByRole("button", { name: `Supprimer la question « ${question} »` }).first(),
  );
  await expect(page.getByRole("alertdialog", { name: "Supprimer cette question ?" })).toBeVisible();
  expect(reads()).toBe(0);
  await confirmDeletion(page, "Supprimer cette question ?", "Question supprimée avec succès");
  await expect(page.getByText("Aucune question ne correspond")).toBeVisible();
  expect(errors).toEqual([]);
});

// The server does not know the reader's time zone: its HTML says moments in the site's, the
// page then shows them in the reader's, with no hydration error.
test.describe("moments in a reader's time zone that is not the server's", () => {
  const READER_ZONE = "Asia/Tokyo";
  test.use({ timezoneId: READER_ZONE });

  test("'Journal': its entries in the HTML, 'Filtrer' clicked at once", async ({ page }) => {
    const reads = readsOf(page, "/api/audit");
    const errors = errorsOf(page);
    await clickBeforeHydration(
      page,
      "/admin/journal?action=sign_in",
      page.getByRole("button", { name: "Filtrer" }),
    );
    await expect(page.getByRole("heading", { name: /^Entrées \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText(ADMIN.email).first()).toBeVisible();
    const time = page.getByRole("listitem").locator("time").first();
    const at = (await time.getAttribute("datetime")) ?? "";
    await expect(time).toHaveText(inZone(at, READER_ZONE));
    expect(reads()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("'Équipe': a member's 'Modifier le rôle' clicked at once opens its dialog", async ({
    page,
  }) => {
    const reads = readsOf(page, "/api/team");
    const errors = errorsOf(page);
    await clickBeforeHydration(
      page,
      "/admin/team",
      page.getByRole("button", { name: `Modifier le rôle de ${ADMIN.email}` }),
    );
    const dialog = page.getByRole("dialog", { name: "Modifier le rôle" });
    await expect(dialog).toContainText(ADMIN.email);
    expect(reads()).toBe(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    const time = page.getByRole("row").filter({ hasText: ADMIN.email }).locator("time").first();
    const at = (await time.getAttribute("datetime")) ?? "";
    await expect(time).toHaveText(inZone(at, READER_ZONE));
    expect(errors).toEqual([]);
  });
});

test("'Médiathèque': an unused image's 'Supprimer' clicked at once", async ({ page }) => {
  const sent = await page.request.post("/api/storage/media", {
    headers: headers(),
    multipart: {
      file: { name: "servie.jpg", mimeType: "image/jpeg", buffer: await noiseJpeg(640, 360) },
    },
  });
  expect(sent.status()).toBe(201);
  const { publicUrl } = (await sent.json()) as { publicUrl: string };
  const hash = publicUrl.slice(publicUrl.lastIndexOf("/") + 1, publicUrl.lastIndexOf("/") + 25);
  const reads = readsOf(page, "/api/storage/media");
  const errors = errorsOf(page);
  await clickBeforeHydration(
    page,
    `/admin/media?q=${hash}`,
    page.getByRole("button", { name: "Supprimer" }),
  );
  await expect(page.getByRole("alertdialog", { name: "Supprimer cette image ?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Images (1)" })).toBeVisible();
  expect(reads()).toBe(0);
  await confirmDeletion(page, "Supprimer cette image ?", "Image supprimée");
  await expect(page.getByText("Aucune image ne correspond à ces filtres.")).toBeVisible();
  expect(errors).toEqual([]);
});
