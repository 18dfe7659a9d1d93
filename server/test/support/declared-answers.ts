import { Ajv2020 } from "ajv/dist/2020";
import type { Hono } from "hono";
import type { ZodType } from "zod";
import { describedRoutes, mountedRoutes } from "../../http/openapi-route";
import type { AppEnv } from "../../spine/context";

type Responses = Record<number, { content?: Record<string, { schema?: unknown }> } | undefined>;
const jsonSchemaOf = (responses: unknown, status: number) =>
  (responses as Responses)[status]?.content?.["application/json"]?.schema;

/**
 * The zod schema a route declares for one of its answers, read from the route the app mounts
 * (`/api/{table}`, as OpenAPI writes the path): the type its handler and the typed client use.
 */
export function declaredAnswer(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  status: number,
): ZodType {
  const route = mountedRoutes(app).find((each) => each.method === method && each.path === path);
  const schema = jsonSchemaOf(route?.declaration.route.responses, status);
  if (!schema) throw new Error(`${method} ${path} declares no JSON answer ${status}`);
  return schema as ZodType;
}

/**
 * The errors of an answer against the schema the document gives it for one operation
 * (`/api/case_studies`, once per table): what a client reading the document expects.
 */
export function documentedAnswerErrors(
  app: Hono<AppEnv>,
  // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document, as served
  document: any,
  operation: { method: string; path: string; status: number },
  body: unknown,
): string[] {
  const { method, path, status } = operation;
  if (!describedRoutes(app).some((each) => each.method === method && each.path === path)) {
    throw new Error(`${method} ${path} is not an operation of the app`);
  }
  const schema =
    document.paths[path]?.[method]?.responses?.[status]?.content?.["application/json"]?.schema;
  if (!schema) throw new Error(`the document gives ${method} ${path} no JSON answer ${status}`);
  const ajv = new Ajv2020({ strict: false, validateSchema: false, validateFormats: false });
  ajv.addSchema({ ...document, $id: "openapi.json" });
  const at = `/paths/${pointer(path)}/${method}/responses/${status}/content/application~1json/schema`;
  const validate = ajv.compile({ $ref: `openapi.json#${at}` });
  return validate(body)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/** A key as a JSON pointer in a URI fragment writes it. */
const pointer = (key: string) =>
  encodeURIComponent(key.replaceAll("~", "~0").replaceAll("/", "~1"));
