import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromZonedInput, UNPUBLISH_BEFORE_PUBLISH } from "#domain/schedule";
import { eventually } from "../test/support/eventually";
import { startTestServer, type TestServer } from "../test/support/harness";
import { runSchedule, startScheduler } from "./schedule.server";

/**
 * Scheduled publication on the real app, with a clock the test sets (`deps.clock`): a draft is
 * public from its `publish_at` on, a published row a draft from its `unpublish_at` on, each once,
 * audited by `schedule`.
 */

let server: TestServer;
let editor: Record<string, string>;
let now = new Date("2026-11-26T12:00:00.000Z");

beforeAll(async () => {
  server = await startTestServer();
  server.deps.clock = { now: () => now };
  editor = (await server.bearerForMember("editor")).headers;
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const write = (method: string, path: string, body: unknown) =>
  api(path, { method, headers: editor, body: JSON.stringify(body) });
const publicIds = async () =>
  ((await (await api("/api/research")).json()) as Json[]).map((row) => row.id);
const staffRow = async (id: string) =>
  ((await (await api("/api/research", { headers: editor })).json()) as Json[]).find(
    (row) => row.id === id,
  );
const history = async (id: string) =>
  (await (
    await api(`/api/audit/row?table=research&row_id=${id}`, { headers: editor })
  ).json()) as Json[];

/** Tomorrow 9:00 in Paris, as the form sends it. */
const NINE = fromZonedInput("2026-11-27T09:00", "Europe/Paris") as string;

const project = (title: string, extra: Json = {}) => ({
  title,
  description: "Un projet.",
  start_date: "2026-12-01",
  ...extra,
});

async function createDraft(title: string, extra: Json = {}) {
  const res = await write("POST", "/api/research", project(title, { published: false, ...extra }));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Json & { id: string };
}

describe("scheduled publication", () => {
  it("publishes a draft at its time, once, audited by schedule, and clears the time", async () => {
    expect(NINE).toBe("2026-11-27T08:00:00.000Z");
    const row = await createDraft("Projet programmé", { publish_at: NINE });
    expect(row).toMatchObject({ published: false, publish_at: NINE });
    expect(await publicIds()).not.toContain(row.id);

    now = new Date("2026-11-27T07:59:59.000Z");
    expect(await runSchedule(server.deps)).toBe(0);
    expect(await publicIds()).not.toContain(row.id);

    now = new Date("2026-11-27T08:00:00.000Z");
    expect(await runSchedule(server.deps)).toBe(1);
    expect(await publicIds()).toContain(row.id);
    expect(await staffRow(row.id)).toMatchObject({ published: true, publish_at: null });
    expect(await runSchedule(server.deps)).toBe(0);

    const entries = (await history(row.id)).filter((entry) => entry.action === "publish");
    expect(entries).toEqual([
      expect.objectContaining({
        user_id: null,
        user_email: "schedule",
        changes: {
          published: { before: false, after: true },
          publish_at: { before: NINE, after: null },
        },
      }),
    ]);
  });

  it("withdraws a published row at its unpublish time", async () => {
    now = new Date("2026-11-27T10:00:00.000Z");
    const res = await write(
      "POST",
      "/api/research",
      project("Projet retiré", { unpublish_at: "2026-11-28T10:00:00+01:00" }),
    );
    const row = (await res.json()) as Json & { id: string };
    expect(row).toMatchObject({ published: true, unpublish_at: "2026-11-28T09:00:00.000Z" });
    now = new Date("2026-11-28T09:00:00.000Z");
    expect(await runSchedule(server.deps)).toBe(1);
    expect(await publicIds()).not.toContain(row.id);
    expect(await staffRow(row.id)).toMatchObject({ published: false, unpublish_at: null });
    const [entry] = (await history(row.id)).filter((e) => e.action === "unpublish");
    expect(entry).toMatchObject({ user_email: "schedule", user_id: null });
  });

  it("publishes at once a draft saved with a time already passed", async () => {
    now = new Date("2026-11-29T10:00:00.000Z");
    const row = await createDraft("Projet en retard", { publish_at: "2026-11-29T09:00:00Z" });
    await eventually(async () => expect(await publicIds()).toContain(row.id));
    const later = await createDraft("Projet à venir");
    const patched = await write("PATCH", `/api/research/${later.id}`, {
      publish_at: "2026-11-29T08:00:00Z",
    });
    expect(patched.status).toBe(200);
    await eventually(async () => expect(await publicIds()).toContain(later.id));
  });

  it("keeps a time cleared with null, and refuses a withdrawal before the publication", async () => {
    now = new Date("2026-11-26T12:00:00.000Z");
    const row = await createDraft("Projet daté", { publish_at: NINE });
    const cleared = await write("PATCH", `/api/research/${row.id}`, { publish_at: null });
    expect(await cleared.json()).toMatchObject({ publish_at: null, published: false });
    const refused = await write("PATCH", `/api/research/${row.id}`, {
      publish_at: NINE,
      unpublish_at: NINE,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ unpublish_at: UNPUBLISH_BEFORE_PUBLISH });
    const wrong = await write("PATCH", `/api/research/${row.id}`, { publish_at: "demain" });
    expect(wrong.status).toBe(400);
  });

  it("runs by itself in each process: a pass at start, then regularly", async () => {
    now = new Date("2026-11-26T12:00:00.000Z");
    const row = await createDraft("Projet du planificateur", { publish_at: NINE });
    const scheduler = startScheduler(server.deps, 50);
    try {
      now = new Date("2026-11-27T08:00:01.000Z");
      await eventually(async () => expect(await publicIds()).toContain(row.id));
    } finally {
      await scheduler.stop();
    }
  });
});
