import { z } from "zod";
import { ASSISTANT_LIMITS, ASSISTANT_ROLES, assistantSourceSchema } from "#domain/assistant";
import { LANGUAGES } from "#domain/languages";

/**
 * The conversation kept in the tab's session storage, so that a visitor who follows a source (or
 * any link of the site) finds it again on coming back: what the panel showed, the turns sent with
 * the next question, the page it started on. The server trusts none of it: an assistant's turn is
 * shown to staff as the assistant's only when its id matches an answer the server kept, and the
 * sources are shown as text and links to the site's own paths, as when they arrived. Forgotten
 * with 'Nouvelle conversation', when the tab closes, after two hours without a question, or
 * when the page's language is another.
 */

const KEY = "ada-assistant-conversation";
/** How long a conversation is kept after its last question. */
const KEPT_MS = 2 * 60 * 60 * 1000;
/** The messages kept: the last ones, as many as the turns a question sends (both sides). */
const KEPT_MESSAGES = ASSISTANT_LIMITS.history * 2;

const text = z.string().max(ASSISTANT_LIMITS.turnMax);

const messageSchema = z.object({
  from: z.enum(["bot", "user"]),
  text,
  sources: z.array(assistantSourceSchema).max(3).optional(),
  /** The answer's id, to rate it; `rated` once it was. */
  id: z.uuid().optional(),
  rated: z.boolean().optional(),
  /** The hand-over was offered under it. */
  handover: z.boolean().optional(),
});
export type ShownMessage = z.infer<typeof messageSchema>;

const conversationSchema = z.object({
  lang: z.enum(LANGUAGES),
  page: z.string().max(ASSISTANT_LIMITS.page),
  savedAt: z.number(),
  history: z
    .array(z.object({ role: z.enum(ASSISTANT_ROLES), text, id: z.uuid().optional() }))
    .max(KEPT_MESSAGES),
  messages: z.array(messageSchema).max(KEPT_MESSAGES),
});
export type StoredConversation = z.infer<typeof conversationSchema>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The conversation kept in this tab for the page's language, if any is still fresh. */
export function loadConversation(lang: string): StoredConversation | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const parsed = conversationSchema.safeParse(JSON.parse(raw));
    const fresh =
      parsed.success && parsed.data.lang === lang && Date.now() - parsed.data.savedAt < KEPT_MS;
    if (!fresh) forgetConversation();
    return fresh ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the conversation (its last messages and turns); a full or refused storage is ignored. */
export function saveConversation(
  conversation: Omit<StoredConversation, "savedAt" | "lang"> & { lang: string },
) {
  try {
    storage()?.setItem(
      KEY,
      JSON.stringify({
        ...conversation,
        history: conversation.history.slice(-KEPT_MESSAGES),
        messages: conversation.messages.slice(-KEPT_MESSAGES),
        savedAt: Date.now(),
      }),
    );
  } catch {
    // Private modes and full storage: the conversation lives as long as the page.
  }
}

export function forgetConversation() {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
