import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "#domain/media-library";
import { tableOf } from "../../db/schema";
import { startTestServer, type TestServer } from "../support/harness";
import { client, expectCleanError, jsonInit } from "../support/security";

// An image a row shows cannot be deleted, whatever form of its URL the row holds: its public URL,
// that URL absolute on this site (PUBLIC_URL + path) or with a query string. Rows are saved with
// the library's form; rows saved before are read the same. The key an upload answers is the one
// the library lists and its calls take.

let server: TestServer;
let editor: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  editor = (await server.bearerForMember("editor")).headers;
});
afterAll(() => server.close());

const api = (path: string, init: RequestInit = {}) =>
  client(server)(path, { ...init, headers: { ...editor, ...init.headers } });

/** An editor's upload of a JPEG of random noise (each call another image). */
async function upload() {
  const bytes = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  const res = await client(server)("/api/storage/media", {
    method: "POST",
    headers: { authorization: editor.authorization! },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { path: string; publicUrl: string };
}

async function itemOf(path: string): Promise<MediaItem | undefined> {
  const res = await api("/api/storage/media");
  expect(res.status).toBe(200);
  return ((await res.json()) as MediaItem[]).find((item) => item.path === path);
}

async function caseStudy(imageUrl: string) {
  const res = await api(
    "/api/case_studies",
    jsonInit("POST", {
      title: `Étude ${Math.random()}`,
      description: "Une description",
      client: "Client",
      image_url: imageUrl,
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; image_url: string };
}

const remove = (path: string) => api(`/api/storage/media/${path}`, { method: "DELETE" });

async function expectInUse(path: string, id: string) {
  const use = { table: "case_studies", id, field: "image_url" };
  expect((await itemOf(path))?.used_by).toEqual([use]);
  const body = (await expectCleanError(await remove(path), 409, "in_use")) as unknown as {
    error: { used_by: unknown };
  };
  expect(body.error.used_by).toEqual([use]);
}

describe("an upload's path", () => {
  it("is the key the library lists and its PATCH and DELETE take", async () => {
    const image = await upload();
    expect(image.publicUrl.endsWith(`/${image.path}`)).toBe(true);
    expect(await itemOf(image.path)).toMatchObject({ publicUrl: image.publicUrl, used_by: [] });
    const patched = await api(
      `/api/storage/media/${image.path}`,
      jsonInit("PATCH", { alt: { fr: "Une image" } }),
    );
    expect(patched.status).toBe(200);
    expect((await remove(image.path)).status).toBe(204);
    expect(await itemOf(image.path)).toBeUndefined();
  });
});

describe("an image in use", () => {
  it("is stored by its public URL when sent absolute on this site or with a query string", async () => {
    for (const form of [
      (url: string) => `${server.config.PUBLIC_URL}${url}`,
      (url: string) => `${url}?v=2`,
      (url: string) => `${server.config.PUBLIC_URL}${url}?v=2#top`,
    ]) {
      const image = await upload();
      const study = await caseStudy(form(image.publicUrl));
      expect(study.image_url).toBe(image.publicUrl);
      await expectInUse(image.path, study.id);
    }
    // Another site's URL is kept as given, its query string with it.
    const external = "https://images.example/photo.jpg?w=800";
    expect((await caseStudy(external)).image_url).toBe(external);
  });

  it("counts rows saved before in those forms", async () => {
    const table = tableOf("case_studies");
    for (const form of [
      (url: string) => `${server.config.PUBLIC_URL}${url}`,
      (url: string) => `${url}?v=2`,
    ]) {
      const image = await upload();
      const study = await caseStudy(image.publicUrl);
      // As rows saved before the form was normalised hold it: written straight into the database.
      await server.deps.database.db
        .update(table)
        .set({ image_url: form(image.publicUrl) })
        .where(eq(table.id, study.id));
      server.deps.changes.emit("case_studies");
      // The library's key, read from the URL (whatever the upload answered as its path).
      await expectInUse(image.publicUrl.slice(image.publicUrl.lastIndexOf("/") + 1), study.id);
    }
  });
});
