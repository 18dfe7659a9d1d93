import { z } from "zod";
import { pure } from "./pure";

/**
 * The shapes of the authentication, profile and storage calls: what a client sends (the routes
 * validate with these schemas) and what it gets back. The OpenAPI description is generated from
 * them, so it cannot drift from the routes.
 */

export const GRANT_TYPES = ["password", "refresh_token"] as const;
export const LOGOUT_SCOPES = ["global", "local", "others"] as const;
export const USERNAME_MAX_LENGTH = 100;

/** `POST /auth/v1/token?grant_type=…`. */
export const tokenQuerySchema = pure(() => z.object({ grant_type: z.enum(GRANT_TYPES) }));

/** The password grant's body (other keys a client library adds are ignored). */
export const passwordGrantSchema = pure(() =>
  z.object({
    email: z.string(),
    password: z.string(),
  }),
);

/** The refresh grant's body; without it, the refresh_token cookie is used. */
export const refreshGrantSchema = pure(() =>
  z.object({
    refresh_token: z.string().optional(),
  }),
);

/**
 * `POST /auth/v1/signup`. The username counts characters as people do (code points), which the
 * route checks: at most USERNAME_MAX_LENGTH.
 */
export const signupSchema = pure(() =>
  z.object({
    email: z.string(),
    password: z.string(),
    data: z
      .object(
        { username: z.string({ error: "Le nom d'utilisateur doit être un texte" }).optional() },
        { error: "data doit être un objet" },
      )
      .optional(),
  }),
);

/** `POST /auth/v1/logout?scope=…`: this session (local), all of them, or all the others. */
export const logoutQuerySchema = pure(() =>
  z.object({ scope: z.enum(LOGOUT_SCOPES).default("local") }),
);

/** `POST /auth/v1/recover`: the e-mail of the account whose password is forgotten. */
export const recoverSchema = pure(() =>
  z.object({
    email: z.string({ error: "Adresse e-mail invalide" }),
  }),
);

/** The kinds of single-use links `POST /auth/v1/verify` opens a session with. */
export const VERIFY_TYPES = ["recovery", "invite"] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** `POST /auth/v1/verify`: the token of an e-mailed link (its fragment's `token_hash`). */
export const verifySchema = pure(() =>
  z.object({
    type: z.enum(VERIFY_TYPES, { error: "type doit valoir recovery ou invite" }),
    token_hash: z.string({ error: "Le lien est incomplet (token_hash manquant)" }),
    /** Only say whether the link would work (204) or why not (403): nothing spent, no session. */
    dry_run: z.boolean({ error: "Valeur attendue : true ou false" }).optional(),
  }),
);

/**
 * Why a link did not open a session, in the 403 `otp_expired` answer's `reason`: never issued (or
 * altered), past its time, already used, or withdrawn (replaced by a newer link, or the account
 * disabled).
 */
export const LINK_REFUSALS = ["invalid", "expired", "used", "revoked"] as const;
export type LinkRefusal = (typeof LINK_REFUSALS)[number];

/** A display name: trimmed, 1 to USERNAME_MAX_LENGTH characters (code points). */
export const usernameSchema = pure(() =>
  z
    .string({ error: "Le nom d'affichage doit être un texte" })
    .trim()
    .min(1, "Le nom d'affichage est obligatoire")
    .refine(
      (name) => [...name].length <= USERNAME_MAX_LENGTH,
      `Le nom d'affichage ne doit pas dépasser ${USERNAME_MAX_LENGTH} caractères`,
    ),
);

/** `PUT /auth/v1/user`: a new password, a new display name, or both (other keys are ignored). */
export const updateUserSchema = pure(() =>
  z.object({
    password: z.string({ error: "Le mot de passe doit être un texte" }).optional(),
    data: z
      .object({ username: usernameSchema.optional() }, { error: "data doit être un objet" })
      .optional(),
  }),
);

/** `POST /api/account/password`: 'Mon compte' changes the password by giving the current one. */
export const accountPasswordSchema = pure(() =>
  z.object({
    current_password: z.string({ error: "Saisissez votre mot de passe actuel" }),
    password: z.string({ error: "Saisissez le nouveau mot de passe" }),
  }),
);
export type AccountPasswordChange = z.output<typeof accountPasswordSchema>;

/** One open session of the signed-in account, as 'Mon compte' lists them. */
export const accountSessionSchema = pure(() =>
  z.object({
    id: z.uuid(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().describe("Le dernier rafraîchissement de la session"),
    user_agent: z.string().nullable(),
    ip: z.string().nullable(),
    current: z.boolean().describe("La session de cette requête"),
  }),
);
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const userSchema = pure(() =>
  z.object({
    id: z.uuid(),
    email: z.email(),
    user_metadata: z.object({ username: z.string().optional() }),
    role: z.string().nullable().optional(),
  }),
);

/** GoTrue's token answer: a session, also set as httpOnly cookies. */
export const sessionSchema = pure(() =>
  z.object({
    access_token: z.string(),
    token_type: z.literal("bearer"),
    expires_in: z.number().int().describe("Secondes de validité du jeton d'accès (3600)"),
    expires_at: z.number().int().describe("Secondes depuis l'époque Unix"),
    refresh_token: z.string(),
    user: userSchema,
  }),
);
export type TokenAnswer = z.output<typeof sessionSchema>;

export const profileSchema = pure(() =>
  z.object({
    id: z.uuid(),
    username: z.string(),
    role: z.string().describe("admin, editor, translator, ou user (compte sans accès)"),
    languages: z.array(z.string()).describe("Les langues d'un traducteur (en, ar) ; vide sinon"),
  }),
);

/** The buckets uploads go to, and the shape of a stored file's name. */
export const BUCKETS = ["demos", "media"] as const;
export const STORED_KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/;

/** `/storage/{bucket}/{key}` and `/api/storage/{bucket}`. */
export const storedFileParamsSchema = pure(() =>
  z.object({
    bucket: z.enum(BUCKETS),
    key: z
      .string()
      .regex(STORED_KEY_PATTERN)
      .refine((key) => !key.includes(".."), "Nom de fichier invalide"),
  }),
);

export const uploadResultSchema = pure(() =>
  z.object({
    path: z.string().describe("{timestamp}-{nom nettoyé}"),
    publicUrl: z.string().describe("À utiliser comme media_url d'une démo"),
  }),
);

export const mediaUploadResultSchema = pure(() =>
  z.object({
    path: z
      .string()
      .describe(
        "La clé de l'image dans la médiathèque (sa plus large variante JPEG ou PNG), celle de `PATCH` et `DELETE /api/storage/media/{path}`",
      ),
    publicUrl: z
      .string()
      .describe(
        "La plus large variante : à utiliser comme image d'une étude de cas, d'un témoignage ou d'une démo",
      ),
    width: z.number().int().describe("Largeur de l'image, orientation appliquée"),
    height: z.number().int().describe("Hauteur de l'image, orientation appliquée"),
  }),
);
