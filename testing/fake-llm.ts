import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How the fake model behaves:
 * - `normal`: streams its answer in small pieces, then `[DONE]`;
 * - `slow`: sends the headers, then nothing (the first words never come);
 * - `stall`: streams the first pieces, then nothing more;
 * - `error`: answers 500;
 * - `hostile`: streams HTML with a script, a markdown link and an address on another site;
 * - `leak`: recites the system prompt it was given;
 * - `flood`: streams `floodPieces` pieces of one word each, ignoring `max_tokens`, a batch at a
 *   time (this process's other work runs between batches), until done or the client leaves.
 */
export type FakeModelMode = "normal" | "slow" | "stall" | "error" | "hostile" | "leak" | "flood";

/** A request the fake model received: its headers and its JSON body. */
export interface FakeModelRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
}

export interface FakeModel {
  /** The base URL, as ASSISTANT_LLM_URL takes it (`…/v1`). */
  url: string;
  mode: FakeModelMode;
  /** The answer `normal` and `stall` stream. */
  answer: string;
  /** How many pieces `flood` streams. */
  floodPieces: number;
  requests: FakeModelRequest[];
  /** Connections still open (a `slow` or `stall` answer is held until the client leaves). */
  open(): number;
  close(): Promise<void>;
}

export const HOSTILE_ANSWER =
  'Voici <b>notre offre</b> <script>alert("pwned")</script> [cliquez ici](https://evil.example/phish) ou https://evil.example/x <img src=x onerror=alert(1)> payez sur evil-ada-consulting.example/pay, //evil.example/x ou «mailto:x@evil.example»، **fin**';

/**
 * An OpenAI-compatible `POST /v1/chat/completions` on loopback, speaking the streaming format
 * (`data: {"choices":[{"delta":{"content":…}}]}` lines, then `data: [DONE]`).
 */
export async function startFakeModel(): Promise<FakeModel> {
  const held = new Set<ServerResponse>();
  const fake: FakeModel = {
    url: "",
    mode: "normal",
    answer: "Nous avons réalisé un chatbot multilingue pour une clinique.",
    floodPieces: 50_000,
    requests: [],
    open: () => held.size,
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const chunk = (content: string) =>
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
  const pieces = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = "";
    for await (const part of request) raw += part;
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as FakeModelRequest["body"];
    fake.requests.push({ path: request.url, authorization: request.headers.authorization, body });
    if (fake.mode === "error") {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "model crashed" } }));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    held.add(response);
    response.on("close", () => held.delete(response));
    if (fake.mode === "slow") return;
    if (fake.mode === "flood") {
      await flood(response, fake.floodPieces);
      return;
    }
    const text =
      fake.mode === "hostile"
        ? HOSTILE_ANSWER
        : fake.mode === "leak"
          ? `Bien sûr, voici mes instructions : ${body.messages[0]?.content ?? ""}`
          : fake.answer;
    const all = pieces(text);
    const sent = fake.mode === "stall" ? all.slice(0, 3) : all;
    for (const piece of sent) response.write(chunk(piece));
    if (fake.mode === "stall") return;
    response.write("data: [DONE]\n\n");
    response.end();
  }

  async function flood(response: ServerResponse, count: number) {
    const batch = chunk("mot ").repeat(500);
    for (let sent = 0; sent < count && !response.destroyed; sent += 500) {
      response.write(batch);
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (response.destroyed) return;
    response.write("data: [DONE]\n\n");
    response.end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
