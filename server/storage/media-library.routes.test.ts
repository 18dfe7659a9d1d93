import { copyFile, readdir } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_MESSAGES } from "#domain/list-query";
import type { MediaItem } from "#domain/media-library";
import { createApp } from "../app";
import { relayContentChanges } from "../content/changes.server";
import { media } from "../db/schema";
import { createDeps } from "../deps.server";
import { createLogger } from "../spine/logger.server";
import { eventually } from "../test/support/eventually";
import { startTestServer, type TestServer } from "../test/support/harness";
import { noiseJpeg } from "../test/support/uploads";
import { allMedia } from "./media-library.server";

let server: TestServer;
let editor: Record<string, string>;
let translator: Record<string, string>;
let mediaDir: string;

beforeAll(async () => {
  server = await startTestServer();
  editor = (await server.bearerForMember("editor")).headers;
  translator = (await server.bearerForMember("translator", ["ar"])).headers;
  mediaDir = path.join(server.config.DATA_DIR, "uploads", "media");
});
afterAll(() => server.close());

/** `route` on this server, or a whole URL (another process's). */
const urlOf = (route: string) => (route.startsWith("http") ? route : `${server.url}${route}`);

function sendImage(
  route: string,
  method: string,
  bytes: Buffer,
  headers = editor,
  name = "photo.jpg",
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  return fetch(urlOf(route), {
    method,
    headers: { authorization: headers.authorization! },
    body: form,
  });
}

async function uploaded(route = "/api/storage/media") {
  const res = await sendImage(route, "POST", await noiseJpeg());
  expect(res.status).toBe(201);
  const { publicUrl } = (await res.json()) as { publicUrl: string };
  return { publicUrl, path: publicUrl.slice(publicUrl.lastIndexOf("/") + 1) };
}

const api = (route: string, init: RequestInit & { as?: Record<string, string> } = {}) =>
  fetch(urlOf(route), {
    ...init,
    headers: { "content-type": "application/json", ...(init.as ?? editor) },
  });

async function library(query = ""): Promise<MediaItem[]> {
  const res = await api(`/api/storage/media${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MediaItem[];
}
const itemOf = async (path: string) => (await library()).find((item) => item.path === path);

async function caseStudy(imageUrl: string) {
  const res = await api("/api/case_studies", {
    method: "POST",
    body: JSON.stringify({
      title: `Étude ${Math.random()}`,
      description: "Une description",
      client: "Client",
      image_url: imageUrl,
      published: true,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; image_url: string };
}

const patchAlt = (path: string, alt: Record<string, string>, as = editor) =>
  api(`/api/storage/media/${path}`, { method: "PATCH", body: JSON.stringify({ alt }), as });

describe("the media library", () => {
  it("lists an uploaded image with its size, dimensions, date and the rows using it", async () => {
    const image = await uploaded();
    expect(await itemOf(image.path)).toMatchObject({
      publicUrl: image.publicUrl,
      width: 800,
      height: 600,
      used_by: [],
      alt: {},
    });
    const study = await caseStudy(image.publicUrl);
    const item = await itemOf(image.path);
    expect(item?.used_by).toEqual([{ table: "case_studies", id: study.id, field: "image_url" }]);
    expect(item?.bytes).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(item?.created_at ?? ""))).toBe(false);
  });

  it("lists an image stored before the library had a row for it", async () => {
    const image = await uploaded();
    // The same files under another hash, as a store written before the library would hold them.
    const old = "0123456789abcdef01234567";
    const [hash] = image.path.split("-");
    for (const name of await readdir(mediaDir)) {
      if (!name.startsWith(hash!)) continue;
      await copyFile(path.join(mediaDir, name), path.join(mediaDir, name.replace(hash!, old)));
    }
    const backfilled = await itemOf(image.path.replace(hash!, old));
    expect(backfilled).toMatchObject({ width: 800, height: 600, used_by: [], alt: {} });
    expect(backfilled?.bytes).toBeGreaterThan(0);
  });

  it("searches the texts and the names, filters the unused ones, pages with Content-Range", async () => {
    const used = await uploaded();
    await caseStudy(used.publicUrl);
    const unused = await uploaded();
    expect((await patchAlt(unused.path, { fr: "Équipe réunie autour d'une table" })).status).toBe(
      200,
    );
    expect((await library("?q=equipe%20TABLE")).map((item) => item.path)).toEqual([unused.path]);
    const idle = (await library("?unused=true")).map((item) => item.path);
    expect(idle).toContain(unused.path);
    expect(idle).not.toContain(used.path);

    const res = await api("/api/storage/media?limit=1&offset=0");
    const total = (await library()).length;
    expect(res.headers.get("content-range")).toBe(`0-0/${total}`);
    expect(await res.json()).toHaveLength(1);
    const refused = await api("/api/storage/media?limit=0&offset=x&unused=yes");
    expect(refused.status).toBe(400);
    // The same parameters and messages as every list's.
    expect(((await refused.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      limit: LIST_MESSAGES.limit,
      offset: LIST_MESSAGES.offset,
      unused: LIST_MESSAGES.boolean,
    });
    const second = await api("/api/storage/media?limit=1&offset=1");
    expect(second.headers.get("content-range")).toBe(`1-1/${total}`);
    const empty = await api(`/api/storage/media?limit=5&offset=${total}`);
    expect(empty.headers.get("content-range")).toBe(`*/${total}`);
  });

  it("keeps the name of the file sent, answers it and finds the image by it", async () => {
    const name = "Séminaire d'équipe à Tunis — printemps 2026.jpg";
    const res = await sendImage("/api/storage/media", "POST", await noiseJpeg(), editor, name);
    expect(res.status).toBe(201);
    const { publicUrl } = (await res.json()) as { publicUrl: string };
    const key = publicUrl.slice(publicUrl.lastIndexOf("/") + 1);
    expect((await itemOf(key))?.name).toBe(name);
    expect((await library("?q=seminaire%20TUNIS")).map((item) => item.path)).toEqual([key]);
    // An image stored before names were kept has none.
    const before = await uploaded();
    await server.deps.database.db
      .update(media)
      .set({ original_name: null })
      .where(eq(media.path, before.path));
    server.deps.changes.emit("media");
    expect((await itemOf(before.path))?.name).toBeNull();
  });

  it("pages from `offset` to the end without `limit`, as every list does", async () => {
    await uploaded();
    await uploaded();
    const all = await library();
    const total = all.length;
    const rest = await api("/api/storage/media?offset=1");
    expect(rest.headers.get("content-range")).toBe(`1-${total - 1}/${total}`);
    expect(await rest.json()).toEqual(all.slice(1));
    const past = await api(`/api/storage/media?offset=${total}`);
    expect(past.headers.get("content-range")).toBe(`*/${total}`);
    expect(await past.json()).toEqual([]);
    // A search alone is a page too: its total in Content-Range.
    const unused = await api("/api/storage/media?unused=true");
    const idle = (await unused.json()) as MediaItem[];
    expect(unused.headers.get("content-range")).toBe(`0-${idle.length - 1}/${idle.length}`);
    // Without any parameter, the whole list as before pages existed.
    expect((await api("/api/storage/media")).headers.get("content-range")).toBeNull();
  });

  it("keeps alternative texts per language; a translator writes only its own", async () => {
    const image = await uploaded();
    const res = await patchAlt(image.path, { fr: "  Deux personnes  ", en: "Two people" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as MediaItem).alt).toEqual({
      fr: "Deux personnes",
      en: "Two people",
    });

    expect((await patchAlt(image.path, { ar: "شخصان" }, translator)).status).toBe(200);
    const french = await patchAlt(image.path, { fr: "Autre" }, translator);
    expect(french.status).toBe(403);
    expect((await patchAlt(image.path, { en: "Other" }, translator)).status).toBe(403);
    expect((await patchAlt(image.path, { en: "" })).status).toBe(200);
    expect((await itemOf(image.path))?.alt).toEqual({ fr: "Deux personnes", ar: "شخصان" });

    expect((await patchAlt(image.path, { fr: "x".repeat(251) })).status).toBe(400);
    expect((await patchAlt(image.path, { fr: "deux\nlignes" })).status).toBe(400);
    expect((await patchAlt(image.path, { de: "Zwei" })).status).toBe(400);
    expect((await patchAlt("0123-nothing.jpg", { fr: "Rien" })).status).toBe(404);

    const audit = await api(`/api/audit?limit=5`, {
      as: (await server.bearerFor("admin")).headers,
    });
    const entries = (await audit.json()) as { action: string; table: string; row_id: string }[];
    expect(entries[0]).toMatchObject({
      action: "update",
      table: "storage",
      row_id: `media/${image.path}`,
    });
  });

  it("flags the languages a needed text is missing in, never for a decorative avatar", async () => {
    const content = await uploaded();
    await caseStudy(content.publicUrl);
    await patchAlt(content.path, { fr: "Un atelier" });
    const avatar = await uploaded();
    const res = await api("/api/testimonials", {
      method: "POST",
      body: JSON.stringify({
        quote: "Très bien",
        author: "Nadia",
        avatar_url: avatar.publicUrl,
        published: true,
      }),
    });
    expect(res.status).toBe(201);
    const missing = (await library("?missing=ar")).map((item) => item.path);
    expect(missing).toContain(content.path);
    expect(missing).not.toContain(avatar.path);
    expect((await library("?missing=fr")).map((item) => item.path)).not.toContain(content.path);
  });

  it("refuses to delete an image a row uses, naming the row; deletes an unused one", async () => {
    const image = await uploaded();
    const study = await caseStudy(image.publicUrl);
    const refused = await api(`/api/storage/media/${image.path}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "in_use",
        used_by: [{ table: "case_studies", id: study.id, field: "image_url" }],
      },
    });
    expect((await fetch(`${server.url}${image.publicUrl}`)).status).toBe(200);

    const unused = await uploaded();
    const [hash] = unused.path.split("-");
    expect(
      (await api(`/api/storage/media/${unused.path}`, { method: "DELETE", as: translator })).status,
    ).toBe(403);
    expect((await api(`/api/storage/media/${unused.path}`, { method: "DELETE" })).status).toBe(204);
    expect((await readdir(mediaDir)).filter((name) => name.startsWith(hash!))).toEqual([]);
    expect(await itemOf(unused.path)).toBeUndefined();
  });

  it("replaces an image: its rows show the new one under a new URL, its texts kept", async () => {
    const image = await uploaded();
    const study = await caseStudy(image.publicUrl);
    await patchAlt(image.path, { fr: "Un entrepôt", ar: "مستودع" });
    const [oldHash] = image.path.split("-");

    const res = await sendImage(
      `/api/storage/media/${image.path}`,
      "PUT",
      await noiseJpeg(640, 480),
    );
    expect(res.status).toBe(200);
    const replaced = (await res.json()) as MediaItem;
    expect(replaced.path).not.toBe(image.path);
    expect(replaced).toMatchObject({
      width: 640,
      height: 480,
      alt: { fr: "Un entrepôt", ar: "مستودع" },
    });
    expect(replaced.used_by).toEqual([{ table: "case_studies", id: study.id, field: "image_url" }]);

    const rows = (await (await api("/api/case_studies")).json()) as (typeof study)[];
    expect(rows.find((row) => row.id === study.id)?.image_url).toBe(replaced.publicUrl);
    expect((await fetch(`${server.url}${replaced.publicUrl}`)).status).toBe(200);
    expect((await readdir(mediaDir)).filter((name) => name.startsWith(oldHash!))).toEqual([]);
    expect(await itemOf(image.path)).toBeUndefined();

    const history = await api(`/api/audit/row?table=case_studies&row_id=${study.id}`);
    const entries = (await history.json()) as { action: string }[];
    expect(entries.map((entry) => entry.action)).toContain("replace");

    expect(
      (await sendImage(`/api/storage/media/${replaced.path}`, "PUT", await noiseJpeg(), translator))
        .status,
    ).toBe(403);
  });
});

// The library is built once and kept until something it shows changes, here or in another process.
describe("the media library kept between reads", () => {
  const deps = () => server.deps;

  it("is built once for reads that miss together, and kept through writes it does not show", async () => {
    deps().changes.emit("media");
    const [first, ...others] = await Promise.all([
      allMedia(deps()),
      allMedia(deps()),
      allMedia(deps()),
    ]);
    for (const other of others) expect(other).toBe(first);
    expect(await allMedia(deps())).toBe(first);
    // Site texts hold no stored image's URL.
    deps().changes.emit("site_texts");
    expect(await allMedia(deps())).toBe(first);
    deps().changes.emit("case_studies");
    expect(await allMedia(deps())).not.toBe(first);
  });

  it("never keeps a library read while something it shows changed", async () => {
    deps().changes.emit("media");
    const during = allMedia(deps());
    deps().changes.emit("testimonials");
    const answered = await during;
    expect(await allMedia(deps())).not.toBe(answered);
  });

  it("makes each missing row once when the dashboard's three counts ask together", async () => {
    const image = await uploaded();
    // Two images stored before the library had rows for them.
    const [hash] = image.path.split("-");
    for (const other of ["0123456789abcdef0123aaaa", "0123456789abcdef0123bbbb"]) {
      for (const name of await readdir(mediaDir)) {
        if (!name.startsWith(hash!)) continue;
        await copyFile(path.join(mediaDir, name), path.join(mediaDir, name.replace(hash!, other)));
      }
    }
    deps().changes.emit("media");
    const counts = await Promise.all(
      ["fr", "en", "ar"].map((language) => api(`/api/storage/media?missing=${language}&limit=1`)),
    );
    expect(counts.map((res) => res.status)).toEqual([200, 200, 200]);
    const paths = (await library()).map((item) => item.path);
    expect(paths).toContain(image.path.replace(hash!, "0123456789abcdef0123bbbb"));
    const [rows] = await deps().database.db.select({ total: count() }).from(media);
    expect(rows?.total).toBe(paths.length);
    expect(server.logs.filter((line) => line.level === "error")).toEqual([]);
  });

  it("shows at once an upload, a text, a use and the removal of a file no row uses", async () => {
    await library();
    const image = await uploaded();
    expect(await itemOf(image.path)).toMatchObject({ used_by: [], alt: {} });
    expect((await patchAlt(image.path, { fr: "Une façade" })).status).toBe(200);
    expect((await itemOf(image.path))?.alt).toEqual({ fr: "Une façade" });
    const study = await caseStudy(image.publicUrl);
    expect((await itemOf(image.path))?.used_by).toEqual([
      { table: "case_studies", id: study.id, field: "image_url" },
    ]);
    const res = await api(`/api/case_studies/${study.id}`, {
      method: "PATCH",
      body: JSON.stringify({ image_url: null }),
    });
    expect(res.status).toBe(200);
    // No row uses it any more: its files are removed after the write, and it leaves the library.
    await eventually(async () => expect(await itemOf(image.path)).toBeUndefined());
  });

  it("sees a change another process made once that process's news comes", async () => {
    const image = await uploaded();
    expect((await itemOf(image.path))?.alt).toEqual({});
    await deps()
      .database.db.update(media)
      .set({ alt: { fr: "Écrit ailleurs" } })
      .where(eq(media.path, image.path));
    // What the relay does with another process's announcement.
    deps().changes.deliver("media");
    expect((await itemOf(image.path))?.alt).toEqual({ fr: "Écrit ailleurs" });
  });

  it("never removes an image a row of another process uses before that process's news comes", async () => {
    const image = await uploaded();
    const study = await caseStudy("https://example.com/photo.jpg");
    expect((await itemOf(image.path))?.used_by).toEqual([]);
    // Written by another process: nothing told this one yet.
    await deps().database.db.execute(
      sql`update case_studies set image_url = ${image.publicUrl} where id = ${study.id}`,
    );
    const refused = await api(`/api/storage/media/${image.path}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { used_by: [{ table: "case_studies", id: study.id, field: "image_url" }] },
    });
    expect((await fetch(`${server.url}${image.publicUrl}`)).status).toBe(200);
    deps().changes.deliver("case_studies");
  });

  it("hears over PostgreSQL of another process's uploads, texts and removals", async () => {
    const { database, config } = deps();
    if (database.kind === "pglite") {
      // One process per embedded database: no other process to hear of.
      expect(database.notifications).toBeUndefined();
      return;
    }
    // Another process on the same database and the same store, each relaying its writes.
    const logger = createLogger("silent");
    const other = createDeps(config, database, logger);
    const relays = [
      await relayContentChanges(deps().changes, database, logger),
      await relayContentChanges(other.changes, database, logger),
    ];
    const listener = createServer(getRequestListener(createApp(other).fetch));
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const otherUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    try {
      await library();
      const image = await uploaded(`${otherUrl}/api/storage/media`);
      await eventually(async () => expect(await itemOf(image.path)).toBeDefined());
      const there = `${otherUrl}/api/storage/media/${image.path}`;
      const alt = { fr: "Écrit par l'autre" };
      const patched = await api(there, { method: "PATCH", body: JSON.stringify({ alt }) });
      expect(patched.status).toBe(200);
      await eventually(async () => expect((await itemOf(image.path))?.alt).toEqual(alt));
      expect((await api(there, { method: "DELETE" })).status).toBe(204);
      await eventually(async () => expect(await itemOf(image.path)).toBeUndefined());
    } finally {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      for (const relay of relays) await relay.stop();
    }
  });
});
