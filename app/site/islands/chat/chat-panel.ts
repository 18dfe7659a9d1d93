import {
  ASSISTANT_EVENTS,
  ASSISTANT_LIMITS,
  type AssistantEventData,
  type AssistantEventName,
  type AssistantReply,
  type AssistantSourceCard,
  type AssistantTurn,
  assistantHandoverSchema,
} from "#domain/assistant";
import type { Infer, Parts } from "../contract";
import {
  handoverElement,
  messageElement,
  panelElement,
  sourceElement,
  sourcesElement,
} from "./chat-markup";
import type { CHAT_PARTS, chatProps } from "./chat-parts";

type ChatProps = Infer<typeof chatProps>;
type ChatParts = Parts<typeof CHAT_PARTS>;

const ASK_ENDPOINT = "/api/assistant";
const HANDOVER_ENDPOINT = "/api/assistant/handover";
const MAX_SOURCES = 3;

/** What the panel is told while an answer arrives. */
type AnswerEvent = {
  [E in AssistantEventName]: { event: E; data: AssistantEventData[E] };
}[AssistantEventName];

/**
 * The panel (built from the texts in the props) and the conversation with the assistant in it
 * (loaded on the first opening, with the hand-over's schema). A question (typed, or a suggested
 * one) is posted with the page's language and the conversation so far (its last turns), asking for
 * server-sent events: the source cards come first, the answer's text is appended to the
 * assistant's message as it arrives (the log is a polite live region), a `replace` puts the whole
 * answer instead, `done` says whether to offer the hand-over. A JSON answer is read the same way.
 * Everything is written as text, never as HTML. Focus stays in the question's field. 'Nouvelle
 * conversation' forgets the conversation (and stops an answer on its way) and shows the
 * suggestions again. The conversation lives as long as the page.
 */
export function startConversation(props: ChatProps, parts: ChatParts) {
  const { texts, labels, lang } = props;
  const panel = panelElement(labels, props.closeLabel);
  const log = parts.one("log", panel);
  const input = parts.one("input", panel);
  const send = parts.one("send", panel);
  const suggestions = parts.one("suggestions", panel);
  const greeting = log.firstElementChild;
  const history: AssistantTurn[] = [];
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

  const ask = async (question: string) => {
    asking?.abort();
    const controller = new AbortController();
    asking = controller;
    suggestions.hidden = true;
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
        history.pop();
        return;
      }
      let done: AssistantEventData["done"] | undefined;
      for await (const event of answerEvents(response)) {
        if (event.event === "sources") showSources(event.data.sources, reply);
        else if (event.event === "delta") write(event.data.text);
        else if (event.event === "replace") write(event.data.text, true);
        else done = event.data;
      }
      if (!started) write("");
      // The answer's id goes back with its turn: the hand-over shows staff the answer as kept.
      history.push({ role: "assistant", text: answer, ...(done?.id ? { id: done.id } : {}) });
      const handover = done?.handover ?? false;
      if (handover) offerHandover();
    } catch {
      if (controller.signal.aborted) return;
      if (started) say("bot", texts.failed);
      else {
        text.textContent = texts.failed;
        history.pop();
      }
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
          say("bot", texts.sent);
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
  return panel;
}

/**
 * The answer's events: read from a server-sent event stream as it arrives (`event:` and one
 * `data:` line of JSON each, a blank line between), or from a JSON answer all at once. Unknown
 * events are skipped.
 */
async function* answerEvents(response: Response): AsyncGenerator<AnswerEvent> {
  if (!(response.headers.get("Content-Type") ?? "").includes("text/event-stream")) {
    const json = (await response.json()) as AssistantReply;
    yield { event: "sources", data: { sources: json.sources } };
    yield { event: "delta", data: { text: json.answer } };
    yield { event: "done", data: { handover: json.handover, id: json.id } };
    return;
  }
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value.replace(/\r\n?/g, "\n");
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const event = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) yield event;
      end = buffer.indexOf("\n\n");
    }
    if (done) break;
  }
  const last = parseEvent(buffer);
  if (last) yield last;
}

function parseEvent(block: string): AnswerEvent | null {
  let name = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) name = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
  }
  if (!(ASSISTANT_EVENTS as readonly string[]).includes(name) || data.length === 0) return null;
  try {
    return { event: name, data: JSON.parse(data.join("\n")) } as AnswerEvent;
  } catch {
    return null;
  }
}
