import { expect, type Page, test } from "@playwright/test";
import { open } from "../support/site";

const REPLIES_FR = [
  "Merci pour votre message ! Notre équipe vous contactera très prochainement.",
  "Nous avons une solide expertise dans ce domaine. Un consultant peut vous présenter nos réalisations.",
  "Pourriez-vous nous donner plus de détails sur votre projet ?",
  "Plusieurs solutions sont possibles selon votre contexte. Parlons-en ensemble !",
];

async function openChat(page: Page, name: string) {
  const toggle = page.getByRole("button", { name });
  await toggle.click();
  const panel = page.getByRole("dialog", { name: "Assistant ADA" });
  await expect(panel).toBeVisible();
  return { toggle, panel };
}

test.describe("chat widget", () => {
  test("opens a 350 x 500 px panel at the bottom right with a greeting; replies after 1 s without any call", async ({
    page,
  }) => {
    await page.clock.install();
    await open(page, "/?lang=fr");
    const calls: string[] = [];
    page.on("request", (request) => {
      if (["fetch", "xhr", "websocket", "eventsource"].includes(request.resourceType())) {
        calls.push(request.url());
      }
    });
    const viewport = page.viewportSize()!;
    const toggleBox = await page.getByRole("button", { name: "Ouvrir l'assistant" }).boundingBox();
    expect(toggleBox!.x + toggleBox!.width).toBeGreaterThan(viewport.width - 40);
    expect(toggleBox!.y + toggleBox!.height).toBeGreaterThan(viewport.height - 40);

    const { panel } = await openChat(page, "Ouvrir l'assistant");
    const box = await panel.boundingBox();
    expect(Math.round(box!.width)).toBe(350);
    expect(Math.round(box!.height)).toBe(500);
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
    await expect(panel.getByText("Bonjour ! Je suis l'assistant ADA.")).toBeVisible();

    const input = panel.getByRole("textbox", { name: "Votre question" });
    const send = panel.getByRole("button", { name: "Envoyer" });
    await expect(input).toBeFocused();
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();

    await page.clock.pauseAt(Date.now() + 60_000);
    await input.fill("Avez-vous une offre pour les PME ?");
    await expect(send).toBeEnabled();
    await input.press("Enter");
    await expect(panel.getByText("Avez-vous une offre pour les PME ?")).toBeVisible();
    await expect(input).toHaveValue("");
    const log = panel.getByRole("log");
    await page.clock.runFor(999);
    for (const reply of REPLIES_FR) await expect(log.getByText(reply)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(log.getByText(new RegExp(REPLIES_FR.map(escapeRegExp).join("|")))).toHaveCount(1);
    expect(calls).toEqual([]);
  });

  test("is keyboard usable and closes on Escape, returning focus to its button", async ({
    page,
  }) => {
    await open(page, "/?lang=en");
    const toggle = page.getByRole("button", { name: "Open the assistant" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Assistant ADA" });
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Close the assistant" }).last()).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.keyboard.type("Hello");
    await page.keyboard.press("Enter");
    await expect(panel.getByText("Hello", { exact: true })).toBeVisible();
    await expect(panel.getByRole("log")).toContainText(
      /Thank you for your message|solid expertise|tell us a little more|Several solutions/,
    );
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open the assistant" })).toBeFocused();
  });

  test("sits at the bottom left in Arabic (RTL)", async ({ page }) => {
    await open(page, "/?lang=ar");
    const box = await page.getByRole("button", { name: "فتح المساعد" }).boundingBox();
    expect(box!.x).toBeLessThan(40);
    const { panel } = await openChat(page, "فتح المساعد");
    expect((await panel.boundingBox())!.x).toBeLessThan(40);
  });

  test.describe("on a narrow phone", () => {
    test.use({ viewport: { width: 320, height: 560 } });
    test("the panel fits the viewport", async ({ page }) => {
      await open(page, "/?lang=en");
      const { panel } = await openChat(page, "Open the assistant");
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(box.y + box.height).toBeLessThanOrEqual(560);
    });
  });

  test("is only on the home page", async ({ page }) => {
    await open(page, "/services?lang=en");
    await expect(page.getByRole("button", { name: "Open the assistant" })).toHaveCount(0);
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
