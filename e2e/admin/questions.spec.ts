import {
  anonymousTest,
  expect,
  expectNoAxeViolations,
  open,
  test,
  toast,
  unique,
} from "../support/admin";
import { signInOnPage, strongPassword, tokenOf, uniqueSuffix } from "../support/mail";
import { expectFitsPhones } from "../support/phone-widths";
import { adminHeaders } from "../support/site";

/**
 * 'Questions des visiteurs': what visitors asked the assistant that the site could not answer,
 * grouped, most asked first, deleted after a confirmation; an editor's and an administrator's
 * screen, refused to a translator.
 */

/** A visitor asks the assistant, without any session. */
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
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Êtes-vous sûr de vouloir supprimer cette question ?");
    void dialog.dismiss();
  });
  await remove.click();
  await expect(second).toHaveCount(1);
  page.once("dialog", (dialog) => void dialog.accept());
  await remove.click();
  await expect(toast(page, "Question supprimée avec succès")).toBeVisible();
  await expect(second).toHaveCount(0);
  await page.reload();
  await expect(first).toBeVisible();
  await expect(second).toHaveCount(0);
});

anonymousTest(
  "a translator is refused the screen and does not see its entry",
  async ({ page, request, baseURL }) => {
    const headers = await adminHeaders(request);
    const translator = {
      email: `traductrice-${uniqueSuffix()}@example.com`,
      password: strongPassword(),
    };
    const invited = await request.post("/api/team/invitations", {
      headers,
      data: { email: translator.email, role: "translator", languages: ["ar"] },
    });
    expect(invited.status()).toBe(201);
    const { invite_url } = (await invited.json()) as { invite_url: string };
    const verified = await request.post(`${baseURL}/auth/v1/verify`, {
      data: { type: "invite", token_hash: tokenOf(invite_url) },
    });
    const { access_token } = (await verified.json()) as { access_token: string };
    const set = await request.put(`${baseURL}/auth/v1/user`, {
      headers: { authorization: `Bearer ${access_token}` },
      data: { password: translator.password },
    });
    expect(set.status()).toBe(200);

    await signInOnPage(page, translator.email, translator.password);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole("link", { name: "Messages" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Questions des visiteurs" })).toHaveCount(0);
    const refused = await page.goto("/admin/questions");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Accès réservé" })).toBeVisible();
    const api = await request.get("/api/assistant/unanswered", {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(api.status()).toBe(403);
  },
);
