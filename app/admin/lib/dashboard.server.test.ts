import type { LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#server/test/support/harness";
import { dashboardLoader } from "./dashboard.server";

// The dashboard's record, read with the document: the assistant's week comes with it for those
// who read the visitors' questions, exactly as GET /api/assistant/week answers them (a
// translator's dashboard has no such card); the translation work as the summary counts it.
describe("dashboardLoader", () => {
  let server: TestServer;
  const load = (headers: Record<string, string>) =>
    dashboardLoader({
      request: new Request("http://localhost/admin", { headers }),
      context: { deps: server.deps },
      params: {},
    } as unknown as LoaderFunctionArgs);

  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server.close());

  it("brings an administrator the assistant's week as its API answers it, and a translator none", async () => {
    const admin = await server.bearerFor("admin");
    const asked = await fetch(`${server.url}/api/assistant`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Pouvez-vous garder mon chien ce week-end ?", lang: "fr" }),
    });
    expect(asked.status).toBe(200);
    await asked.text();
    const week = await (
      await fetch(`${server.url}/api/assistant/week`, { headers: admin.headers })
    ).json();
    expect(week.asked).toBeGreaterThanOrEqual(1);

    const data = await load(admin.headers);
    // The same week, read a moment later: all but the moment it starts from.
    expect(data?.assistantWeek).toEqual({ ...week, since: expect.any(String) });
    expect(data?.assistantWeek).toMatchObject({
      unanswered: [
        expect.objectContaining({ question: "Pouvez-vous garder mon chien ce week-end ?" }),
      ],
    });

    const translator = await server.bearerForMember("translator", ["ar"]);
    expect((await load(translator.headers))?.assistantWeek).toBeNull();
  });

  it("brings the translation work as its API counts it, a translator only its language's", async () => {
    const summary = async (headers: Record<string, string>) =>
      (await fetch(`${server.url}/api/translations/summary`, { headers })).json();
    const admin = await server.bearerFor("admin");
    const translator = await server.bearerForMember("translator", ["ar"]);
    const whole = await summary(admin.headers);
    expect(Object.keys(whole).sort()).toEqual(["ar", "en"]);
    expect((await load(admin.headers))?.translationWork).toEqual(whole);
    const arabic = (await load(translator.headers))?.translationWork;
    expect(arabic).toEqual(await summary(translator.headers));
    expect(Object.keys(arabic ?? {})).toEqual(["ar"]);
  });
});
