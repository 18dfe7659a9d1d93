import type { RouteConfig } from "@hono/zod-openapi";
import { type EntityName, entities } from "#domain/entities";
import { translationFieldsSchema } from "#domain/translation-state";
import { translatableFields } from "#domain/translations";
import { requireLanguage } from "../auth/access.server";
import { staffRow, tableRoute } from "../content/content.routes";
import { UUID } from "../content/content-writes.server";
import { approveTranslations } from "../content/translation-state.server";
import { notFound } from "../http/errors";
import { type ApiRoute, apiRouter, guardedUser, readJsonAs } from "../http/openapi-route";
import {
  idParameter,
  json,
  jsonBody,
  objectInput,
  pascal,
  response,
} from "../http/openapi-schemas";
import { suggestRow } from "./suggest.server";

const isLocalized = (name: EntityName) => translatableFields(entities[name].fields).length > 0;

const fieldsBody = jsonBody(objectInput(translationFieldsSchema));

const errors = {
  400: response("BadRequest"),
  401: response("Unauthorized"),
  403: response("Forbidden"),
  404: response("NotFound"),
  415: response("UnsupportedType"),
};

/** One table's translation call as the document shows it (tables with translatable fields). */
const translationOperation =
  (
    call: "approve" | "suggest",
    summary: string,
    description: string,
    answer: (name: EntityName) => unknown,
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
          responses: { 200: { description: summary, content: json(answer(name)) }, ...errors },
        }
      : undefined;

const approveOperation = translationOperation(
  "approve",
  "Valider des traductions",
  "Les champs nommés (sans `fields` : tous ceux `machine` ou `outdated`) de la langue `lang` deviennent `current`, leur texte inchangé ; un champ sans traduction est un 400. Équipe ; un traducteur dans ses langues seulement. Une écriture au journal.",
  (name) => ({ $ref: `#/components/schemas/${pascal(name)}` }),
);

const suggestOperation = translationOperation(
  "suggest",
  "Proposer une traduction",
  "Le modèle de traduction (TRANSLATION_LLM_URL, sinon celui de l'assistant) traduit le français des champs nommés (sans `fields` : ceux `missing` et `outdated`) ; rien n'est enregistré. Seuls le texte français du champ, son nom et le glossaire du site lui sont envoyés. 501 `translation_unavailable` sans modèle ; 503 `translation_timeout`, 502 `translation_failed` ou `translation_refused` (réponse écartée) : rien n'a changé. Éditeurs ; un traducteur dans ses langues.",
  () => ({
    type: "object",
    properties: {
      lang: { type: "string", enum: ["en", "ar"] },
      values: { type: "object", additionalProperties: { type: "string" } },
    },
    required: ["lang", "values"],
  }),
);

/** The row id of a table route, 404 for anything that is not one. */
const rowId = (id: string) => {
  if (!UUID.test(id)) throw notFound();
  return id;
};

/**
 * The translation work on rows: approve and suggest per row. Both are open to the whole team,
 * a translator in its own languages only.
 */
export function translationRoutes() {
  const routes: ApiRoute[] = [
    tableRoute(
      () => "staff",
      approveOperation,
      { method: "post", path: "/{table}/{id}/translations/approve", responses: {} },
      async (c) => {
        const name = c.req.param("table") as EntityName;
        const id = rowId(c.req.param("id"));
        const { lang, fields } = await readJsonAs(c, translationFieldsSchema);
        const deps = c.get("deps");
        const row = await approveTranslations(deps, guardedUser(c), name, id, lang, fields);
        return c.json(staffRow(name, row));
      },
    ),
    tableRoute(
      () => "staff",
      suggestOperation,
      { method: "post", path: "/{table}/{id}/translations/suggest", responses: {} },
      async (c) => {
        const name = c.req.param("table") as EntityName;
        const id = rowId(c.req.param("id"));
        const { lang, fields } = await readJsonAs(c, translationFieldsSchema);
        requireLanguage(guardedUser(c), lang);
        return c.json(await suggestRow(c.get("deps"), name, id, lang, fields));
      },
    ),
  ];
  return apiRouter(routes);
}
