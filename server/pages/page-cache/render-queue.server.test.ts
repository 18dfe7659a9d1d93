import { describe, expect, it } from "vitest";
import type { AppServices, SsrHandler } from "../../spine/context";
import { renderQueue } from "./render-queue.server";

/** A render that ends when told, counting those under way. */
function heldRenders() {
  let running = 0;
  let most = 0;
  const release: (() => void)[] = [];
  const render: SsrHandler = async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => release.push(resolve));
    running -= 1;
    return new Response("<p>page</p>", { headers: { "content-type": "text/html" } });
  };
  return { render, release, most: () => most, waiting: () => release.length };
}

/** Resolves once `condition` holds, checked on each turn of the event loop. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

const call = (ssr: SsrHandler) =>
  ssr(new Request("http://site.test/about?n=1"), {} as AppServices, "nonce", "127.0.0.1");

describe("the render queue", () => {
  it("renders two at once, keeps three waiting in order, and answers the rest 503 at once", async () => {
    const held = heldRenders();
    const ssr = renderQueue(held.render, { concurrency: 2, depth: 3 });
    const answers = Array.from({ length: 8 }, () => call(ssr));
    const busy = await Promise.all(answers.slice(5));
    for (const answer of busy) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("1");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect((await answer.text()).length).toBeLessThan(100);
    }
    // Each render starts on a turn of the event loop of its own.
    await until(() => held.waiting() === 2);
    // Each finished render lets the next waiting one start, never more than two at once.
    for (let done = 0; done < 5; done++) {
      await until(() => held.waiting() > 0);
      held.release.shift()!();
    }
    const rendered = await Promise.all(answers.slice(0, 5));
    expect(rendered.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(held.most()).toBe(2);
  });

  it("frees its place when a render fails", async () => {
    const failing = renderQueue(
      async () => {
        throw new Error("render failed");
      },
      { concurrency: 1, depth: 0 },
    );
    await expect(call(failing)).rejects.toThrow("render failed");
    await expect(call(failing)).rejects.toThrow("render failed");
  });
});
