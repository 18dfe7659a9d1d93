import type { Context } from "hono";
import { badRequest, notJsonBody, validationFailed } from "./errors";

const NUL_MESSAGE = "Ce champ contient un caractère non autorisé (caractère nul)";

/**
 * The top-level field holding a U+0000 character (in a value or a key), or null. PostgreSQL text
 * cannot store it: left through, it made the database fail and the API answer 500 (found by the
 * security suite, server/test/security/injection.test.ts).
 */
export function fieldWithNul(value: unknown, field = "_", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? field : null;
  if (depth > 32 || value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const name = depth === 0 && !Array.isArray(value) ? key : field;
    if (key.includes("\u0000")) return name;
    const found = fieldWithNul(item, name, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Whether a media type is JSON (`application/json`, `application/…+json`). */
export const isJsonType = (type: string | null | undefined): boolean =>
  /^application\/(.+\+)?json\b/i.test(type ?? "");

/** Whether a request says its body is JSON. */
export const isJsonBody = (c: Context): boolean => isJsonType(c.req.header("content-type"));

/** Reads a JSON body or throws the API's 400/415 (the body size is bounded by middleware). */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonBody(c)) {
    throw notJsonBody();
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("Le corps de la requête n'est pas un JSON valide", undefined, "invalid_json");
  }
  const field = fieldWithNul(body);
  if (field) throw validationFailed({ [field]: NUL_MESSAGE });
  return body;
}
