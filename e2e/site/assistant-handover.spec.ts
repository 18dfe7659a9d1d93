import { expect, test } from "@playwright/test";
import { unique } from "../support/admin";
import { adminHeaders, open, type SiteServer, startSiteServer } from "../support/site";

// After a hand-over the panel says when to expect a reply and, when staff set the booking page
// (the site text `assistant.handover.bookingUrl`, an https address), offers it in a new tab. A
// server of its own: the site text would change every other spec's panel.

let server: SiteServer;
test.beforeAll(async () => {
  server = await startSiteServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function setText(request: import("@playwright/test").APIRequestContext, text: string) {
  const headers = await adminHeaders(request, server.url);
  const res = await request.put(`${server.url}/api/site_texts/en/assistant.handover.bookingUrl`, {
    headers,
    data: { text },
  });
  expect(res.status()).toBeLessThan(300);
}

async function handOver(page: import("@playwright/test").Page) {
  await open(page, `${server.url}/?lang=en`);
  await page.getByRole("button", { name: "Ask ADA, the site's assistant" }).click();
  const panel = page.getByRole("dialog", { name: "Assistant ADA" });
  // The tab keeps the last conversation: each hand-over starts a new one.
  await panel.getByRole("button", { name: "New conversation" }).click();
  await expect(panel.getByRole("log")).not.toContainText("We usually reply");
  const field = panel.getByRole("textbox", { name: "Your question" });
  await field.fill(`Do you repair ${unique("antique")} clocks?`);
  await field.press("Enter");
  const form = panel.getByRole("form", { name: "Send the conversation to the team" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(unique("Visitor"));
  await form.getByRole("textbox", { name: "E-mail" }).fill("visitor@example.com");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send to the team" }).click();
  const log = panel.getByRole("log");
  await expect(log).toContainText("We usually reply within two working days.");
  return log;
}

test("after a hand-over: when to expect a reply, and the booking page in a new tab once staff set one", async ({
  page,
  request,
}) => {
  // The default (no address) offers no booking link.
  const before = await handOver(page);
  await expect(before.getByRole("link", { name: /Book a time slot/ })).toHaveCount(0);

  // Anything but https is never offered.
  await setText(request, "javascript:alert(1)");
  const refused = await handOver(page);
  await expect(refused.getByRole("link", { name: /Book a time slot/ })).toHaveCount(0);

  await setText(request, "https://cal.example/ada-consulting/30min");
  const log = await handOver(page);
  const booking = log.getByRole("link", {
    name: "Would you rather talk it through? Book a time slot (new tab)",
  });
  await expect(booking).toHaveAttribute("href", "https://cal.example/ada-consulting/30min");
  await expect(booking).toHaveAttribute("target", "_blank");
  await expect(booking).toHaveAttribute("rel", /noopener/);
  await expect(page.locator("iframe")).toHaveCount(0);
});
