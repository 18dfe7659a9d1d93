import { copyFile, readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_MESSAGES } from "#domain/list-query";
import type { MediaItem } from "#domain/media-library";
import { media } from "../db/schema";
import type { TestServer } from "../test/support/harness";
import { mediaLibraryCalls, photo, startMediaLibraryServer } from "../test/support/media-library";

let server: TestServer;
let editor: Record<string, string>;
let translator: Record<string, string>;
let mediaDir: string;

beforeAll(async () => {
  ({ server, editor, translator, mediaDir } = await startMediaLibraryServer());
});
afterAll(() => server.close());

const { sendImage, uploaded, api, library, itemOf, caseStudy, patchAlt } = mediaLibraryCalls(
  () => ({ server, editor }),
);

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
    const res = await sendImage("/api/storage/media", "POST", await photo(), editor, name);
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
