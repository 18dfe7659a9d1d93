import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test/support/eventually";
import { startTestServer, type TestServer } from "../test/support/harness";
import {
  filesUnder,
  html,
  mp4,
  PHOTO_GPS_MARK,
  pdf,
  phonePhoto,
  png,
  svg,
  transparentPng,
} from "../test/support/uploads";

let server: TestServer;
let admin: Record<string, string>;
let uploadsDir: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = { authorization: (await server.bearerFor("admin")).headers.authorization! };
  uploadsDir = path.join(server.config.DATA_DIR, "uploads");
});
afterAll(() => server.close());

function upload(
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
  headers = admin,
  field = "file",
) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  return fetch(`${server.url}/api/storage/demos`, { method: "POST", headers, body: form });
}

async function uploaded(bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const res = await upload(bytes, name, type);
  expect(res.status).toBe(201);
  return (await res.json()) as { path: string; publicUrl: string };
}

/** GET with a raw path, exactly as written (fetch would normalise "..", "%2e" and friends). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: rawPath, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("uploading a demo file", () => {
  it("stores the file under {timestamp}-{cleaned name} and serves the same bytes back", async () => {
    const bytes = pdf(5000);
    const before = Date.now();
    const body = await uploaded(bytes, "Démo été (finale).pdf", "application/pdf");
    const [, timestamp] = body.path.match(/^(\d+)-Demo_ete_finale_.pdf$/) ?? [];
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(body.publicUrl).toBe(`/storage/demos/${body.path}`);
    expect(existsSync(path.join(uploadsDir, "demos", body.path))).toBe(true);

    const res = await fetch(`${server.url}${body.publicUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe("5000");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^inline/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("accepts a PDF and a video, checked by their first bytes", async () => {
    const doc = await uploaded(pdf(), "plaquette.pdf", "application/pdf");
    const video = await uploaded(mp4(), "demo.mp4", "video/mp4");
    const docRes = await fetch(`${server.url}${doc.publicUrl}`);
    expect(docRes.headers.get("content-type")).toBe("application/pdf");
    const videoRes = await fetch(`${server.url}${video.publicUrl}`);
    expect(videoRes.headers.get("content-type")).toBe("video/mp4");
    expect(new Uint8Array(await videoRes.arrayBuffer())).toEqual(mp4());
  });

  it("serves byte ranges of a video so it can seek", async () => {
    const bytes = mp4(4096);
    const { publicUrl } = await uploaded(bytes, "seek.mp4", "video/mp4");
    const url = `${server.url}${publicUrl}`;

    const part = await fetch(url, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/4096");
    expect(part.headers.get("content-length")).toBe("100");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const tail = await fetch(url, { headers: { range: "bytes=-10" } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(4086));

    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("4096");
    expect(head.headers.get("accept-ranges")).toBe("bytes");

    const beyond = await fetch(url, { headers: { range: "bytes=5000-" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe("bytes */4096");
  });

  it("refuses a visitor (401), an account without a role and a translator (403), storing nothing", async () => {
    const before = await filesUnder(uploadsDir);
    const anonymous = await upload(png(), "a.png", "image/png", {});
    expect(anonymous.status).toBe(401);
    for (const member of [
      await server.bearerForMember("user"),
      await server.bearerForMember("translator", ["en", "ar"]),
    ]) {
      const authorization = member.headers.authorization!;
      const forbidden = await upload(png(), "b.png", "image/png", { authorization });
      expect(forbidden.status).toBe(403);
      expect((await forbidden.json()).error.code).toBe("forbidden");
      const form = new FormData();
      form.append("file", new Blob([png()], { type: "image/png" }), "c.png");
      const media = await fetch(`${server.url}/api/storage/media`, {
        method: "POST",
        headers: { authorization },
        body: form,
      });
      expect(media.status).toBe(403);
    }
    expect(await filesUnder(uploadsDir)).toEqual(before);
  });

  it("takes an editor's upload", async () => {
    const editor = await server.bearerForMember("editor");
    const res = await upload(png(), "editor.png", "image/png", {
      authorization: editor.headers.authorization!,
    });
    expect(res.status).toBe(201);
  });

  it("refuses types a demo cannot hold with 415 and a French message", async () => {
    const before = await filesUnder(uploadsDir);
    const cases: [Uint8Array<ArrayBuffer>, string, string][] = [
      [html(), "page.html", "text/html"],
      [svg(), "logo.svg", "image/svg+xml"],
      // The declared type lies: the bytes are a web page, not a PNG.
      [html(), "fake.png", "image/png"],
      // A real PDF declared as an image.
      [pdf(), "doc.png", "image/png"],
      [png(), "image.bin", "application/octet-stream"],
    ];
    for (const [bytes, name, type] of cases) {
      const res = await upload(bytes, name, type);
      expect(res.status, name).toBe(415);
      const body = await res.json();
      expect(body.error.code).toBe("unsupported_media_type");
      expect(body.error.message).toBe(
        "Type de fichier non accepté : seuls les vidéos, les images (hors SVG) et les PDF sont acceptés",
      );
    }
    expect(await filesUnder(uploadsDir)).toEqual(before);
  });

  it("keeps the detected extension of a name made of dots before it", async () => {
    for (const [bytes, name, type, extension] of [
      [pdf(), "....pdf", "application/pdf", "pdf"],
      [await phonePhoto(40, 30), "....jpg", "image/jpeg", "jpg"],
      [await phonePhoto(40, 30), ". . .jpeg", "image/jpeg", "jpg"],
    ] as const) {
      const { path: key, publicUrl } = await uploaded(bytes, name, type);
      expect(key, name).toMatch(new RegExp(`^\\d+-[A-Za-z0-9_-]+\\.${extension}$`));
      const served = await fetch(`${server.url}${publicUrl}`);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("content-disposition")).toMatch(/^inline/);
      await served.arrayBuffer();
    }
  });

  it("refuses a body that is not a multipart form (415) or has no file field (400)", async () => {
    const json = await fetch(`${server.url}/api/storage/demos`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ file: "x" }),
    });
    expect(json.status).toBe(415);
    expect((await json.json()).error.message).toMatch(/multipart\/form-data/);

    const wrongField = await upload(png(), "a.png", "image/png", admin, "document");
    expect(wrongField.status).toBe(400);
    expect((await wrongField.json()).error.message).toMatch(/champ « file »/);
  });

  it("knows only the demos bucket", async () => {
    const form = new FormData();
    form.append("file", new Blob([png()], { type: "image/png" }), "a.png");
    const res = await fetch(`${server.url}/api/storage/avatars`, {
      method: "POST",
      headers: admin,
      body: form,
    });
    expect(res.status).toBe(404);
    expect((await fetch(`${server.url}/storage/avatars/a.png`)).status).toBe(404);
  });
});

/** An image as a camera writes it: a camera make and a GPS position in its EXIF, and XMP. */
async function photoWithMetadata(format: "jpeg" | "png" | "webp", width = 64, height = 48) {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: "#3070b0", noise: { type: "gaussian" } },
  })
    .toFormat(format)
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 12" },
      IFD3: { GPSMapDatum: PHOTO_GPS_MARK, GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  const meta = await sharp(bytes).metadata();
  // The fixture itself carries what must go.
  expect(meta.exif).toBeDefined();
  expect(meta.xmp).toBeDefined();
  return new Uint8Array(bytes);
}

describe("a demo's image", () => {
  it("is served without its EXIF, GPS position, camera or XMP", async () => {
    for (const [format, type] of [
      ["jpeg", "image/jpeg"],
      ["png", "image/png"],
      ["webp", "image/webp"],
    ] as const) {
      const { publicUrl } = await uploaded(
        await photoWithMetadata(format),
        `photo.${format}`,
        type,
      );
      const served = await fetch(`${server.url}${publicUrl}`);
      expect(served.headers.get("content-type")).toBe(type);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta, format).toMatchObject({ format, width: 64, height: 48 });
      expect(meta.exif, format).toBeUndefined();
      expect(meta.xmp, format).toBeUndefined();
      for (const mark of [PHOTO_GPS_MARK, "PhoneMaker", "GPSLatitude"]) {
        expect(bytes.includes(mark), `${format}: ${mark}`).toBe(false);
      }
    }
  });

  it("is refused with a 400 when its pixels cannot be read, storing nothing", async () => {
    const before = await filesUnder(uploadsDir);
    // A whole header, then the pixels cut off: its EXIF could not be taken out.
    const whole = await photoWithMetadata("jpeg", 800, 600);
    const res = await upload(whole.slice(0, whole.length / 2), "coupee.jpg", "image/jpeg");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "unreadable_image" });
    expect(await filesUnder(uploadsDir)).toEqual(before);
  });
});

describe("serving stored files", () => {
  it("never serves html, svg, xml or js inline", async () => {
    const storage = server.deps.storage;
    for (const [key, bytes] of [
      ["1-page.html", html()],
      ["1-logo.svg", svg()],
      ["1-feed.xml", new TextEncoder().encode("<?xml version='1.0'?><a/>")],
      ["1-app.js", new TextEncoder().encode("alert(1)")],
      ["1-noextension", html()],
    ] as const) {
      await storage.put("demos", key, Readable.from([Buffer.from(bytes)]), "text/html");
      const res = await fetch(`${server.url}/storage/demos/${key}`);
      expect(res.status, key).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/octet-stream");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${key}"`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
  });

  it("answers 404 for a missing file and for every path traversal attempt", async () => {
    await writeFile(path.join(server.config.DATA_DIR, "secret.txt"), "TOP-SECRET");
    await writeFile(path.join(uploadsDir, "secret.txt"), "TOP-SECRET");
    expect((await fetch(`${server.url}/storage/demos/1-missing.png`)).status).toBe(404);
    for (const attempt of [
      "/storage/demos/..%2Fsecret.txt",
      "/storage/demos/..%2F..%2Fsecret.txt",
      "/storage/demos/%2e%2e%2fsecret.txt",
      "/storage/demos/%2E%2E%5Csecret.txt",
      "/storage/demos/..",
      "/storage/demos/.hidden",
      "/storage/demos/a%00.png",
      "/storage/..%2F..%2F/secret.txt",
      "/storage/%2e%2e/secret.txt",
      "/storage/demos/../secret.txt",
      "/storage/demos/../../secret.txt",
    ]) {
      const res = await rawGet(attempt);
      expect(res.status, attempt).toBe(404);
      expect(res.body).not.toContain("TOP-SECRET");
    }
  });
});

describe("a demo's stored file follows the demo", () => {
  const createDemo = async (mediaUrl: string) => {
    const res = await fetch(`${server.url}/api/demos`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ title: "Démo", type: "image", media_url: mediaUrl }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string };
  };

  it("removes the file when the demo is deleted", async () => {
    const file = await uploaded(await transparentPng(30, 20), "a-supprimer.png", "image/png");
    const demo = await createDemo(file.publicUrl);
    const res = await fetch(`${server.url}/api/demos/${demo.id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(res.status).toBe(204);
    const onDisk = path.join(uploadsDir, "demos", file.path);
    await eventually(() => expect(existsSync(onDisk)).toBe(false));
    expect((await fetch(`${server.url}${file.publicUrl}`)).status).toBe(404);
  });

  it("removes the old file when the demo's file is replaced, and keeps the new one", async () => {
    const first = await uploaded(await transparentPng(30, 20), "premier.png", "image/png");
    const second = await uploaded(await transparentPng(40, 20), "second.png", "image/png");
    const demo = await createDemo(first.publicUrl);
    const res = await fetch(`${server.url}/api/demos/${demo.id}`, {
      method: "PATCH",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ media_url: second.publicUrl }),
    });
    expect(res.status).toBe(200);
    await eventually(() =>
      expect(existsSync(path.join(uploadsDir, "demos", first.path))).toBe(false),
    );
    expect(existsSync(path.join(uploadsDir, "demos", second.path))).toBe(true);
  });
});
