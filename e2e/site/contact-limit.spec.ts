import { expect, type Page, test } from "@playwright/test";
import { open, type SiteServer, startSiteServer } from "../support/site";

/**
 * One address may send CONTACT_RATE_LIMIT messages per 10 minutes. Past it, the form says so in
 * the page's language, under the failure's title, with and without JavaScript, and keeps what
 * the visitor typed. A server of its own with a budget of one message, spent before each test.
 */
let site: SiteServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  site = await startSiteServer({ CONTACT_RATE_LIMIT: "1" });
  const first = await request.post(`${site.url}/api/contact`, {
    data: { name: "Premier", email: "premier@example.com", message: "Le seul message permis." },
  });
  expect(first.status()).toBe(201);
});

test.afterAll(async () => {
  await site?.stop();
});

const LANGUAGES = [
  {
    lang: "fr",
    form: "Envoyez-nous un message",
    fields: ["Nom", "E-mail", "Message"],
    send: "Envoyer",
    title: "Erreur",
    sentence: "Trop de messages envoyés, réessayez plus tard",
  },
  {
    lang: "en",
    form: "Send us a message",
    fields: ["Name", "Email", "Message"],
    send: "Send",
    title: "Error",
    sentence: "Too many messages sent, please try again later",
  },
  {
    lang: "ar",
    form: "أرسلوا لنا رسالة",
    fields: ["الاسم", "البريد الإلكتروني", "الرسالة"],
    send: "إرسال",
    title: "خطأ",
    sentence: "تم إرسال عدد كبير جدًا من الرسائل، يرجى المحاولة لاحقًا",
  },
] as const;

async function fillAndSend(page: Page, texts: (typeof LANGUAGES)[number]) {
  const form = page.getByRole("form", { name: texts.form });
  const [name, email, message] = texts.fields;
  await form.getByRole("textbox", { name, exact: true }).fill("Nadia Benali");
  await form.getByRole("textbox", { name: email, exact: true }).fill("nadia@example.com");
  await form.getByRole("textbox", { name: message, exact: true }).fill("Un message de trop");
  await form.getByRole("button", { name: texts.send }).click();
  return form;
}

for (const texts of LANGUAGES) {
  test(`past the limit the form shows '${texts.title}' and the server's sentence (${texts.lang})`, async ({
    page,
  }) => {
    await open(page, `${site.url}/contact?lang=${texts.lang}`);
    const form = await fillAndSend(page, texts);
    const alert = form.getByRole("alert");
    await expect(alert.getByText(texts.title, { exact: true })).toBeVisible();
    await expect(alert.getByText(texts.sentence, { exact: true })).toBeVisible();
    await expect(form.getByRole("status")).toHaveText("");
    await expect(form.getByRole("textbox", { name: texts.fields[2], exact: true })).toHaveValue(
      "Un message de trop",
    );
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form post past the limit answers 429 with the same title and sentence", async ({
    page,
  }) => {
    await page.goto(`${site.url}/contact?lang=fr`);
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    const form = await fillAndSend(page, LANGUAGES[0]);
    expect((await answered).status()).toBe(429);
    const alert = form.getByRole("alert");
    await expect(alert.getByText("Erreur", { exact: true })).toBeVisible();
    await expect(
      alert.getByText("Trop de messages envoyés, réessayez plus tard", { exact: true }),
    ).toBeVisible();
  });
});
