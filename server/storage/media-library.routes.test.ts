import { copyFile, readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_MESSAGES } from "#domain/list-query";
import type { MediaItem } from "#domain/media-library";
import { startTestServer, type TestServer } from "../test/support/harness";

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

/** A JPEG of random noise: each call another image (another hash). */
const photo = (width = 800, height = 600) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

function sendImage(route: string, method: string, bytes: Buffer, headers = editor) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  return fetch(`${server.url}${route}`, {
    method,
    headers: { authorization: headers.authorization! },
    body: form,
  });
}

async function uploaded() {
  const res = await sendImage("/api/storage/media", "POST", await photo());
  expect(res.status).toBe(201);
  const { publicUrl } = (await res.json()) as { publicUrl: string };
  return { publicUrl, path: publicUrl.slice(publicUrl.lastIndexOf("/") + 1) };
}

const api = (route: string, init: RequestInit & { as?: Record<string, string> } = {}) =>
  fetch(`${server.url}${route}`, {
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

    const res = await sendImage(`/api/storage/media/${image.path}`, "PUT", await photo(640, 480));
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
      (await sendImage(`/api/storage/media/${replaced.path}`, "PUT", await photo(), translator))
        .status,
    ).toBe(403);
  });
});
