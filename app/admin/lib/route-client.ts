import type { Hono } from "hono";
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { errorFromResponse } from "~/lib/api/client";

/**
 * A client of one of the API's routers, typed from its route declarations (`hc`): the router's
 * type is imported from the server as a type only, so no server code reaches the browser. Same
 * origin, so the session cookie travels with each call.
 */
// biome-ignore lint/suspicious/noExplicitAny: any router, whatever its environment and routes
export const routeClient = <Router extends Hono<any, any, any>>(base: string) =>
  hc<Router>(base, {
    headers: { Accept: "application/json" },
    init: { credentials: "same-origin" },
  });

/** The body of a call's successful answer as its route declares it (nothing for a 204). */
export type Answered<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends 204
      ? undefined
      : Status extends SuccessStatusCode
        ? Format extends "json"
          ? Body
          : never
        : never
    : never;

/** The answer of a typed call, or the ApiError of a refusal (the API's error shape). */
export async function answerOf<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<Answered<R>> {
  const response = await call;
  if (!response.ok) throw await errorFromResponse(response as unknown as Response);
  if (response.status === 204) return undefined as Answered<R>;
  return (await response.json()) as Answered<R>;
}
