import { expect, test } from "@playwright/test";
import { adminHeaders, open } from "../support/site";

test.describe("contact form (built-in /api/contact)", () => {
  test("required fields are checked beside each field, with the asterisk note", async ({
    page,
  }) => {
    await open(page, "/contact?lang=fr");
    const form = page.getByRole("form", { name: "Envoyez-nous un message" });
    await expect(
      form.getByText("Les champs marqués d'un astérisque (*) sont obligatoires."),
    ).toBeVisible();
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/contact")) requests.push(r.url());
    });
    await form.getByRole("textbox", { name: "E-mail" }).fill("pas-une-adresse");
    await form.getByRole("button", { name: "Envoyer" }).click();
    await expect(form.getByRole("textbox", { name: "Nom" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form.getByText("Ce champ est obligatoire")).toHaveCount(2);
    await expect(form.getByText("Veuillez indiquer une adresse e-mail valide")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Nom" })).toBeFocused();
    // Phone and company are optional.
    await expect(form.getByRole("textbox", { name: "Téléphone" })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(requests).toEqual([]);
  });

  test("a message is sent, stored, announced in the form's live region, and the form is cleared", async ({
    page,
    request,
  }) => {
    await open(page, "/contact?lang=fr");
    const form = page.getByRole("form", { name: "Envoyez-nous un message" });
    const unique = `Projet de chatbot ${Date.now()}`;
    await form.getByRole("textbox", { name: "Nom" }).fill("Claire Martin");
    await form.getByRole("textbox", { name: "E-mail" }).fill("claire@example.com");
    await form.getByRole("textbox", { name: "Entreprise" }).fill("Clinique du Parc");
    await form.getByRole("textbox", { name: "Message" }).fill(unique);
    // Hold the answer a moment to see the submitting state.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest("**/api/contact");
    await form.getByRole("button", { name: "Envoyer" }).click();
    const call = await sent;
    expect(call.method()).toBe("POST");
    expect(call.headers()["content-type"]).toBe("application/json");
    expect(call.headers().accept).toBe("application/json");
    expect(call.postDataJSON()).toEqual({
      name: "Claire Martin",
      email: "claire@example.com",
      phone: "",
      company: "Clinique du Parc",
      message: unique,
    });
    const busy = form.getByRole("button", { name: "Envoi en cours..." });
    await expect(busy).toBeDisabled();
    release();
    await expect(form.getByRole("status")).toHaveText(
      "Message envoyé. Nous vous contacterons dans les plus brefs délais.",
    );
    await expect(form.getByRole("textbox", { name: "Nom" })).toHaveValue("");
    await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("");
    await expect(form.getByRole("button", { name: "Envoyer" })).toBeEnabled();

    const inbox = await request.get("/api/contact", { headers: await adminHeaders(request) });
    const messages = (await inbox.json()) as { message: string; company: string | null }[];
    expect(messages.find((m) => m.message === unique)?.company).toBe("Clinique du Parc");
  });

  test("in English and Arabic the form and its messages are translated", async ({ page }) => {
    await open(page, "/?lang=en");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "Name" }).fill("John Smith");
    await form.getByRole("textbox", { name: "Email" }).fill("john@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill("Hello from the home page");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Message sent. We will get back to you as soon as possible.",
    );
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");

    await open(page, "/contact?lang=ar");
    const ar = page.getByRole("form", { name: "أرسلوا لنا رسالة" });
    await ar.getByRole("button", { name: "إرسال" }).click();
    await expect(ar.getByText("هذا الحقل إلزامي")).toHaveCount(3);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 700 } });

    test("once sent, the confirmation is brought into view and focused, below the header", async ({
      page,
    }) => {
      await open(page, "/contact?lang=fr");
      const form = page.getByRole("form", { name: "Envoyez-nous un message" });
      await form.getByRole("textbox", { name: "Nom" }).fill("Claire Martin");
      await form.getByRole("textbox", { name: "E-mail" }).fill("claire@example.com");
      await form
        .getByRole("textbox", { name: "Message" })
        .fill(`Depuis un téléphone ${Date.now()}`);
      await form.getByRole("button", { name: "Envoyer" }).click();
      const status = form.getByRole("status");
      await expect(status).toHaveText(
        "Message envoyé. Nous vous contacterons dans les plus brefs délais.",
      );
      await expect(status).toBeFocused();
      await expect(status).toBeInViewport();
      const header = (await page.getByRole("banner").boundingBox())!;
      expect((await status.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a plain form post shows the field errors, then the success, on the page", async ({
      page,
    }) => {
      await page.goto("/contact?lang=fr");
      const form = page.getByRole("form", { name: "Envoyez-nous un message" });
      await form.getByRole("textbox", { name: "Nom" }).fill("Sans Script");
      await form.getByRole("button", { name: "Envoyer" }).click();
      await expect(form.getByText("Ce champ est obligatoire")).toHaveCount(2);
      await expect(form.getByRole("textbox", { name: "Nom" })).toHaveValue("Sans Script");
      await form.getByRole("textbox", { name: "E-mail" }).fill("sans.script@example.com");
      await form.getByRole("textbox", { name: "Message" }).fill("Envoyé sans JavaScript");
      await form.getByRole("button", { name: "Envoyer" }).click();
      await expect(form.getByRole("status")).toHaveText(
        "Message envoyé. Nous vous contacterons dans les plus brefs délais.",
      );
    });

    test("the home page's form posts to the home page", async ({ page }) => {
      await page.goto("/?lang=en");
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByRole("textbox", { name: "Name" }).fill("No Script");
      await form.getByRole("textbox", { name: "Email" }).fill("noscript@example.com");
      await form.getByRole("textbox", { name: "Message" }).fill("Sent from the home page");
      await form.getByRole("button", { name: "Send" }).click();
      await expect(page).toHaveURL(/\/\?index/);
      await expect(form.getByRole("status")).toContainText("Message sent.");
    });
  });
});
