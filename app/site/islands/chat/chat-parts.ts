import { prop } from "../contract";

/**
 * The chat widget's named elements with their tags, and its props: declared once for the island
 * (bound on every page load) and the panel's module (loaded on the first opening). Only the
 * toggle is in the page's HTML; the panel's module builds the rest (./chat-markup.ts) from the
 * texts in the props.
 */
export const CHAT_PARTS = {
  toggle: "a",
  toggleLabel: "span",
  openIcon: "span",
  closeIcon: "span",
  close: "button",
  restart: "button",
  log: "div",
  announce: "div",
  suggestions: "div",
  suggestion: "button",
  form: "form",
  input: "input",
  send: "button",
  messageText: "p",
  source: "li",
  sourceLink: "a",
  sourceTitle: "span",
  sourceExcerpt: "span",
  handoverSend: "button",
  handoverStatus: "p",
} as const;

/** The sentences the panel writes as the conversation goes, in the page's language. */
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
  feedbackThanks: prop.string(),
  feedbackAlready: prop.string(),
  feedbackExpired: prop.string(),
  /** When to expect a reply, said after a hand-over. */
  replyTime: prop.string(),
});

/** The panel's texts, in the page's language: `consent` holds `{privacy}`, the privacy page's link. */
const chatLabels = prop.object({
  title: prop.string(),
  newConversation: prop.string(),
  greeting: prop.string(),
  suggestions: prop.array(prop.string()),
  inputLabel: prop.string(),
  placeholder: prop.string(),
  send: prop.string(),
  you: prop.string(),
  bot: prop.string(),
  sources: prop.string(),
  handoverTitle: prop.string(),
  name: prop.string(),
  email: prop.string(),
  consent: prop.string(),
  privacyLink: prop.string(),
  handoverSend: prop.string(),
  feedbackQuestion: prop.string(),
  feedbackYes: prop.string(),
  feedbackNo: prop.string(),
  feedbackComment: prop.string(),
  feedbackSend: prop.string(),
  booking: prop.string(),
  newTab: prop.string(),
});

export const chatProps = prop.object({
  /** The page's language: the questions are asked in it, the answers come in it. */
  lang: prop.string(),
  /** The toggle's name while the panel is closed, and while it is open. */
  openLabel: prop.string(),
  closeLabel: prop.string(),
  texts: chatTexts,
  labels: chatLabels,
  /** The booking page offered after a hand-over: an https address, or '' for none. */
  bookingUrl: prop.string(),
});
