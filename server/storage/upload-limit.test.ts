import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";
import { filesUnder, multipart, pdf } from "../test/support/uploads";

let server: TestServer;
let admin: Record<string, string>;
let uploadsDir: string;

beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_BYTES: "1024" });
  admin = { authorization: (await server.bearerFor("admin")).headers.authorization! };
  uploadsDir = path.join(server.config.DATA_DIR, "uploads");
});
afterAll(() => server.close());

const TOO_LARGE = "Le fichier dépasse la taille maximale autorisée (0,001 Mo)";

function upload(bytes: Uint8Array<ArrayBuffer>, name = "image.pdf") {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
  return fetch(`${server.url}/api/storage/demos`, { method: "POST", headers: admin, body: form });
}

describe("UPLOAD_MAX_BYTES", () => {
  it("accepts a file of exactly the limit", async () => {
    const res = await upload(pdf(1024), "juste.pdf");
    expect(res.status).toBe(201);
    const { path: key } = await res.json();
    expect(await filesUnder(uploadsDir)).toContain(path.join("demos", key));
  });

  it("refuses a file one byte over the limit, found while streaming, and keeps nothing", async () => {
    const before = await filesUnder(uploadsDir);
    const res = await upload(pdf(1025), "trop.pdf");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: "payload_too_large", message: TOO_LARGE },
    });
    expect(await filesUnder(uploadsDir)).toEqual(before);
  });

  it("refuses an over-limit file sent without Content-Length (chunked)", async () => {
    const before = await filesUnder(uploadsDir);
    const { body, contentType } = multipart(pdf(50_000), "flux.pdf", "application/pdf");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < body.length; i += 4096) controller.enqueue(body.slice(i, i + 4096));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/api/storage/demos`, {
      method: "POST",
      headers: { ...admin, "content-type": contentType },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(TOO_LARGE);
    expect(await filesUnder(uploadsDir)).toEqual(before);
  });

  it("refuses at once a request whose Content-Length is far above the limit", async () => {
    const before = await filesUnder(uploadsDir);
    const res = await upload(pdf(300_000), "enorme.pdf");
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
    expect(await filesUnder(uploadsDir)).toEqual(before);
    // The server is still fine afterwards.
    expect((await upload(pdf(100), "apres.pdf")).status).toBe(201);
  });
});
