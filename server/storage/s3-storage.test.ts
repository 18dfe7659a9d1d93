import { Readable } from "node:stream";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseOfKey } from "#domain/media";
import { type LocalS3, startLocalS3 } from "#testing/s3-server";
import { eventually } from "../test/support/eventually";
import { startTestServer, type TestServer } from "../test/support/harness";
import { pdf, phonePhoto, png } from "../test/support/uploads";
import { createS3Storage } from "./s3-storage.server";
import type { Storage } from "./storage.server";

let s3: LocalS3;
let storage: Storage;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = createS3Storage({
    endpoint: s3.endpoint,
    region: "us-east-1",
    bucket: s3.bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
});
afterAll(() => s3.close());

describe("S3 storage against a local S3-compatible server", () => {
  it("puts, reads, sizes and deletes an object", async () => {
    const bytes = Buffer.from(png(7000));
    await storage.put("demos", "1-photo.png", Readable.from([bytes]), "image/png");
    expect(await storage.stat("demos", "1-photo.png")).toEqual({
      size: 7000,
      contentType: "image/png",
    });
    const object = await storage.get("demos", "1-photo.png");
    expect(object?.contentType).toBe("image/png");
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    const part = await storage.get("demos", "1-photo.png", { start: 10, end: 19 });
    expect(part?.size).toBe(7000);
    const partChunks: Buffer[] = [];
    for await (const chunk of part!.body) partChunks.push(chunk as Buffer);
    expect(Buffer.concat(partChunks).equals(bytes.subarray(10, 20))).toBe(true);

    await storage.delete("demos", "1-photo.png");
    expect(await storage.get("demos", "1-photo.png")).toBeNull();
    expect(await storage.stat("demos", "1-photo.png")).toBeNull();
  });

  it("keeps nothing when the stream fails midway", async () => {
    async function* failing() {
      yield Buffer.alloc(1000, 1);
      throw new Error("client went away");
    }
    await expect(
      storage.put("demos", "1-cut.png", Readable.from(failing()), "image/png"),
    ).rejects.toThrow();
    expect(await storage.stat("demos", "1-cut.png")).toBeNull();
  });

  it("builds public URLs from the endpoint, or S3_PUBLIC_URL, and reads them back", () => {
    const url = storage.publicUrl("demos", "1-a.png");
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/demos/1-a.png`);
    expect(storage.keyFromUrl(url)).toEqual({ bucket: "demos", key: "1-a.png" });

    const cdn = createS3Storage({
      endpoint: s3.endpoint,
      region: "us-east-1",
      bucket: s3.bucket,
      publicUrl: "https://cdn.example.com/files/",
    });
    expect(cdn.publicUrl("demos", "1-a.png")).toBe("https://cdn.example.com/files/demos/1-a.png");
    expect(cdn.keyFromUrl("https://cdn.example.com/files/demos/1-a.png")).toEqual({
      bucket: "demos",
      key: "1-a.png",
    });
    expect(cdn.keyFromUrl("https://example.org/video.mp4")).toBeNull();
    expect(cdn.keyFromUrl("https://cdn.example.com/files/demos/../x")).toBeNull();
    expect(cdn.keyFromUrl("/storage/demos/1-a.png")).toBeNull();
  });

  it("refuses keys that could reach outside the bucket", async () => {
    const body = () => Readable.from([Buffer.from("x")]);
    await expect(storage.put("demos", "../x", body(), "image/png")).rejects.toThrow();
    await expect(storage.put("demos", "a/b", body(), "image/png")).rejects.toThrow();
    expect(() => storage.publicUrl("demos", "..")).toThrow();
  });
});

describe("the upload API with S3 configured", () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ ...s3.env, UPLOAD_MAX_BYTES: "4096" });
    admin = (await server.bearerFor("admin")).headers;
  });
  afterAll(() => server.close());

  const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
    return fetch(`${server.url}/api/storage/demos`, {
      method: "POST",
      headers: { authorization: admin.authorization! },
      body: form,
    });
  };

  it("reports s3 storage in the health check", async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({
      storage: "s3",
    });
  });

  it("uploads into the object store; the public URL serves the same bytes", async () => {
    const bytes = pdf(3000);
    const res = await upload(bytes, "Vitrine S3.pdf");
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.path).toMatch(/^\d+-Vitrine_S3\.pdf$/);
    expect(body.publicUrl).toBe(`${s3.endpoint}/${s3.bucket}/demos/${body.path}`);

    const direct = await fetch(body.publicUrl);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await direct.arrayBuffer())).toEqual(bytes);

    // The site's own file route reads the same object through the storage interface.
    const proxied = await fetch(`${server.url}/storage/demos/${body.path}`);
    expect(proxied.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await proxied.arrayBuffer())).toEqual(bytes);
  });

  it("refuses an over-limit upload with 413 and stores no object", async () => {
    const res = await upload(pdf(5000), "grand.pdf");
    expect(res.status).toBe(413);
    const listing = await s3.keys("demos/");
    expect(listing.length).toBeGreaterThan(0); // earlier uploads are there…
    expect(listing.filter((key) => key.includes("grand"))).toEqual([]); // …this one is not
  });

  it("removes the object when its demo is deleted", async () => {
    const file = await (await upload(pdf(), "jetable.pdf")).json();
    const created = await fetch(`${server.url}/api/demos`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ title: "S3", type: "image", media_url: file.publicUrl }),
    });
    expect(created.status).toBe(201);
    const demo = await created.json();
    expect(await storage.stat("demos", file.path)).not.toBeNull();
    const res = await fetch(`${server.url}/api/demos/${demo.id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(res.status).toBe(204);
    await eventually(async () => expect(await storage.stat("demos", file.path)).toBeNull());
  });
});

describe("images with S3 configured", () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(s3.env);
    admin = (await server.bearerFor("admin")).headers;
  });
  afterAll(() => server.close());

  it("stores the variants under media/, served from it for a year, and the original under private/", async () => {
    const form = new FormData();
    form.append("file", new Blob([await phonePhoto(3000, 2000)], { type: "image/jpeg" }), "p.jpg");
    const res = await fetch(`${server.url}/api/storage/media`, {
      method: "POST",
      headers: { authorization: admin.authorization! },
      body: form,
    });
    expect(res.status).toBe(201);
    const image = (await res.json()) as { path: string; publicUrl: string };
    const base = baseOfKey(image.path)!;
    // The image's key in the library: its widest variant's name.
    expect(image.path).toBe(`${base}-1600.jpg`);
    expect(image.publicUrl).toBe(`${s3.endpoint}/${s3.bucket}/media/${image.path}`);
    const keys = (await s3.keys(`media/${base}`)).sort();
    expect(keys).toEqual(
      [160, 480, 960, 1600]
        .flatMap((w) => [`media/${base}-${w}.jpg`, `media/${base}-${w}.webp`])
        .sort(),
    );
    // The deployment lets anyone read media/ and demos/, never private/ (compose.yaml).
    expect(await s3.keys("private/")).toEqual([
      expect.stringMatching(new RegExp(`^private/media/${base}\\.original-[a-f0-9]{16}\\.jpg$`)),
    ]);

    const direct = await fetch(image.publicUrl);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toBe("image/jpeg");
    expect(direct.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await direct.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 1600, height: 2400 });
    expect(meta.exif).toBeUndefined();

    // A row takes it, then is deleted: every file of the image leaves the store.
    const created = await fetch(`${server.url}/api/case_studies`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({
        title: "S3",
        description: "d",
        client: "C",
        image_url: image.publicUrl,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const deleted = await fetch(`${server.url}/api/case_studies/${id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(deleted.status).toBe(204);
    // The original goes after its variants: wait for both.
    await eventually(async () => {
      expect(await s3.keys(`media/${base}`)).toEqual([]);
      expect(await s3.keys("private/")).toEqual([]);
    });
  });

  it("still finds and removes an original stored beside its variants before", async () => {
    const legacy = `${"c".repeat(24)}-40x30.original-0123456789abcdef.jpg`;
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const body = Buffer.from(await phonePhoto(40, 30));
    await client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: `media/${legacy}`, Body: body }),
    );
    client.destroy();
    expect(await server.deps.storage.stat("media", legacy)).not.toBeNull();
    expect((await server.deps.storage.list("media", "c".repeat(24))).map((o) => o.key)).toEqual([
      legacy,
    ]);
    await server.deps.storage.delete("media", legacy);
    expect(await s3.keys(`media/${"c".repeat(24)}`)).toEqual([]);
  });
});
