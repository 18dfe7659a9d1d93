import { afterAll, beforeAll, beforeEach } from "vitest";
import { type FakeModel, startFakeModel } from "#testing/fake-llm";
import { type Bearer, startTestServer, type TestServer } from "./harness";

/**
 * A translation suite's model and server on loopback (`env` added to the server's), an editor
 * and an English translator signed in: before each test the model answers normally again with no
 * request kept, and the server's translation client waits long; both closed after the suite. `slow(ms)` shortens the wait for a first token.
 */
export function translationSuite(env: Record<string, string> = {}) {
  const suite = {} as {
    model: FakeModel;
    server: TestServer;
    editor: Bearer;
    /** A translator of English only. */
    english: Bearer;
    slow(firstTokenMs: number): void;
  };
  const timeouts = (firstTokenMs: number) => {
    const client = suite.server.deps.translationModel;
    if (client) client.timeouts = { firstTokenMs, totalMs: 30_000 };
  };
  beforeAll(async () => {
    suite.model = await startFakeModel();
    suite.server = await startTestServer({ TRANSLATION_LLM_URL: suite.model.url, ...env });
    suite.slow = timeouts;
    suite.editor = await suite.server.bearerForMember("editor");
    suite.english = await suite.server.bearerForMember("translator", ["en"]);
  });
  afterAll(async () => {
    await suite.server.close();
    await suite.model.close();
  });
  beforeEach(() => {
    suite.model.mode = "normal";
    suite.model.requests.length = 0;
    timeouts(10_000);
  });
  return suite;
}
