import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { clientAddress, clientAddressOf } from "../spine/client-address.server";
import type { AppEnv } from "../spine/context";

/** The client's address: the connection's, or the one TRUST_PROXY's proxies forwarded. */
export function clientIp(c: Context<AppEnv>): string {
  const trust = c.get("deps").config.TRUST_PROXY;
  // Node's request goes with the request when @hono/node-server serves it (`c.env`).
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return clientAddressOf(trust, incoming);
  // Not served by Node (`app.request` in a unit test): no connection to read.
  return clientAddress(trust, "unknown", c.req.header("x-forwarded-for"));
}
