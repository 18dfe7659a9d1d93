import {
  ASSISTANT_EVENTS,
  type AssistantEventData,
  type AssistantEventName,
  type AssistantReply,
} from "#domain/assistant";

/** What the panel is told while an answer arrives. */
export type AnswerEvent = {
  [E in AssistantEventName]: { event: E; data: AssistantEventData[E] };
}[AssistantEventName];

/**
 * The answer's events: read from a server-sent event stream as it arrives (`event:` and one
 * `data:` line of JSON each, a blank line between), or from a JSON answer all at once. Unknown
 * events are skipped.
 */
export async function* answerEvents(response: Response): AsyncGenerator<AnswerEvent> {
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
