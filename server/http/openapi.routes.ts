import { Hono } from "hono";
import { type ZodObject, type ZodType, z } from "zod";
import { AUDIT_ACTIONS, AUDIT_TABLES, auditQuerySchema } from "#domain/audit";
import {
  logoutQuerySchema,
  mediaUploadResultSchema,
  passwordGrantSchema,
  profileSchema,
  refreshGrantSchema,
  sessionSchema,
  signupSchema,
  storedFileParamsSchema,
  tokenQuerySchema,
  uploadResultSchema,
  userSchema,
} from "#domain/auth";
import { CONTACT_HONEYPOT, CONTACT_STATUSES, contactSchema } from "#domain/contact";
import { type EntityDef, entities, entityNames, entitySchema, entityShape } from "#domain/entities";
import { LANGUAGES } from "#domain/languages";
import { MEDIA_TYPES, MEDIA_WIDTHS } from "#domain/media";
import { SITE_TEXT_MAX, siteTextSchema } from "#domain/site-texts";
import { translatableFields } from "#domain/translations";
import type { Config } from "../config.server";
import type { AppEnv } from "./context";

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string) => ({ $ref: `#/components/responses/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });
const pascal = (name: string) =>
  name.replace(/(^|_)([a-z])/g, (_m, _s, letter: string) => letter.toUpperCase());

/**
 * The JSON Schema of a zod object as a client sends it (io "input"). A key is required exactly
 * when the zod schema refuses it missing, which zod's converter does not tell for fields with a
 * default or an "empty means unset" rule, so it is asked of the schema itself.
 */
function inputSchema(schema: ZodType, shape: Record<string, ZodType>): Json {
  const out = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  delete out.$schema;
  // A piped check (e.g. the e-mail format after trimming) only shows on the output side.
  const output = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Json;
  const inputProps = (out.properties ?? {}) as Record<string, Json>;
  for (const [name, property] of Object.entries(
    (output.properties ?? {}) as Record<string, Json>,
  )) {
    if (property.format && inputProps[name] && !inputProps[name].format) {
      inputProps[name] = { ...inputProps[name], format: property.format };
    }
  }
  out.required = Object.entries(shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);
  return out;
}

/** The query or path parameters of a route, from the zod schema the route validates them with. */
function parameters(schema: ZodObject, where: "query" | "path"): Json[] {
  const out = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  const required = new Set((out.required ?? []) as string[]);
  return Object.entries((out.properties ?? {}) as Record<string, Json>).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}
const queryParameters = (schema: ZodObject) => parameters(schema, "query");
const pathParameters = (schema: ZodObject) => parameters(schema, "path");

/** What a route answers, from the zod schema of its answer; `refs` replace properties by a $ref. */
function outputSchema(schema: ZodType, refs: Record<string, Json> = {}): Json {
  const out = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Json;
  delete out.$schema;
  // An answer may gain a key without breaking its clients.
  delete out.additionalProperties;
  Object.assign(out.properties as Record<string, Json>, refs);
  return out;
}

const timestamps = {
  created_at: { type: "string", format: "date-time" },
  updated_at: { type: "string", format: "date-time" },
};

/** Create, patch and row schemas of one content entity, from its declaration. */
function entityComponents(entity: EntityDef): Record<string, Json> {
  const input = inputSchema(entitySchema(entity), entityShape(entity));
  const properties = input.properties as Record<string, Json>;
  for (const [name, field] of Object.entries(entity.fields)) {
    if (properties[name]) properties[name] = { title: field.label, ...properties[name] };
  }
  const name = pascal(entity.table);
  const localized = translatableFields(entity.fields).length > 0;
  const { translations, ...readable } = properties;
  return {
    ...(localized
      ? {
          [`${name}InLanguage`]: {
            type: "object",
            description:
              "Une ligne lue dans une langue (`?lang=`) : ses champs traduisibles dans cette langue, en français là où elle n'a pas de valeur (`fallback` les nomme).",
            properties: {
              id: { type: "string", format: "uuid" },
              ...readable,
              ...timestamps,
              lang: { type: "string", enum: ["fr", "en", "ar"] },
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
      properties: { id: { type: "string", format: "uuid" }, ...properties, ...timestamps },
      required: ["id", ...Object.keys(properties), "created_at", "updated_at"],
    },
  };
}

const errorResponses = {
  BadRequest: "Entrée invalide (400), avec `fields` : un message par champ",
  Unauthorized: "Non authentifié (401)",
  Forbidden: "Authentifié mais non autorisé, ou origine refusée (403)",
  NotFound: "Introuvable (404)",
  Conflict: "Déjà utilisé (409), par exemple `slug_taken`",
  TooLarge: "Trop volumineux (413)",
  UnsupportedType: "Type de contenu non accepté (415)",
  Internal: "Erreur interne (500), avec l'identifiant de la requête",
};

function components() {
  const contact = contactSchema();
  const contactInput = inputSchema(contact, contact.shape);
  (contactInput.properties as Record<string, Json>)[CONTACT_HONEYPOT] = {
    type: "string",
    maxLength: 0,
    description:
      "Piège à robots : laisser vide. Rempli, la réponse est un succès et rien n'est enregistré.",
  };
  const contactProps = { ...(contactInput.properties as Record<string, Json>) };
  delete contactProps[CONTACT_HONEYPOT];

  return {
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      cookieAuth: {
        type: "apiKey",
        in: "cookie",
        name: "access_token",
        description: "Une modification authentifiée par cookie doit venir de l'origine du site.",
      },
    },
    schemas: {
      Error: {
        type: "object",
        properties: {
          error: {
            type: "object",
            properties: {
              code: { type: "string" },
              message: { type: "string" },
              fields: { type: "object", additionalProperties: { type: "string" } },
            },
            required: ["code", "message"],
          },
        },
        required: ["error"],
      },
      ...Object.assign({}, ...entityNames.map((name) => entityComponents(entities[name]))),
      ContactMessageInput: contactInput,
      AuditEntry: {
        type: "object",
        properties: {
          id: { type: "string", format: "uuid" },
          at: { type: "string", format: "date-time" },
          user_id: { type: ["string", "null"], format: "uuid" },
          user_email: { type: ["string", "null"] },
          action: { type: "string", enum: [...AUDIT_ACTIONS] },
          table: { type: "string", enum: [...AUDIT_TABLES] },
          row_id: { type: ["string", "null"] },
          changes: {
            type: "object",
            description: "Champ → valeurs avant et après (null quand il n'y en avait pas).",
            additionalProperties: {
              type: "object",
              properties: { before: {}, after: {} },
              required: ["before", "after"],
            },
          },
        },
        required: ["id", "at", "user_id", "user_email", "action", "table", "row_id", "changes"],
      },
      ContactMessage: {
        type: "object",
        properties: {
          id: { type: "string", format: "uuid" },
          ...contactProps,
          status: { type: "string", enum: [...CONTACT_STATUSES] },
          ...timestamps,
        },
        required: ["id", ...Object.keys(contactProps), "status", "created_at", "updated_at"],
      },
      Profile: outputSchema(profileSchema),
      User: outputSchema(userSchema),
      Session: outputSchema(sessionSchema.extend({ user: z.any() }), { user: ref("User") }),
      UploadResult: outputSchema(uploadResultSchema),
      MediaUploadResult: outputSchema(mediaUploadResultSchema),
      Health: {
        type: "object",
        properties: {
          status: { type: "string", enum: ["ok", "unavailable"] },
          database: { type: "string", enum: ["pglite", "postgres"] },
          storage: { type: "string", enum: ["local", "s3"] },
        },
        required: ["status", "database", "storage"],
      },
    },
    responses: {
      ...Object.fromEntries(
        Object.entries(errorResponses).map(([name, description]) => [
          name,
          { description, content: json(ref("Error")) },
        ]),
      ),
      TooManyRequests: {
        description: "Trop de tentatives (429)",
        headers: { "Retry-After": { schema: { type: "integer" }, description: "Secondes" } },
        content: json(ref("Error")),
      },
    },
    parameters: {
      id: { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
    },
  };
}

const admin = [{ bearerAuth: [] }, { cookieAuth: [] }];
const hasSlug = (entity: EntityDef) =>
  Object.values(entity.fields).some((field) => field.kind === "slug");

function contentPaths(): Record<string, Json> {
  const paths: Record<string, Json> = {};
  for (const table of entityNames) {
    const name = pascal(table);
    const tag = entities[table].label;
    const entity = entities[table] as EntityDef;
    const localized = translatableFields(entity.fields).length > 0;
    paths[`/api/${table}`] = {
      get: {
        operationId: `list${name}`,
        tags: [tag],
        summary: "Toutes les lignes, les plus récentes d'abord",
        description: entity.publication
          ? "Les brouillons (`published: false`) ne sont listés que pour un administrateur."
          : undefined,
        parameters: localized
          ? [
              {
                name: "lang",
                in: "query",
                required: false,
                description:
                  "Lire chaque ligne dans cette langue (français là où elle manque, voir `fallback`), sans l'objet `translations`",
                schema: { type: "string", enum: ["fr", "en", "ar"] },
              },
            ]
          : undefined,
        responses: {
          200: {
            description: "OK",
            content: json({
              type: "array",
              items: localized ? { oneOf: [ref(name), ref(`${name}InLanguage`)] } : ref(name),
            }),
          },
          ...(localized ? { 400: response("BadRequest") } : {}),
        },
      },
      post: {
        operationId: `create${name}`,
        tags: [tag],
        security: admin,
        requestBody: { required: true, content: json(ref(`${name}Input`)) },
        responses: {
          201: { description: "La ligne créée", content: json(ref(name)) },
          400: response("BadRequest"),
          401: response("Unauthorized"),
          403: response("Forbidden"),
          ...(hasSlug(entity) ? { 409: response("Conflict") } : {}),
          415: response("UnsupportedType"),
        },
      },
    };
    if (entity.publication) {
      paths[`/api/${table}/order`] = {
        post: {
          operationId: `order${name}`,
          tags: [tag],
          security: admin,
          summary: "L'ordre public : les lignes données prennent les positions 0, 1, 2…",
          requestBody: {
            required: true,
            content: json({
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
            401: response("Unauthorized"),
            403: response("Forbidden"),
            404: response("NotFound"),
          },
        },
      };
    }
    paths[`/api/${table}/{id}`] = {
      parameters: [{ $ref: "#/components/parameters/id" }],
      patch: {
        operationId: `update${name}`,
        tags: [tag],
        security: admin,
        description: localized
          ? "Les champs envoyés remplacent ceux de la ligne ; `updated_at` devient maintenant. Dans `translations`, chaque langue envoyée remplace celle de la ligne, `null` la retire, les langues absentes sont gardées."
          : "Les champs envoyés remplacent ceux de la ligne ; `updated_at` devient maintenant.",
        requestBody: { required: true, content: json(ref(`${name}Patch`)) },
        responses: {
          200: { description: "La ligne modifiée", content: json(ref(name)) },
          400: response("BadRequest"),
          401: response("Unauthorized"),
          403: response("Forbidden"),
          404: response("NotFound"),
          ...(hasSlug(entity) ? { 409: response("Conflict") } : {}),
        },
      },
      delete: {
        operationId: `delete${name}`,
        tags: [tag],
        security: admin,
        responses: {
          204: { description: "Supprimée" },
          401: response("Unauthorized"),
          403: response("Forbidden"),
          404: response("NotFound"),
        },
      },
    };
  }
  return paths;
}

/** An administrator's multipart upload (field `file`), answered 201 with `result`. */
function uploadOperation(upload: {
  operationId: string;
  description: string;
  contentType: string;
  result: string;
}): Json {
  return {
    operationId: upload.operationId,
    tags: ["Stockage"],
    security: admin,
    description: upload.description,
    requestBody: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              file: { type: "string", contentMediaType: "application/octet-stream" },
            },
            required: ["file"],
          },
          encoding: { file: { contentType: upload.contentType } },
        },
      },
    },
    responses: {
      201: { description: "Stocké", content: json(ref(upload.result)) },
      400: response("BadRequest"),
      401: response("Unauthorized"),
      403: response("Forbidden"),
      413: response("TooLarge"),
      415: response("UnsupportedType"),
    },
  };
}

function otherPaths(config: Config): Record<string, Json> {
  return {
    "/api/profile": {
      get: {
        operationId: "getProfile",
        tags: ["Profil"],
        security: admin,
        description: "Créé d'abord s'il manque.",
        responses: {
          200: { description: "OK", content: json(ref("Profile")) },
          401: response("Unauthorized"),
        },
      },
    },
    "/api/storage/demos": {
      post: uploadOperation({
        operationId: "uploadDemoFile",
        description: `Vidéo, image (hors SVG) ou PDF, vérifié sur ses premiers octets ; au plus ${config.UPLOAD_MAX_BYTES} octets.`,
        contentType: "video/*, image/*, application/pdf",
        result: "UploadResult",
      }),
    },
    "/api/storage/media": {
      post: uploadOperation({
        operationId: "uploadImage",
        description: `Image JPEG, PNG, WebP ou AVIF, vérifiée sur ses premiers octets ; au plus ${config.UPLOAD_MAX_BYTES} octets. Des variantes (largeurs ${MEDIA_WIDTHS.join(", ")} au plus, WebP et JPEG ou PNG) sont faites une fois, sans métadonnées (EXIF, GPS), orientation appliquée ; l'original n'est jamais servi.`,
        contentType: MEDIA_TYPES.join(", "),
        result: "MediaUploadResult",
      }),
    },
    "/storage/{bucket}/{key}": {
      get: {
        operationId: "getStoredFile",
        tags: ["Stockage"],
        description:
          "Le fichier (publicUrl en stockage local). html, svg, xml, js ne sont jamais servis en ligne : pièce jointe application/octet-stream. Accepte un en-tête Range.",
        parameters: [
          ...pathParameters(storedFileParamsSchema),
          { name: "Range", in: "header", schema: { type: "string", example: "bytes=0-1023" } },
        ],
        responses: {
          200: {
            description: "Le fichier",
            headers: {
              "Cache-Control": { schema: { const: "public, max-age=3600" } },
              "X-Content-Type-Options": { schema: { const: "nosniff" } },
            },
            content: { "*/*": { schema: { type: "string", contentMediaType: "*/*" } } },
          },
          206: { description: "Une plage d'octets" },
          404: response("NotFound"),
          416: { description: "Plage hors du fichier" },
        },
      },
    },
    "/auth/v1/token": {
      post: {
        operationId: "token",
        tags: ["Authentification"],
        parameters: queryParameters(tokenQuerySchema),
        requestBody: {
          content: json({
            oneOf: [
              inputSchema(passwordGrantSchema, passwordGrantSchema.shape),
              {
                ...inputSchema(refreshGrantSchema, refreshGrantSchema.shape),
                description: "Sans corps, le cookie refresh_token est utilisé.",
              },
            ],
          }),
        },
        responses: {
          200: { description: "Une session, et ses cookies", content: json(ref("Session")) },
          400: response("BadRequest"),
          429: response("TooManyRequests"),
        },
      },
    },
    "/auth/v1/signup": {
      post: {
        operationId: "signup",
        tags: ["Authentification"],
        requestBody: {
          required: true,
          content: json(inputSchema(signupSchema, signupSchema.shape)),
        },
        responses: {
          200: { description: "Compte créé, session ouverte", content: json(ref("Session")) },
          400: response("BadRequest"),
          403: { description: "signup_disabled (ALLOW_SIGNUP=false)", content: json(ref("Error")) },
          409: { description: "user_already_exists", content: json(ref("Error")) },
          422: { description: "weak_password, avec ses raisons", content: json(ref("Error")) },
          429: response("TooManyRequests"),
        },
      },
    },
    "/auth/v1/logout": {
      post: {
        operationId: "logout",
        tags: ["Authentification"],
        security: admin,
        parameters: queryParameters(logoutQuerySchema),
        responses: { 204: { description: "Déconnecté" }, 401: response("Unauthorized") },
      },
    },
    "/auth/v1/user": {
      get: {
        operationId: "getUser",
        tags: ["Authentification"],
        security: admin,
        responses: {
          200: { description: "OK", content: json(ref("User")) },
          401: response("Unauthorized"),
        },
      },
    },
    "/api/contact": {
      post: {
        operationId: "sendContactMessage",
        tags: ["Contact"],
        requestBody: { required: true, content: json(ref("ContactMessageInput")) },
        responses: {
          201: {
            description: "Enregistré",
            content: json({
              type: "object",
              properties: { id: { type: "string", format: "uuid" } },
              required: ["id"],
            }),
          },
          400: response("BadRequest"),
          415: response("UnsupportedType"),
          429: response("TooManyRequests"),
        },
      },
      get: {
        operationId: "listContactMessages",
        tags: ["Contact"],
        security: admin,
        description: "Les plus récents d'abord ; les messages de plus de 3 ans sont effacés.",
        responses: {
          200: {
            description: "OK",
            content: json({ type: "array", items: ref("ContactMessage") }),
          },
          401: response("Unauthorized"),
          403: response("Forbidden"),
        },
      },
    },
    "/api/contact/{id}": {
      parameters: [{ $ref: "#/components/parameters/id" }],
      patch: {
        operationId: "updateContactMessage",
        tags: ["Contact"],
        security: admin,
        requestBody: {
          required: true,
          content: json({
            type: "object",
            properties: { status: { type: "string", enum: [...CONTACT_STATUSES] } },
            required: ["status"],
            additionalProperties: false,
          }),
        },
        responses: {
          200: { description: "OK", content: json(ref("ContactMessage")) },
          400: response("BadRequest"),
          401: response("Unauthorized"),
          403: response("Forbidden"),
          404: response("NotFound"),
        },
      },
      delete: {
        operationId: "deleteContactMessage",
        tags: ["Contact"],
        security: admin,
        responses: {
          204: { description: "Supprimé" },
          401: response("Unauthorized"),
          403: response("Forbidden"),
          404: response("NotFound"),
        },
      },
    },
    "/api/audit": {
      get: {
        operationId: "listAuditEntries",
        tags: ["Journal"],
        security: admin,
        description:
          "Les entrées du journal, les plus récentes d'abord. Aucune route ne les modifie ni ne les supprime.",
        parameters: queryParameters(auditQuerySchema),
        responses: {
          200: { description: "OK", content: json({ type: "array", items: ref("AuditEntry") }) },
          400: response("BadRequest"),
          401: response("Unauthorized"),
          403: response("Forbidden"),
        },
      },
    },
    ...siteTextPaths(),
    "/api/health": {
      get: {
        operationId: "health",
        tags: ["Exploitation"],
        responses: {
          200: { description: "OK", content: json(ref("Health")) },
          503: { description: "Base de données injoignable", content: json(ref("Health")) },
        },
      },
    },
    "/api/openapi.json": {
      get: {
        operationId: "openapi",
        tags: ["Exploitation"],
        responses: { 200: { description: "Ce document", content: json({ type: "object" }) } },
      },
    },
    "/sitemap.xml": {
      get: {
        operationId: "sitemap",
        tags: ["Site"],
        responses: { 200: { description: "Les pages publiques dans les trois langues" } },
      },
    },
    "/robots.txt": {
      get: {
        operationId: "robots",
        tags: ["Site"],
        responses: { 200: { description: "/admin interdit" } },
      },
    },
  };
}

/** `/api/site_texts`: the overrides of the public pages' texts (plain text, per language). */
function siteTextPaths(): Record<string, Json> {
  const body = siteTextSchema("ar", []);
  const overrides = {
    type: "object",
    description: "Clé → texte, les textes remplacés seulement (les autres gardent leur défaut).",
    additionalProperties: { type: "string" },
  };
  const tags = ["Textes du site"];
  const target = [
    { name: "lang", in: "path", required: true, schema: { type: "string", enum: [...LANGUAGES] } },
    {
      name: "key",
      in: "path",
      required: true,
      description: "Une clé des catalogues du site (GET /api/site_texts/keys).",
      schema: { type: "string" },
    },
  ];
  return {
    "/api/site_texts": {
      get: {
        operationId: "listSiteTextOverrides",
        tags,
        responses: {
          200: {
            description: "Les textes remplacés de chaque langue",
            content: json({
              type: "object",
              properties: Object.fromEntries(LANGUAGES.map((language) => [language, overrides])),
              required: [...LANGUAGES],
            }),
          },
        },
      },
    },
    "/api/site_texts/keys": {
      get: {
        operationId: "listSiteTextKeys",
        tags,
        security: admin,
        responses: {
          200: {
            description:
              "Chaque clé remplaçable, son groupe (page ou section) et ses textes par défaut",
            content: json({
              type: "array",
              items: {
                type: "object",
                properties: {
                  key: { type: "string" },
                  group: { type: "string" },
                  defaults: {
                    type: "object",
                    properties: Object.fromEntries(
                      LANGUAGES.map((language) => [language, { type: "string" }]),
                    ),
                    required: [...LANGUAGES],
                  },
                },
                required: ["key", "group", "defaults"],
              },
            }),
          },
          401: response("Unauthorized"),
          403: response("Forbidden"),
        },
      },
    },
    "/api/site_texts/{lang}/{key}": {
      parameters: target,
      put: {
        operationId: "setSiteText",
        tags,
        security: admin,
        description: `Texte brut (jamais interprété comme du HTML), ${SITE_TEXT_MAX} caractères au plus, qui garde les marques {nom} de son texte par défaut.`,
        requestBody: { required: true, content: json(inputSchema(body, body.shape)) },
        responses: {
          200: {
            description: "Le texte enregistré",
            content: json({
              type: "object",
              properties: {
                language: { type: "string", enum: [...LANGUAGES] },
                key: { type: "string" },
                text: { type: "string" },
                updated_at: { type: "string", format: "date-time" },
              },
              required: ["language", "key", "text", "updated_at"],
            }),
          },
          400: response("BadRequest"),
          401: response("Unauthorized"),
          403: response("Forbidden"),
          404: response("NotFound"),
        },
      },
      delete: {
        operationId: "resetSiteText",
        tags,
        security: admin,
        description: "Revient au texte par défaut (sans effet s'il n'était pas remplacé).",
        responses: {
          204: { description: "Texte par défaut rétabli" },
          401: response("Unauthorized"),
          403: response("Forbidden"),
          404: response("NotFound"),
        },
      },
    },
  };
}

function buildDocument(config: Config) {
  return {
    openapi: "3.1.0",
    info: {
      title: `${config.SITE_NAME} API`,
      version: "1.0.0",
      description:
        "JSON en UTF-8. Erreurs : `{error: {code, message, fields?}}`. Chaque réponse porte `x-request-id`.",
    },
    servers: [{ url: config.PUBLIC_URL }],
    paths: { ...contentPaths(), ...otherPaths(config) },
    components: components(),
  };
}

const documents = new WeakMap<Config, ReturnType<typeof buildDocument>>();

/** The OpenAPI 3.1 description of the whole API, built once per configuration. */
export function openApiDocument(config: Config) {
  let document = documents.get(config);
  if (!document) {
    document = buildDocument(config);
    documents.set(config, document);
  }
  return document;
}

/** `GET /api/openapi.json`. */
export function openApiRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(openApiDocument(c.get("deps").config));
  });
  return app;
}
