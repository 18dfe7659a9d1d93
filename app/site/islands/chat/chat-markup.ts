import type { Infer } from "../contract";
import type { chatProps } from "./chat-parts";

type Labels = Infer<typeof chatProps>["labels"];
type Child = Node | string;

const PANEL_ID = "chat-panel";
const SVG = "http://www.w3.org/2000/svg";
/** The class of the panel's controls' focus ring, and of its text fields (one string, kept short). */
export const FOCUS = "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
export const FIELD = `h-10 min-w-0 rounded-md border border-input bg-background px-3 text-base sm:text-sm ${FOCUS}`;
/** The site's default button (../../components/classes.ts `buttonClass`), without its size. */
export const BUTTON =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground hover:bg-primary/90";
const HEADER_BUTTON =
  "rounded-md p-1 hover:bg-primary-foreground/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground [&_svg]:size-5";
/** Lucide's drawings (24 x 24) of the icons the panel shows. */
const ICONS = {
  restart: ["M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8", "M3 3v5h5"],
  close: ["M18 6 6 18", "m6 6 12 12"],
  thumbsUp: [
    "M7 10v12",
    "M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z",
  ],
  thumbsDown: [
    "M17 14V2",
    "M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z",
  ],
  send: [
    "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z",
    "m21.854 2.147-10.94 10.939",
  ],
};

/**
 * An element with its attributes (`true` writes an empty attribute, `false` or `undefined` none;
 * `class` and `data-part` as any other) and its children, texts written as text, never as HTML.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, "");
    else if (typeof value === "string") element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

/** A decorative icon, drawn as the site's `Icon` component draws it. */
export function icon(name: keyof typeof ICONS, extra = "") {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", extra ? `icon ${extra}` : "icon");
  for (const d of ICONS[name]) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

export const hiddenText = (text: string) => el("span", { class: "sr-only" }, text);

/**
 * The panel, 350 x 500 px (the whole width under 400 px), titled 'Assistant ADA': a greeting
 * and suggested questions, the conversation, a polite live region (hidden) that reads each
 * answer once it is complete, the question's field.
 */
export function panelElement(labels: Labels, closeLabel: string) {
  const headerButton = (part: "restart" | "close", label: string) =>
    el(
      "button",
      { type: "button", "data-part": part, class: HEADER_BUTTON },
      icon(part),
      hiddenText(label),
    );
  return el(
    "section",
    {
      id: PANEL_ID,
      role: "dialog",
      "aria-labelledby": `${PANEL_ID}-title`,
      class:
        "flex h-[min(500px,calc(100dvh-6rem))] w-[350px] flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-2xl max-[399px]:fixed max-[399px]:inset-x-0 max-[399px]:bottom-0 max-[399px]:h-[min(560px,100dvh)] max-[399px]:w-full max-[399px]:rounded-none",
    },
    el(
      "header",
      { class: "flex items-center gap-2 bg-primary px-4 py-3 text-primary-foreground" },
      el("h2", { id: `${PANEL_ID}-title`, class: "flex-1 font-semibold" }, labels.title),
      headerButton("restart", labels.newConversation),
      headerButton("close", closeLabel),
    ),
    // Read once, whole: each answer is announced by `announce` when complete, not as it streams.
    el("div", { "aria-live": "polite", "data-part": "announce", class: "sr-only" }),
    el(
      "div",
      {
        // A log, but silent: its text streams in pieces (the live region above reads it whole).
        role: "log",
        "aria-live": "off",
        "data-part": "log",
        class: "flex flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm",
      },
      messageElement("bot", labels, labels.greeting),
      el(
        "div",
        { "data-part": "suggestions", class: "flex flex-wrap gap-2" },
        ...labels.suggestions.map((suggestion) =>
          el(
            "button",
            {
              type: "button",
              "data-part": "suggestion",
              class: `rounded-full border px-3 py-1 text-start hover:bg-accent ${FOCUS}`,
            },
            suggestion,
          ),
        ),
      ),
    ),
    el(
      "form",
      { "data-part": "form", class: "flex items-center gap-2 border-t p-3" },
      el("label", { class: "sr-only", for: `${PANEL_ID}-input` }, labels.inputLabel),
      el("input", {
        id: `${PANEL_ID}-input`,
        "data-part": "input",
        placeholder: labels.placeholder,
        autocomplete: "off",
        maxlength: "500",
        class: `flex-1 placeholder:text-muted-foreground ${FIELD}`,
      }),
      el(
        "button",
        {
          type: "submit",
          disabled: true,
          "data-part": "send",
          class: `${BUTTON} size-10 rounded-md`,
        },
        icon("send", "rtl:-scale-x-100"),
        hiddenText(labels.send),
      ),
    ),
  );
}

/** One message of the conversation, the visitor's on the end side, the assistant's on the start. */
export function messageElement(from: "bot" | "user", labels: Labels, text = "") {
  const user = from === "user";
  return el(
    "div",
    { class: `flex flex-col gap-2 ${user ? "items-end" : "items-start"}` },
    hiddenText(user ? labels.you : labels.bot),
    el(
      "p",
      {
        "data-part": "messageText",
        class: `max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2 [overflow-wrap:anywhere] ${user ? "bg-primary text-primary-foreground" : "bg-muted text-foreground"}`,
      },
      text,
    ),
  );
}

/** The source cards' list, empty: ./chat-panel.ts puts a `sourceElement` per source in it. */
export function sourcesElement(labels: Labels) {
  // As wide as the conversation, never wider: each card's title and excerpt wrap between words.
  return el("ul", { "aria-label": labels.sources, class: "flex w-full min-w-0 flex-col gap-2" });
}

/** One source card: a link to the site's page, its title and its whole excerpt (a sentence). */
export function sourceElement(source: { url: string; title: string; excerpt: string }) {
  return el(
    "li",
    { "data-part": "source" },
    el(
      "a",
      {
        "data-part": "sourceLink",
        href: source.url,
        class: `flex min-w-0 flex-col rounded-md border bg-background px-3 py-2 [overflow-wrap:anywhere] hover:bg-accent ${FOCUS}`,
      },
      el(
        "span",
        { "data-part": "sourceTitle", class: "font-medium text-primary underline" },
        source.title,
      ),
      el(
        "span",
        { "data-part": "sourceExcerpt", class: "text-xs text-muted-foreground" },
        source.excerpt,
      ),
    ),
  );
}

/**
 * The hand-over form, put in the conversation when the assistant has no good answer or the
 * visitor asks for a person: name, e-mail, and the consent sentence with its link to the privacy
 * page. Each field's note holds its error.
 */
export function handoverElement(labels: Labels) {
  const [before = "", after = ""] = labels.consent.split("{privacy}");
  const id = (name: string) => `${PANEL_ID}-handover-${name}`;
  const note = (name: string) =>
    el("p", { id: id(`${name}-error`), hidden: true, class: "text-xs text-destructive" });
  const field = (name: "name" | "email", label: string) =>
    el(
      "div",
      { class: "flex flex-col gap-1" },
      el("label", { class: "font-medium", for: id(name) }, label),
      el("input", {
        id: id(name),
        name,
        type: name === "email" ? "email" : "text",
        autocomplete: name,
        "aria-describedby": id(`${name}-error`),
        dir: name === "email" ? "ltr" : undefined,
        class: FIELD,
      }),
      note(name),
    );
  return el(
    "form",
    {
      novalidate: true,
      "aria-label": labels.handoverTitle,
      class: "flex flex-col gap-3 rounded-lg border p-3",
    },
    el("p", { class: "font-medium" }, labels.handoverTitle),
    field("name", labels.name),
    field("email", labels.email),
    el(
      "div",
      { class: "flex flex-col gap-1" },
      el(
        "label",
        { class: "flex items-start gap-2 text-xs" },
        el("input", {
          name: "consent",
          type: "checkbox",
          "aria-describedby": id("consent-error"),
          class: "mt-0.5 size-4 shrink-0",
        }),
        el(
          "span",
          {},
          before,
          el("a", { href: "/privacy", class: "underline underline-offset-2" }, labels.privacyLink),
          after,
        ),
      ),
      note("consent"),
    ),
    el(
      "button",
      { type: "submit", "data-part": "handoverSend", class: `${BUTTON} h-9 rounded-md px-3` },
      labels.handoverSend,
    ),
    el("p", {
      "data-part": "handoverStatus",
      role: "alert",
      class: "text-xs text-destructive empty:hidden",
    }),
  );
}
