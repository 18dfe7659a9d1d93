import type { Context } from "hono";
import { z } from "zod";
import type { MessageKey } from "#domain/i18n/fr";
import { isLanguage, LANGUAGES, type Language } from "#domain/languages";
import { roleMay } from "#domain/roles";
import {
  allOverridesSchema,
  SITE_TEXT_MAX,
  savedSiteTextSchema,
  siteTextKeySchema,
  siteTextWriteSchema,
} from "#domain/site-texts";
import { authenticate, requireLanguage } from "../auth/access.server";
import { notFound } from "../http/errors";
import { apiRouter, defineRoute, guardedUser, readJsonAs } from "../http/openapi-route";
import { jsonBody, jsonOf, objectInput, response } from "../http/openapi-schemas";
import type { AppEnv } from "../spine/context";
import { siteTextTranslations, statesOf } from "./site-text-states.server";
import {
  defaultsOf,
  isSiteTextKey,
  resetSiteText,
  saveSiteText,
  siteTextKeys,
} from "./site-texts.server";

/**
 * The language and key of a path, or a 404 naming which one the site does not have; then the
 * caller's right to write that language (a translator: only its own languages, never French).
 */
function target(c: Context<AppEnv>): { language: Language; key: MessageKey } {
  const language = c.req.param("lang") ?? "";
  const key = c.req.param("key") ?? "";
  if (!isLanguage(language)) throw notFound(`Langue inconnue : ${language}`);
  if (!isSiteTextKey(key)) throw notFound(`Texte inconnu : ${key}`);
  requireLanguage(guardedUser(c), language);
  return { language, key };
}

const tags = ["Textes du site"];

/** One key as the team reads it: its group, its defaults and its translations' states. */
export const SiteTextKey = siteTextKeySchema.meta({ id: "SiteTextKey" });
/** `{lang}/{key}`: checked by `target`, which names the one the site does not have. */
const targetParameters = [
  {
    name: "lang",
    in: "path" as const,
    required: true,
    schema: { type: "string" as const, enum: [...LANGUAGES] },
  },
  {
    name: "key",
    in: "path" as const,
    required: true,
    description: "Une clé des catalogues du site (GET /api/site_texts/keys).",
    schema: { type: "string" as const },
  },
];

/**
 * Anyone reads the overrides (the public pages' texts, plain text per language); the team reads
 * the model's translations not yet approved too, which visitors do not.
 */
export const listSiteTextOverrides = defineRoute(
  "public",
  {
    method: "get",
    path: "/",
    operationId: "listSiteTextOverrides",
    tags,
    description:
      "Les textes remplacés. Une traduction du modèle pas encore validée (état `machine`) n'est lue que par l'équipe (MACHINE_TRANSLATIONS_PUBLIC=true : par tous).",
    responses: {
      200: {
        description: "Les textes remplacés de chaque langue",
        content: jsonOf(allOverridesSchema),
      },
    },
  },
  async (c) => {
    const texts = c.get("deps").siteTexts;
    const staff = roleMay((await authenticate(c))?.role, "staff");
    c.header("Vary", "Cookie, Authorization");
    return c.json(await (staff ? texts.team() : texts.all()), 200);
  },
);

export const listSiteTextKeys = defineRoute(
  "staff",
  {
    method: "get",
    path: "/keys",
    operationId: "listSiteTextKeys",
    tags,
    responses: {
      200: {
        description:
          "Chaque clé remplaçable, son groupe (page ou section) et ses textes par défaut",
        content: jsonOf(z.array(SiteTextKey)),
      },
    },
  },
  async (c) => {
    const translations = await siteTextTranslations(c.get("deps").database.db);
    return c.json(
      siteTextKeys().map((entry) => ({ ...entry, ...statesOf(translations, entry.key) })),
      200,
    );
  },
);

export const setSiteText = defineRoute(
  "staff",
  {
    method: "put",
    path: "/{lang}/{key}",
    operationId: "setSiteText",
    tags,
    parameters: targetParameters,
    description: `Texte brut (jamais interprété comme du HTML), ${SITE_TEXT_MAX} caractères au plus, qui garde les marques {nom} de son texte par défaut. Une traduction enregistrée telle que le modèle l'a proposée porte \`translation_origin: "machine"\` (état \`machine\`, montrée aux visiteurs une fois validée) ; sinon c'est celle d'une personne, faite d'après le français actuel.`,
    request: { body: jsonBody(objectInput(siteTextWriteSchema("ar", []))) },
    responses: {
      200: {
        description: "Le texte enregistré",
        content: jsonOf(savedSiteTextSchema),
      },
      400: response("BadRequest"),
      404: response("NotFound"),
    },
  },
  async (c) => {
    const { language, key } = target(c);
    // The text must keep the {name} marks of its default, so the schema is the key's own.
    const { text, translation_origin } = await readJsonAs(
      c,
      siteTextWriteSchema(language, defaultsOf(language, key)),
    );
    const deps = c.get("deps");
    const saved = await saveSiteText(deps, guardedUser(c), language, key, text, translation_origin);
    return c.json(saved, 200);
  },
);

// Removing an override that is not there leaves the text at its default, as asked: 204 too.
export const resetSiteTextRoute = defineRoute(
  "staff",
  {
    method: "delete",
    path: "/{lang}/{key}",
    operationId: "resetSiteText",
    tags,
    parameters: targetParameters,
    description: "Revient au texte par défaut (sans effet s'il n'était pas remplacé).",
    responses: {
      204: { description: "Texte par défaut rétabli" },
      404: response("NotFound"),
    },
  },
  async (c) => {
    const { language, key } = target(c);
    await resetSiteText(c.get("deps"), guardedUser(c), language, key);
    return c.body(null, 204);
  },
);

/**
 * `/api/site_texts`: anyone reads the overrides; the team lists the overridable keys with their
 * defaults, and sets or removes one override in a language it writes (a translator: its own).
 */
export function siteTextRoutes() {
  return apiRouter([listSiteTextOverrides, listSiteTextKeys, setSiteText, resetSiteTextRoute]);
}

/** The site texts' API as its client sees it: each route's inputs and answers. */
export type SiteTextsApi = ReturnType<typeof siteTextRoutes>;
