import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from "#domain/schedule";
import { parseTrustProxy } from "./client-address.server";

const bool = z
  .enum(["true", "false", "1", "0", ""], { error: "expected true or false" })
  .transform((v) => v === "true" || v === "1");
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));
const optionalUrl = optionalString.refine(
  (v) => v === undefined || URL.canParse(v),
  "expected an absolute URL",
);

/** Every variable, its default, parsed once at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    "expected a postgres:// URL",
  ),
  ADMIN_EMAIL: optionalString.refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    "expected an e-mail address",
  ),
  ADMIN_PASSWORD: optionalString,
  SHOW_DEMO_CREDENTIALS: bool.default(false),
  ALLOW_SIGNUP: bool.default(false),
  /** false: the first start on an empty database writes no content (services, cases, research). */
  SEED_CONTENT: bool.default(true),
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    "must be at least 32 characters",
  ),
  CONTACT_ENDPOINT: optionalUrl,
  SITE_NAME: z.string().min(1).default("ADA Consulting"),
  SITE_EMAIL: z.email().default("contact@example.com"),
  SITE_PHONE: z.string().min(1).default("+33 4 00 00 00 00"),
  LINKEDIN_URL: z.url().default("https://www.linkedin.com/"),
  SITE_FOUNDER_CEO: z.string().min(1).default("Amina Benali"),
  SITE_FOUNDER_CTO: z.string().min(1).default("Thomas Laurent"),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(209_715_200),
  /** Uploaded images decoded at once (libvips' memory grows with each); others wait their turn. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Contact messages accepted per address per 10 minutes (429 beyond). */
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  ADMIN_DATA_SOURCE: z.enum(["server", "local"]).default("server"),
  /** The back office's time zone: scheduled publications are typed and shown in it. */
  SITE_TIME_ZONE: z
    .string()
    .default(DEFAULT_SITE_TIME_ZONE)
    .refine(isTimeZone, "expected a time zone name such as Europe/Paris"),
  /** Questions to the assistant accepted per address per 10 minutes (429 beyond). */
  ASSISTANT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /**
   * Base URL of an OpenAI-compatible API (`…/v1`): the assistant's answers are written by its
   * model from the retrieved passages. Unset: answers come from the index alone.
   */
  ASSISTANT_LLM_URL: optionalUrl.refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    "expected an http:// or https:// URL",
  ),
  /** The model's name at ASSISTANT_LLM_URL. */
  ASSISTANT_LLM_MODEL: optionalString,
  /** The bearer key for ASSISTANT_LLM_URL, sent to it only (never logged). */
  ASSISTANT_LLM_KEY: optionalString,
  /**
   * Base URL of an OpenAI-compatible API (`…/v1`) that suggests translations in the back office;
   * unset: the assistant's model (ASSISTANT_LLM_*) if any.
   */
  TRANSLATION_LLM_URL: optionalUrl.refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    "expected an http:// or https:// URL",
  ),
  /** The model's name at TRANSLATION_LLM_URL. */
  TRANSLATION_LLM_MODEL: optionalString,
  /** The bearer key for TRANSLATION_LLM_URL, sent to it only (never logged). */
  TRANSLATION_LLM_KEY: optionalString,
  /** Visitors read the model's translations before a person approves them. */
  MACHINE_TRANSLATIONS_PUBLIC: bool.default(false),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** smtp:// or smtps:// (with user:pass@ as needed): each contact message is also e-mailed. */
  SMTP_URL: optionalString.refine(
    (v) => v === undefined || (/^smtps?:\/\//.test(v) && URL.canParse(v)),
    "expected an smtp:// or smtps:// URL",
  ),
  /** Where contact notifications go; SITE_EMAIL when unset. */
  CONTACT_NOTIFY_TO: optionalString.refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    "expected an e-mail address",
  ),
  /** Set: GET /metrics answers Prometheus text to `Authorization: Bearer <token>`; unset: 404. */
  METRICS_TOKEN: optionalString,
  /** Trust X-Forwarded-For for the client address (only behind a known proxy). */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export type Env = z.infer<typeof EnvSchema>;

/** The name of every variable the server reads from its environment. */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as (keyof Env)[];

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl?: string;
}

export interface Config extends Omit<Env, "JWT_SECRET" | "PUBLIC_URL"> {
  DATA_DIR: string;
  PUBLIC_URL: string;
  JWT_SECRET: string;
  /** Set when S3_BUCKET is set: uploads go to that object store. */
  s3?: S3Config;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** Reads `.env` (when present) into process.env without overriding what is already set. */
export function loadDotEnv(file = path.resolve(process.cwd(), ".env")) {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)?\s*$/.exec(line);
    if (!match?.[1]) continue;
    let value = (match[2] ?? "").trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, "");
    if (process.env[match[1]] === undefined) process.env[match[1]] = value;
  }
}

/** Keeps a generated JWT secret in DATA_DIR so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

// A value may be a secret (a short JWT_SECRET, credentials in DATABASE_URL): never echo those.
const SECRET_NAME = /SECRET|PASSWORD|DATABASE_URL|KEY|TOKEN|SMTP_URL/;

function shownValue(name: string, value: string | undefined): string {
  if (value === undefined || SECRET_NAME.test(name)) return "";
  // JSON.stringify keeps the message on one line whatever the value holds.
  return ` (got ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)})`;
}

/**
 * Parses the environment once. An invalid value throws a ConfigError whose message is one line
 * naming the variable; the start script prints it and exits.
 */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message}${shownValue(name, env[name])}`,
    );
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const s3Keys = [e.S3_BUCKET, e.S3_ENDPOINT, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !e.S3_BUCKET) {
    throw new ConfigError("Invalid configuration: S3_BUCKET is required when any S3_* is set");
  }
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) {
    throw new ConfigError("Invalid configuration: ADMIN_PASSWORD is required with ADMIN_EMAIL");
  }
  return {
    ...e,
    DATA_DIR: dataDir,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    JWT_SECRET: e.JWT_SECRET ?? persistentSecret(dataDir),
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? "us-east-1",
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    isProduction: e.NODE_ENV === "production",
  };
}

/** What the browser may know of the configuration: an explicit allow-list. */
export function publicConfig(config: Config) {
  return {
    siteName: config.SITE_NAME,
    siteEmail: config.SITE_EMAIL,
    sitePhone: config.SITE_PHONE,
    linkedinUrl: config.LINKEDIN_URL,
    founders: { ceo: config.SITE_FOUNDER_CEO, cto: config.SITE_FOUNDER_CTO },
    publicUrl: config.PUBLIC_URL,
    contactEndpoint: config.CONTACT_ENDPOINT ?? null,
    adminDataSource: config.ADMIN_DATA_SOURCE,
    uploadMaxBytes: config.UPLOAD_MAX_BYTES,
    siteTimeZone: config.SITE_TIME_ZONE,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
