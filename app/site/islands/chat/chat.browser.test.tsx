import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { ar } from "#domain/i18n/ar";
import { fr } from "#domain/i18n/fr";
import { I18nProvider } from "~/i18n/i18n-provider";
import { bindIslands, RELOADING, type Unbind } from "../contract";
import { chatIsland } from "./chat.island";
import { handoverElement } from "./chat-markup";
import { chatProps } from "./chat-parts";
import { ChatWidget } from "./chat-widget";

// The widget as the server sends it (React rendered to HTML, never hydrated), bound by the
// islands script's binder: the page holds the toggle only, the panel's module builds the panel,
// the messages and the hand-over form from the texts in the props. The conversation with the server is the end-to-end specs' (e2e/site/assistant).

let unbind: Unbind[] = [];

function show(language: "fr" | "ar" = "fr", bind = true) {
  const container = document.createElement("div");
  container.dataset.testRoot = "";
  container.innerHTML = renderToStaticMarkup(
    <I18nProvider language={language} messages={language === "ar" ? ar : fr}>
      <ChatWidget />
    </I18nProvider>,
  );
  document.body.append(container);
  if (!bind) return container;
  const bound = bindIslands(container, [chatIsland]);
  unbind = bound === RELOADING ? [] : bound;
  return container;
}

afterEach(() => {
  for (const each of unbind) each();
  unbind = [];
  for (const root of document.querySelectorAll("[data-test-root]")) root.remove();
});

const panel = page.getByRole("dialog", { name: fr["assistant.title"] });

describe("chat widget", () => {
  it("is a link to the contact page until the islands script binds it", () => {
    const container = show("fr", false);
    const toggle = container.querySelector("a");
    expect(toggle?.getAttribute("href")).toBe("/contact");
    expect(toggle?.textContent).toBe(fr["assistant.toggle"]);
    expect(toggle?.hasAttribute("data-becomes-button")).toBe(true);
  });

  it("has no panel until it is opened, then greets, suggests questions and focuses the field", async () => {
    show();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    const toggle = page.getByRole("button", { name: fr["assistant.toggle"] });
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect.element(panel).toBeVisible();
    await expect.element(panel.getByText(fr["assistant.greeting"])).toBeVisible();
    for (const key of ["assistant.suggestion1", "assistant.suggestion2"] as const) {
      await expect.element(panel.getByRole("button", { name: fr[key] })).toBeVisible();
    }
    await expect
      .element(panel.getByRole("button", { name: fr["assistant.newConversation"] }))
      .toBeVisible();
    const field = panel.getByRole("textbox", { name: fr["assistant.inputLabel"] });
    await expect.element(field).toHaveFocus();
    await expect.element(field).toHaveAttribute("maxlength", "500");
    await expect.element(panel.getByRole("button", { name: fr["assistant.send"] })).toBeDisabled();
    await expect
      .element(page.getByRole("button", { name: fr["assistant.close"] }).last())
      .toHaveAttribute("aria-expanded", "true");
    // The log is silent while an answer streams; one polite region reads each answer, whole.
    await expect.element(panel.getByRole("log")).toHaveAttribute("aria-live", "off");
    expect(document.querySelectorAll('[role="dialog"] [aria-live="polite"]')).toHaveLength(1);
  });

  it("closes on Escape and on its close button, giving focus back to the toggle", async () => {
    show();
    await userEvent.click(page.getByRole("button", { name: fr["assistant.toggle"] }));
    await expect.element(panel).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(panel).not.toBeInTheDocument();
    const toggle = page.getByRole("button", { name: fr["assistant.toggle"] });
    await expect.element(toggle).toHaveFocus();
    // Space opens it again, as on a button; the same panel.
    await userEvent.keyboard(" ");
    await expect.element(panel).toBeVisible();
    await userEvent.click(panel.getByRole("button", { name: fr["assistant.close"] }));
    await expect.element(panel).not.toBeInTheDocument();
    await expect.element(toggle).toHaveFocus();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });

  it("sends the panel's texts, not its markup, in the page", () => {
    const container = show("fr", false);
    expect(container.querySelector("template, form, [role='dialog']")).toBeNull();
    expect(container.textContent).not.toContain(fr["assistant.greeting"]);
  });

  it("speaks Arabic in an Arabic page, the hand-over's consent linking the privacy page", async () => {
    const container = show("ar");
    await userEvent.click(page.getByRole("button", { name: ar["assistant.toggle"] }));
    const dialog = page.getByRole("dialog", { name: ar["assistant.title"] });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(ar["assistant.greeting"])).toBeVisible();
    const label = { name: ar["assistant.newConversation"] };
    await expect.element(dialog.getByRole("button", label)).toBeVisible();
    // The hand-over form as the panel's module builds it from the page's props.
    const props = container.querySelector<HTMLElement>("[data-island]")?.dataset.props ?? "{}";
    const form = handoverElement(chatProps.parse(JSON.parse(props)).labels);
    const [before = ""] = ar["assistant.handover.consent"].split("{privacy}");
    expect(form.querySelector('a[href="/privacy"]')?.textContent).toBe(
      ar["assistant.handover.privacyLink"],
    );
    expect(form.textContent).not.toContain("{privacy}");
    expect(form.textContent).toContain(before.trim());
  });
});
