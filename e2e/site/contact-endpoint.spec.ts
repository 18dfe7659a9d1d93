import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { open, type SiteServer, startSiteServer } from "../support/site";

/**
 * CONTACT_ENDPOINT set: the form posts its JSON to that external service. The
 * service is a real HTTP server on loopback that records what it receives.
 */
interface Received {
  method: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}
let received: Received[] = [];
let answer = 200;
let formService: Server;
let formServiceUrl: string;
let site: SiteServer;

function cors(res: ServerResponse) {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept");
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  formService = createServer((req, res) => {
    cors(res);
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        headers: req.headers,
        body: JSON.parse(raw || "null"),
      });
      res.writeHead(answer, { "Content-Type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => formService.listen(0, "127.0.0.1", resolve));
  formServiceUrl = `http://127.0.0.1:${(formService.address() as AddressInfo).port}/f/contact`;
  site = await startSiteServer({ CONTACT_ENDPOINT: formServiceUrl });
});

test.afterAll(async () => {
  await site?.stop();
  formService.closeAllConnections();
  await new Promise((resolve) => formService.close(resolve));
});

test.beforeEach(() => {
  received = [];
  answer = 200;
});

async function fillForm(page: import("@playwright/test").Page, message: string) {
  const form = page.getByRole("form", { name: "Envoyez-nous un message" });
  await form.getByRole("textbox", { name: "Nom" }).fill("Karim Haddad");
  await form.getByRole("textbox", { name: "E-mail" }).fill("karim@example.com");
  await form.getByRole("textbox", { name: "Téléphone" }).fill("+971 4 000 0000");
  await form.getByRole("textbox", { name: "Message" }).fill(message);
  return form;
}

test("the form posts its JSON to CONTACT_ENDPOINT; an ok answer is a success", async ({ page }) => {
  const internal: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/contact")) internal.push(r.url());
  });
  await open(page, `${site.url}/contact?lang=fr`);
  const form = await fillForm(page, "Demande de devis");
  await form.getByRole("button", { name: "Envoyer" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Message envoyé. Nous vous contacterons dans les plus brefs délais.",
  );
  await expect(form.getByRole("textbox", { name: "Nom" })).toHaveValue("");
  expect(received).toHaveLength(1);
  expect(received[0]!.method).toBe("POST");
  expect(received[0]!.headers["content-type"]).toBe("application/json");
  expect(received[0]!.headers.accept).toBe("application/json");
  expect(received[0]!.body).toEqual({
    name: "Karim Haddad",
    email: "karim@example.com",
    phone: "+971 4 000 0000",
    company: "",
    message: "Demande de devis",
  });
  expect(internal).toEqual([]);
});

test("an answer that is not ok shows 'Erreur' above 'Impossible d'envoyer le message. Réessayez plus tard.'", async ({
  page,
}) => {
  answer = 500;
  await open(page, `${site.url}/contact?lang=fr`);
  const form = await fillForm(page, "Deuxième essai");
  await form.getByRole("button", { name: "Envoyer" }).click();
  const alert = form.getByRole("alert");
  await expect(alert.getByText("Erreur", { exact: true })).toBeVisible();
  await expect(
    alert.getByText("Impossible d'envoyer le message. Réessayez plus tard.", { exact: true }),
  ).toBeVisible();
  // The title is read first.
  await expect(alert).toHaveText("ErreurImpossible d'envoyer le message. Réessayez plus tard.");
  await expect(form.getByRole("status")).toHaveText("");
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("Deuxième essai");
  expect(received).toHaveLength(1);
});

test("a network failure shows 'Une erreur est survenue lors de l'envoi du message.'", async ({
  page,
}) => {
  await open(page, `${site.url}/contact?lang=fr`);
  await page.route(formServiceUrl, (route) => route.abort("connectionrefused"));
  const form = await fillForm(page, "Troisième essai");
  await form.getByRole("button", { name: "Envoyer" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Une erreur est survenue lors de l'envoi du message.",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the server forwards the plain form post to CONTACT_ENDPOINT", async ({ page }) => {
    await page.goto(`${site.url}/contact?lang=fr`);
    const form = await fillForm(page, "Sans JavaScript");
    await form.getByRole("button", { name: "Envoyer" }).click();
    await expect(form.getByRole("status")).toContainText("Message envoyé.");
    expect(received.map((r) => (r.body as { message: string }).message)).toEqual([
      "Sans JavaScript",
    ]);
  });
});
