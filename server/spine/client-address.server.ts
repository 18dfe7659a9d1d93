import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

/**
 * Which proxies in front of the server are trusted to append the client's address to
 * X-Forwarded-For: none (false), a number of hops (`true` is one), or a list of proxy addresses
 * and CIDR ranges. The client is the rightmost entry that is not a trusted proxy, so entries a
 * client wrote itself (on the left) are never taken.
 */
export type TrustProxy = false | number | string[];

/** Parses TRUST_PROXY; throws with the reason on a value that is none of the three forms. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(",").map((entry) => entry.trim());
  // IPv4 shorthands ("1.5") are valid to the address parser but are surely a typo here.
  if (
    list.some((entry) => entry === "" || (/^[\d.]+$/.test(entry) && entry.split(".").length !== 4))
  ) {
    throw new Error(`expected false, a number of hops, or addresses / CIDR ranges: ${value}`);
  }
  proxyaddr.compile(list); // throws on an address or range it cannot read
  return list;
}

const compiled = new WeakMap<string[], (address: string, index: number) => boolean>();

function trustFunction(trust: number | string[]) {
  if (typeof trust === "number") return (_address: string, index: number) => index < trust;
  let fn = compiled.get(trust);
  if (!fn) {
    fn = proxyaddr.compile(trust);
    compiled.set(trust, fn);
  }
  return fn;
}

/** The client's address from the connection's address and the X-Forwarded-For header. */
export function clientAddress(
  trust: TrustProxy,
  socketAddress: string,
  forwardedFor: string | undefined,
): string {
  if (trust === false || !forwardedFor) return socketAddress;
  const request = {
    headers: { "x-forwarded-for": forwardedFor },
    connection: { remoteAddress: socketAddress },
    socket: { remoteAddress: socketAddress },
  } as unknown as IncomingMessage;
  return proxyaddr(request, trustFunction(trust));
}

/** The client's address of a request as Node received it: its socket, and X-Forwarded-For. */
export function clientAddressOf(trust: TrustProxy, request: IncomingMessage): string {
  const forwardedFor = request.headers["x-forwarded-for"];
  return clientAddress(
    trust,
    request.socket.remoteAddress ?? "unknown",
    typeof forwardedFor === "string" ? forwardedFor : undefined,
  );
}
