import { z } from "zod";

/**
 * The shapes of the authentication, profile and storage calls: what a client sends (the routes
 * validate with these schemas) and what it gets back. The OpenAPI description is generated from
 * them, so it cannot drift from the routes.
 */

export const GRANT_TYPES = ["password", "refresh_token"] as const;
export const LOGOUT_SCOPES = ["global", "local", "others"] as const;
export const USERNAME_MAX_LENGTH = 100;

/** `POST /auth/v1/token?grant_type=…`. */
export const tokenQuerySchema = z.object({ grant_type: z.enum(GRANT_TYPES) });

/** The password grant's body (other keys a client library adds are ignored). */
export const passwordGrantSchema = z.object({
  email: z.string(),
  password: z.string(),
});

/** The refresh grant's body; without it, the refresh_token cookie is used. */
export const refreshGrantSchema = z.object({
  refresh_token: z.string().optional(),
});

/**
 * `POST /auth/v1/signup`. The username counts characters as people do (code points), which the
 * route checks: at most USERNAME_MAX_LENGTH.
 */
export const signupSchema = z.object({
  email: z.string(),
  password: z.string(),
  data: z
    .object(
      { username: z.string({ error: "Le nom d'utilisateur doit être un texte" }).optional() },
      { error: "data doit être un objet" },
    )
    .optional(),
});

/** `POST /auth/v1/logout?scope=…`: this session (local), all of them, or all the others. */
export const logoutQuerySchema = z.object({ scope: z.enum(LOGOUT_SCOPES).default("local") });

export const userSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  user_metadata: z.object({ username: z.string().optional() }),
  role: z.string().nullable().optional(),
});

/** GoTrue's token answer: a session, also set as httpOnly cookies. */
export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().int().describe("Secondes de validité du jeton d'accès (3600)"),
  expires_at: z.number().int().describe("Secondes depuis l'époque Unix"),
  refresh_token: z.string(),
  user: userSchema,
});

export const profileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  role: z.string().describe("admin, editor, translator, ou user (compte sans accès)"),
  languages: z.array(z.string()).describe("Les langues d'un traducteur (en, ar) ; vide sinon"),
});

/** The buckets uploads go to, and the shape of a stored file's name. */
export const BUCKETS = ["demos", "media"] as const;
export const STORED_KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/;

/** `/storage/{bucket}/{key}` and `/api/storage/{bucket}`. */
export const storedFileParamsSchema = z.object({
  bucket: z.enum(BUCKETS),
  key: z
    .string()
    .regex(STORED_KEY_PATTERN)
    .refine((key) => !key.includes(".."), "Nom de fichier invalide"),
});

export const uploadResultSchema = z.object({
  path: z.string().describe("{timestamp}-{nom nettoyé}"),
  publicUrl: z.string().describe("À utiliser comme media_url d'une démo"),
});

export const mediaUploadResultSchema = z.object({
  path: z.string().describe("Le fichier envoyé, tel quel (jamais servi)"),
  publicUrl: z
    .string()
    .describe(
      "La plus large variante : à utiliser comme image d'une étude de cas, d'un témoignage ou d'une démo",
    ),
  width: z.number().int().describe("Largeur de l'image, orientation appliquée"),
  height: z.number().int().describe("Hauteur de l'image, orientation appliquée"),
});
