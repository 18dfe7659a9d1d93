import type { Hono, Schema } from "hono";
import type { SuccessStatusCode } from "hono/utils/http-status";

/**
 * The browser's one way to call the site's own JSON API. Same origin, so the
 * session cookies travel with every call and the browser adds the Origin header that
 * cookie-authenticated writes need; no token is ever read or stored by script.
 */

/** The API's error shape, kept whole so screens can show field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

/** Builds an ApiError from any answer that is not 2xx, whatever its body. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: ErrorBody | undefined;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    body = undefined;
  }
  return errorFromBody(response.status, body);
}

export function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  const code = typeof error?.code === "string" ? error.code : `http_${status}`;
  const message = typeof error?.message === "string" ? error.message : `HTTP ${status}`;
  const fields =
    error?.fields && typeof error.fields === "object"
      ? (error.fields as Record<string, string>)
      : undefined;
  return new ApiError(status, code, message, fields);
}

/** Calls the API and returns its JSON (undefined for 204); throws ApiError otherwise. */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
    signal: init.signal,
  });
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

// biome-ignore lint/suspicious/noExplicitAny: any router, whatever its environment
type RoutesOf<Router> = Router extends Hono<any, infer S extends Schema, any> ? S : never;

/** The body of an endpoint's successful answer as its route declares it (nothing for a 204). */
type SuccessOf<Endpoint> = Endpoint extends { status: infer Status; output: infer Body }
  ? Status extends 204
    ? undefined
    : Status extends SuccessStatusCode
      ? Body
      : never
  : never;

/**
 * What one route of a router answers when it succeeds, read from its declaration
 * (`AnswerOf<AuthApi, "/token", "$post">`): the type of a call made with `apiFetch` where hono's
 * typed client is not wanted (the sign-in page's first scripts) or cannot send the body (a body
 * the handler checks itself). A type only: no server code reaches the browser.
 */
export type AnswerOf<
  Router,
  Path extends keyof RoutesOf<Router>,
  Method extends keyof RoutesOf<Router>[Path],
> = SuccessOf<RoutesOf<Router>[Path][Method]>;
