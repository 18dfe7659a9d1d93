import type { LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#server/test/support/harness";
import { mediaLibraryCalls } from "#server/test/support/media-library";
import {
  journalLoader,
  mediaLoader,
  messagesLoader,
  questionsLoader,
  teamLoader,
} from "./screen-pages.server";

// Each screen's first data, read with the document: exactly what its API answers the same member
// for the query the screen sends (under that query's key, so the screen asks nothing more), and
// nothing for a member the API refuses.
describe("the back office screens' loaders", () => {
  let server: TestServer;
  let admin: Record<string, string>;
  const load = <T>(
    loader: (args: LoaderFunctionArgs) => Promise<T>,
    path: string,
    headers: Record<string, string> = {},
  ) =>
    loader({
      request: new Request(`http://localhost${path}`, { headers }),
      context: { deps: server.deps },
      params: {},
    } as unknown as LoaderFunctionArgs);
  const api = async (path: string, headers: Record<string, string>) => {
    const res = await fetch(`${server.url}${path}`, { headers });
    expect(res.status).toBe(200);
    return { rows: await res.json(), range: res.headers.get("content-range") };
  };
  const { uploaded } = mediaLibraryCalls(() => ({ server, editor: admin }));

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.bearerFor("admin")).headers;
  }, 120_000);
  afterAll(() => server.close());

  it("'Messages reçus': the page the address names and the unread count; nothing for a translator", async () => {
    for (const name of ["Awa Diallo", "Karim Benali"]) {
      const sent = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, email: "visiteur@example.com", message: "Un projet à voir" }),
      });
      expect(sent.status).toBe(201);
    }
    const data = await load(messagesLoader, "/admin/messages?q=karim", admin);
    expect(data?.list?.key).toBe("limit=25&q=karim");
    const page = await api(`/api/contact?${data?.list?.key}`, admin);
    expect(data?.list?.page.rows).toEqual(page.rows);
    expect(data?.list?.page.rows.map((row) => row.name)).toEqual(["Karim Benali"]);
    expect(data?.list?.page).toMatchObject({ total: 1, first: 0 });
    expect(data?.unread.page.total).toBe(2);

    const translator = await server.bearerForMember("translator", ["ar"]);
    expect(await load(messagesLoader, "/admin/messages", translator.headers)).toBeNull();
    expect(await load(messagesLoader, "/admin/messages")).toBeNull();
  });

  it("'Questions des visiteurs': each view as its API answers it; nothing for a translator", async () => {
    const asked = await fetch(`${server.url}/api/assistant`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Pouvez-vous garder mon chat en août ?", lang: "fr" }),
    });
    expect(asked.status).toBe(200);
    const { id } = (await asked.json()) as { id: string };
    const rated = await fetch(`${server.url}/api/assistant/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id, helpful: false, comment: "Hors sujet" }),
    });
    expect(rated.status).toBe(201);

    const data = await load(questionsLoader, "/admin/questions?order=count.desc", admin);
    expect(data?.unanswered?.key).toBe("limit=25&order=count.desc");
    const page = await api(`/api/assistant/unanswered?${data?.unanswered?.key}`, admin);
    expect(data?.unanswered?.page.rows).toEqual(page.rows);
    expect(data?.unanswered?.page.rows).toMatchObject([
      { question: "Pouvez-vous garder mon chat en août ?" },
    ]);

    const unhelpful = await load(questionsLoader, "/admin/questions?vue=inutiles", admin);
    expect(unhelpful?.unanswered).toBeNull();
    expect(unhelpful?.unhelpful?.page.rows).toEqual(
      (await api("/api/assistant/unhelpful", admin)).rows,
    );
    expect(unhelpful?.unhelpful?.page.rows).toMatchObject([{ id, comment: "Hors sujet" }]);

    const translator = await server.bearerForMember("translator", ["en"]);
    expect(await load(questionsLoader, "/admin/questions", translator.headers)).toBeNull();
  });

  it("'Journal': the page its filters name, as the API pages it; nothing for an editor", async () => {
    const created = await fetch(`${server.url}/api/case_studies`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({
        title: "Étude journalisée",
        description: "Écrite pour le journal",
        client: "Client",
        industry: "Industrie",
        challenge: "Défi",
        solution: "Solution",
        results: "Résultats",
      }),
    });
    expect(created.status).toBe(201);
    const data = await load(journalLoader, "/admin/journal?action=create&size=50", admin);
    expect(JSON.parse(data?.key ?? "")).toEqual({ action: "create", limit: 50 });
    const page = await api("/api/audit?action=create&limit=50", admin);
    expect(data?.page.rows).toEqual(page.rows);
    expect(data?.page.rows.length).toBeGreaterThan(0);
    expect(data?.page.rows.every((entry) => entry.action === "create")).toBe(true);
    expect(`${data?.page.first}-${data?.page.rows.length}/${data?.page.total}`).toBe(
      `0-${page.rows.length}/${page.range?.split("/")[1]}`,
    );
    // Filters the API would refuse: nothing read, the screen says so itself.
    expect(await load(journalLoader, "/admin/journal?from=2026-05-02&to=2026-05-01", admin)).toBe(
      null,
    );

    const editor = await server.bearerForMember("editor");
    expect(await load(journalLoader, "/admin/journal", editor.headers)).toBeNull();
  });

  it("'Équipe': every member and invitation as the API lists them; nothing for an editor", async () => {
    const invited = await fetch(`${server.url}/api/team/invitations`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ email: "invitee@example.com", role: "editor" }),
    });
    expect(invited.status).toBe(201);
    const data = await load(teamLoader, "/admin/team", admin);
    expect(data?.page.rows).toEqual((await api("/api/team", admin)).rows);
    expect(data?.page.rows).toContainEqual(
      expect.objectContaining({ email: "invitee@example.com", status: "invited" }),
    );
    expect(data?.page.total).toBe(data?.page.rows.length);

    const editor = await server.bearerForMember("editor");
    expect(await load(teamLoader, "/admin/team", editor.headers)).toBeNull();
  });

  it("'Médiathèque': the page the address names; nothing for an account outside the team", async () => {
    await uploaded();
    const data = await load(mediaLoader, "/admin/media?unused=true&size=50", admin);
    expect(data?.key).toBe("limit=50&unused=true");
    const page = await api(`/api/storage/media?${data?.key}`, admin);
    expect(data?.page.rows).toEqual(page.rows);
    expect(data?.page.rows).toHaveLength(1);
    expect(data?.page).toMatchObject({ total: 1, first: 0 });

    const noRole = await server.bearerFor(null);
    expect(await load(mediaLoader, "/admin/media", noRole.headers)).toBeNull();
  });
});
