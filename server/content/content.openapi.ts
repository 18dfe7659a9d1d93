import type { RouteConfig } from "@hono/zod-openapi";
import {
  type EntityDef,
  type EntityName,
  entities,
  entitySchema,
  entityShape,
} from "#domain/entities";
import { LANGUAGES } from "#domain/languages";
import { LIST_LIMIT_MAX, LIST_Q_MAX, orderColumns } from "#domain/list-query";
import { TRANSLATION_LANGUAGES, translatableFields } from "#domain/translations";
import { contentRangeHeader } from "../http/list-routes";
import {
  idParameter,
  inputSchema,
  type Json,
  json,
  jsonBody,
  pascal,
  ref,
  response,
  timestamps,
} from "../http/openapi-schemas";
import { storedUrlColumnsOf } from "../storage/stored-urls.server";

/** Who made a row and who last changed it: answered to the team only, never to visitors. */
const authors: Record<string, Json> = {
  created_by: {
    type: ["string", "null"],
    format: "uuid",
    description: "Qui a créé la ligne (équipe seulement).",
  },
  updated_by: {
    type: ["string", "null"],
    format: "uuid",
    description: "Qui l'a modifiée en dernier (équipe seulement).",
  },
};

/** Whether rows of this entity have translations (and so a `?lang=` reading). */
export const isLocalized = (entity: EntityDef) => translatableFields(entity.fields).length > 0;

/**
 * What a write of the entity's rows does beyond its fields' rules: scheduled publication and the
 * form a stored file's URL is kept in.
 */
function writeRules(name: EntityName): string {
  const entity = entities[name] as EntityDef;
  const rules = [];
  if (entity.publication) {
    rules.push(
      "Les dates (`publish_at`, `unpublish_at`) vont du 1970-01-01 au 9999-12-31 UTC, décalage horaire de ±14:00 au plus (400 sinon). Une `publish_at` à venir garde la ligne en brouillon jusqu'à cette date : envoyée sans `published`, la ligne devient un brouillon ; avec `published: true` (envoyé, ou une `publish_at` à venir déjà enregistrée), 400 `scheduled_conflict`.",
    );
  }
  if (storedUrlColumnsOf(name).length > 0) {
    rules.push(
      "Une image stockée est enregistrée par son `publicUrl`, même envoyée en URL absolue du site ou avec une chaîne de requête.",
    );
  }
  return rules.join(" ");
}

/**
 * The document's schemas of one content entity, from its declaration: `{Name}Input` (create),
 * `{Name}Patch` (every field optional), `{Name}` (a row) and, when translatable,
 * `{Name}InLanguage` (a row read in one language).
 */
export function entityComponents(entity: EntityDef): Record<string, Json> {
  const input = inputSchema(entitySchema(entity), entityShape(entity));
  const properties = input.properties as Record<string, Json>;
  for (const [name, field] of Object.entries(entity.fields)) {
    if (properties[name]) properties[name] = { title: field.label, ...properties[name] };
  }
  const name = pascal(entity.table);
  const { translations, ...readable } = properties;
  return {
    ...(isLocalized(entity)
      ? {
          [`${name}InLanguage`]: {
            type: "object",
            description:
              "Une ligne lue dans une langue (`?lang=`) : ses champs traduisibles dans cette langue, en français là où elle n'a pas de valeur (`fallback` les nomme).",
            properties: {
              id: { type: "string", format: "uuid" },
              ...readable,
              ...timestamps,
              ...authors,
              lang: { type: "string", enum: [...LANGUAGES] },
              fallback: { type: "array", items: { type: "string" } },
            },
            required: [
              "id",
              ...Object.keys(readable),
              "created_at",
              "updated_at",
              "lang",
              "fallback",
            ],
          },
        }
      : {}),
    [`${name}Input`]: input,
    // PATCH checks the row it makes, so every field is optional; server fields are ignored.
    [`${name}Patch`]: { type: "object", properties },
    [name]: {
      type: "object",
      properties: {
        id: { type: "string", format: "uuid" },
        ...properties,
        ...timestamps,
        ...authors,
      },
      required: ["id", ...Object.keys(properties), "created_at", "updated_at"],
    },
  };
}

const queryParameter = (name: string, description: string, schema: Json) => ({
  name,
  in: "query" as const,
  required: false,
  description,
  schema,
});

/** The parameters of a page of a list (`limit`, `offset`, `q`, `order`) and its filters. */
function listParameters(entity: EntityDef) {
  const columns = orderColumns(entity);
  return [
    queryParameter("limit", "Le nombre de lignes de la page (avec `Content-Range`).", {
      type: "integer",
      minimum: 1,
      maximum: LIST_LIMIT_MAX,
    }),
    queryParameter("offset", "Le rang de la première ligne de la page, depuis 0.", {
      type: "integer",
      minimum: 0,
    }),
    queryParameter(
      "q",
      "Chaque mot doit commencer un mot d'un champ texte de la ligne ou de ses traductions ; casse et accents ignorés (formes arabes et signes diacritiques aussi).",
      { type: "string", maxLength: LIST_Q_MAX },
    ),
    queryParameter(
      "order",
      `Le tri, \`colonne.asc\` ou \`colonne.desc\` (les plus récentes d'abord sans lui) ; colonnes : ${columns.join(", ")}.`,
      { type: "string", pattern: `^(${columns.join("|")})\\.(asc|desc)$` },
    ),
    ...(entity.publication
      ? [
          queryParameter(
            "published",
            "Publiées (`true`) ou brouillons (`false`) ; un visiteur ne voit que les lignes publiées.",
            { type: "string", enum: ["true", "false"] },
          ),
          queryParameter(
            "scheduled",
            "Les lignes dont une publication ou une dépublication est programmée à venir.",
            { type: "string", enum: ["true"] },
          ),
        ]
      : []),
    ...(isLocalized(entity)
      ? [
          queryParameter(
            "missing",
            "Les lignes à traduire dans cette langue : un champ traduisible rempli en français et vide dans cette langue.",
            { type: "string", enum: [...TRANSLATION_LANGUAGES] },
          ),
        ]
      : []),
  ];
}

export interface TableOperations {
  list: RouteConfig;
  read: RouteConfig;
  create: RouteConfig;
  order?: RouteConfig;
  update: RouteConfig;
  remove: RouteConfig;
}

/** The operations of one content table as the document shows them, from its declaration. */
export function tableOperations(name: EntityName): TableOperations {
  const entity = entities[name] as EntityDef;
  const schema = pascal(name);
  const tags = [entity.label];
  const localized = isLocalized(entity);
  const hasSlug = Object.values(entity.fields).some((field) => field.kind === "slug");
  const languageParameters = localized
    ? [
        {
          name: "lang",
          in: "query" as const,
          required: false,
          description:
            "Lire chaque ligne dans cette langue (français là où elle manque, voir `fallback`), sans l'objet `translations`",
          schema: { type: "string" as const, enum: [...LANGUAGES] },
        },
      ]
    : [];
  const oneRow = localized ? { oneOf: [ref(schema), ref(`${schema}InLanguage`)] } : ref(schema);
  const slugTaken: Record<number, ReturnType<typeof response>> = hasSlug
    ? { 409: response("Conflict") }
    : {};
  return {
    list: {
      method: "get",
      path: `/${name}`,
      operationId: `list${schema}`,
      tags,
      summary: "Les lignes, les plus récentes d'abord : toutes, ou une page",
      description: entity.publication
        ? "Les brouillons (`published: false`) et les auteurs (`created_by`, `updated_by`) ne sont listés que pour l'équipe (administrateur, éditeur, traducteur)."
        : "Une table interne, jamais montrée aux visiteurs : l'équipe seule (administrateur, éditeur, traducteur) la lit ; 401 sans session, 403 pour un compte hors de l'équipe, quels que soient les paramètres.",
      parameters: [...languageParameters, ...listParameters(entity)],
      responses: {
        200: {
          description:
            "OK. Sans paramètre de liste, toutes les lignes ; avec l'un d'eux, la page demandée et son en-tête `Content-Range`.",
          headers: contentRangeHeader,
          content: json({ type: "array", items: oneRow }),
        },
        400: response("BadRequest"),
      },
    },
    read: {
      method: "get",
      path: `/${name}/{id}`,
      operationId: `read${schema}`,
      tags,
      summary: "Une ligne, telle que la liste la donne",
      description: entity.publication
        ? "Un visiteur ne lit qu'une ligne publiée, sans ses auteurs (404 pour un brouillon)."
        : "Une table interne : l'équipe seule la lit ; 401 sans session, 403 pour un compte hors de l'équipe.",
      parameters: [idParameter, ...languageParameters],
      responses: {
        200: { description: "La ligne", content: json(oneRow) },
        400: response("BadRequest"),
        404: response("NotFound"),
      },
    },
    create: {
      method: "post",
      path: `/${name}`,
      operationId: `create${schema}`,
      tags,
      description: writeRules(name) || undefined,
      request: { body: jsonBody(ref(`${schema}Input`)) },
      responses: {
        201: { description: "La ligne créée", content: json(ref(schema)) },
        400: response("BadRequest"),
        ...slugTaken,
        415: response("UnsupportedType"),
      },
    },
    ...(entity.publication ? { order: orderOperation(name, schema, tags) } : {}),
    update: {
      method: "patch",
      path: `/${name}/{id}`,
      operationId: `update${schema}`,
      tags,
      parameters: [idParameter],
      description: `${
        localized
          ? "Les champs envoyés remplacent ceux de la ligne ; `updated_at` devient maintenant. Dans `translations`, chaque langue envoyée remplace celle de la ligne, `null` la retire, les langues absentes sont gardées. Un traducteur n'envoie que `translations`, dans ses langues et pour les champs traduisibles (403 `forbidden` sinon)."
          : "Les champs envoyés remplacent ceux de la ligne ; `updated_at` devient maintenant. Un traducteur ne modifie pas cette table (403 `forbidden`)."
      } ${writeRules(name)}`.trim(),
      request: { body: jsonBody(ref(`${schema}Patch`)) },
      responses: {
        200: { description: "La ligne modifiée", content: json(ref(schema)) },
        400: response("BadRequest"),
        404: response("NotFound"),
        ...slugTaken,
      },
    },
    remove: {
      method: "delete",
      path: `/${name}/{id}`,
      operationId: `delete${schema}`,
      tags,
      parameters: [idParameter],
      responses: {
        204: { description: "Supprimée" },
        404: response("NotFound"),
      },
    },
  };
}

function orderOperation(name: EntityName, schema: string, tags: string[]): RouteConfig {
  return {
    method: "post",
    path: `/${name}/order`,
    operationId: `order${schema}`,
    tags,
    summary: "L'ordre public : les lignes données prennent les positions 0, 1, 2…",
    request: {
      body: jsonBody({
        type: "object",
        properties: {
          ids: {
            type: "array",
            items: { type: "string", format: "uuid" },
            minItems: 1,
            maxItems: 1000,
            uniqueItems: true,
          },
        },
        required: ["ids"],
        additionalProperties: false,
      }),
    },
    responses: {
      204: { description: "Ordre enregistré" },
      400: response("BadRequest"),
      404: response("NotFound"),
    },
  };
}
