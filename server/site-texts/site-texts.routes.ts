import { Hono } from "hono";
import { fieldErrors } from "#domain/fields";
import type { MessageKey } from "#domain/i18n/fr";
import { isLanguage, type Language } from "#domain/languages";
import { siteTextSchema } from "#domain/site-texts";
import { requireAdmin } from "../auth/access.server";
import type { AppEnv } from "../http/context";
import { notFound, validationFailed } from "../http/errors";
import { readJson } from "../http/json";
import {
  defaultsOf,
  isSiteTextKey,
  resetSiteText,
  saveSiteText,
  siteTextKeys,
} from "./site-texts.server";

/** The language and key of a path, or a 404 naming which one the site does not have. */
function target(language: string, key: string): { language: Language; key: MessageKey } {
  if (!isLanguage(language)) throw notFound(`Langue inconnue : ${language}`);
  if (!isSiteTextKey(key)) throw notFound(`Texte inconnu : ${key}`);
  return { language, key };
}

/**
 * `/api/site_texts`: anyone reads the overrides (the public pages' texts); administrators list
 * the overridable keys with their defaults, and set or remove one override.
 */
export function siteTextRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => c.json(await c.get("deps").siteTexts.all()));

  app.get("/keys", async (c) => {
    await requireAdmin(c);
    return c.json(siteTextKeys());
  });

  app.put("/:language/:key", async (c) => {
    const user = await requireAdmin(c);
    const { language, key } = target(c.req.param("language"), c.req.param("key"));
    const parsed = siteTextSchema(language, defaultsOf(language, key)).safeParse(await readJson(c));
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
    return c.json(await saveSiteText(c.get("deps"), user, language, key, parsed.data.text));
  });

  // Removing an override that is not there leaves the text at its default, as asked: 204 too.
  app.delete("/:language/:key", async (c) => {
    const user = await requireAdmin(c);
    const { language, key } = target(c.req.param("language"), c.req.param("key"));
    await resetSiteText(c.get("deps"), user, language, key);
    return c.body(null, 204);
  });

  return app;
}
