import { expect, type Page, test } from "@playwright/test";
import { open } from "../support/site";

// The assistant's widget itself: where it sits, its size, the keyboard, Arabic, phones, and
// the page without JavaScript. Its answers are e2e/site/assistant.spec.ts's.

async function openChat(page: Page, name: string) {
  const toggle = page.getByRole("button", { name });
  await toggle.click();
  const panel = page.getByRole("dialog", { name: "Assistant ADA" });
  await expect(panel).toBeVisible();
  return { toggle, panel };
}

test.describe("chat widget", () => {
  test("opens a 350 x 500 px panel at the bottom right with a greeting and suggested questions", async ({
    page,
  }) => {
    await open(page, "/?lang=fr");
    const viewport = page.viewportSize()!;
    const toggle = page.getByRole("button", { name: "Poser une question à l'assistant ADA" });
    const toggleBox = (await toggle.boundingBox())!;
    expect(toggleBox.x + toggleBox.width).toBeGreaterThan(viewport.width - 40);
    expect(toggleBox.y + toggleBox.height).toBeGreaterThan(viewport.height - 40);

    const { panel } = await openChat(page, "Poser une question à l'assistant ADA");
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(350);
    expect(Math.round(box.height)).toBe(500);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    await expect(panel.getByText("Bonjour ! Je suis ADA, l'assistant du site.")).toBeVisible();
    for (const question of [
      "Quels services proposez-vous ?",
      "Avez-vous réalisé des chatbots pour des cliniques ?",
      "Comment valoriser nos données ?",
    ]) {
      await expect(panel.getByRole("button", { name: question })).toBeVisible();
    }
    const input = panel.getByRole("textbox", { name: "Votre question" });
    const send = panel.getByRole("button", { name: "Envoyer", exact: true });
    await expect(input).toBeFocused();
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.fill("Avez-vous une offre pour les PME ?");
    await expect(send).toBeEnabled();
  });

  test("is keyboard usable and closes on Escape, returning focus to its button", async ({
    page,
  }) => {
    await open(page, "/?lang=en");
    const toggle = page.getByRole("button", { name: "Ask ADA, the site's assistant" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Assistant ADA" });
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Close the assistant" }).last()).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(panel.getByRole("textbox", { name: "Your question" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    // Space opens it too, as on any button.
    await page.keyboard.press(" ");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(panel.getByRole("textbox", { name: "Your question" })).toBeFocused();
  });

  test("sits at the bottom left in Arabic (RTL)", async ({ page }) => {
    await open(page, "/?lang=ar");
    const name = "اطرحوا سؤالًا على المساعد ADA";
    const box = (await page.getByRole("button", { name }).boundingBox())!;
    expect(box.x).toBeLessThan(40);
    const { panel } = await openChat(page, name);
    expect((await panel.boundingBox())!.x).toBeLessThan(40);
  });

  test("the hand-over form's error on a field goes as soon as the field is valid", async ({
    page,
  }) => {
    await open(page, "/?lang=en");
    const { panel } = await openChat(page, "Ask ADA, the site's assistant");
    const question = panel.getByRole("textbox", { name: "Your question" });
    await question.fill(`Do you repair vintage typewriters ${Date.now()}?`);
    await question.press("Enter");
    const form = panel.getByRole("form", { name: "Send the conversation to the team" });
    await form.getByRole("button", { name: "Send to the team" }).click();
    const required = form.getByText("This field is required");
    await expect(required).toHaveCount(2);
    const name = form.getByRole("textbox", { name: "Name", exact: true });
    await name.fill("Claire");
    await expect(required).toHaveCount(1);
    await expect(name).not.toHaveAttribute("aria-invalid", /./);
    await form.getByRole("textbox", { name: "E-mail" }).fill("claire@example.com");
    await expect(required).toHaveCount(0);
    const consent = form.getByText("Please agree that the team receives this conversation");
    await expect(consent).toBeVisible();
    await form.getByRole("checkbox").check();
    await expect(consent).toHaveCount(0);
  });

  test.describe("on a narrow phone", () => {
    test.use({ viewport: { width: 320, height: 560 } });
    test("the panel takes the whole width and fits the viewport", async ({ page }) => {
      await open(page, "/?lang=en");
      const { panel } = await openChat(page, "Ask ADA, the site's assistant");
      const box = (await panel.boundingBox())!;
      expect(Math.round(box.x)).toBe(0);
      expect(Math.round(box.width)).toBe(320);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(560.5);
      await page.getByRole("button", { name: "Close the assistant" }).first().click();
      await expect(panel).toBeHidden();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the toggle is a link to the contact page", async ({ page }) => {
      await page.goto("/?lang=fr");
      await page.getByRole("link", { name: "Poser une question à l'assistant ADA" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });

  test("is only on the home page", async ({ page }) => {
    await open(page, "/services?lang=en");
    await expect(page.getByRole("button", { name: "Ask ADA, the site's assistant" })).toHaveCount(
      0,
    );
  });
});
