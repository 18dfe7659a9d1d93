import { copyFile, readdir } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { relayContentChanges } from "../content/changes.server";
import { media } from "../db/schema";
import { createDeps } from "../deps.server";
import { createLogger } from "../spine/logger.server";
import { eventually } from "../test/support/eventually";
import type { TestServer } from "../test/support/harness";
import {
  type MediaLibraryServer,
  mediaLibraryCalls,
  startMediaLibraryServer,
} from "../test/support/media-library";
import { allMedia } from "./media-library.server";

let server: TestServer;
let editor: MediaLibraryServer["editor"];
let mediaDir: string;

beforeAll(async () => {
  ({ server, editor, mediaDir } = await startMediaLibraryServer());
});
afterAll(() => server.close());

const { uploaded, api, library, itemOf, caseStudy, patchAlt } = mediaLibraryCalls(() => ({
  server,
  editor,
}));

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
