/**
 * The scripted chat widget (`[data-chat]`, home page). The server renders the toggle, the panel
 * (hidden until opened), a template per kind of message and the texts: the canned replies
 * (`data-replies`, a JSON list), their delay (`data-reply-delay`, ms) and the toggle's two names.
 * Opening focuses the question's field; Escape or the close button closes and gives focus back to
 * the toggle; the conversation is kept while the panel is closed. A question gets one of the
 * replies, at random, after the delay. No network call.
 */
export function bindChat(scope: ParentNode) {
  const widget = scope.querySelector<HTMLElement>("[data-chat]");
  if (!widget) return;
  const toggle = widget.querySelector<HTMLButtonElement>("[data-chat-toggle]");
  const panel = widget.querySelector<HTMLElement>("[data-chat-panel]");
  const form = panel?.querySelector("form");
  const input = form?.querySelector("input");
  const send = form?.querySelector<HTMLButtonElement>("button[type=submit]");
  const log = panel?.querySelector<HTMLElement>("[role=log]");
  const typing = panel?.querySelector<HTMLElement>("[data-chat-typing]");
  const label = toggle?.querySelector<HTMLElement>("[data-chat-label]");
  if (!toggle || !panel || !form || !input || !send || !log || !typing || !label) return;
  const replies = JSON.parse(widget.dataset.replies ?? "[]") as string[];
  const delay = Number(widget.dataset.replyDelay ?? 1000);

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    if (open) toggle.setAttribute("aria-controls", panel.id);
    else toggle.removeAttribute("aria-controls");
    label.textContent = (open ? widget.dataset.closeLabel : widget.dataset.openLabel) ?? "";
    for (const icon of toggle.querySelectorAll("[data-chat-icon]")) {
      icon.toggleAttribute("hidden", (icon.getAttribute("data-chat-icon") === "close") !== open);
    }
    if (open) input.focus();
    else toggle.focus();
  };

  const say = (type: "bot" | "user", text: string) => {
    const template = widget.querySelector<HTMLTemplateElement>(
      `template[data-chat-bubble=${type}]`,
    );
    const bubble = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    const body = bubble?.querySelector("[data-chat-text]");
    if (!bubble || !body) return;
    body.textContent = text;
    log.insertBefore(bubble, typing);
    log.scrollTo({ top: log.scrollHeight });
  };

  toggle.addEventListener("click", () => setOpen(panel.hasAttribute("hidden")));
  panel.querySelector("[data-chat-close]")?.addEventListener("click", () => setOpen(false));
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") setOpen(false);
  });
  // Send is disabled while the question is blank.
  input.addEventListener("input", () => {
    send.disabled = input.value.trim() === "";
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    say("user", text);
    input.value = "";
    send.disabled = true;
    typing.hidden = false;
    window.setTimeout(() => {
      typing.hidden = true;
      const reply = replies[Math.floor(Math.random() * replies.length)];
      if (reply) say("bot", reply);
    }, delay);
  });
}
