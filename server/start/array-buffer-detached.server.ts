/**
 * `ArrayBuffer.prototype.detached` (ES2024, built into Node 22) for Node 20, installed before
 * React's server renderer is loaded. React's web-streams build (app/entry.server.tsx)
 * checks whether a buffer it writes has been detached; where the runtime cannot say, its
 * development build warns on every empty chunk (any `alt=""`), and its production build skips the
 * check. With this getter it checks, as on Node 22.
 *
 * The rule: a buffer is detached when it has no bytes and cannot be viewed any more (a view of a
 * detached buffer throws; one of an empty buffer does not).
 */
export function installArrayBufferDetached() {
  if (Object.hasOwn(ArrayBuffer.prototype, "detached")) return;
  Object.defineProperty(ArrayBuffer.prototype, "detached", {
    configurable: true,
    get(this: ArrayBuffer) {
      if (this.byteLength !== 0) return false;
      try {
        new DataView(this);
        return false;
      } catch {
        return true;
      }
    },
  });
}
