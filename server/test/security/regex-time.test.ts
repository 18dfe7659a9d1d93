import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "#domain/contact";
import { startTestServer, type TestServer } from "../support/harness";
import { ADVERSARIAL, expectLinearTime } from "../support/linear-time";
import { entityNames, jsonInit, textFields, uploadForm, validRow } from "../support/security";

// Every regular expression and string scan that runs on request input (the password policy, the
// e-mail checks, the entity and contact schemas, the upload name rule) is fed strings built to
// make backtracking or end-anchored patterns quadratic, up to the 1 MiB body limit. One request
// must never hold the event loop for seconds.

/** Room for the JSON around the value, so the body stays under the 1 MiB limit. */
const valueSize = (size: number) => Math.max(1, size - 4096);

let server: TestServer;
let admin: Record<string, string>;
let addresses = 0;
/** A new client address per request: the per-address limits must not answer before the check. */
const fromNewAddress = () => ({
  "x-forwarded-for": `10.9.${(++addresses >> 8) & 255}.${addresses & 255}`,
});

beforeAll(async () => {
  server = await startTestServer({
    ALLOW_SIGNUP: "true",
    TRUST_PROXY: "true",
    CONTACT_RATE_LIMIT: "1000",
  });
  admin = (await server.bearerFor("admin")).headers;
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, jsonInit("POST", body, { ...fromNewAddress(), ...headers }));

const signUpFields: Record<string, (value: string) => unknown> = {
  password: (value) => ({ email: "long@example.com", password: value }),
  email: (value) => ({ email: value, password: "Un-mot-de-passe-42!" }),
  "email local part": (value) => ({
    email: `${value}@example.com`,
    password: "Un-mot-de-passe-42!",
  }),
  username: (value) => ({
    email: "long@example.com",
    password: "Un-mot-de-passe-42!",
    data: { username: value },
  }),
};

describe.each(Object.entries(ADVERSARIAL))("adversarial input: %s", (_name, make) => {
  it.each(Object.keys(signUpFields))("sign-up answers in linear time (%s)", async (field) => {
    await expectLinearTime(`sign-up ${field}`, async (size) => {
      await (
        await post("/auth/v1/signup", signUpFields[field]!(make(valueSize(size))))
      ).arrayBuffer();
    });
  });

  it("sign-in answers in linear time (e-mail)", async () => {
    await expectLinearTime("sign-in e-mail", async (size) => {
      const body = { email: make(valueSize(size)), password: "x" };
      await (await post("/auth/v1/token?grant_type=password", body)).arrayBuffer();
    });
  });

  it.each(Object.keys(CONTACT_LIMITS))(
    "the contact form answers in linear time (%s)",
    async (field) => {
      await expectLinearTime(`contact ${field}`, async (size) => {
        const body = {
          name: "Ada",
          email: "ada@example.com",
          message: "Bonjour",
          [field]: make(valueSize(size)),
        };
        await (await post("/api/contact", body)).arrayBuffer();
      });
    },
  );

  it.each(entityNames)("content writes answer in linear time (%s)", async (name) => {
    for (const { field, def } of textFields(name)) {
      await expectLinearTime(`${name}.${field}`, async (size) => {
        const value = make(valueSize(size));
        const body = { ...validRow(name), [field]: def.kind === "list" ? [value] : value };
        await (await post(`/api/${name}`, body, admin)).arrayBuffer();
      });
    }
  });

  it("uploads answer in linear time (file name)", async () => {
    await expectLinearTime("upload name", async (size) => {
      const form = uploadForm(
        new Uint8Array([1, 2, 3]),
        `${make(valueSize(size))}.txt`,
        "text/plain",
      );
      const { authorization } = admin;
      // A part header over the parser's limit is refused (400) and the connection closed at once:
      // a client still sending its body sees the close instead of the answer.
      try {
        const res = await fetch(`${server.url}/api/storage/demos`, {
          method: "POST",
          headers: { authorization: authorization! },
          body: form,
        });
        expect(res.status).toBeLessThan(500);
        await res.arrayBuffer();
      } catch (error) {
        expect(String((error as Error).cause)).toMatch(/other side closed|ECONNRESET|EPIPE/);
      }
    });
  });
});
