import { defineIsland, prop } from "../contract";

/**
 * The scripted chat of the home page. Opening makes the panel from its template (the page does
 * not show markup nobody opened) and focuses the question's field; Escape or the close button
 * closes it and gives focus back to the toggle; the conversation is kept while it is closed. A
 * question gets one of the replies, at random, after `replyDelay` ms. No network call.
 */
export const chatIsland = defineIsland({
  name: "chat",
  root: "div",
  props: prop.object({
    replies: prop.array(prop.string()),
    replyDelay: prop.number(),
    /** The toggle's name while the panel is closed, and while it is open. */
    openLabel: prop.string(),
    closeLabel: prop.string(),
  }),
  parts: {
    toggle: "button",
    toggleLabel: "span",
    openIcon: "span",
    closeIcon: "span",
    panel: "template",
    botMessage: "template",
    userMessage: "template",
    messageText: "p",
    close: "button",
    log: "div",
    typing: "p",
    form: "form",
    input: "input",
    send: "button",
  },
  bind(widget, { replies, replyDelay, openLabel, closeLabel }, parts) {
    const toggle = parts.one("toggle");
    let panel: HTMLElement | null = null;

    const setOpen = (open: boolean) => {
      if (open && !panel) panel = makePanel();
      if (!panel) return;
      panel.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
      if (open) toggle.setAttribute("aria-controls", panel.id);
      else toggle.removeAttribute("aria-controls");
      parts.one("toggleLabel").textContent = open ? closeLabel : openLabel;
      parts.one("openIcon").hidden = open;
      parts.one("closeIcon").hidden = !open;
      if (open) parts.one("input").focus();
      else toggle.focus();
    };

    const makePanel = () => {
      const made = parts.clone("panel");
      widget.prepend(made);
      const log = parts.one("log");
      const typing = parts.one("typing");
      const input = parts.one("input");
      const send = parts.one("send");
      const say = (from: "botMessage" | "userMessage", text: string) => {
        const message = parts.clone(from);
        parts.one("messageText", message).textContent = text;
        log.insertBefore(message, typing);
        log.scrollTo({ top: log.scrollHeight });
      };
      parts.one("close").addEventListener("click", () => setOpen(false));
      made.addEventListener("keydown", (event) => {
        if (event.key === "Escape") setOpen(false);
      });
      // Send is disabled while the question is blank.
      input.addEventListener("input", () => {
        send.disabled = input.value.trim() === "";
      });
      parts.one("form").addEventListener("submit", (event) => {
        event.preventDefault();
        const text = input.value.trim();
        if (!text) return;
        say("userMessage", text);
        input.value = "";
        send.disabled = true;
        typing.hidden = false;
        window.setTimeout(() => {
          typing.hidden = true;
          const reply = replies[Math.floor(Math.random() * replies.length)];
          if (reply) say("botMessage", reply);
        }, replyDelay);
      });
      return made;
    };

    toggle.addEventListener("click", () => setOpen(!panel || panel.hasAttribute("hidden")));
    return undefined;
  },
});
