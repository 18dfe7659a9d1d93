import { invitedMember } from "#testing/members";
import {
  ADMIN,
  anonymousTest,
  expect,
  expectNoAxeViolations,
  open,
  sidebar,
  startExtraServer,
  test,
  toast,
  unique,
} from "../support/admin";
import { freePort } from "../support/built-server";
import { signInOnPage } from "../support/mail";
import { expectFitsPhones } from "../support/phone-widths";
import { adminHeaders } from "../support/site";

/**
 * 'Questions des visiteurs': what visitors asked the assistant that the site could not answer,
 * grouped, most asked first, deleted after a confirmation; a page at a time, searched, filtered
 * by language and sorted, all in the address; an editor's and an administrator's screen, refused
 * to a translator.
 */

/** A visitor asks the assistant, without any session; nothing on the site answers it. */
async function askAssistant(baseURL: string, message: string, lang: string) {
  const response = await fetch(`${baseURL}/api/assistant`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message, lang }),
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { handover: boolean }).handover).toBe(true);
}

test("lists the unanswered questions most asked first, with language, count and French date; deletes one after a confirmation", async ({
  page,
  baseURL,
}) => {
  const twice = `Réparez-vous les ${unique("gramophones")} ?`;
  const once = `Do you sell ${unique("kites")}?`;
  await askAssistant(baseURL as string, twice, "fr");
  await askAssistant(baseURL as string, twice, "fr");
  await askAssistant(baseURL as string, once, "en");

  await open(page, "/admin/questions");
  await expect(page.getByRole("heading", { name: "Questions des visiteurs" })).toBeVisible();
  // After 'Messages' in the sidebar.
  const entries = await page.getByRole("navigation").first().getByRole("link").allTextContents();
  expect(entries.indexOf("Questions des visiteurs")).toBe(entries.indexOf("Messages") + 1);

  const first = page.getByRole("row").filter({ hasText: twice });
  const second = page.getByRole("row").filter({ hasText: once });
  const today = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC" }).format(new Date());
  await expect(first.getByRole("cell").nth(1)).toHaveText("Français");
  await expect(first.getByRole("cell").nth(2)).toHaveText("2");
  await expect(first.getByRole("cell").nth(3)).toHaveText(today);
  await expect(second.getByRole("cell").nth(1)).toHaveText("Anglais");
  await expect(second.getByRole("cell").nth(2)).toHaveText("1");
  const rows = await page.getByRole("row").allTextContents();
  expect(rows.findIndex((row) => row.includes(twice))).toBeLessThan(
    rows.findIndex((row) => row.includes(once)),
  );
  await expectNoAxeViolations(page);
  await expectFitsPhones(page, "/admin/questions");
  await page.setViewportSize({ width: 1280, height: 720 });

  const remove = second.getByRole("button", { name: `Supprimer la question « ${once} »` });
  const confirmation = page.getByRole("alertdialog", { name: "Supprimer cette question ?" });
  await remove.click();
  await expect(confirmation).toContainText("Êtes-vous sûr de vouloir supprimer cette question ?");
  await confirmation.getByRole("button", { name: "Annuler" }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(second).toHaveCount(1);
  await remove.click();
  await confirmation.getByRole("button", { name: "Supprimer" }).click();
  await expect(toast(page, "Question supprimée avec succès")).toBeVisible();
  await expect(second).toHaveCount(0);
  await page.reload();
  await expect(first).toBeVisible();
  await expect(second).toHaveCount(0);
});

anonymousTest(
  "a translator is refused the screen and does not see its entry",
  async ({ page, request, baseURL }) => {
    const shared = { origin: baseURL as string, adminHeaders: await adminHeaders(request) };
    const translator = await invitedMember(shared, "translator", {
      label: "traductrice",
      languages: ["ar"],
    });

    await signInOnPage(page, translator.email, translator.password);
    await expect(page).toHaveURL(/\/admin\/?$/);
    // The sidebar's link: the dashboard's to-do list may name services too ('Services sans
    // traduction en arabe'), once another test has left one without Arabic.
    await expect(sidebar(page).getByRole("link", { name: "Services" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Messages" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Questions des visiteurs" })).toHaveCount(0);
    const refused = await page.goto("/admin/questions");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Accès réservé" })).toBeVisible();
    const api = await request.get("/api/assistant/unanswered", {
      headers: { authorization: translator.authorization },
    });
    expect(api.status()).toBe(403);
  },
);

anonymousTest(
  "pages of 25, the total in the title, search without accents, language filter and sort, all in the address",
  async ({ browser }) => {
    // Many steps, each waiting for the server: three times the usual bound on a busy machine.
    anonymousTest.slow();
    // A server of its own: the totals are known, and no limit on questions from one address.
    const server = await startExtraServer(await freePort(), { ASSISTANT_RATE_LIMIT: "1000" });
    try {
      const FRENCH = 27;
      const ENGLISH = 3;
      const pad = (n: number) => String(n).padStart(2, "0");
      for (let i = 0; i < FRENCH; i++) {
        await askAssistant(server.origin, `Louez-vous des hélicoptères zorglub ${pad(i)} ?`, "fr");
      }
      for (let i = 0; i < ENGLISH; i++) {
        await askAssistant(server.origin, `Do you rent flying carpets ${pad(i)}?`, "en");
      }
      // The most asked: three times.
      const most = "Louez-vous des hélicoptères zorglub 05 ?";
      await askAssistant(server.origin, most, "fr");
      await askAssistant(server.origin, most, "fr");
      const total = FRENCH + ENGLISH;

      const context = await browser.newContext({
        baseURL: server.origin,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await signInOnPage(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/?$/);

      const rows = page.locator("table tbody tr");
      const firstRow = rows.first();
      await open(page, "/admin/questions");
      await expect(page.getByRole("heading", { name: `Questions (${total})` })).toBeVisible();
      await expect(rows).toHaveCount(25);
      await expect(page.getByText(`1–25 sur ${total}`)).toBeVisible();
      await expect(firstRow).toContainText(most);
      await expect(firstRow.getByRole("cell").nth(2)).toHaveText("3");

      // The next page, as a link.
      const pages = page.getByRole("navigation", { name: "Pages : questions des visiteurs" });
      await pages.getByRole("link", { name: "Page suivante" }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page.getByText(`26–${total} sur ${total}`)).toBeVisible();
      await expect(rows).toHaveCount(total - 25);

      // A search typed without accents, back to page 1; the address keeps it.
      await page.getByLabel("Rechercher").fill("helicopteres");
      await expect(page.getByRole("heading", { name: `Questions (${FRENCH})` })).toBeVisible();
      await expect(page).toHaveURL(/[?&]q=helicopteres/);
      await expect(page).not.toHaveURL(/[?&]page=/);
      await page.getByLabel("Rechercher").fill("");
      await expect(page.getByRole("heading", { name: `Questions (${total})` })).toBeVisible();

      // The language they were asked in.
      await page.getByLabel("Langue").click();
      await page.getByRole("option", { name: "Anglais" }).click();
      await expect(page).toHaveURL(/[?&]lang=en/);
      await expect(page.getByRole("heading", { name: `Questions (${ENGLISH})` })).toBeVisible();
      await expect(rows).toHaveCount(ENGLISH);
      await expect(rows.filter({ hasText: "zorglub" })).toHaveCount(0);

      // Sorted by count, the fewest first, then the most; a reload shows the same.
      await page.getByLabel("Langue").click();
      await page.getByRole("option", { name: "Toutes les langues" }).click();
      await expect(page.getByRole("heading", { name: `Questions (${total})` })).toBeVisible();
      const count = page.getByRole("columnheader", { name: "Nombre" });
      await count.getByRole("button").click();
      await expect(page).toHaveURL(/[?&]order=count\.asc/);
      await expect(count).toHaveAttribute("aria-sort", "ascending");
      await expect(firstRow.getByRole("cell").nth(2)).toHaveText("1");
      await count.getByRole("button").click();
      await expect(page).toHaveURL(/[?&]order=count\.desc/);
      await expect(count).toHaveAttribute("aria-sort", "descending");
      await expect(firstRow).toContainText(most);
      const lastTime = page.getByRole("columnheader", { name: "Dernière fois" });
      await lastTime.getByRole("button").click();
      await expect(page).toHaveURL(/[?&]order=last_asked_at\.asc/);
      await expect(lastTime).toHaveAttribute("aria-sort", "ascending");
      await expect(count).toHaveAttribute("aria-sort", "none");
      await expect(firstRow).toContainText("zorglub 00");
      await page.reload();
      await expect(lastTime).toHaveAttribute("aria-sort", "ascending");
      await expect(firstRow).toContainText("zorglub 00");
      await context.close();
    } finally {
      await server.stop();
    }
  },
);
