import { readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, ENV_VARIABLES, loadDotEnv, parseConfig, publicConfig } from "./config.server";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "ada-config-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SECRET = "a-jwt-secret-that-is-long-enough-0123456789";

/** The ConfigError thrown for this environment (fails the test when none is thrown). */
function configError(env: Record<string, string>): ConfigError {
  try {
    parseConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe("configuration defaults", () => {
  it("gives every variable its documented default", () => {
    const config = parseConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "localhost",
      DATA_DIR: path.resolve("./data"),
      SHOW_DEMO_CREDENTIALS: false,
      ALLOW_SIGNUP: false,
      PUBLIC_URL: "http://localhost:3000",
      UPLOAD_MAX_BYTES: 209_715_200,
      ADMIN_DATA_SOURCE: "server",
      LOG_LEVEL: "info",
      ASSISTANT_RATE_LIMIT: 30,
      isProduction: true,
    });
    for (const unset of [
      "DATABASE_URL",
      "ADMIN_EMAIL",
      "ADMIN_PASSWORD",
      "CONTACT_ENDPOINT",
      "S3_ENDPOINT",
      "S3_BUCKET",
      "s3",
      "ASSISTANT_LLM_URL",
      "ASSISTANT_LLM_MODEL",
      "ASSISTANT_LLM_KEY",
    ] as const) {
      expect(config[unset], unset).toBeUndefined();
    }
    expect(config.SITE_NAME).not.toBe("");
    expect(config.SITE_EMAIL).toMatch(/@/);
    expect(config.SITE_PHONE).not.toBe("");
    expect(URL.canParse(config.LINKEDIN_URL)).toBe(true);
  });

  it("derives PUBLIC_URL from PORT when unset, and drops a trailing slash when set", () => {
    expect(parseConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, PORT: "8080" }).PUBLIC_URL).toBe(
      "http://localhost:8080",
    );
    expect(
      parseConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, PUBLIC_URL: "https://ada.example/" })
        .PUBLIC_URL,
    ).toBe("https://ada.example");
  });

  it("reads the assistant's model settings and its limit", () => {
    const config = parseConfig({
      DATA_DIR: dir,
      JWT_SECRET: SECRET,
      ASSISTANT_LLM_URL: " http://127.0.0.1:11434/v1 ",
      ASSISTANT_LLM_MODEL: "llama3.1",
      ASSISTANT_LLM_KEY: "sk-local",
      ASSISTANT_RATE_LIMIT: "12",
    });
    expect(config).toMatchObject({
      ASSISTANT_LLM_URL: "http://127.0.0.1:11434/v1",
      ASSISTANT_LLM_MODEL: "llama3.1",
      ASSISTANT_LLM_KEY: "sk-local",
      ASSISTANT_RATE_LIMIT: 12,
    });
    expect(JSON.stringify(publicConfig(config))).not.toContain("sk-local");
  });

  it("reads true/false switches and S3 settings", () => {
    const config = parseConfig({
      DATA_DIR: dir,
      JWT_SECRET: SECRET,
      SHOW_DEMO_CREDENTIALS: "true",
      ALLOW_SIGNUP: "false",
      S3_BUCKET: "demos",
      S3_ENDPOINT: "http://127.0.0.1:4569",
    });
    expect(config.SHOW_DEMO_CREDENTIALS).toBe(true);
    expect(config.ALLOW_SIGNUP).toBe(false);
    expect(config.s3).toMatchObject({
      bucket: "demos",
      endpoint: "http://127.0.0.1:4569",
      region: "us-east-1",
    });
  });
});

describe("invalid configuration stops the start with one line naming the variable", () => {
  const cases: [string, Record<string, string>][] = [
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["UPLOAD_MAX_BYTES", { UPLOAD_MAX_BYTES: "-1" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://localhost/ada" }],
    ["SHOW_DEMO_CREDENTIALS", { SHOW_DEMO_CREDENTIALS: "maybe" }],
    ["ALLOW_SIGNUP", { ALLOW_SIGNUP: "yes please" }],
    ["PUBLIC_URL", { PUBLIC_URL: "not-a-url" }],
    ["CONTACT_ENDPOINT", { CONTACT_ENDPOINT: "forms" }],
    ["ADMIN_EMAIL", { ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "x" }],
    ["ADMIN_PASSWORD", { ADMIN_EMAIL: "admin@example.com" }],
    ["LOG_LEVEL", { LOG_LEVEL: "verbose" }],
    ["ADMIN_DATA_SOURCE", { ADMIN_DATA_SOURCE: "browser" }],
    ["SITE_TIME_ZONE", { SITE_TIME_ZONE: "Paris/Somewhere" }],
    ["S3_BUCKET", { S3_ENDPOINT: "http://127.0.0.1:4569" }],
    ["ASSISTANT_RATE_LIMIT", { ASSISTANT_RATE_LIMIT: "0" }],
    ["ASSISTANT_LLM_URL", { ASSISTANT_LLM_URL: "ollama" }],
    ["ASSISTANT_LLM_URL", { ASSISTANT_LLM_URL: "file:///etc/passwd" }],
  ];
  for (const [name, env] of cases) {
    it(`${name} = ${JSON.stringify(Object.values(env)[0])}`, () => {
      const error = configError(env);
      expect(error.message).not.toMatch(/[\r\n]/);
      expect(error.message).toMatch(new RegExp(`\\b${name}\\b`));
    });
  }

  it("never repeats a secret value, and keeps a multi-line value on one line", () => {
    const short = configError({ JWT_SECRET: "hunter2-too-short" });
    expect(short.message).toMatch(/\bJWT_SECRET\b/);
    expect(short.message).not.toContain("hunter2");
    const url = configError({ DATABASE_URL: "mysql://ada:s3cr3t-pw@db/ada" });
    expect(url.message).not.toContain("s3cr3t-pw");
    const key = configError({ ASSISTANT_LLM_KEY: "sk-s3cr3t-key", PORT: "abc" });
    expect(key.message).not.toContain("sk-s3cr3t-key");
    const multi = configError({ LOG_LEVEL: "info\nverbose" });
    expect(multi.message).not.toMatch(/[\r\n]/);
  });

  it("names the first invalid variable only, even when several are wrong", () => {
    const error = configError({ PORT: "abc", LOG_LEVEL: "verbose" });
    expect(error.message).not.toMatch(/[\r\n]/);
    expect(error.message).toMatch(/\b(PORT|LOG_LEVEL)\b/);
  });
});

describe("JWT secret", () => {
  it("is generated once, kept in DATA_DIR readable by the owner only, and the same next start", () => {
    const first = parseConfig({ DATA_DIR: dir }).JWT_SECRET;
    const second = parseConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(statSync(path.join(dir, "jwt-secret")).mode & 0o077).toBe(0);
  });

  it("differs between two data directories, and JWT_SECRET wins when set", async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), "ada-config-"));
    try {
      expect(parseConfig({ DATA_DIR: other }).JWT_SECRET).not.toBe(
        parseConfig({ DATA_DIR: dir }).JWT_SECRET,
      );
      expect(parseConfig({ DATA_DIR: dir, JWT_SECRET: SECRET }).JWT_SECRET).toBe(SECRET);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

describe(".env file", () => {
  const names = ["ADA_TEST_FROM_FILE", "ADA_TEST_QUOTED", "ADA_TEST_REAL", "ADA_TEST_COMMENT"];
  afterEach(() => {
    for (const name of names) delete process.env[name];
  });

  it("is read when present and never overrides a variable set in the real environment", () => {
    process.env.ADA_TEST_REAL = "from-the-environment";
    const file = path.join(dir, ".env");
    writeFileSync(
      file,
      [
        "# a comment line",
        "ADA_TEST_FROM_FILE=from-the-file",
        'export ADA_TEST_QUOTED="two words # not a comment"',
        "ADA_TEST_REAL=from-the-file",
        "ADA_TEST_COMMENT=value # trailing comment",
        "",
      ].join("\n"),
    );
    loadDotEnv(file);
    expect(process.env.ADA_TEST_FROM_FILE).toBe("from-the-file");
    expect(process.env.ADA_TEST_QUOTED).toBe("two words # not a comment");
    expect(process.env.ADA_TEST_REAL).toBe("from-the-environment");
    expect(process.env.ADA_TEST_COMMENT).toBe("value");
  });

  it("is optional", () => {
    expect(() => loadDotEnv(path.join(dir, "missing.env"))).not.toThrow();
  });
});

describe("publicConfig", () => {
  it("gives the browser the allow-list only, with no secret in it", () => {
    const secrets = {
      JWT_SECRET: "jwt-secret-value-that-is-long-enough-42",
      ADMIN_PASSWORD: "admin-password-value",
      S3_SECRET_ACCESS_KEY: "s3-secret-value",
      S3_ACCESS_KEY_ID: "s3-key-id-value",
      DATABASE_URL: "postgres://ada:db-password-value@db.internal:5432/ada",
    };
    const config = parseConfig({
      DATA_DIR: dir,
      ADMIN_EMAIL: "admin@example.com",
      S3_BUCKET: "demos",
      ...secrets,
    });
    const exposed = publicConfig(config);
    expect(Object.keys(exposed).sort()).toEqual(
      [
        "adminDataSource",
        "contactEndpoint",
        "founders",
        "linkedinUrl",
        "publicUrl",
        "siteEmail",
        "siteName",
        "sitePhone",
        "siteTimeZone",
        "uploadMaxBytes",
      ].sort(),
    );
    const text = JSON.stringify(exposed);
    for (const value of [...Object.values(secrets), "db-password-value", "admin@example.com"]) {
      expect(text).not.toContain(value);
    }
  });
});

describe(".env.example", () => {
  /** NODE_ENV is set by the commands themselves (npm start, npm run dev), never in `.env`. */
  const SET_BY_COMMANDS = new Set(["NODE_ENV"]);

  it("lists every variable the server reads, and no other", () => {
    const text = readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
    const listed = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    const read = ENV_VARIABLES.filter((name) => !SET_BY_COMMANDS.has(name));
    expect([...listed].sort()).toEqual([...read].sort());
  });
});
