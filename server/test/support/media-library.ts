import path from "node:path";
import { expect } from "vitest";
import type { MediaItem } from "#domain/media-library";
import { noiseJpeg } from "#testing/images";
import { startTestServer, type TestServer } from "./harness";

/** The media library's routes as the back office calls them, for the library's tests. */

export interface MediaLibraryServer {
  server: TestServer;
  /** An editor's and an Arabic translator's headers. */
  editor: Record<string, string>;
  translator: Record<string, string>;
  /** Where the library's files are stored. */
  mediaDir: string;
}

export async function startMediaLibraryServer(): Promise<MediaLibraryServer> {
  const server = await startTestServer();
  return {
    server,
    editor: (await server.bearerForMember("editor")).headers,
    translator: (await server.bearerForMember("translator", ["ar"])).headers,
    mediaDir: path.join(server.config.DATA_DIR, "uploads", "media"),
  };
}

/** A JPEG of random noise: each call another image (another hash). */
export const photo = noiseJpeg;

/** The calls on a file's server, read when each is made (the server starts in beforeAll). */
export function mediaLibraryCalls(target: () => Pick<MediaLibraryServer, "server" | "editor">) {
  /** `route` on this server, or a whole URL (another process's). */
  const urlOf = (route: string) =>
    route.startsWith("http") ? route : `${target().server.url}${route}`;

  function sendImage(
    route: string,
    method: string,
    bytes: Buffer,
    headers = target().editor,
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
    const res = await sendImage(route, "POST", await photo());
    expect(res.status).toBe(201);
    const { publicUrl } = (await res.json()) as { publicUrl: string };
    return { publicUrl, path: publicUrl.slice(publicUrl.lastIndexOf("/") + 1) };
  }

  const api = (route: string, init: RequestInit & { as?: Record<string, string> } = {}) =>
    fetch(urlOf(route), {
      ...init,
      headers: { "content-type": "application/json", ...(init.as ?? target().editor) },
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

  const patchAlt = (path: string, alt: Record<string, string>, as = target().editor) =>
    api(`/api/storage/media/${path}`, { method: "PATCH", body: JSON.stringify({ alt }), as });

  return { urlOf, sendImage, uploaded, api, library, itemOf, caseStudy, patchAlt };
}
