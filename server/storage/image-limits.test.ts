import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngBomb, progressiveJpeg } from "#testing/image-bombs";
import { HttpError } from "../http/errors";
import { startTestServer, type TestServer } from "../test/support/harness";
import { imageSlots } from "./image-limits.server";

let server: TestServer;
let admin: string;
let mediaDir: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.bearerFor("admin")).headers.authorization!;
  mediaDir = path.join(server.config.DATA_DIR, "uploads", "media");
});
afterAll(() => server.close());

function upload(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const type = name.endsWith(".png") ? "image/png" : "image/jpeg";
  const form = new FormData();
  form.append("file", new Blob([bytes], { type }), name);
  return fetch(`${server.url}/api/storage/media`, {
    method: "POST",
    headers: { authorization: admin },
    body: form,
  });
}

const storedFiles = async () => (await readdir(mediaDir).catch(() => [] as string[])).sort();

async function expectRefused(res: Response, message: RegExp) {
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect({ status: res.status, code: body.error.code }).toEqual({
    status: 400,
    code: "image_too_large",
  });
  expect(body.error.message).toMatch(message);
}

async function expectHealthy() {
  const res = await fetch(`${server.url}/api/health`);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
}

describe("images whose pixels would not fit in memory", () => {
  let tall: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    // 300 KB on disk, 10 × 10,000,000 pixels once decoded.
    tall = await pngBomb({ width: 10, height: 10_000_000 });
  });

  it("refuses a 10 × 10,000,000 PNG from its header with a French 400, storing nothing", async () => {
    const before = await storedFiles();
    await expectRefused(await upload(tall, "bande.png"), /16 383 pixels de côté au plus/);
    expect(await storedFiles()).toEqual(before);
    await expectHealthy();
  });

  it("refuses an interlaced 16-bit PNG and a progressive JPEG above 25 megapixels", async () => {
    const interlaced = await pngBomb({ width: 6000, height: 6000, depth: 16, interlaced: true });
    await expectRefused(await upload(interlaced, "entrelacee.png"), /25 mégapixels au plus/);
    const progressive = await progressiveJpeg(6000, 5000);
    await expectRefused(await upload(progressive, "progressive.jpg"), /25 mégapixels au plus/);
  });

  it("refuses an image whose long side is more than 40 times its short one", async () => {
    const strip = await pngBomb({ width: 100, height: 5000 });
    await expectRefused(await upload(strip, "frise.png"), /Image trop étirée/);
  });

  it("still takes an interlaced PNG and a progressive JPEG under the limit", async () => {
    const interlaced = await pngBomb({ width: 1200, height: 800, depth: 16, interlaced: true });
    expect((await upload(interlaced, "petite.png")).status).toBe(201);
    expect((await upload(await progressiveJpeg(2000, 1500), "photo.jpg")).status).toBe(201);
  });

  it("answers three bombs sent at once with 4xx or 503, and keeps answering", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(async (seed) => {
        const res = await upload(await pngBomb({ width: 10, height: 10_000_000, seed }), "b.png");
        const body = (await res.json()) as { error: { code: string } };
        return { status: res.status, code: body.error.code, retry: res.headers.get("retry-after") };
      }),
    );
    for (const answer of answers) {
      if (answer.status === 503) expect(answer.retry).toMatch(/^\d+$/);
      else expect(answer).toMatchObject({ status: 400, code: "image_too_large" });
    }
    await expectHealthy();
  });
});

describe("the image slots", () => {
  it("tell an upload beyond the waiting ones to retry in ten seconds", async () => {
    let open = () => {};
    const held = new Promise<void>((resolve) => {
      open = resolve;
    });
    const run = imageSlots(1, { waiting: 0 });
    const first = run(() => held);
    const refused = await run(async () => "second").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 503,
      code: "images_busy",
      headers: { "Retry-After": "10" },
    });
    open();
    await first;
  });
});
