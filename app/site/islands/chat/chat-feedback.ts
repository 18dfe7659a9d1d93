import { assistantFeedbackSchema, FEEDBACK_COMMENT_MAX } from "#domain/assistant-feedback";
import type { Infer } from "../contract";
import { BUTTON, el, FIELD, FOCUS, icon } from "./chat-markup";
import type { chatProps } from "./chat-parts";

type ChatProps = Infer<typeof chatProps>;

const FEEDBACK_ENDPOINT = "/api/assistant/feedback";
const THUMB = `inline-flex size-8 items-center justify-center rounded-md border hover:bg-accent aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground [&_svg]:size-4 ${FOCUS}`;

/**
 * 'Cette réponse vous a-t-elle aidé ?' under an answer (its `id`): thumbs up and down, buttons
 * named in words and pressed when chosen; choosing one opens an optional comment and 'Envoyer mon
 * avis', which sends the rating once (`POST /api/assistant/feedback`). Then its status line says
 * thanks (or why it could not be recorded), the controls are disabled and `onRated` is told (the
 * panel puts focus back in the question's field). Keyboard: Tab to a thumb, Space or Enter, Tab
 * to the comment and the button.
 */
export function feedbackElement(props: ChatProps, id: string, onRated: () => void) {
  const { labels, texts, lang } = props;
  const ids = (name: string) => `chat-feedback-${id}-${name}`;
  const thumb = (helpful: boolean) =>
    el(
      "button",
      {
        type: "button",
        "aria-pressed": "false",
        "aria-label": helpful ? labels.feedbackYes : labels.feedbackNo,
        "data-helpful": String(helpful),
        class: THUMB,
      },
      icon(helpful ? "thumbsUp" : "thumbsDown"),
    );
  const yes = thumb(true);
  const no = thumb(false);
  const comment = el("textarea", {
    id: ids("comment"),
    name: "comment",
    rows: "2",
    dir: "auto",
    maxlength: String(FEEDBACK_COMMENT_MAX),
    class: `${FIELD} h-auto py-2`,
  });
  const send = el(
    "button",
    { type: "button", class: `${BUTTON} h-8 self-start rounded-md px-3` },
    labels.feedbackSend,
  );
  const more = el(
    "div",
    { hidden: true, class: "flex flex-col gap-1" },
    el("label", { for: ids("comment") }, labels.feedbackComment),
    comment,
    send,
  );
  const status = el("p", { role: "status", class: "empty:hidden" });
  const question = el("p", { id: ids("question") }, labels.feedbackQuestion);
  const form = el(
    "div",
    { "data-part": "feedback", class: "flex w-full flex-col gap-2 text-xs" },
    el(
      "div",
      { role: "group", "aria-labelledby": ids("question"), class: "flex items-center gap-2" },
      question,
      yes,
      no,
    ),
    more,
    status,
  );

  let helpful: boolean | undefined;
  for (const button of [yes, no]) {
    button.addEventListener("click", () => {
      helpful = button === yes;
      yes.setAttribute("aria-pressed", String(helpful));
      no.setAttribute("aria-pressed", String(!helpful));
      more.hidden = false;
    });
  }
  send.addEventListener("click", async () => {
    if (helpful === undefined || send.disabled) return;
    const body = assistantFeedbackSchema().safeParse({
      id,
      helpful,
      comment: comment.value.trim() || undefined,
    });
    if (!body.success) return;
    send.disabled = true;
    try {
      const response = await fetch(FEEDBACK_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...body.data, lang }),
      });
      const done = response.ok || response.status === 409 || response.status === 404;
      status.textContent = response.ok
        ? texts.feedbackThanks
        : response.status === 409
          ? texts.feedbackAlready
          : response.status === 404
            ? texts.feedbackExpired
            : response.status === 429
              ? texts.rateLimited
              : texts.failed;
      if (done) {
        // The choice stays shown, no longer changeable; the status line says what happened.
        for (const control of [yes, no, comment, send]) control.disabled = true;
        more.hidden = comment.value.trim() === "";
        onRated();
        return;
      }
    } catch {
      status.textContent = texts.failed;
    }
    send.disabled = false;
  });
  return form;
}
