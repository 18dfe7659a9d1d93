import { prop } from "../contract";

/**
 * The chat widget's named elements with their tags, and its props: declared once for the island
 * (bound on every page load) and the panel's module (loaded on the first opening).
 */
export const CHAT_PARTS = {
  toggle: "a",
  toggleLabel: "span",
  openIcon: "span",
  closeIcon: "span",
  panel: "template",
  close: "button",
  restart: "button",
  log: "div",
  suggestions: "div",
  suggestion: "button",
  form: "form",
  input: "input",
  send: "button",
  botMessage: "template",
  userMessage: "template",
  messageText: "p",
  sources: "template",
  source: "li",
  sourceLink: "a",
  sourceTitle: "span",
  sourceExcerpt: "span",
  handover: "template",
  handoverSend: "button",
  handoverStatus: "p",
} as const;

/** The sentences the panel writes itself (the others are in its templates), in the page's language. */
const chatTexts = prop.object({
  thinking: prop.string(),
  rateLimited: prop.string(),
  failed: prop.string(),
  invalid: prop.string(),
  sending: prop.string(),
  sent: prop.string(),
  required: prop.string(),
  invalidEmail: prop.string(),
  tooLong: prop.string(),
  consent: prop.string(),
});

export const chatProps = prop.object({
  /** The page's language: the questions are asked in it, the answers come in it. */
  lang: prop.string(),
  /** The toggle's name while the panel is closed, and while it is open. */
  openLabel: prop.string(),
  closeLabel: prop.string(),
  texts: chatTexts,
});
