import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistantAnswers, assistantDays, assistantFeedback } from "../db/schema";
import { ask, handOver, startAssistantServer } from "../test/support/assistant";
import { type Bearer, startTestServer, type TestServer } from "../test/support/harness";

/** Whether an answer helped, the answers rated unhelpful, and the assistant's week. */
let server: TestServer;
let editor: Bearer;
beforeAll(async () => {
  ({ server, editor } = await startAssistantServer());
});
afterAll(() => server.close());

function rate(target: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${target.url}/api/assistant/feedback`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function answerTo(target: TestServer, message: string, lang = "en") {
  const res = await ask(target, { message, lang });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    id: string;
    answer: string;
    sources: { title: string; url: string }[];
  };
}

const readAs = (target: TestServer, path: string, bearer?: Bearer) =>
  fetch(`${target.url}/api/assistant/${path}`, { headers: bearer?.headers ?? {} });

describe("POST /api/assistant/feedback", () => {
  it("records a rating once per answer: a second one, whatever it says, is refused", async () => {
    const { id } = await answerTo(server, "Do you build chatbots for clinics?");
    const first = await rate(server, { id, helpful: true });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ id });
    const again = await rate(server, {
      id,
      helpful: false,
      comment: "Changed my mind",
      lang: "fr",
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: "already_rated",
      message: "Vous avez déjà donné votre avis sur cette réponse.",
    });
    const rows = await server.deps.database.db
      .select()
      .from(assistantFeedback)
      .where(eq(assistantFeedback.answer_id, id));
    expect(rows.map((row) => row.helpful)).toEqual([true]);
  });

  it("refuses an id the server never gave, or one past its day, in the visitor's language", async () => {
    const unknown = await rate(server, { id: crypto.randomUUID(), helpful: true, lang: "ar" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe("لم يعد بالإمكان تقييم هذه الإجابة.");
    const { id } = await answerTo(server, "What services do you offer?");
    await server.deps.database.db
      .update(assistantAnswers)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(assistantAnswers.id, id));
    expect((await rate(server, { id, helpful: false })).status).toBe(404);
  });

  it("refuses a malformed rating with each field's message", async () => {
    const res = await rate(
      server,
      { id: "not-an-id", helpful: "yes", comment: "x".repeat(1001) },
      { "accept-language": "en" },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      id: "Invalid value",
      helpful: "Invalid value",
      comment: "This field must not exceed 1000 characters",
    });
  });

  it("keeps nothing of who rated, and masks the addresses and phone numbers of a comment", async () => {
    const { id } = await answerTo(server, "Do you fix cars?");
    const res = await rate(
      server,
      { id, helpful: false, comment: "Write to me at sam@example.org or +33 6 12 34 56 78" },
      { "x-forwarded-for": "203.0.113.9", "user-agent": "Visitor browser" },
    );
    expect(res.status).toBe(201);
    const [row] = await server.deps.database.db
      .select()
      .from(assistantFeedback)
      .where(eq(assistantFeedback.answer_id, id));
    expect(Object.keys(row!).sort()).toEqual(
      [
        "answer",
        "answer_id",
        "comment",
        "created_at",
        "helpful",
        "language",
        "question",
        "sources",
      ].sort(),
    );
    expect(row!.comment).toBe("Write to me at [e-mail] or [téléphone]");
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113\.9|Visitor browser/);
  });

  it("answers 429 past ASSISTANT_RATE_LIMIT ratings per address, counted apart from questions", async () => {
    const limited = await startTestServer({ ASSISTANT_RATE_LIMIT: "2" });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await rate(limited, { id: crypto.randomUUID(), helpful: true });
        expect(res.status).toBe(404);
      }
      const refused = await rate(limited, { id: crypto.randomUUID(), helpful: true, lang: "en" });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await refused.json()).error.message).toBe(
        "Too many questions in a short time. Please try again in a few minutes.",
      );
      expect((await ask(limited, { message: "services", lang: "en" })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("what staff read of the ratings", () => {
  it("lists the answers rated unhelpful with the question, the sources shown and the comment", async () => {
    const shown = await answerTo(server, "Do you build chatbots for clinics?");
    expect(shown.sources.length).toBeGreaterThan(0);
    expect(
      (await rate(server, { id: shown.id, helpful: false, comment: "Too vague" })).status,
    ).toBe(201);
    const res = await readAs(server, "unhelpful", editor);
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list[0]).toEqual({
      id: shown.id,
      question: "Do you build chatbots for clinics?",
      lang: "en",
      answer: shown.answer,
      sources: shown.sources.map(({ title, url }) => ({ title, url })),
      comment: "Too vague",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.every((row) => row.id !== undefined)).toBe(true);
    expect((await readAs(server, "unhelpful")).status).toBe(401);
    const translator = await server.bearerForMember("translator", ["ar"]);
    expect((await readAs(server, "unhelpful", translator)).status).toBe(403);
  });

  it("reports the week: asked, answered, handed over, rated helpful, the most asked unanswered", async () => {
    const { server: fresh } = await startAssistantServer();
    try {
      const db = fresh.deps.database.db;
      // Eight days ago is outside the week.
      await db.insert(assistantDays).values({
        day: sql`(now() at time zone 'utc')::date - 8`,
        asked: 50,
        answered: 40,
        handed_over: 5,
      });
      const clinics = await answerTo(fresh, "Do you build chatbots for clinics?");
      const services = await answerTo(fresh, "Quels services proposez-vous ?", "fr");
      await answerTo(fresh, "Can you fix my car?");
      await answerTo(fresh, "Can you fix my car?");
      await answerTo(fresh, "Quel temps fera-t-il demain à Lyon ?", "fr");
      await answerTo(fresh, "I want to talk to a person");
      const handed = await handOver(fresh, {
        name: "Sam",
        email: "sam@example.org",
        consent: true,
        lang: "en",
        history: [{ role: "visitor", text: "Can you fix my car?" }],
      });
      expect(handed.status).toBe(201);
      expect((await rate(fresh, { id: clinics.id, helpful: true })).status).toBe(201);
      expect((await rate(fresh, { id: services.id, helpful: false })).status).toBe(201);
      const admin = await fresh.bearerFor("admin");
      const res = await readAs(fresh, "week", admin);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        asked: 6,
        answered: 2,
        handed_over: 1,
        rated: 2,
        helpful: 1,
        unanswered: [
          { id: expect.any(String), question: "Can you fix my car?", lang: "en", count: 2 },
          {
            id: expect.any(String),
            question: "Quel temps fera-t-il demain à Lyon ?",
            lang: "fr",
            count: 1,
          },
        ],
      });
      const translator = await fresh.bearerForMember("translator", ["en"]);
      expect((await readAs(fresh, "week", translator)).status).toBe(403);
    } finally {
      await fresh.close();
    }
  });
});
