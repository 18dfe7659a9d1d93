import { defineIsland } from "../contract";
import { CHAT_PARTS, chatProps } from "./chat-parts";

/**
 * The assistant's toggle. Without JavaScript it is a link to the contact page; bound, it is a
 * button (a click before the script is ready is kept by the first-click script, which keeps a
 * link marked `data-becomes-button`). The first opening loads the panel's module
 * (./chat-panel.ts: the panel built from the texts in the props, the conversation, the answers,
 * the hand-over); a module that cannot load leaves the link to follow. Escape or the close button
 * closes the panel and gives focus back to the toggle; the conversation is kept while it is
 * closed, as long as the page is open.
 */
export const chatIsland = defineIsland({
  name: "chat",
  root: "div",
  props: chatProps,
  parts: CHAT_PARTS,
  bind(widget, props, parts) {
    const toggle = parts.one("toggle");
    toggle.setAttribute("role", "button");
    toggle.setAttribute("aria-expanded", "false");
    let panel: HTMLElement | null = null;
    let loading = false;

    const show = (open: boolean) => {
      if (!panel) return;
      panel.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
      if (open) toggle.setAttribute("aria-controls", panel.id);
      else toggle.removeAttribute("aria-controls");
      parts.one("toggleLabel").textContent = open ? props.closeLabel : props.openLabel;
      parts.one("openIcon").hidden = open;
      parts.one("closeIcon").hidden = !open;
      if (open) parts.one("input").focus();
      else toggle.focus();
    };

    const open = async () => {
      if (panel) return show(panel.hasAttribute("hidden"));
      if (loading) return;
      loading = true;
      let module: typeof import("./chat-panel");
      try {
        module = await import("./chat-panel");
      } catch {
        window.location.assign(toggle.href);
        return;
      } finally {
        loading = false;
      }
      panel = module.startConversation(props, parts);
      widget.prepend(panel);
      panel.addEventListener("keydown", (event) => {
        if (event.key === "Escape") show(false);
      });
      parts.one("close").addEventListener("click", () => show(false));
      show(true);
    };

    toggle.addEventListener("click", (event) => {
      event.preventDefault();
      void open();
    });
    // A link made a button answers Space as a button does.
    toggle.addEventListener("keydown", (event) => {
      if (event.key !== " ") return;
      event.preventDefault();
      void open();
    });
    return undefined;
  },
});
