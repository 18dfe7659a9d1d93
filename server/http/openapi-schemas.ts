import type { OpenAPIHono } from "@hono/zod-openapi";
import { type ZodObject, type ZodType, z } from "zod";

/** A JSON Schema or OpenAPI object, as the document holds it. */
export type Json = Record<string, unknown>;
type OpenAPIRegistry = OpenAPIHono["openAPIRegistry"];

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const response = (name: string) => ({ $ref: `#/components/responses/${name}` });
// Written as JSON Schema, passed through to the document as it is.
export const json = (schema: unknown) => ({ "application/json": { schema: schema as never } });
export const pascal = (name: string) =>
  name.replace(/(^|_)([a-z])/g, (_m, _s, letter: string) => letter.toUpperCase());

/**
 * A JSON answer declared as a zod schema: the document shows it (a schema named with
 * `.meta({ id })` once, under `#/components/schemas`) and the handler's answer is checked against it.
 */
export const jsonOf = <T extends ZodType>(schema: T) => ({ "application/json": { schema } });

/** A required JSON request body declared as a zod schema, checked before the handler runs. */
export const jsonBodyOf = <T extends ZodType>(schema: T) => ({
  required: true,
  content: jsonOf(schema),
});

/** A required JSON request body of this schema. */
export const jsonBody = (schema: unknown) => ({ required: true, content: json(schema) });

/**
 * The JSON Schema of a zod object as a client sends it (io "input"). A key is required exactly
 * when the zod schema refuses it missing, which zod's converter does not tell for fields with a
 * default or an "empty means unset" rule, so it is asked of the schema itself.
 */
export function inputSchema(schema: ZodType, shape: Record<string, ZodType>): Json {
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

/** The input JSON Schema of a zod object schema. */
export const objectInput = (schema: ZodObject) => inputSchema(schema, schema.shape);

/** What a route answers, from the zod schema of its answer; `refs` replace properties by a $ref. */
export function outputSchema(schema: ZodType, refs: Record<string, Json> = {}): Json {
  const out = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Json;
  delete out.$schema;
  // An answer may gain a key without breaking its clients.
  delete out.additionalProperties;
  Object.assign(out.properties as Record<string, Json>, refs);
  return out;
}

/** The query or path parameters of a route, from the zod schema it checks them with. */
export function parameters(schema: ZodObject, where: "query" | "path"): Json[] {
  const out = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  const required = new Set((out.required ?? []) as string[]);
  return Object.entries((out.properties ?? {}) as Record<string, Json>).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

export const timestamps = {
  created_at: { type: "string", format: "date-time" },
  updated_at: { type: "string", format: "date-time" },
};

/** The parameters routes share, under `#/components/parameters`. */
export const sharedParameters: Record<string, { name: string; in: string } & Json> = {
  id: { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
};

/** The `{id}` path parameter of a row's routes. */
export const idParameter = { $ref: "#/components/parameters/id" };

/** The error answers routes share, under `#/components/responses`, and what each means. */
export const errorResponses = {
  BadRequest: "Entrée invalide (400), avec `fields` : un message par champ",
  Unauthorized: "Non authentifié (401)",
  Forbidden:
    "Authentifié mais non autorisé (rôle refusé, ou `password_required` : une session ouverte par un lien n'a pas encore choisi son mot de passe), ou origine refusée (403)",
  NotFound: "Introuvable (404)",
  Conflict: "Déjà utilisé (409), par exemple `slug_taken`",
  TooLarge: "Trop volumineux (413)",
  UnsupportedType: "Type de contenu non accepté (415)",
  Internal: "Erreur interne (500), avec l'identifiant de la requête",
};

/** What every route shares: the security schemes, the error shape and its answers. */
export function registerSharedComponents(registry: OpenAPIRegistry) {
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  registry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: "access_token",
    description: "Une modification authentifiée par cookie doit venir de l'origine du site.",
  });
  registry.registerComponent("schemas", "Error", {
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
  });
  for (const [name, description] of Object.entries(errorResponses)) {
    registry.registerComponent("responses", name, { description, content: json(ref("Error")) });
  }
  registry.registerComponent("responses", "TooManyRequests", {
    description: "Trop de tentatives (429)",
    headers: { "Retry-After": { schema: { type: "integer" }, description: "Secondes" } },
    content: json(ref("Error")),
  });
  for (const [name, parameter] of Object.entries(sharedParameters)) {
    registry.registerComponent("parameters", name, parameter as never);
  }
}

/** Registers JSON Schemas under `#/components/schemas`. */
export function registerSchemas(registry: OpenAPIRegistry, schemas: Record<string, Json>) {
  for (const [name, schema] of Object.entries(schemas)) {
    registry.registerComponent("schemas", name, schema as never);
  }
}
