import { describe, expect, it, vi } from "vitest";
import { installArrayBufferDetached } from "./array-buffer-detached.server";

/** The getter as the runtime answers it (TypeScript's lib for Node 20 does not declare it). */
const detached = (buffer: ArrayBuffer) => (buffer as ArrayBuffer & { detached: boolean }).detached;

describe("ArrayBuffer.prototype.detached where Node lacks it", () => {
  installArrayBufferDetached();

  it("says detached of a transferred buffer only, an empty one included", () => {
    const transferred = new ArrayBuffer(8);
    structuredClone(transferred, { transfer: [transferred] });
    expect(detached(transferred)).toBe(true);
    expect(detached(new ArrayBuffer(0))).toBe(false);
    expect(detached(new ArrayBuffer(8))).toBe(false);
  });

  it("lets React's web-streams renderer write an empty attribute (as a decorative image's alt) without a warning", async () => {
    const errors = vi.spyOn(console, "error");
    const { renderToReadableStream } = await import("react-dom/server.edge");
    const stream = await renderToReadableStream(<span title="">Ada</span>);
    expect(await new Response(stream).text()).toBe('<span title="">Ada</span>');
    expect(errors).not.toHaveBeenCalled();
  });
});
