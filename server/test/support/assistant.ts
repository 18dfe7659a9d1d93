import { expect } from "vitest";
import { seedContent } from "../../content/seed.server";
import { type Bearer, startTestServer, type TestServer } from "./harness";

/** The assistant's routes over HTTP, as the widget and staff call them. */

/**
 * A server for a file of the assistant's route tests: the first start's content for it to answer
 * from, and an editor's session for the staff's routes (the unanswered questions, the ratings).
 */
export async function startAssistantServer(): Promise<{ server: TestServer; editor: Bearer }> {
  const server = await startTestServer();
  await seedContent(server.deps);
  return { server, editor: await server.bearerForMember("editor") };
}

/** One question over HTTP, from `address` (each test its own, so limits stay apart). */
export function ask(
  target: TestServer,
  body: unknown,
  options: { events?: boolean; address?: string } = {},
) {
  return fetch(`${target.url}/api/assistant`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(options.events ? { accept: "text/event-stream" } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The server-sent events of an answer, in order, their data parsed. */
export async function eventsOf(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const text = await response.text();
  return text
    .split(/\n\n+/)
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The clinic case study's sentence that answers 'Do you build chatbots for clinics?', verbatim. */
export const CLINIC_SENTENCE =
  "A chatbot connected to the clinic's calendar, trained on its own content approved by the medical team, with hand-over to a person when needed.";

/** A conversation handed over to the team. */
export function handOver(target: TestServer, body: unknown) {
  return fetch(`${target.url}/api/assistant/handover`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The contact inbox, as an administrator reads it. */
export async function inboxOf(target: TestServer) {
  const admin = await target.bearerFor("admin");
  const res = await fetch(`${target.url}/api/contact`, { headers: admin.headers });
  return (await res.json()) as { id: string; name: string; message: string }[];
}
