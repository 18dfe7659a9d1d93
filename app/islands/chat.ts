import { buttonClass, cx } from "~/components/site/ui";

/** The chat's texts, written by the server in the page's language (`data-texts`). */
export interface ChatTexts {
  title: string;
  greeting: string;
  close: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  bot: string;
  you: string;
  typing: string;
}

const PANEL_ID = "chat-panel";
const SVG = `xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"`;
/** Lucide's X and Send icons, as the server's components draw them. */
const CLOSE_ICON = `<svg ${SVG} class="size-5"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>`;
const SEND_ICON = `<svg ${SVG} class="rtl:-scale-x-100"><path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z"/><path d="m21.854 2.147-10.94 10.939"/></svg>`;

/** An element with its class, attributes and children (text children are set as text). */
function h(
  tag: string,
  className: string,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElement {
  const element = document.createElement(tag);
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function bubble(type: "bot" | "user", label: string, text: string) {
  return h(
    "div",
    cx("flex flex-col gap-1", type === "user" ? "items-end" : "items-start"),
    {},
    h("span", "sr-only", {}, label),
    h(
      "p",
      cx(
        "max-w-[85%] rounded-lg px-3 py-2",
        type === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
      ),
      {},
      text,
    ),
  );
}

/**
 * The chat panel, 350 x 500 px (smaller on narrow screens), titled 'Assistant ADA', with a
 * greeting. Made on the first open, like the lazy chunk it replaces: the page's HTML does not
 * carry markup nobody may open.
 */
function makePanel(texts: ChatTexts) {
  const input = h(
    "input",
    "h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    {
      id: `${PANEL_ID}-input`,
      placeholder: texts.placeholder,
      autocomplete: "off",
    },
  ) as HTMLInputElement;
  const send = h("button", buttonClass("default", "icon"), {
    type: "submit",
    disabled: "",
  }) as HTMLButtonElement;
  send.innerHTML = SEND_ICON;
  send.append(h("span", "sr-only", {}, texts.send));
  const close = h(
    "button",
    "rounded-md p-1 hover:bg-primary-foreground/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground",
    { type: "button" },
  );
  close.innerHTML = CLOSE_ICON;
  close.append(h("span", "sr-only", {}, texts.close));
  const typing = h(
    "p",
    "text-xs text-muted-foreground",
    { "aria-hidden": "true", hidden: "" },
    texts.typing,
  );
  const log = h(
    "div",
    "flex flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm",
    { role: "log", "aria-live": "polite" },
    bubble("bot", texts.bot, texts.greeting),
    typing,
  );
  const form = h(
    "form",
    "flex items-center gap-2 border-t p-3",
    {},
    h("label", "sr-only", { for: input.id }, texts.inputLabel),
    input,
    send,
  ) as HTMLFormElement;
  const panel = h(
    "section",
    "flex h-[min(500px,calc(100dvh-6rem))] w-[min(350px,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-2xl",
    {
      id: PANEL_ID,
      role: "dialog",
      "aria-labelledby": `${PANEL_ID}-title`,
      "data-testid": "chat-panel",
    },
    h(
      "header",
      "flex items-center justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground",
      {},
      h("h2", "font-semibold", { id: `${PANEL_ID}-title` }, texts.title),
      close,
    ),
    log,
    form,
  );
  return { panel, close, log, typing, form, input, send };
}

/**
 * The scripted chat widget (`[data-chat]`, home page): the server renders the toggle and the
 * texts (`data-texts`), the canned replies (`data-replies`, a JSON list), their delay
 * (`data-reply-delay`, ms) and the toggle's two names. Opening focuses the question's field;
 * Escape or the close button closes and gives focus back to the toggle; the conversation is kept
 * while the panel is closed. A question gets one of the replies, at random, after the delay. No
 * network call.
 */
export function bindChat(scope: ParentNode) {
  const widget = scope.querySelector<HTMLElement>("[data-chat]");
  const toggle = widget?.querySelector<HTMLButtonElement>("[data-chat-toggle]");
  const label = toggle?.querySelector<HTMLElement>("[data-chat-label]");
  if (!widget || !toggle || !label) return;
  const texts = JSON.parse(widget.dataset.texts ?? "{}") as ChatTexts;
  const replies = JSON.parse(widget.dataset.replies ?? "[]") as string[];
  const delay = Number(widget.dataset.replyDelay ?? 1000);
  let chat: ReturnType<typeof makePanel> | null = null;

  const setOpen = (open: boolean) => {
    if (open && !chat) chat = bind(makePanel(texts));
    if (!chat) return;
    chat.panel.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    if (open) toggle.setAttribute("aria-controls", PANEL_ID);
    else toggle.removeAttribute("aria-controls");
    label.textContent = (open ? widget.dataset.closeLabel : widget.dataset.openLabel) ?? "";
    for (const icon of toggle.querySelectorAll("[data-chat-icon]")) {
      icon.toggleAttribute("hidden", (icon.getAttribute("data-chat-icon") === "close") !== open);
    }
    if (open) chat.input.focus();
    else toggle.focus();
  };

  const bind = (made: ReturnType<typeof makePanel>) => {
    const { panel, close, log, typing, form, input, send } = made;
    widget.prepend(panel);
    const say = (type: "bot" | "user", text: string) => {
      log.insertBefore(bubble(type, type === "bot" ? texts.bot : texts.you, text), typing);
      log.scrollTo({ top: log.scrollHeight });
    };
    close.addEventListener("click", () => setOpen(false));
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
    return made;
  };

  toggle.addEventListener("click", () => setOpen(!chat || chat.panel.hasAttribute("hidden")));
}
