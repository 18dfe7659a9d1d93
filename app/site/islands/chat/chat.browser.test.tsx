import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { fr } from "#domain/i18n/fr";
import { I18nProvider } from "~/i18n/i18n-provider";
import { CHAT_REPLIES, CHAT_REPLY_DELAY_MS } from "~/site/lib/site-config";
import { bindIslands, RELOADING, type Unbind } from "../contract";
import { chatIsland } from "./chat.island";
import { ChatWidget } from "./chat-widget";

// The widget as the server sends it (React rendered to HTML, never hydrated), bound by the
// islands script's binder: the panel and the messages are the server's templates.

let unbind: Unbind[] = [];

function show() {
  const container = document.createElement("div");
  container.dataset.testRoot = "";
  container.innerHTML = renderToStaticMarkup(
    <I18nProvider language="fr" messages={fr}>
      <ChatWidget />
    </I18nProvider>,
  );
  document.body.append(container);
  const bound = bindIslands(container, [chatIsland]);
  unbind = bound === RELOADING ? [] : bound;
}

afterEach(() => {
  for (const each of unbind) each();
  unbind = [];
  for (const root of document.querySelectorAll("[data-test-root]")) root.remove();
  vi.useRealTimers();
});

const panel = page.getByRole("dialog", { name: fr["chat.title"] });

describe("chat widget", () => {
  it("has no panel in the page until it is opened, then greets and focuses the question", async () => {
    show();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await userEvent.click(page.getByRole("button", { name: fr["chat.open"] }));
    await expect.element(panel).toBeVisible();
    await expect.element(panel.getByText(fr["chat.greeting"])).toBeVisible();
    await expect.element(panel.getByRole("textbox", { name: fr["chat.inputLabel"] })).toHaveFocus();
    await expect.element(panel.getByRole("button", { name: fr["chat.send"] })).toBeDisabled();
  });

  it("answers a question with one of the replies after the delay, and keeps the conversation", async () => {
    show();
    await userEvent.click(page.getByRole("button", { name: fr["chat.open"] }));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await userEvent.type(panel.getByRole("textbox"), "Vous faites des audits ?");
    await userEvent.click(panel.getByRole("button", { name: fr["chat.send"] }));
    // Checked synchronously: polling would move the fake clock on.
    const log = panel.getByRole("log");
    const replies = CHAT_REPLIES.map((key) => fr[key]);
    const said = () =>
      [...log.element().querySelectorAll("p:not([hidden])")].map((p) => p.textContent ?? "");
    expect(said()).toEqual([fr["chat.greeting"], "Vous faites des audits ?", fr["chat.typing"]]);
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS - 1);
    expect(said().filter((text) => replies.includes(text))).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(said()).toHaveLength(3);
    expect(replies).toContain(said()[2]);
    vi.useRealTimers();

    // Closed and opened again: the same conversation.
    await userEvent.click(page.getByRole("button", { name: fr["chat.close"] }).first());
    // Hidden: out of the accessibility tree.
    await expect.element(panel).not.toBeInTheDocument();
    await userEvent.click(page.getByRole("button", { name: fr["chat.open"] }));
    await expect.element(log.getByText("Vous faites des audits ?")).toBeVisible();
  });
});
