import type { Context } from "hono";
import { badRequest, unsupportedType } from "./errors";

/** Reads a JSON body or throws the API's 400/415 (the body size is bounded by middleware). */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw unsupportedType("Le corps de la requête doit être du JSON (application/json)");
  }
  try {
    return await c.req.json();
  } catch {
    throw badRequest("Le corps de la requête n'est pas un JSON valide", undefined, "invalid_json");
  }
}
