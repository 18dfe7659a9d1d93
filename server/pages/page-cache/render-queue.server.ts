import { taskSlots } from "../../http/task-slots.server";
import type { SsrHandler } from "../../spine/context";

export interface RenderQueueOptions {
  /** Renders under way at once. */
  concurrency?: number;
  /** Renders waiting for their turn; a request beyond them is answered 503 at once. */
  depth?: number;
}

/**
 * React Router's handler with a bound on what it may take of the event loop: at most
 * `concurrency` renders at once, `depth` more waiting in order,
 * and beyond them, or after ten seconds of waiting, a small static 503 with `Retry-After`. A
 * render costs milliseconds of the one thread that also answers kept pages in tens of
 * microseconds: fifty renders at once (uncached pages, made-up query strings) left the kept pages
 * nothing.
 */
export function renderQueue(render: SsrHandler, options: RenderQueueOptions = {}): SsrHandler {
  const slots = taskSlots(options.concurrency ?? 2, {
    waiting: options.depth ?? 64,
    maxWaitMs: 10_000,
    busy,
  });
  return (request, deps, nonce, clientAddress, preview) =>
    slots(async () => {
      // Each render starts on a turn of its own: the database answers from memory (PGlite) in
      // promises only, so a render handed its slot by the previous one would otherwise run in the
      // same turn, and with renders waiting the event loop would never come back to accept a
      // connection or answer a kept page.
      await new Promise((resolve) => setImmediate(resolve));
      return render(request, deps, nonce, clientAddress, preview);
    });
}

/** Made for each answer: a Response's body is read once. */
const busy = () =>
  new Response("Serveur occupé, réessayez dans un instant.\n", {
    status: 503,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "retry-after": "1",
      "cache-control": "no-store",
    },
  });
