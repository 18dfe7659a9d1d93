import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodType } from "zod";
import { accountRoutes } from "../auth/account.routes";
import { authRoutes } from "../auth/auth.routes";
import { profileRoutes } from "../auth/profile.routes";
import { siteTextRoutes } from "../site-texts/site-texts.routes";
import type { AppEnv } from "../spine/context";
import { startTestServer, type TestServer } from "../test/support/harness";
import { translationRoutes } from "../translations/translations.routes";
import { mountedRoutes } from "./openapi-route";

/**
 * What each call answers matches the zod schema its route declares for that status: the schema
 * the document shows and the back office's client reads its type from.
 */

let server: TestServer;
const EMAIL = "declared@example.com";
const PASSWORD = "Declared-Answers-2026!";
const OWN_ORIGIN = "http://localhost:3000";

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser(EMAIL, PASSWORD, "admin");
});
afterAll(() => server.close());

const routers = {
  "/auth/v1": authRoutes(),
  "/api/account": accountRoutes(),
  "/api/profile": profileRoutes(),
  "/api/site_texts": siteTextRoutes(),
  "/api": translationRoutes(),
} satisfies Record<string, Hono<AppEnv>>;

/** The zod schema a route declares for its answer of `status`, or a failure naming the route. */
function declaredAnswer(mount: keyof typeof routers, method: string, path: string, status: number) {
  const route = mountedRoutes(routers[mount]).find(
    (each) => each.method === method && each.path === path,
  );
  const content = route?.declaration.route.responses[status] as
    | { content?: Record<string, { schema?: unknown }> }
    | undefined;
  const schema = content?.content?.["application/json"]?.schema;
  if (!(schema instanceof ZodType)) {
    throw new Error(`${method} ${mount}${path} declares no zod answer for ${status}`);
  }
  return schema;
}

/** Calls the API and checks the answer against its route's declaration; gives its body. */
async function call(
  mount: keyof typeof routers,
  method: string,
  path: string,
  init: { url?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const url = init.url ?? (path === "/" ? "" : path);
  const res = await fetch(`${server.url}${mount}${url}`, {
    method: method.toUpperCase(),
    headers: { "content-type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(res.ok, `${method} ${mount}${path}: ${res.status}`).toBe(true);
  const body: unknown = await res.json();
  const checked = declaredAnswer(mount, method, path, res.status).safeParse(body);
  expect(checked.error?.issues ?? [], `${method} ${mount}${path}`).toEqual([]);
  return body as Record<string, unknown>;
}

describe("answers match their routes' declared schemas", { timeout: 60_000 }, () => {
  it("sign-in, refresh, the user, the profile, the account's sessions and a reset request", async () => {
    const session = await call("/auth/v1", "post", "/token", {
      url: "/token?grant_type=password",
      body: { email: EMAIL, password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${session.access_token}` };
    await call("/auth/v1", "post", "/token", {
      url: "/token?grant_type=refresh_token",
      body: { refresh_token: session.refresh_token },
      headers: { origin: OWN_ORIGIN },
    });
    await call("/auth/v1", "get", "/user", { headers });
    await call("/auth/v1", "put", "/user", { headers, body: { data: { username: "Déclarée" } } });
    await call("/api/profile", "get", "/", { headers });
    await call("/api/account", "get", "/sessions", { headers });
    await call("/auth/v1", "post", "/recover", { body: { email: EMAIL } });
  });

  it("site texts: the overrides, the keys, a text saved and its translation approved", async () => {
    const { headers } = await server.bearerFor("admin");
    const keys = (await call("/api/site_texts", "get", "/keys", { headers })) as unknown as {
      key: string;
      defaults: { fr: string };
    }[];
    const plain = keys.find((entry) => !entry.defaults.fr.includes("{"));
    if (!plain) throw new Error("no site text without placeholders");
    await call("/api/site_texts", "put", "/{lang}/{key}", {
      url: `/en/${plain.key}`,
      body: { text: "Declared", translation_origin: "machine" },
      headers,
    });
    await call("/api/site_texts", "get", "/");
    await call("/api/site_texts", "get", "/", { headers });
    await call("/api", "post", "/site_texts/{key}/translations/approve", {
      url: `/site_texts/${plain.key}/translations/approve`,
      body: { lang: "en" },
      headers,
    });
    const keysAfter = await call("/api/site_texts", "get", "/keys", { headers });
    expect(
      (keysAfter as unknown as { key: string; translation_state?: { en?: string } }[]).find(
        (entry) => entry.key === plain.key,
      )?.translation_state?.en,
    ).toBe("current");
    await call("/api", "get", "/translations/summary", { headers });
  });
});
