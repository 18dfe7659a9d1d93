import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEDULED_CONFLICT_MESSAGE } from "#domain/schedule";
import { startTestServer, type TestServer } from "../support/harness";
import { client, expectCleanError, jsonInit } from "../support/security";

// Times a client sends are checked before they reach the database: an instant outside
// 1970-01-01 … 9999-12-31 UTC, or with an offset no zone has, is a 400 naming its field (never
// a 500 from PostgreSQL or from reading it back). A row given a future `publish_at` is a draft
// until then, whatever `published` said.

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.bearerFor("admin")).headers;
});
afterAll(() => server.close());

const api = (path: string, init: RequestInit = {}) =>
  client(server)(path, { ...init, headers: { ...admin, ...init.headers } });
const send = (method: string, path: string, body: unknown) => api(path, jsonInit(method, body));

const OUT_OF_RANGE = [
  "0000-01-01T00:00:00Z",
  "1969-12-31T23:59:59Z",
  "9999-12-31T23:59:59-14:00",
  "10000-01-01T00:00:00Z",
  "2026-12-06T12:00:00+23:59",
];
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function caseStudy(extra: Record<string, unknown> = {}) {
  const res = await send("POST", "/api/case_studies", {
    title: `Étude ${Math.random()}`,
    description: "Une description",
    client: "Client",
    ...extra,
  });
  return res;
}

async function expectFieldRefused(res: Response, field: string) {
  const body = (await expectCleanError(res, 400)) as { error: { fields?: Record<string, string> } };
  expect(body.error.fields?.[field]).toBeTruthy();
}

describe("times out of range", () => {
  it("refuses a publication or withdrawal time out of range on create and update, naming it", async () => {
    const created = await caseStudy();
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const value of OUT_OF_RANGE) {
      for (const field of ["publish_at", "unpublish_at"]) {
        await expectFieldRefused(await caseStudy({ [field]: value }), field);
        await expectFieldRefused(
          await send("PATCH", `/api/case_studies/${id}`, { [field]: value }),
          field,
        );
      }
    }
    const res = await caseStudy({ publish_at: "9999-12-31T23:59:59Z", published: false });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { publish_at: string }).publish_at).toBe(
      "9999-12-31T23:59:59.000Z",
    );
  });

  it("refuses a `before` out of range on the inbox, the journal and a row's history", async () => {
    const { id } = (await (await caseStudy()).json()) as { id: string };
    for (const value of [...OUT_OF_RANGE, "2026-12-06T12:00:00-23:59"]) {
      const before = encodeURIComponent(value);
      for (const path of [
        `/api/contact?before=${before}`,
        `/api/audit?before=${before}`,
        `/api/audit/row?table=case_studies&row_id=${id}&before=${before}`,
      ]) {
        const res = await api(path);
        const body = (await expectCleanError(res, 400)) as {
          error: { fields?: Record<string, string> };
        };
        expect(body.error.fields?.before, path).toBeTruthy();
      }
    }
    const edge = encodeURIComponent("9999-12-31T23:59:59+14:00");
    expect((await api(`/api/audit?before=${edge}`)).status).toBe(200);
  });
});

describe("a scheduled publication", () => {
  it("refuses published: true with a publication to come", async () => {
    const rows = async () => ((await (await api("/api/case_studies")).json()) as unknown[]).length;
    const before = await rows();
    const res = await caseStudy({ published: true, publish_at: inAnHour() });
    const body = (await expectCleanError(res, 400, "scheduled_conflict")) as {
      error: { message: string };
    };
    expect(body.error.message).toBe(SCHEDULED_CONFLICT_MESSAGE);
    expect(await rows()).toBe(before);
  });

  it("keeps a row given a publication to come a draft until then, on create and update", async () => {
    // Created without `published` (the column's default is published).
    const created = await caseStudy({ publish_at: inAnHour() });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ published: false });

    // A published row given a publication to come goes back to draft until then.
    const live = (await (await caseStudy()).json()) as { id: string; published: boolean };
    expect(live.published).toBe(true);
    const scheduled = await send("PATCH", `/api/case_studies/${live.id}`, {
      publish_at: inAnHour(),
    });
    expect(scheduled.status).toBe(200);
    expect(await scheduled.json()).toMatchObject({ published: false });
    const visitors = (await (await fetch(`${server.url}/api/case_studies`)).json()) as {
      id: string;
    }[];
    expect(visitors.map((row) => row.id)).not.toContain(live.id);

    // Publishing it while its publication is still to come is the same conflict…
    const conflict = await send("PATCH", `/api/case_studies/${live.id}`, { published: true });
    await expectCleanError(conflict, 400, "scheduled_conflict");
    // …and publishing it now, its scheduled time cleared, is not.
    const now = await send("PATCH", `/api/case_studies/${live.id}`, {
      published: true,
      publish_at: null,
    });
    expect(now.status).toBe(200);
    expect(await now.json()).toMatchObject({ published: true, publish_at: null });
  });
});
