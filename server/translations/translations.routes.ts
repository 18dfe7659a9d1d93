import type { RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import { contentRowSchema } from "#domain/content-row";
import { type EntityName, entities } from "#domain/entities";
import { UUID } from "#domain/ids";
import { translationFieldsSchema } from "#domain/translation-state";
import {
  importResultSchema,
  translationSuggestionSchema,
  translationSummarySchema,
} from "#domain/translation-work";
import { translatableFields } from "#domain/translations";
import { requireLanguage } from "../auth/access.server";
import { staffRow, tableRoute } from "../content/content.routes";
import { approveTranslations } from "../content/translation-state.server";
import { notFound } from "../http/errors";
import {
  type ApiRoute,
  apiRouter,
  defineRoute,
  guardedUser,
  type RoutesApi,
  readJsonAs,
} from "../http/openapi-route";
import {
  idParameter,
  json,
  jsonBody,
  jsonBodyOf,
  jsonOf,
  objectInput,
  pascal,
  ref,
  response,
} from "../http/openapi-schemas";
import { approveSiteText, translatedKey } from "../site-texts/site-text-approval.server";
import { SiteTextKey } from "../site-texts/site-texts.routes";
import { isSiteTextKey } from "../site-texts/site-texts.server";
import type { AppEnv } from "../spine/context";
import { multipartFileBody } from "../storage/upload.server";
import { suggestRow, suggestSiteText } from "./suggest.server";
import { translationSummary } from "./summary.server";
import { uploadedText } from "./uploaded-text.server";
import { exportRequestOf, exportXliff, importXliff, XLIFF_TABLES } from "./xliff.server";

const isLocalized = (name: EntityName) => translatableFields(entities[name].fields).length > 0;

const fieldsBody = jsonBody(objectInput(translationFieldsSchema));

const errors = {
  400: response("BadRequest"),
  404: response("NotFound"),
  415: response("UnsupportedType"),
};

/** One table's translation call as the document shows it (tables with translatable fields). */
const translationOperation =
  (
    call: "approve" | "suggest",
    summary: string,
    description: string,
    content: (name: EntityName) => ReturnType<typeof json> | ReturnType<typeof jsonOf>,
  ) =>
  (name: EntityName): RouteConfig | undefined =>
    isLocalized(name)
      ? {
          method: "post",
          path: `/${name}/{id}/translations/${call}`,
          operationId: `${call}${pascal(name)}Translations`,
          tags: [entities[name].label],
          summary,
          description,
          parameters: [idParameter],
          request: { body: fieldsBody },
          responses: { 200: { description: summary, content: content(name) }, ...errors },
        }
      : undefined;

const approveOperation = translationOperation(
  "approve",
  "Valider des traductions",
  "Les champs nommés (sans `fields` : tous ceux `machine` ou `outdated`) de la langue `lang` deviennent `current`, leur texte inchangé ; un champ sans traduction est un 400. Équipe ; un traducteur dans ses langues seulement. Une écriture au journal.",
  (name) => json(ref(pascal(name))),
);

/** What a suggestion answers: the model's text per field, nothing saved. */
const Suggestion = jsonOf(translationSuggestionSchema.meta({ id: "TranslationSuggestion" }));

const SUGGEST_RULES =
  "Seuls le texte français du champ, son nom et le glossaire du site lui sont envoyés. 501 `translation_unavailable` sans modèle ; 503 `translation_timeout`, 502 `translation_failed` ou `translation_refused` (réponse écartée) : rien n'a changé. Éditeurs ; un traducteur dans ses langues.";

const suggestOperation = translationOperation(
  "suggest",
  "Proposer une traduction",
  `Le modèle de traduction (TRANSLATION_LLM_URL, sinon celui de l'assistant) traduit le français des champs nommés (sans \`fields\` : ceux \`missing\` et \`outdated\`) ; rien n'est enregistré. ${SUGGEST_RULES}`,
  () => Suggestion,
);

/** The row id of a table route, 404 for anything that is not one. */
const rowId = (id: string) => {
  if (!UUID.test(id)) throw notFound();
  return id;
};

/**
 * A row's translation call (`/{table}/{id}/translations/{call}`) as the handler and the typed
 * client read it: its body, and its answer. The row's path is checked (404) before its body.
 */
const rowCall = <Call extends "approve" | "suggest", Content extends ReturnType<typeof jsonOf>>(
  call: Call,
  description: string,
  content: Content,
) =>
  ({
    method: "post",
    path: `/{table}/{id}/translations/${call}`,
    request: { body: jsonBodyOf(translationFieldsSchema) },
    responses: { 200: { description, content } },
  }) as const satisfies RouteConfig;

/** The table, the row's id and the body of a row's translation call. */
async function rowCallOf(c: Context<AppEnv>) {
  const name = c.req.param("table") as EntityName;
  const id = rowId(c.req.param("id") ?? "");
  return { name, id, ...(await readJsonAs(c, translationFieldsSchema)) };
}

const approveRowRoute = tableRoute(
  () => "staff",
  approveOperation,
  rowCall("approve", "La ligne et ses nouveaux états", jsonOf(contentRowSchema)),
  async (c) => {
    const { name, id, lang, fields } = await rowCallOf(c);
    const row = await approveTranslations(c.get("deps"), guardedUser(c), name, id, lang, fields);
    return c.json(staffRow(name, row), 200);
  },
  { readsItsBody: true },
);

const suggestRowRoute = tableRoute(
  () => "staff",
  suggestOperation,
  rowCall("suggest", "Les traductions proposées", Suggestion),
  async (c) => {
    const { name, id, lang, fields } = await rowCallOf(c);
    requireLanguage(guardedUser(c), lang);
    return c.json(await suggestRow(c.get("deps"), name, id, lang, fields), 200);
  },
  { readsItsBody: true },
);

/**
 * The translation work on rows: approve and suggest per row. Both are open to the whole team,
 * a translator in its own languages only.
 */
export function translationRoutes() {
  const routes: ApiRoute[] = [
    approveSiteTextRoute,
    suggestSiteTextRoute,
    approveRowRoute,
    suggestRowRoute,
    exportRoute,
    importRoute,
    summaryRoute,
  ];
  return apiRouter(routes);
}

/**
 * The translation calls (a site text's, a row's), the XLIFF import and the work left, as the back
 * office's client sees them.
 */
export type TranslationsApi = RoutesApi<
  [
    typeof approveSiteTextRoute,
    typeof suggestSiteTextRoute,
    typeof approveRowRoute,
    typeof suggestRowRoute,
    typeof importRoute,
    typeof summaryRoute,
  ]
>;

/** A site text's translation call: `/site_texts/{key}/translations/{call}`, body `{lang, fields?}`. */
const siteTextCall = <
  Call extends "approve" | "suggest",
  Content extends ReturnType<typeof jsonOf>,
>(
  call: Call,
  summary: string,
  description: string,
  content: Content,
) =>
  ({
    method: "post",
    path: `/site_texts/{key}/translations/${call}`,
    operationId: `${call}SiteTextTranslation`,
    tags: ["Textes du site"],
    summary,
    description,
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
        description: "Une clé des catalogues du site (GET /api/site_texts/keys).",
        schema: { type: "string" },
      },
    ],
    request: { body: fieldsBody },
    responses: { 200: { description: summary, content }, ...errors },
  }) as const satisfies RouteConfig;

/**
 * The key a site text's translation call names (404 for one the site does not have), its body,
 * then the caller's right to write the language (a translator: its own).
 */
async function siteTextCallOf(c: Context<AppEnv>) {
  const key = c.req.param("key") ?? "";
  if (!isSiteTextKey(key)) throw notFound(`Texte inconnu : ${key}`);
  const { lang, fields } = await readJsonAs(c, translationFieldsSchema);
  return { key: translatedKey(guardedUser(c), key, lang, fields), lang, fields };
}

const approveSiteTextRoute = defineRoute(
  "staff",
  siteTextCall(
    "approve",
    "Valider la traduction d'un texte du site",
    "La traduction de la clé dans la langue `lang` (`machine` ou `outdated`) devient `current`, son texte inchangé (un texte par défaut est gardé comme texte remplacé, fait d'après le français actuel) ; déjà `current` : rien ne change ; sans traduction : 400. Équipe ; un traducteur dans ses langues seulement. Une écriture au journal. Répond la clé comme GET /api/site_texts/keys.",
    jsonOf(SiteTextKey),
  ),
  async (c) => {
    const { key, lang } = await siteTextCallOf(c);
    return c.json(await approveSiteText(c.get("deps"), guardedUser(c), key, lang), 200);
  },
);

const suggestSiteTextRoute = defineRoute(
  "staff",
  siteTextCall(
    "suggest",
    "Proposer une traduction d'un texte du site",
    `Le modèle de traduction traduit le français de la clé (\`values.text\`) quand sa traduction dans \`lang\` est \`missing\` ou \`outdated\`, ou quand \`fields: ["text"]\` est envoyé ; sinon \`values\` est vide. Rien n'est enregistré : enregistrée telle quelle (PUT avec \`translation_origin: "machine"\`), elle est \`machine\`. ${SUGGEST_RULES}`,
    Suggestion,
  ),
  async (c) => {
    const { key, lang, fields } = await siteTextCallOf(c);
    return c.json(await suggestSiteText(c.get("deps"), key, lang, fields), 200);
  },
);

const tags = ["Traductions"];

/** The language of an export, as a translator may ask it (its own). */
const exportRoute = defineRoute(
  "staff",
  {
    method: "get",
    path: "/translations/export",
    operationId: "exportTranslations",
    tags,
    summary: "Exporter en XLIFF 1.2",
    description: `Un fichier XLIFF 1.2 (source-language fr) vers \`lang\` (en, ar ; un traducteur : ses langues) : un \`trans-unit\` par texte, d'identifiant \`{table}/{id de la ligne}/{champ}\` ou \`site_texts/{clé}\`, le français en \`source\`, la traduction actuelle en \`target\` (vide si elle manque), son état en note et \`approved="yes"\` quand elle est \`current\`. \`state\` (par défaut tous) et \`tables\` (${XLIFF_TABLES.join(", ")} ; par défaut toutes) séparés par des virgules.`,
    parameters: ["lang", "state", "tables"].map((name) => ({
      name,
      in: "query",
      required: name === "lang",
      schema: { type: "string" },
    })),
    responses: {
      200: {
        description: "Le fichier XLIFF",
        content: { "application/x-xliff+xml": { schema: { type: "string" } } },
      },
      400: response("BadRequest"),
    },
  },
  async (c) => {
    const request = exportRequestOf(c.req.query());
    requireLanguage(guardedUser(c), request.lang);
    const xml = await exportXliff(c.get("deps"), request);
    return c.body(xml, 200, {
      "Content-Type": "application/x-xliff+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="traductions-${request.lang}.xlf"`,
      "Cache-Control": "no-store",
    });
  },
);

/** The largest XLIFF file an import reads. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const importRoute = defineRoute(
  "staff",
  {
    method: "post",
    path: "/translations/import",
    operationId: "importTranslations",
    tags,
    summary: "Importer un fichier XLIFF 1.2",
    description: `Multipart, un champ \`file\` (${IMPORT_MAX_BYTES / 1024 / 1024} Mo au plus, 413 au-delà) : les \`target\` de sa langue cible deviennent les traductions d'une personne, en une écriture au journal. Une unité dont le français a changé depuis l'export est refusée (\`source_changed\`), comme une unité inconnue (\`unknown_unit\`), à balises (\`markup\`) ou que les règles du champ refusent (\`invalid\`). Un traducteur : ses langues.`,
    request: { body: multipartFileBody("application/x-xliff+xml") },
    responses: {
      200: {
        description: "Ce que l'import a fait",
        content: jsonOf(importResultSchema),
      },
      400: response("BadRequest"),
      413: response("TooLarge"),
      415: response("UnsupportedType"),
    },
  },
  async (c) => {
    const xml = await uploadedText(c.req.raw, IMPORT_MAX_BYTES);
    return c.json(await importXliff(c.get("deps"), guardedUser(c), xml), 200);
  },
);

const summaryRoute = defineRoute(
  "staff",
  {
    method: "get",
    path: "/translations/summary",
    operationId: "translationSummary",
    tags,
    summary: "Le travail de traduction restant",
    description:
      "Par langue (un traducteur : les siennes) et par table (`site_texts` compris), le nombre de champs `missing`, `outdated` et `machine`, brouillons compris.",
    responses: {
      200: {
        description: "langue → table → {missing, outdated, machine}",
        content: jsonOf(translationSummarySchema),
      },
    },
  },
  async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await translationSummary(c.get("deps"), guardedUser(c)), 200);
  },
);
