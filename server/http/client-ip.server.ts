import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { clientAddress } from "./client-address.server";
import type { AppEnv } from "./context";

/** The client's address: the connection's, or the one TRUST_PROXY's proxies forwarded. */
export function clientIp(c: Context<AppEnv>): string {
  let socketAddress = "unknown";
  try {
    socketAddress = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // not served by @hono/node-server (e.g. app.request in a unit test)
  }
  return clientAddress(
    c.get("deps").config.TRUST_PROXY,
    socketAddress,
    c.req.header("x-forwarded-for"),
  );
}
