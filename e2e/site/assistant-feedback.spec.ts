import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { unique } from "../support/admin";
import { signInOnPage } from "../support/mail";
import { open } from "../support/site";

// What a visitor says of an answer, as staff then read it, and a conversation that follows the
// visitor through the site: the built server, no language model.

const QUESTION = "Do you build chatbots for clinics?";
const CLINIC = "A chatbot connected to the clinic's calendar";

/** Opens the English home page and the assistant's panel. */
async function openPanel(page: Page) {
  await open(page, "/?lang=en");
  await page.getByRole("button", { name: "Ask ADA, the site's assistant" }).click();
  const panel = page.getByRole("dialog", { name: "Assistant ADA" });
  return {
    panel,
    log: panel.getByRole("log"),
    field: panel.getByRole("textbox", { name: "Your question" }),
  };
}

async function askClinics(page: Page) {
  const opened = await openPanel(page);
  await opened.field.fill(QUESTION);
  await opened.field.press("Enter");
  await expect(opened.log).toContainText(CLINIC);
  return opened;
}

test("a thumbs-down with a comment under an answer shows in the back office, with the pages shown", async ({
  page,
}) => {
  const { panel, log } = await askClinics(page);
  // Read once, whole, with its pages: the live region, not the streaming log.
  await expect(panel.locator('[aria-live="polite"]')).toContainText(`ADA : ${CLINIC}`);
  await expect(panel.locator('[aria-live="polite"]')).toContainText("Pages of the site :");
  await expect(log).toHaveAttribute("aria-live", "off");

  const rating = log.getByRole("group", { name: "Did this answer help you?" });
  await expect(rating).toHaveCount(1);
  // By keyboard: the thumb is a button named in words, pressed once chosen.
  const no = rating.getByRole("button", { name: "No, this answer did not help me" });
  await no.focus();
  await page.keyboard.press("Space");
  await expect(no).toHaveAttribute("aria-pressed", "true");
  const comment = unique("Tell me about the price");
  await page.keyboard.press("Tab");
  const field = log.getByRole("textbox", { name: "Any comment? (optional)" });
  await expect(field).toBeFocused();
  await page.keyboard.type(comment);
  await log.getByRole("button", { name: "Send my feedback" }).click();
  await expect(
    log.getByRole("status").filter({ hasText: "Thank you for your feedback." }),
  ).toBeVisible();
  await expect(no).toBeDisabled();

  // Staff read it in 'Questions des visiteurs', with the question, the pages shown and the comment.
  await signInOnPage(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  const week = page.getByRole("region", { name: "L'assistant cette semaine" });
  await expect(week.getByText("Questions posées")).toBeVisible();
  await expect(week.getByText("Jugées utiles")).toBeVisible();
  await page.getByRole("link", { name: "Questions des visiteurs" }).first().click();
  await page.getByRole("link", { name: "Réponses jugées inutiles" }).click();
  await expect(page).toHaveURL(/\/admin\/questions\?vue=inutiles$/);
  const card = page.getByRole("listitem").filter({ hasText: comment });
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { name: QUESTION })).toBeVisible();
  await expect(
    card.getByRole("link", { name: /A multilingual chatbot for a clinic/ }),
  ).toHaveAttribute("href", "/cases/chatbot-clinique?lang=en");

  // The week's unanswered questions link to the content to write: a new service's form.
  await page.goto("/admin/services?nouveau=1");
  await expect(page.getByRole("heading", { name: "Ajouter un service" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/services$/);
});

test("the conversation is there again after following a source to another page of the site", async ({
  page,
}) => {
  const { log } = await askClinics(page);
  await log.getByRole("link", { name: /A multilingual chatbot for a clinic/ }).click();
  await expect(page).toHaveURL(/\/cases\/chatbot-clinique/);

  // Back on the home page (a new page load), the panel shows the conversation as it was.
  const again = await openPanel(page);
  await expect(
    again.log.locator("p").filter({ hasText: new RegExp(`^${QUESTION.replace("?", "\\?")}$`) }),
  ).toBeVisible();
  await expect(again.log).toContainText(CLINIC);
  await expect(
    again.log.getByRole("link", { name: /A multilingual chatbot for a clinic/ }),
  ).toHaveAttribute("href", "/cases/chatbot-clinique");
  await expect(again.log.getByRole("group", { name: "Did this answer help you?" })).toBeVisible();

  // 'New conversation' forgets it, on this page and the next.
  await again.panel.getByRole("button", { name: "New conversation" }).click();
  await expect(again.log).not.toContainText(CLINIC);
  const fresh = await openPanel(page);
  await expect(
    fresh.panel.getByRole("button", { name: "What services do you offer?" }),
  ).toBeVisible();
  await expect(fresh.log).not.toContainText(CLINIC);
});
