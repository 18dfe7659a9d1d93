import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AuditAction } from "#domain/audit";
import { hashPassword } from "../../auth/password.server";
import { auditLog, profiles, users } from "../../db/schema";
import type { TestServer } from "./harness";
import type { SessionAnswer } from "./sessions";

/** The calls the account tests make, on the test server `server` (its tests only). */

export const PASSWORD = "Correct-Horse-42!";
export const NEW_PASSWORD = "Another-Battery-Staple-7";

export const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  "content-type": "application/json",
});

let counter = 0;
/** An address of its own for each caller, so one test's budget does not spill into the next. */
export const newIp = () => `203.0.113.${(++counter % 250) + 1}`;

export function authCalls(server: TestServer) {
  const call = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    call,
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call("POST", path, body, headers),

    /** An active account with PASSWORD (role admin). */
    async account(role = "admin") {
      const email = `member-${randomUUID()}@example.com`;
      const id = await server.createUser(email, PASSWORD, role);
      return { id, email };
    },

    /**
     * An invited member: not active (activated_at null). Its stored hash is PASSWORD's, so a test
     * shows that even the right password does not sign it in.
     */
    async invited(role = "editor") {
      const email = `invited-${randomUUID()}@example.com`;
      const [user] = await server.deps.database.db
        .insert(users)
        .values({ email, password_hash: await hashPassword(PASSWORD) })
        .returning({ id: users.id });
      await server.deps.database.db
        .insert(profiles)
        .values({ id: user!.id, username: email, role });
      return { id: user!.id, email };
    },

    /** Signs in with a password (200 expected), from `headers`' address and browser. */
    async signIn(email: string, password = PASSWORD, headers: Record<string, string> = {}) {
      const res = await call(
        "POST",
        "/auth/v1/token?grant_type=password",
        { email, password },
        {
          "x-forwarded-for": newIp(),
          ...headers,
        },
      );
      expect(res.status).toBe(200);
      return (await res.json()) as SessionAnswer;
    },

    /** The answer of a sign-in attempt, whatever it is. */
    trySignIn: (email: string, password: string) =>
      call(
        "POST",
        "/auth/v1/token?grant_type=password",
        { email, password },
        {
          "x-forwarded-for": newIp(),
        },
      ),

    whoAmI: (token: string) => call("GET", "/auth/v1/user", undefined, bearer(token)),

    /** The audit entries of `action` about the user `id`. */
    audit: (action: AuditAction, id: string) =>
      server.deps.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.row_id, id))),
  };
}
