import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../db/availability.server";

/**
 * The one error type handlers throw; `onError` in server/app.ts turns it into the
 * API's error shape `{"error": {"code", "message", "fields"?}}` in one place.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Extra members of the error object, e.g. `reasons` of weak_password. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (
  message: string,
  fields?: Record<string, string>,
  code = "invalid_input",
) => new HttpError(400, code, message, fields);
export const validationFailed = (fields: Record<string, string>) =>
  new HttpError(400, "validation_failed", "Certains champs sont invalides", fields);
export const unauthorized = (message = "Authentification requise", code = "not_authenticated") =>
  new HttpError(401, code, message);
export const forbidden = (message = "Accès refusé", code = "forbidden") =>
  new HttpError(403, code, message);
export const notFound = (message = "Introuvable") => new HttpError(404, "not_found", message);
export const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new HttpError(409, code, message, fields);
export const unsupportedType = (message: string) =>
  new HttpError(415, "unsupported_media_type", message);
/** A body that must be JSON and is not said to be. */
export const notJsonBody = () =>
  unsupportedType("Le corps de la requête doit être du JSON (application/json)");
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Trop de tentatives, réessayez plus tard",
) =>
  new HttpError(429, "too_many_requests", message, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** The database is down or restarting: the client tries again in a few seconds. */
export const databaseUnavailable = (retryAfterSeconds = RETRY_AFTER_SECONDS) =>
  new HttpError(
    503,
    "database_unavailable",
    "Service momentanément indisponible, réessayez dans quelques instants",
    undefined,
    { "Retry-After": String(retryAfterSeconds) },
  );

/**
 * The API's answer to a thrown error: a handler's own HttpError, a 503 for the database's
 * unavailability (wherever it surfaced: a query, a transaction, a rate limiter); undefined for
 * anything else, a 500 for `onError` to log.
 */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  // The router's own check of a declared body's type, which the API's 415 check lets through
  // when the type is sent twice (`application/json, application/json`): the same 415.
  if (error instanceof HTTPException && error.status === 415) return notJsonBody();
  return undefined;
}

/** A missing row is a 404 thrown from one helper, not an `if` in every handler. */
export function found<T>(row: T | undefined | null, message?: string): T {
  if (row === undefined || row === null) throw notFound(message);
  return row;
}
