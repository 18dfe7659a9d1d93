import {
  ASSISTANT_LIMITS,
  type AssistantEventData,
  type AssistantSourceCard,
  type AssistantTurn,
  assistantHandoverSchema,
  bookingAddress,
} from "#domain/assistant";
import type { Infer, Parts } from "../contract";
import { answerEvents } from "./chat-events";
import { feedbackElement } from "./chat-feedback";
import {
  el,
  handoverElement,
  hiddenText,
  messageElement,
  panelElement,
  sourceElement,
  sourcesElement,
} from "./chat-markup";
import type { CHAT_PARTS, chatProps } from "./chat-parts";
import {
  forgetConversation,
  loadConversation,
  type ShownMessage,
  saveConversation,
} from "./chat-storage";

type ChatProps = Infer<typeof chatProps>;
type ChatParts = Parts<typeof CHAT_PARTS>;

const ASK_ENDPOINT = "/api/assistant";
const HANDOVER_ENDPOINT = "/api/assistant/handover";
const MAX_SOURCES = 3;

/**
 * The panel (built from the texts in the props) and the conversation with the assistant in it
 * (loaded on the first opening, with the hand-over's schema). A question (typed, or a suggested
 * one) is posted with the page's language and the conversation so far (its last turns), asking for
 * server-sent events: the source cards come first, the answer's text is appended to the
 * assistant's message as it arrives, a `replace` puts the whole answer instead, `done` says
 * whether to offer the hand-over and gives the id under which the answer can be rated. A JSON
 * answer is read the same way. A screen reader hears each answer once, complete, with its
 * sources' titles (one polite live region), never piece by piece. Everything is written as text,
 * never as HTML. Focus stays in the question's field. The conversation is kept in the tab's
 * session storage (./chat-storage.ts) and shown again on the next page that opens the panel;
 * 'Nouvelle conversation' forgets it (and stops an answer on its way) and shows the suggestions
 * again.
 */
export function startConversation(props: ChatProps, parts: ChatParts) {
  const { texts, labels, lang } = props;
  const panel = panelElement(labels, props.closeLabel);
  const log = parts.one("log", panel);
  const input = parts.one("input", panel);
  const send = parts.one("send", panel);
  const suggestions = parts.one("suggestions", panel);
  const announcer = parts.one("announce", panel);
  const greeting = log.firstElementChild;
  const stored = loadConversation(lang);
  const history: AssistantTurn[] = stored?.history ?? [];
  const shown: ShownMessage[] = stored?.messages ?? [];
  let page = stored?.page ?? `${window.location.pathname}${window.location.search}`;
  const keep = () => saveConversation({ lang, page, history, messages: shown });
  let asking: AbortController | null = null;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

  const scrollDown = () =>
    log.scrollTo({ top: log.scrollHeight, behavior: reducedMotion.matches ? "auto" : "smooth" });
  const put = <E extends HTMLElement>(element: E) => {
    log.append(element);
    scrollDown();
    return element;
  };
  const say = (from: "bot" | "user", text: string) => {
    return put(messageElement(from, labels, text));
  };
  /** Read once by a screen reader: emptied first, so the same sentence is read again. */
  const announce = (text: string) => {
    announcer.textContent = "";
    window.setTimeout(() => {
      announcer.textContent = text;
    }, 50);
  };
  const setBusy = (busy: boolean) => {
    send.disabled = busy || input.value.trim() === "";
    log.setAttribute("aria-busy", String(busy));
  };

  const showSources = (sources: AssistantSourceCard[], under: HTMLElement) => {
    if (sources.length === 0) return;
    const list = sourcesElement(labels);
    for (const source of sources.slice(0, MAX_SOURCES)) {
      // Only the site's own pages are linked.
      if (!source.url.startsWith("/") || source.url.startsWith("//")) continue;
      const card = sourceElement(source);
      if (source.lang !== lang) parts.one("sourceLink", card).lang = source.lang;
      list.append(card);
    }
    under.append(list);
    scrollDown();
  };

  /** The rating form under an answer kept under `id`, until it is rated. */
  const offerRating = (message: ShownMessage, under: HTMLElement) => {
    if (!message.id || message.rated) return;
    under.append(
      feedbackElement(props, message.id, () => {
        message.rated = true;
        keep();
        input.focus();
      }),
    );
  };

  /** An answer as it was shown: its text, its source cards, its rating form. */
  const showAnswer = (message: ShownMessage, reply: HTMLElement) => {
    showSources(message.sources ?? [], reply);
    offerRating(message, reply);
    scrollDown();
  };

  const ask = async (question: string) => {
    asking?.abort();
    const controller = new AbortController();
    asking = controller;
    suggestions.hidden = true;
    if (shown.length === 0) page = `${window.location.pathname}${window.location.search}`;
    say("user", question);
    const sent = history.slice(-ASSISTANT_LIMITS.history);
    history.push({ role: "visitor", text: question });
    const reply = say("bot", texts.thinking);
    const text = parts.one("messageText", reply);
    let answer = "";
    let started = false;
    const write = (piece: string, replace = false) => {
      answer = replace ? piece : answer + piece;
      if (!started || replace) text.textContent = answer;
      else text.append(piece);
      started = true;
      scrollDown();
    };
    setBusy(true);
    try {
      const response = await fetch(ASK_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ message: question, lang, history: sent }),
        signal: controller.signal,
      });
      if (!response.ok) {
        text.textContent =
          response.status === 429
            ? texts.rateLimited
            : response.status === 400
              ? texts.invalid
              : texts.failed;
        announce(text.textContent);
        history.pop();
        return;
      }
      let done: AssistantEventData["done"] | undefined;
      let sources: AssistantSourceCard[] = [];
      for await (const event of answerEvents(response)) {
        if (event.event === "sources") sources = event.data.sources.slice(0, MAX_SOURCES);
        else if (event.event === "delta") write(event.data.text);
        else if (event.event === "replace") write(event.data.text, true);
        else done = event.data;
      }
      if (!started) write("");
      // The answer's id goes back with its turn: the hand-over shows staff the answer as kept.
      history.push({ role: "assistant", text: answer, ...(done?.id ? { id: done.id } : {}) });
      const handover = done?.handover ?? false;
      const message: ShownMessage = { from: "bot", text: answer, sources, handover };
      if (done?.id) message.id = done.id;
      shown.push({ from: "user", text: question }, message);
      keep();
      showAnswer(message, reply);
      announce(
        [
          `${labels.bot} : ${answer}`,
          ...(sources.length
            ? [`${labels.sources} : ${sources.map((s) => s.title).join(", ")}`]
            : []),
        ].join(" "),
      );
      if (handover) offerHandover();
    } catch {
      if (controller.signal.aborted) return;
      if (started) say("bot", texts.failed);
      else {
        text.textContent = texts.failed;
        history.pop();
      }
      announce(texts.failed);
    } finally {
      if (asking === controller) {
        asking = null;
        setBusy(false);
      }
    }
  };

  const offerHandover = () => {
    // One hand-over form at a time: the last one offered.
    log.querySelector("form")?.remove();
    const form = put(handoverElement(labels));
    const submit = parts.one("handoverSend", form);
    const status = parts.one("handoverStatus", form);
    const label = submit.textContent ?? "";
    const schema = assistantHandoverSchema({
      required: texts.required,
      invalidEmail: texts.invalidEmail,
      tooLong: (max) => texts.tooLong.replace("{max}", String(max)),
      consent: texts.consent,
      invalid: texts.failed,
    });
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const check = () =>
      schema.safeParse({
        name: field("name").value,
        email: field("email").value,
        consent: field("consent").checked,
        lang,
        history: history.slice(-ASSISTANT_LIMITS.history),
        page,
      });
    /**
     * Each field's error in its note; `clearOnly`: only the notes of fields now valid are
     * emptied (while the visitor types, an error goes once its field is valid; a new one waits
     * for the next submit). Answers the first invalid field.
     */
    const showIssues = (checked: ReturnType<typeof check>, clearOnly = false) => {
      let first: HTMLInputElement | null = null;
      for (const name of ["name", "email", "consent"]) {
        const issue = checked.success
          ? undefined
          : checked.error.issues.find((each) => each.path[0] === name);
        const control = field(name);
        if (issue && !first) first = control;
        if (issue && clearOnly) continue;
        const note = document.getElementById(control.getAttribute("aria-describedby") ?? "");
        if (note) {
          note.textContent = issue?.message ?? "";
          note.hidden = !issue;
        }
        if (issue) control.setAttribute("aria-invalid", "true");
        else control.removeAttribute("aria-invalid");
      }
      return first;
    };
    form.addEventListener("input", () => showIssues(check(), true));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      status.textContent = "";
      const checked = check();
      const first = showIssues(checked);
      if (!checked.success) {
        (first ?? field("name")).focus();
        if (!first) status.textContent = texts.failed;
        return;
      }
      submit.disabled = true;
      submit.textContent = texts.sending;
      try {
        const response = await fetch(HANDOVER_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(checked.data),
        });
        if (response.ok) {
          form.remove();
          const sent = `${texts.sent} ${texts.replyTime}`;
          const reply = say("bot", sent);
          const booking = bookingAddress(props.bookingUrl);
          if (booking) reply.append(bookingLink(booking, labels));
          for (const message of shown) message.handover = false;
          shown.push({ from: "bot", text: sent });
          keep();
          announce(sent);
          input.focus();
          return;
        }
        status.textContent = response.status === 429 ? texts.rateLimited : texts.failed;
      } catch {
        status.textContent = texts.failed;
      }
      submit.disabled = false;
      submit.textContent = label;
    });
  };

  const restart = () => {
    asking?.abort();
    asking = null;
    history.length = 0;
    shown.length = 0;
    forgetConversation();
    for (const element of [...log.children]) {
      if (element !== greeting && element !== suggestions) element.remove();
    }
    suggestions.hidden = false;
    input.value = "";
    setBusy(false);
    input.focus();
  };

  // Send is disabled while the question is blank or an answer is on its way.
  input.addEventListener("input", () => {
    send.disabled = asking !== null || input.value.trim() === "";
  });
  parts.one("form", panel).addEventListener("submit", (event) => {
    event.preventDefault();
    const question = input.value.trim();
    if (!question || asking) return;
    input.value = "";
    void ask(question);
    input.focus();
  });
  for (const button of parts.all("suggestion", panel)) {
    button.addEventListener("click", () => {
      if (asking) return;
      void ask(button.textContent?.trim() ?? "");
      input.focus();
    });
  }
  parts.one("restart", panel).addEventListener("click", restart);

  // The conversation kept in this tab, shown again as it was (the hand-over offered again if it
  // was the last thing offered and not sent).
  if (shown.length > 0) {
    suggestions.hidden = true;
    for (const message of shown) {
      const element = say(message.from, message.text);
      if (message.from === "bot") showAnswer(message, element);
    }
    if (shown.at(-1)?.handover) offerHandover();
  }
  return panel;
}

/** The booking page's link (an https address only), opened in a new tab, never embedded. */
function bookingLink(href: string, labels: ChatProps["labels"]) {
  return el(
    "a",
    {
      href,
      target: "_blank",
      rel: "noopener noreferrer",
      class: "self-start font-medium text-primary underline underline-offset-2",
    },
    labels.booking,
    hiddenText(` ${labels.newTab}`),
  );
}
