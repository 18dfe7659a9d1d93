import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../content/seed.server";
import { eventually } from "../test/support/eventually";
import { startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await seedContent(server.deps);
  admin = (await server.bearerFor("admin")).headers;
});
afterAll(() => server.close());

const ask = (question: string, lang: "fr" | "en" | "ar") =>
  server.deps.assistant.answer(question, lang);

async function write(method: string, path: string, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status, JSON.stringify(await res.clone().json())).toBeLessThan(300);
  return (await res.json()) as { id: string };
}

describe("the assistant's answers from the published content", () => {
  it("links the clinic chatbot case study, in English, to 'Do you build chatbots for clinics?'", async () => {
    const answer = await ask("Do you build chatbots for clinics?", "en");
    expect(answer.handover).toBe(false);
    expect(answer.sources[0]).toEqual({
      title: "A multilingual chatbot for a clinic",
      url: "/cases/chatbot-clinique",
      excerpt: expect.stringMatching(/clinic/),
      lang: "en",
    });
    expect(answer.sources.length).toBeLessThanOrEqual(3);
  });

  it("links the data service, in Arabic, to a question in Arabic about data analysis", async () => {
    const answer = await ask("عندكم خدمة تحليل البيانات؟", "ar");
    expect(answer.handover).toBe(false);
    expect(answer.sources).toContainEqual({
      title: "هندسة البيانات",
      url: "/services#data",
      excerpt: expect.stringContaining("بيانات"),
      lang: "ar",
    });
  });

  it("finds the same page whatever the Arabic letter forms, harakat and tatweel", async () => {
    const plain = await ask("الاستشارات الاستراتيجية", "ar");
    const marked = await ask("الإِسْتِشَارَاتُ الإسْتـراتيجيّة", "ar");
    expect(plain.sources[0]?.url).toBe("/services#consulting");
    expect(marked.sources.map((s) => s.url)).toEqual(plain.sources.map((s) => s.url));
  });

  it("forgives typos, missing accents and French mixed with English", async () => {
    expect((await ask("I need a dashbord for ESG reprting", "en")).sources[0]?.url).toBe(
      "/cases/dashboard-esg",
    );
    const mixed = await ask("vous faites du data engineering ?", "fr");
    expect(mixed.sources[0]).toMatchObject({ url: "/services#data", lang: "fr" });
    expect(mixed.sources[0]?.title).toBe("Ingénierie des données");
  });

  it("hands over when asked for a person or a quote, and when nothing answers", async () => {
    expect(await ask("je veux parler à quelqu'un", "fr")).toMatchObject({
      handover: true,
      reason: "asked",
    });
    expect(await ask("أريد التحدث مع شخص", "ar")).toMatchObject({
      handover: true,
      reason: "asked",
    });
    expect(await ask("send me a quote", "en")).toMatchObject({ handover: true });
    const unknown = await ask("Do you repair iPhones?", "en");
    expect(unknown).toEqual({ sources: [], passages: [], handover: true, reason: "no_match" });
  });

  it("gives site paths and one line of plain text only", async () => {
    for (const [question, lang] of [
      ["opening hours", "en"],
      ["protection des donnees personnelles", "fr"],
      ["ورش عمل تطبيقية", "ar"],
    ] as const) {
      const answer = await ask(question, lang);
      expect(answer.sources.length, question).toBeGreaterThan(0);
      for (const source of answer.sources) {
        expect(source.url).toMatch(/^\/(?!\/)/);
        expect(source.excerpt).not.toMatch(/[\n<>]/);
        expect(source.excerpt.length).toBeLessThanOrEqual(160);
      }
    }
  });

  it("never answers from a draft; a published row is found, in French where untranslated", async () => {
    await write("POST", "/api/case_studies", {
      title: "Un zeppelin connecté pour une brasserie",
      description: "Suivi des cuves de fermentation par capteurs.",
      client: "Une brasserie",
      slug: "zeppelin-brasserie",
      published: false,
    });
    await write("POST", "/api/case_studies", {
      title: "Une montgolfière connectée pour un vignoble",
      description: "Suivi des parcelles de vigne vues du ciel.",
      client: "Un vignoble",
      slug: "montgolfiere-vignoble",
    });
    // The second write reached the index (rebuilt after it); the draft is not in it.
    await eventually(async () => {
      const published = await ask("a montgolfiere over a vignoble?", "en");
      expect(published.handover).toBe(false);
      expect(published.sources[0]).toEqual({
        url: "/cases/montgolfiere-vignoble",
        title: "Une montgolfière connectée pour un vignoble",
        excerpt: "Suivi des parcelles de vigne vues du ciel.",
        lang: "fr",
      });
    });
    // Its sentence answers an English visitor in French, said to be French.
    const res = await fetch(`${server.url}/api/assistant`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "montgolfière et parcelles de vigne ?", lang: "en" }),
    });
    expect((await res.json()).answer).toBe(
      "Our page says, in French: « Suivi des parcelles de vigne vues du ciel. »",
    );
    const draft = await ask("zeppelin brasserie fermentation", "en");
    expect(draft.sources.map((s) => s.url)).not.toContain("/cases/zeppelin-brasserie");
    expect(draft.handover).toBe(true);
  });

  it("answers from the site texts staff changed", async () => {
    const res = await fetch(`${server.url}/api/site_texts/en/contact.hoursWeekend`, {
      method: "PUT",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ text: "Saturday mornings: open for hackathons" }),
    });
    expect(res.status).toBe(200);
    await eventually(async () => {
      const answer = await ask("hackathons", "en");
      expect(answer.sources[0]).toMatchObject({
        url: "/contact",
        excerpt: "Saturday mornings: open for hackathons",
      });
    });
  });
});

describe("the assistant when the database fails", () => {
  // Last: it closes this file's database.
  it("keeps answering from the index it has when a rebuild cannot read the content", async () => {
    const before = await ask("Do you build chatbots for clinics?", "en");
    await server.deps.database.close();
    server.deps.siteTexts.forget();
    server.deps.changes.emit("services");
    await server.deps.assistant.settled();
    await eventually(() => {
      expect(server.logs.some((line) => line.event === "assistant.index_failed")).toBe(true);
    });
    expect(await ask("Do you build chatbots for clinics?", "en")).toEqual(before);
  });
});
