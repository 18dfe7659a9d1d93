import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_MESSAGES } from "#domain/list-query";
import { assistantQuestions } from "../db/schema";
import { type Bearer, startTestServer, type TestServer } from "../test/support/harness";
import { normalizedQuestion } from "./unanswered.server";

/** The unanswered questions a page at a time: search, language, order, `limit`, `offset`. */
let server: TestServer;
let editor: Bearer;
type Question = { id: string; question: string; lang: string; count: number };

const now = Date.now();
/** Asked `count` times, last `minutes` ago. */
const QUESTIONS = [
  { question: "Faites-vous des Études de marché ?", language: "fr", count: 9, minutes: 50 },
  { question: "Do you sell bicycles?", language: "en", count: 7, minutes: 40 },
  { question: "هل تقدمون الاستشارات؟", language: "ar", count: 5, minutes: 30 },
  { question: "Réparez-vous les vélos électriques ?", language: "fr", count: 5, minutes: 10 },
  ...Array.from({ length: 8 }, (_, n) => ({
    question: `Question numéro ${n}`,
    language: "fr",
    count: 1,
    minutes: 100 + n,
  })),
];
const TOTAL = QUESTIONS.length;

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.bearerForMember("editor");
  await server.deps.database.db.insert(assistantQuestions).values(
    QUESTIONS.map(({ question, language, count, minutes }) => ({
      question,
      normalized: normalizedQuestion(question),
      language,
      count,
      last_asked_at: new Date(now - minutes * 60_000),
    })),
  );
});
afterAll(() => server.close());

async function questions(query: string) {
  const res = await fetch(`${server.url}/api/assistant/unanswered?${query}`, {
    headers: editor.headers,
  });
  return {
    status: res.status,
    range: res.headers.get("content-range"),
    body: (await res.json()) as Question[] & { error?: { fields: Record<string, string> } },
  };
}
const texts = async (query: string) => (await questions(query)).body.map((row) => row.question);

describe("the unanswered questions a page at a time", () => {
  it("pages with limit and offset, most asked first, with Content-Range; the whole list without", async () => {
    const first = await questions("limit=3");
    expect(first.status).toBe(200);
    expect(first.range).toBe(`0-2/${TOTAL}`);
    expect(first.body.map((row) => row.question)).toEqual([
      "Faites-vous des Études de marché ?",
      "Do you sell bicycles?",
      // Asked as often: the most recently asked first.
      "Réparez-vous les vélos électriques ?",
    ]);
    expect(first.body[0]).toEqual({
      id: expect.any(String),
      question: "Faites-vous des Études de marché ?",
      lang: "fr",
      count: 9,
      last_asked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await questions("limit=5&offset=10")).range).toBe(`10-11/${TOTAL}`);
    expect((await questions("limit=5&offset=40")).range).toBe(`*/${TOTAL}`);
    const pages = [
      ...(await texts("limit=5")),
      ...(await texts("limit=5&offset=5")),
      ...(await texts("limit=5&offset=10")),
    ];
    const whole = await fetch(`${server.url}/api/assistant/unanswered`, {
      headers: editor.headers,
    });
    expect(whole.headers.get("content-range")).toBeNull();
    const all = ((await whole.json()) as Question[]).map((row) => row.question);
    expect(all).toHaveLength(TOTAL);
    expect(pages).toEqual(all);
  });

  it("searches word prefixes, accents and case ignored, in French, English and Arabic", async () => {
    expect(await texts("limit=25&q=etudes")).toEqual(["Faites-vous des Études de marché ?"]);
    expect(await texts("limit=25&q=VELO%20electr")).toEqual([
      "Réparez-vous les vélos électriques ?",
    ]);
    expect(await texts("limit=25&q=bicy")).toEqual(["Do you sell bicycles?"]);
    // A word matches by its start only.
    expect(await texts("limit=25&q=cycles")).toEqual([]);
    // Arabic with its marks and another hamza form.
    expect(await texts(`limit=25&q=${encodeURIComponent("الإستشارات")}`)).toEqual([
      "هل تقدمون الاستشارات؟",
    ]);
    const numbered = await questions("limit=3&q=numero");
    expect(numbered.range).toBe("0-2/8");
  });

  it("filters by the visitor's language, with the search", async () => {
    const french = await questions("limit=25&lang=fr");
    expect(french.range).toBe(`0-9/10`);
    expect(french.body.every((row) => row.lang === "fr")).toBe(true);
    expect(await texts("limit=25&lang=en")).toEqual(["Do you sell bicycles?"]);
    expect(await texts("limit=25&lang=en&q=etudes")).toEqual([]);
    expect((await questions("lang=ar")).range).toBe("0-0/1");
  });

  it("sorts by count or by the last time asked, either way", async () => {
    const fewest = await texts("limit=25&order=count.asc");
    expect(fewest.slice(-2)).toEqual([
      "Do you sell bicycles?",
      "Faites-vous des Études de marché ?",
    ]);
    expect(await texts("limit=2&order=last_asked_at.desc")).toEqual([
      "Réparez-vous les vélos électriques ?",
      "هل تقدمون الاستشارات؟",
    ]);
    expect(await texts("limit=1&order=last_asked_at.asc")).toEqual(["Question numéro 7"]);
    expect(await texts("limit=1&order=count.desc")).toEqual(["Faites-vous des Études de marché ?"]);
  });

  it("refuses bad parameters with a message per field", async () => {
    const cases: [string, Record<string, string>][] = [
      ["limit=0", { limit: LIST_MESSAGES.limit }],
      ["limit=1001", { limit: LIST_MESSAGES.limit }],
      ["offset=-1", { offset: LIST_MESSAGES.offset }],
      [`q=${"a".repeat(201)}`, { q: LIST_MESSAGES.q }],
      ["order=count", { order: LIST_MESSAGES.order }],
      [
        "order=question.asc",
        { order: LIST_MESSAGES.unknownColumn("question", ["count", "last_asked_at"]) },
      ],
      ["lang=de", { lang: "Valeur attendue : fr, en, ar" }],
    ];
    for (const [query, fields] of cases) {
      const answer = await questions(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error?.fields, query).toEqual(fields);
    }
  });
});
