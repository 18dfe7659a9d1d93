import { readdir, utimes } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseOfKey, MEDIA_WIDTHS, responsiveImage } from "#domain/media";
import { eventually } from "../test/support/eventually";
import { startTestServer, type TestServer } from "../test/support/harness";
import {
  html,
  PHOTO_GPS_MARK,
  pdf,
  phonePhoto,
  png,
  transparentPng,
} from "../test/support/uploads";
import { removeUnreferencedUploads } from "./unreferenced-uploads.server";

let server: TestServer;
let admin: Record<string, string>;
let mediaDir: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.bearerFor("admin")).headers;
  mediaDir = path.join(server.config.DATA_DIR, "uploads", "media");
});
afterAll(() => server.close());

interface MediaAnswer {
  path: string;
  publicUrl: string;
  width: number;
  height: number;
}

function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, headers = admin) {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type }), name);
  return fetch(`${server.url}/api/storage/media`, {
    method: "POST",
    headers: headers.authorization ? { authorization: headers.authorization } : {},
    body: form,
  });
}

async function uploaded(bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const res = await upload(bytes, name, type);
  expect(res.status).toBe(201);
  return (await res.json()) as MediaAnswer;
}

const storedFiles = async () => (await readdir(mediaDir).catch(() => [] as string[])).sort();
const filesOf = async (answer: MediaAnswer) => {
  const base = baseOfKey(answer.path)!;
  return (await storedFiles()).filter((name) => name.startsWith(base));
};

const api = (route: string, init: RequestInit = {}) =>
  fetch(`${server.url}${route}`, { headers: admin, ...init });

/** The average colour of a horizontal band of an image (top or bottom tenth). */
async function bandColour(bytes: Buffer, band: "top" | "bottom") {
  const image = sharp(bytes);
  const { width, height } = await image.metadata();
  const tenth = Math.max(1, Math.floor(height / 10));
  const strip = await sharp(bytes)
    .extract({ left: 0, top: band === "top" ? 0 : height - tenth, width, height: tenth })
    .toBuffer();
  const { channels } = await sharp(strip).stats();
  return { red: channels[0]!.mean, blue: channels[2]!.mean };
}

describe("uploading an image", () => {
  let photo: MediaAnswer;

  beforeAll(async () => {
    photo = await uploaded(await phonePhoto(4000, 3000), "IMG_2041.JPG", "image/jpeg");
  });

  it("answers 201 with the size as displayed and the widest fallback variant's URL", () => {
    // Stored sideways with EXIF orientation 6: shown 3000 wide and 4000 high.
    expect(photo.width).toBe(3000);
    expect(photo.height).toBe(4000);
    expect(photo.publicUrl).toMatch(/^\/storage\/media\/[a-f0-9]{24}-3000x4000-1600\.jpg$/);
    // The image's key in the library: its widest variant's name, never the original's.
    expect(photo.publicUrl).toBe(`/storage/media/${photo.path}`);
  });

  it("stores each width in WebP and JPEG beside the original, none wider than the widest size", async () => {
    const files = await filesOf(photo);
    const variants = files.filter((name) => !name.includes(".original-"));
    expect(variants).toHaveLength(MEDIA_WIDTHS.length * 2);
    expect(files.filter((name) => /\.original-[a-f0-9]{16}\.jpg$/.test(name))).toHaveLength(1);
    for (const name of variants) {
      const bytes = Buffer.from(
        await (await fetch(`${server.url}/storage/media/${name}`)).arrayBuffer(),
      );
      const meta = await sharp(bytes).metadata();
      const width = Number(name.match(/-(\d+)\.(webp|jpg)$/)![1]);
      expect(meta.format).toBe(name.endsWith(".webp") ? "webp" : "jpeg");
      expect(meta.width).toBe(width);
      expect(meta.width).toBeLessThanOrEqual(Math.max(...MEDIA_WIDTHS));
      expect(meta.height).toBe(Math.round((width * 4000) / 3000));
      // No EXIF (the GPS position and the camera with it), no orientation left to apply.
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(PHOTO_GPS_MARK)).toBe(false);
      expect(bytes.includes("PhoneMaker")).toBe(false);
      // Turned as the phone showed it: the red half on top, the blue half below.
      const top = await bandColour(bytes, "top");
      const bottom = await bandColour(bytes, "bottom");
      expect(top.red).toBeGreaterThan(150);
      expect(top.blue).toBeLessThan(60);
      expect(bottom.blue).toBeGreaterThan(150);
      expect(bottom.red).toBeLessThan(60);
    }
  });

  it("serves variants for a year as immutable, typed and never sniffed; never the original", async () => {
    const image = responsiveImage(photo.publicUrl)!;
    expect(image.sources.map((s) => s.type)).toEqual(["image/webp", "image/jpeg"]);
    const webp = image.sources[0]!.srcSet.split(", ")[0]!.split(" ")[0]!;
    for (const [url, type] of [
      [photo.publicUrl, "image/jpeg"],
      [webp, "image/webp"],
    ] as const) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      await res.arrayBuffer();
    }
    const originalKey = (await filesOf(photo)).find((name) => name.includes(".original-"));
    const original = await fetch(`${server.url}/storage/media/${originalKey}`);
    expect(original.status).toBe(404);
    await original.arrayBuffer();
  });

  it("makes the variants once: the same image again adds no file", async () => {
    const before = await storedFiles();
    const again = await uploaded(await phonePhoto(4000, 3000), "copie.jpg", "image/jpeg");
    expect(again).toEqual(photo);
    expect(await storedFiles()).toEqual(before);
  });

  it("keeps PNG as the fallback of a transparent image and never enlarges a small one", async () => {
    const answer = await uploaded(await transparentPng(300, 200), "logo.png", "image/png");
    expect(answer.publicUrl).toMatch(/-300x200-300\.png$/);
    const variants = (await filesOf(answer)).filter((name) => !name.includes(".original-"));
    expect(variants.map((name) => name.replace(/^[a-f0-9]+-/, ""))).toEqual([
      "300x200-160.png",
      "300x200-160.webp",
      "300x200-300.png",
      "300x200-300.webp",
    ]);
    const res = await fetch(`${server.url}${answer.publicUrl}`);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "png", width: 300, height: 200, hasAlpha: true });
  });

  it("records the upload in the audit log", async () => {
    const res = await api("/api/audit?table=storage");
    const entries = (await res.json()) as { row_id: string; action: string }[];
    expect(entries).toContainEqual(
      expect.objectContaining({ action: "upload", row_id: `media/${photo.path}` }),
    );
  });
});

describe("refused images", () => {
  it("checks the type on the bytes: a script, a PDF or a GIF named as a photo is a 415", async () => {
    const before = await storedFiles();
    const gif = new Uint8Array(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"));
    for (const [bytes, name, type] of [
      [html(), "photo.jpg", "image/jpeg"],
      [pdf(), "photo.png", "image/png"],
      [gif, "anim.gif", "image/gif"],
      [png(), "photo.pdf", "application/pdf"],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect(res.status).toBe(415);
      const body = await res.json();
      expect(body.error.message).toMatch(/JPEG, PNG, WebP et AVIF/);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses bytes that start like a PNG but are none with a 400, storing nothing", async () => {
    const before = await storedFiles();
    const res = await upload(png(5000), "faux.png", "image/png");
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/Image illisible/);
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses anyone but an administrator before reading the file", async () => {
    const bytes = await transparentPng(20, 20);
    const member = await server.bearerFor("user");
    expect((await upload(bytes, "a.png", "image/png", member.headers)).status).toBe(403);
    expect((await upload(bytes, "a.png", "image/png", {})).status).toBe(401);
  });

  it("is not reachable through the demo upload's route", async () => {
    const res = await fetch(`${server.url}/api/storage/demos`, { method: "GET" });
    expect(res.status).toBe(404);
  });
});

describe("an image's files follow its rows", () => {
  it("removes the variants when the case study's image is removed, the row deleted, or replaced", async () => {
    const first = await uploaded(await phonePhoto(1200, 900), "a.jpg", "image/jpeg");
    const second = await uploaded(await phonePhoto(1000, 800), "b.jpg", "image/jpeg");
    const created = await api("/api/case_studies", {
      method: "POST",
      body: JSON.stringify({
        title: "Cas photo",
        description: "d",
        client: "C",
        image_url: first.publicUrl,
      }),
    });
    expect(created.status).toBe(201);
    const row = (await created.json()) as { id: string };
    // A testimonial shares the second image with the case study once it is replaced.
    const testimonial = await api("/api/testimonials", {
      method: "POST",
      body: JSON.stringify({ author: "A", quote: "Q", avatar_url: second.publicUrl }),
    });
    expect(testimonial.status).toBe(201);
    const replaced = await api(`/api/case_studies/${row.id}`, {
      method: "PATCH",
      body: JSON.stringify({ image_url: second.publicUrl }),
    });
    expect(replaced.status).toBe(200);
    await eventually(async () => expect(await filesOf(first)).toEqual([]));

    const removed = await api(`/api/case_studies/${row.id}`, {
      method: "PATCH",
      body: JSON.stringify({ image_url: null }),
    });
    expect(removed.status).toBe(200);
    // Still the testimonial's photo: kept.
    await eventually(() =>
      expect(server.logs.filter((line) => line.event === "storage.removed")).toHaveLength(1),
    );
    expect((await filesOf(second)).length).toBeGreaterThan(0);

    const { id } = (await testimonial.json()) as { id: string };
    expect((await api(`/api/testimonials/${id}`, { method: "DELETE" })).status).toBe(204);
    await eventually(async () => expect(await filesOf(second)).toEqual([]));
  });

  it("keeps an external image URL as it was", async () => {
    const res = await api("/api/testimonials", {
      method: "POST",
      body: JSON.stringify({ author: "B", quote: "Q", avatar_url: "https://example.com/me.jpg" }),
    });
    expect(res.status).toBe(201);
    expect((await res.json()).avatar_url).toBe("https://example.com/me.jpg");
    const bad = await api("/api/testimonials", {
      method: "POST",
      body: JSON.stringify({ author: "B", quote: "Q", avatar_url: "javascript:alert(1)" }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.avatar_url).toMatch(/Image invalide/);
  });
});

describe("the cleanup at start", () => {
  it("removes uploads older than a day that no row points to, originals and variants", async () => {
    const abandoned = await uploaded(await phonePhoto(800, 600), "old.jpg", "image/jpeg");
    const used = await uploaded(await phonePhoto(900, 600), "used.jpg", "image/jpeg");
    const recent = await uploaded(await phonePhoto(700, 600), "new.jpg", "image/jpeg");
    const created = await api("/api/testimonials", {
      method: "POST",
      body: JSON.stringify({ author: "C", quote: "Q", avatar_url: used.publicUrl }),
    });
    expect(created.status).toBe(201);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const name of [...(await filesOf(abandoned)), ...(await filesOf(used))]) {
      await utimes(path.join(mediaDir, name), twoDaysAgo, twoDaysAgo);
    }
    const kept = [...(await filesOf(used)), ...(await filesOf(recent))];
    // 160, 480 and 800 wide, in two formats, and the original.
    expect(await filesOf(abandoned)).toHaveLength(7);

    expect(await removeUnreferencedUploads(server.deps)).toBe(7);
    expect(await filesOf(abandoned)).toEqual([]);
    expect([...(await filesOf(used)), ...(await filesOf(recent))]).toEqual(kept);
  });
});
