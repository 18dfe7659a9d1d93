import {
  createRoute,
  OpenAPIHono,
  type RouteConfig,
  type RouteConfigToTypedResponse,
  type RouteHandler,
} from "@hono/zod-openapi";
import type { Context, Hono, MiddlewareHandler, Schema, ToSchema, TypedResponse } from "hono";
import { type ZodError, ZodObject, ZodType, type z } from "zod";
import { fieldErrors } from "#domain/fields";
import type { Access } from "#domain/roles";
import type { AppEnv, AuthUser, GuardOptions } from "../spine/context";
import { type HttpError, validationFailed } from "./errors";
import { readJson } from "./json";
import { errorResponses, json, ref, response, sharedParameters } from "./openapi-schemas";

export type { Access };

/**
 * The guard each access level runs before anything else of the route (401, then 403): the roles
 * of each level are declared in `domain/roles.ts`; `beforePassword` lets a link's session through.
 * The check itself is the app's (`guard` on the request: auth's `requireAccess`).
 */
const guardOf = (access: Access, options: GuardOptions): MiddlewareHandler<AppEnv> | undefined =>
  access === "public"
    ? undefined
    : async (c, next) => {
        await c.get("guard")(c, access, options);
        await next();
      };

/** The user a guarded route's guard let through. */
export function guardedUser(c: Context<AppEnv>): AuthUser {
  const user = c.get("authUser");
  if (!user) throw new Error("guardedUser() called on a public route");
  return user;
}

/** A call that needs a session, as the document says it: a Bearer token or the session cookie. */
export const SIGNED_IN = [{ bearerAuth: [] }, { cookieAuth: [] }];

type Output<T> = T extends ZodType ? z.output<T> : never;
type Nothing = Record<never, never>;
type Valid<R extends RouteConfig> = {
  out: (R["request"] extends { query: ZodType }
    ? { query: Output<R["request"]["query"]> }
    : Nothing) &
    (R["request"] extends { params: ZodType }
      ? { param: Output<R["request"]["params"]> }
      : Nothing) &
    (R["request"] extends { body: { content: { "application/json": { schema: infer S } } } }
      ? [S] extends [never]
        ? Nothing
        : { json: Output<S> }
      : Nothing);
};

/** An OpenAPI path (`/{id}`) as Hono writes it (`/:id`), so `c.req.param("id")` is a string. */
type HonoPath<S extends string> = S extends `${infer A}{${infer B}}${infer C}`
  ? `${A}:${B}${HonoPath<C>}`
  : S;

/** The statuses whose answer a route declares as a zod schema (not as JSON Schema). */
type ZodAnswered<R extends RouteConfig> = {
  [S in keyof R["responses"]]: R["responses"][S] extends { content: infer C }
    ? C[keyof C] extends { schema: infer Schema }
      ? [Schema] extends [never]
        ? never
        : Schema extends ZodType
          ? S
          : never
      : never
    : never;
}[keyof R["responses"]];

/**
 * What a route's handler answers: once a route declares an answer as a zod schema, only the
 * statuses it declares, each with a body of its schema (`c.json(body, status)`), type-check.
 */
export type Answer<R extends RouteConfig> = RouteConfig extends R
  ? Response
  : [ZodAnswered<R>] extends [never]
    ? Response
    : Response & RouteConfigToTypedResponse<R>;

/**
 * The empty answer (204) of a route that answers a JSON body otherwise: its declaration types a
 * 204 as an empty object, which `c.body(null, 204)` is not said to be.
 */
export const noContent = (c: Context) =>
  c.body(null, 204) as Response as Response & TypedResponse<Nothing, 204, string>;

/** A route's handler: its query, path parameters and JSON body are already checked (`c.req.valid`). */
export type ApiHandler<R extends RouteConfig> = (
  c: Context<AppEnv, HonoPath<R["path"]>, Valid<R>>,
) => Answer<R> | Promise<Answer<R>>;

/**
 * One API route, declared once: its method, path, inputs and answers (the OpenAPI operation),
 * who may call it, and its handler. The router mounts it and the document describes it from this.
 */
export interface ApiRoute<R extends RouteConfig = RouteConfig> {
  access: Access;
  route: R;
  handler: ApiHandler<R>;
  /** The error a refused query or path parameter becomes; by default 400 `validation_failed`. */
  invalid?: (error: ZodError) => HttpError;
  /** A guard of the route's own, in place of its access level's. */
  guard?: MiddlewareHandler<AppEnv>;
  /**
   * A session opened by an invitation or reset link may call it before setting its password
   * (every other guarded route answers it 403 `password_required`).
   */
  beforePassword?: boolean;
  /**
   * The handler reads its declared JSON body itself (`readJson`, `readJsonAs`): a content write
   * checks the row it makes, not the body alone, and a row's path is checked before its body. The
   * declaration still gives the typed client its input.
   */
  readsItsBody?: boolean;
  /**
   * A route over several tables (`/{table}`) is described once per table: these operations, with
   * their paths relative to the router, take its place in the document and in the route × role
   * matrix, each with its table's access level (the route's guard reads the same).
   */
  documents?: DocumentedOperation[];
}

/** One table's operation of a route over several tables, and who may call it on that table. */
export interface DocumentedOperation {
  operation: RouteConfig;
  /** The route's own level when omitted. */
  access?: Access;
}

/** Where the parameters each of a route's request schemas checks are, in the document's words. */
const parameterLocations = { params: "path", query: "query", headers: "header", cookies: "cookie" };

/**
 * An operation names each parameter (a name in a location) once, whether its request schemas
 * check it or its `parameters` describe it: a validating client refuses a document that names
 * one twice. A route declared otherwise is refused at its declaration.
 */
function assertParametersOnce(config: RouteConfig) {
  const request = (config.request ?? {}) as Record<string, unknown>;
  const checked = Object.entries(parameterLocations).flatMap(([key, where]) =>
    [request[key]]
      .flat()
      .flatMap((schema) =>
        schema instanceof ZodObject
          ? Object.keys(schema.shape).map((name) => `${where} ${name}`)
          : [],
      ),
  );
  const described = (config.parameters ?? []).map((parameter) => {
    if (!("$ref" in parameter)) return `${parameter.in} ${parameter.name}`;
    const shared = sharedParameters[parameter.$ref.split("/").pop() ?? ""];
    return shared ? `${shared.in} ${shared.name}` : parameter.$ref;
  });
  const keys = [...checked, ...described];
  const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
  if (twice.length > 0) {
    throw new Error(
      `${config.method} ${config.path} names the parameter ${twice.join(", ")} twice`,
    );
  }
}

type Answers = RouteConfig["responses"];

/**
 * What a guarded route's guard answers before the route itself: 401 without a session, and 403
 * where it refuses one (a role its level does not name, a link's session before its password is
 * set, a cookie's write from another origin). A route that gives 401 or 403 a meaning of its own
 * as well keeps it, after the guard's.
 */
function withGuardAnswers(config: RouteConfig, level: Access, beforePassword = false): Answers {
  if (level === "public") return config.responses;
  const refuses = level !== "user" || !beforePassword || config.method !== "get";
  const guard: (readonly [number, keyof typeof errorResponses])[] = [
    [401, "Unauthorized"],
    ...(refuses ? [[403, "Forbidden"] as const] : []),
  ];
  const answers: Answers = { ...config.responses };
  for (const [status, name] of guard) {
    const own = answers[status];
    answers[status] =
      !own || "$ref" in own
        ? response(name)
        : {
            ...own,
            description: `${errorResponses[name]} ; ${own.description}`,
            content: own.content ?? json(ref("Error")),
          };
  }
  return answers;
}

/**
 * Declares a route. Calls that need a session are marked as such in the document; a guarded
 * route runs its guard before its inputs are checked, so a stranger learns nothing of them.
 * A JSON body declared as a zod schema (`jsonBodyOf`) is checked before the handler, after the
 * API's own 415 and 400 for a body that is not JSON; writes that check the row they make rather
 * than the body alone read it themselves (`readJsonAs`).
 */
export function defineRoute<const R extends RouteConfig>(
  access: Access,
  route: R,
  handler: ApiHandler<R>,
  options: Pick<
    ApiRoute,
    "invalid" | "guard" | "beforePassword" | "documents" | "readsItsBody"
  > = {},
): ApiRoute<R> {
  const secured = <T extends RouteConfig>(config: T, level: Access) => {
    assertParametersOnce(config);
    return createRoute({
      ...config,
      responses: withGuardAnswers(config, level, options.beforePassword),
      ...(level === "public" ? {} : { security: SIGNED_IN }),
    } as RouteConfig) as unknown as T;
  };
  const documents = options.documents?.map((document) => ({
    operation: secured(document.operation, document.access ?? access),
    access: document.access ?? access,
  }));
  return { access, route: secured(route, access), handler, ...options, documents };
}

/** Whether a route declares its JSON body as a zod schema (checked before its handler). */
const hasZodJsonBody = (route: RouteConfig) => {
  const content = route.request?.body?.content["application/json"];
  return content !== undefined && "schema" in content && content.schema instanceof ZodType;
};

/**
 * A declared JSON body is JSON, or the API's 415 (not said to be JSON) or 400 (not parsable, or
 * a NUL character); the body read here is the one its schema then checks.
 */
const jsonOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await readJson(c);
  await next();
};

/** Each declared handler, with its declaration and the router that holds its components. */
const declarations = new WeakMap<object, { declaration: ApiRoute; router: OpenAPIHono<AppEnv> }>();

/** Any declared route, whatever its declaration. */
type AnyApiRoute = Omit<ApiRoute, "handler" | "route"> & {
  route: RouteConfig;
  handler: (c: never) => Response | Promise<Response>;
};

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I extends Schema
    ? I
    : never
  : never;
type RouteInput<R extends RouteConfig> =
  Parameters<RouteHandler<R>>[0] extends Context<infer _E, infer _P, infer I> ? I : never;

/**
 * The routes of a router as Hono's client reads them (`hc<typeof router>`): each path and
 * method, what it takes, and what it answers, from the route's own declaration.
 */
export type RoutesSchema<Routes extends readonly AnyApiRoute[]> = Intersection<
  {
    [K in keyof Routes]: Routes[K] extends { route: infer R extends RouteConfig }
      ? ToSchema<R["method"], HonoPath<R["path"]>, RouteInput<R>, Answer<R>>
      : never;
  }[number]
>;

/** The router of these routes, as Hono's client reads it, for routes a router holds among others. */
export type RoutesApi<Routes extends readonly AnyApiRoute[]> = OpenAPIHono<
  AppEnv,
  RoutesSchema<Routes>
>;

/**
 * A router of declared routes, each behind the guard of its access level; `middleware` runs
 * around every route of it (and around the 404 of a path under it no route declares).
 */
export function apiRouter<const Routes extends readonly AnyApiRoute[]>(
  routes: Routes,
  middleware: MiddlewareHandler<AppEnv>[] = [],
): OpenAPIHono<AppEnv, RoutesSchema<Routes>> {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationFailed(fieldErrors(result.error));
    },
  });
  for (const handler of middleware) app.use(handler);
  for (const declaration of routes) {
    const { access, route, handler, invalid } = declaration;
    const guard =
      declaration.guard ?? guardOf(access, { beforePassword: declaration.beforePassword });
    const hook = invalid
      ? (result: { success: boolean; error?: ZodError }) => {
          if (!result.success) throw invalid(result.error as ZodError);
        }
      : undefined;
    const hide = declaration.documents !== undefined;
    const served = declaration.readsItsBody
      ? { ...route, request: { ...route.request, body: undefined } }
      : route;
    const before = [guard, hasZodJsonBody(served) ? jsonOnly : undefined].filter((m) => m);
    app.openapi(
      { ...served, hide, middleware: before as MiddlewareHandler<AppEnv>[] },
      handler as never,
      hook as never,
    );
    declarations.set(handler, { declaration: declaration as ApiRoute, router: app });
  }
  return app as OpenAPIHono<AppEnv, RoutesSchema<Routes>>;
}

/** A declared route as the app serves it: its full path written as OpenAPI writes it. */
export interface MountedRoute {
  method: string;
  path: string;
  declaration: ApiRoute;
  router: OpenAPIHono<AppEnv>;
}

/** A Hono path (`/api/:table`) as OpenAPI writes it (`/api/{table}`). */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/**
 * Every route the app serves that has a declaration, read from the app's own router: where it is
 * mounted, who may call it, and what it takes and answers.
 */
export function mountedRoutes(app: Hono<AppEnv>): MountedRoute[] {
  const seen = new Set<string>();
  return app.routes.flatMap(({ method, path, handler }) => {
    const found = declarations.get(handler);
    const key = `${method} ${path}`;
    if (!found || seen.has(key)) return [];
    seen.add(key);
    return [{ method: method.toLowerCase(), path: openApiPath(path), ...found }];
  });
}

/** A declared operation as the document shows it: where the app serves it, and who may call it. */
export interface DescribedRoute {
  method: string;
  path: string;
  access: Access;
  /** A link's session may call it before setting its password. */
  beforePassword: boolean;
  operation: RouteConfig;
  router: OpenAPIHono<AppEnv>;
}

/**
 * The operations the app serves, as the document lists them: a route over several tables once
 * per table (`/api/services`, `/api/markets`…). This is the route × access matrix.
 */
export function describedRoutes(app: Hono<AppEnv>): DescribedRoute[] {
  return mountedRoutes(app).flatMap(({ path, declaration, router }) => {
    // The mounted path ends with the declared one; what comes before is where it is mounted.
    const prefix =
      declaration.route.path === "/" ? path : path.slice(0, -declaration.route.path.length);
    const documents = declaration.documents ?? [
      { operation: declaration.route, access: declaration.access },
    ];
    return documents.map(({ operation, access = declaration.access }) => ({
      method: operation.method,
      path: operation.path === "/" ? prefix : `${prefix}${operation.path}`,
      access,
      beforePassword: declaration.beforePassword === true,
      operation,
      router,
    }));
  });
}

/** The JSON body read (the API's 415 and 400 when it is not JSON) and checked against `schema`. */
export async function readJsonAs<T extends ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const parsed = schema.safeParse(await readJson(c));
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  return parsed.data;
}
