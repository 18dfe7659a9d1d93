import { expect, type Locator, type Page, test } from "@playwright/test";
import { startFakeModel } from "#testing/fake-llm";
import { unique } from "../support/admin";
import { expectFitsPhones } from "../support/phone-widths";
import { adminHeaders, expectNoAxeViolations, open, startSiteServer } from "../support/site";

// The assistant as a visitor meets it on the home page, on the built server with no language
// model: answers from the site's published pages with their source cards, in the visitor's
// language, and a hand-over that files the conversation in the inbox.

const FIELD = { fr: "Votre question", en: "Your question", ar: "سؤالكم" } as const;

/** A message of the conversation, by its whole text (a suggested question's button is not one). */
const message = (log: Locator, text: string) =>
  log
    .locator("p")
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });

const TOGGLE = {
  fr: "Poser une question à l'assistant ADA",
  en: "Ask ADA, the site's assistant",
  ar: "اطرحوا سؤالًا على المساعد ADA",
} as const;

/** Opens the home page in `lang`, the assistant's panel, and asks `question` in its field. */
async function ask(page: Page, lang: keyof typeof TOGGLE, question: string, origin = "") {
  await open(page, `${origin}/?lang=${lang}`);
  await page.getByRole("button", { name: TOGGLE[lang] }).click();
  const panel = page.getByRole("dialog", { name: "Assistant ADA" });
  const field = panel.getByRole("textbox", { name: FIELD[lang] });
  await expect(field).toBeFocused();
  await field.fill(question);
  await field.press("Enter");
  const log = panel.getByRole("log");
  await expect(message(log, question)).toBeVisible();
  // Focus stays in the field, ready for the next question.
  await expect(field).toBeFocused();
  return { panel, log, field };
}

test("asked 'Do you build chatbots for clinics?' in English, it links the clinic chatbot case study", async ({
  page,
}) => {
  const { panel, log } = await ask(page, "en", "Do you build chatbots for clinics?");
  // The answer is the case study's own sentence, then its page.
  await expect(log).toContainText("A chatbot connected to the clinic's calendar");
  const sources = log.getByRole("list", { name: "Pages of the site" });
  const card = sources.getByRole("link", { name: /A multilingual chatbot for a clinic/ });
  await expect(card).toHaveAttribute("href", "/cases/chatbot-clinique");
  await expect(card).not.toHaveAttribute("lang", /./);
  expect(await sources.getByRole("link").count()).toBeLessThanOrEqual(3);
  await expect(panel.getByRole("form")).toHaveCount(0);

  // The suggested questions go once asked; 'New conversation' forgets it all and brings them back.
  const suggestion = panel.getByRole("button", { name: "What services do you offer?" });
  await expect(suggestion).toBeHidden();
  await panel.getByRole("button", { name: "New conversation" }).click();
  await expect(message(log, "Do you build chatbots for clinics?")).toHaveCount(0);
  await expect(suggestion).toBeVisible();
  await expect(panel.getByRole("textbox", { name: FIELD.en })).toBeFocused();
  // A suggested question is asked with a click.
  await suggestion.click();
  await expect(message(log, "What services do you offer?")).toBeVisible();
  await expect(log.getByRole("list", { name: "Pages of the site" }).first()).toBeVisible();
});

test("asked in Arabic about data analysis, it links the data service in Arabic, right to left", async ({
  page,
}) => {
  const { panel, log } = await ask(page, "ar", "عندكم خدمة تحليل البيانات؟");
  const card = log.locator('a[href="/services#data"]').first();
  await expect(card).toHaveAccessibleName(/هندسة البيانات/);
  await expect(card).not.toHaveAttribute("lang", "fr");
  // The panel sits on the left (the reading direction's end) and reads right to left.
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeLessThan(40);
  expect(await panel.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
});

test("asked for something the firm does not do, it offers the hand-over; sent, the conversation is in the inbox and the question in 'Questions des visiteurs'", async ({
  page,
  request,
}) => {
  const question = `Do you repair ${unique("vintage")} typewriters?`;
  const { panel, log } = await ask(page, "en", question);
  await expect(log).toContainText("I could not find an answer to this on our site.");
  const form = panel.getByRole("form", { name: "Send the conversation to the team" });
  await expect(form).toBeVisible();
  await expect(form.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  // Checked in the visitor's language before anything is sent.
  await form.getByRole("button", { name: "Send to the team" }).click();
  await expect(form.getByText("This field is required").first()).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  const name = unique("Visitor");
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "E-mail" }).fill("not-an-address");
  await form.getByRole("button", { name: "Send to the team" }).click();
  await expect(form.getByText("Please enter a valid e-mail address")).toBeVisible();
  await form.getByRole("textbox", { name: "E-mail" }).fill("visitor@example.com");
  await form.getByRole("button", { name: "Send to the team" }).click();
  await expect(
    form.getByText("Please agree that the team receives this conversation"),
  ).toBeVisible();
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send to the team" }).click();
  await expect(
    log.getByText("Sent: the team has received this conversation and will reply by e-mail."),
  ).toBeVisible();
  await expect(form).toHaveCount(0);

  // The inbox holds it, from the assistant, with the conversation as its text.
  const headers = await adminHeaders(request);
  const inbox = await request.get("/api/contact", { headers });
  expect(inbox.status()).toBe(200);
  const messages = (await inbox.json()) as {
    name: string;
    email: string;
    source: string;
    message: string;
  }[];
  const filed = messages.find((message) => message.name === name);
  expect(filed).toMatchObject({ email: "visitor@example.com", source: "assistant" });
  expect(filed?.message).toContain(question);
  // The island sent the answer's id back: staff see it as the assistant's.
  expect(filed?.message).toContain("Assistant : I could not find an answer to this on our site.");

  // The unanswered question, for the staff.
  const unanswered = await request.get("/api/assistant/unanswered", { headers });
  const questions = (await unanswered.json()) as { question: string; lang: string }[];
  expect(questions).toContainEqual(expect.objectContaining({ question, lang: "en" }));
});

test("the open panel has no accessibility violation, and fits phones: the whole width under 400 px", async ({
  page,
}) => {
  const { panel } = await ask(page, "ar", "ما الخدمات التي تقدمونها؟");
  await expect(panel.getByRole("log").getByRole("link").first()).toBeVisible();
  await expectNoAxeViolations(page, "home ar, assistant answered");
  await expectFitsPhones(page, "home ar, assistant open");
  // Under 400 px the panel takes the whole width; wider, it stays inside the viewport.
  for (const width of [320, 390, 414]) {
    await page.setViewportSize({ width, height: 700 });
    const box = (await panel.boundingBox())!;
    if (width < 400) {
      expect(Math.round(box.x), `at ${width}px`).toBe(0);
      expect(Math.round(box.width), `at ${width}px`).toBe(width);
    } else {
      expect(box.x, `at ${width}px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `at ${width}px`).toBeLessThanOrEqual(width);
    }
    expect(box.y + box.height, `at ${width}px`).toBeLessThanOrEqual(700.5);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(Math.round((await panel.boundingBox())!.width)).toBe(350);
});

test.describe("with a language model", () => {
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  let server: Awaited<ReturnType<typeof startSiteServer>>;

  test.beforeAll(async () => {
    model = await startFakeModel();
    server = await startSiteServer({
      ASSISTANT_LLM_URL: model.url,
      ASSISTANT_LLM_MODEL: "fake-model",
      // Two questions per address, the third refused.
      ASSISTANT_RATE_LIMIT: "2",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await model?.close();
  });

  test("the model's answer streams into the panel, with the source cards; past the limit, a sentence", async ({
    page,
  }) => {
    model.answer =
      "Oui : nous avons réalisé un chatbot multilingue pour une clinique, qui répond aux patients jour et nuit.";
    await open(page, `${server.url}/?lang=fr`);
    await page.getByRole("button", { name: TOGGLE.fr }).click();
    const panel = page.getByRole("dialog", { name: "Assistant ADA" });
    const log = panel.getByRole("log");
    // Counts the pieces of text the answer was written in, as they arrive.
    await log.evaluate((element) => {
      const seen = { pieces: 0 };
      (window as unknown as { pieces: typeof seen }).pieces = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node.nodeType === Node.TEXT_NODE) seen.pieces++;
        }
      }).observe(element, { childList: true, subtree: true });
    });
    const field = panel.getByRole("textbox", { name: FIELD.fr });
    const send = panel.getByRole("button", { name: "Envoyer", exact: true });
    await field.fill("Avez-vous réalisé des chatbots pour des cliniques ?");
    await field.press("Enter");
    await expect(log).toContainText(model.answer);
    await expect(log.getByRole("link", { name: /chatbot/i }).first()).toHaveAttribute(
      "href",
      /^\/cases\//,
    );
    expect(model.requests.length).toBeGreaterThan(0);
    const pieces = await page.evaluate(
      () => (window as unknown as { pieces: { pieces: number } }).pieces.pieces,
    );
    expect(pieces).toBeGreaterThan(3);
    await expect(field).toBeFocused();

    // The second question is answered; the third, past this server's limit, is told so in French.
    await field.fill("Avez-vous réalisé des chatbots pour des cliniques ?");
    await expect(send).toBeEnabled();
    await field.press("Enter");
    await expect(message(log, model.answer)).toHaveCount(2);
    await field.fill("Un chatbot pour une clinique, encore ?");
    await expect(send).toBeEnabled();
    await field.press("Enter");
    await expect(log).toContainText(
      "Trop de questions en peu de temps. Réessayez dans quelques minutes.",
    );
  });
});
