import {
  type AccountSession,
  LINK_REFUSALS,
  type LinkRefusal,
  type VerifyType,
} from "#domain/auth";
import { REQUIRED_MESSAGE } from "#domain/fields";
import {
  PASSPHRASE_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordWeaknesses,
} from "#domain/password-policy";
import type { AccountApi } from "#server/auth/account.routes";
import type { AuthApi } from "#server/auth/auth.routes";
import { type AnswerOf, type ApiError, apiFetch, errorFromBody } from "~/lib/api/client";
import { intlFormat } from "./intl-formats";
import { answerOf, routeClient } from "./route-client";

/**
 * The signed-in account's own calls ('Mon compte', the invitation and reset links, the login
 * page's 'Mot de passe oublié ?'), and what the screens say about them in French.
 */

export { FORGOT_PASSWORD_HASH, SERVER_DOWN } from "./sign-in";
export type { AccountSession, LinkRefusal };

/** The two kinds of single-use links the e-mails carry. */
export type LinkKind = VerifyType;

export type LinkCheck =
  | { ok: true; email: string | undefined }
  | { ok: false; reason: LinkRefusal }
  | { ok: false; error: ApiError };

/** The refusal's reason, beside GoTrue's `otp_expired`; a refusal without one is an invalid link. */
function refusalOf(body: unknown): LinkRefusal {
  const reason = (body as { error?: { reason?: unknown } } | undefined)?.error?.reason;
  return LINK_REFUSALS.find((refusal) => refusal === reason) ?? "invalid";
}

/**
 * Spends the link: the server answers a session (its cookies set) or 403 `otp_expired` with the
 * reason; `dryRun` only asks whether it would work (nothing spent). The token goes nowhere else.
 */
export async function verifyLink(
  kind: LinkKind,
  tokenHash: string,
  { dryRun = false } = {},
): Promise<LinkCheck> {
  const response = await fetch("/auth/v1/verify", {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({
      type: kind,
      token_hash: tokenHash,
      ...(dryRun ? { dry_run: true } : {}),
    }),
    credentials: "same-origin",
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    // A session opened by the link, or nothing for a dry run (204).
    const session = body as AnswerOf<AuthApi, "/verify", "$post">;
    return { ok: true, email: session?.user.email };
  }
  if (response.status === 403) return { ok: false, reason: refusalOf(body) };
  return { ok: false, error: errorFromBody(response.status, body) };
}

/**
 * `PUT /auth/v1/user`, the user it answers typed from its route (its body is checked by the
 * handler, which names a refused field as the form does, so it is sent with `apiFetch`).
 */
const updateUser = (body: { password?: string; data?: { username: string } }) =>
  apiFetch<AnswerOf<AuthApi, "/user", "$put">>("/auth/v1/user", { method: "PUT", body });

/**
 * Sets the signed-in account's password (in a link's session), with the display name an invited
 * member chose beside it.
 */
export const setPassword = (password: string, username?: string) =>
  updateUser(username === undefined ? { password } : { password, data: { username } });

/** The display name the welcome line shows. */
export const setDisplayName = (username: string) => updateUser({ data: { username } });

const account = routeClient<AccountApi>("/api/account");

/** 'Mon compte' changes the password by giving the current one. */
export const changePassword = (currentPassword: string, password: string) =>
  answerOf(account.password.$post({ json: { current_password: currentPassword, password } }));

export const accountSessions = {
  list: () => answerOf(account.sessions.$get()),
  end: (id: string) =>
    answerOf(account.sessions[":id"].$delete({ param: { id: encodeURIComponent(id) } })),
};

/** What the two link pages say: same screen, two wordings. */
export const LINK_WORDING: Record<
  LinkKind,
  {
    /** The page's title in the browser's tab. */
    page: string;
    title: string;
    intro: string;
    done: string;
    refusals: Record<LinkRefusal, string>;
    again: string;
  }
> = {
  invite: {
    page: "Invitation",
    title: "Bienvenue dans l'équipe",
    intro: "Choisissez votre nom d'affichage et votre mot de passe pour activer votre compte.",
    done: "Votre compte est activé.",
    refusals: {
      expired: "Ce lien d'invitation a expiré (il était valable 7 jours).",
      used: "Ce lien d'invitation a déjà servi.",
      revoked: "Ce lien d'invitation a été remplacé par une invitation plus récente.",
      invalid: "Ce lien d'invitation n'est pas valide.",
    },
    again:
      "Demandez à un administrateur de vous envoyer une nouvelle invitation. Si vous avez déjà choisi votre mot de passe, connectez-vous.",
  },
  recovery: {
    page: "Réinitialisation du mot de passe",
    title: "Réinitialiser votre mot de passe",
    intro: "Choisissez un nouveau mot de passe pour votre compte.",
    done: "Votre mot de passe est enregistré.",
    refusals: {
      expired: "Ce lien de réinitialisation a expiré (il était valable 1 heure).",
      used: "Ce lien de réinitialisation a déjà servi.",
      revoked: "Ce lien de réinitialisation a été remplacé par une demande plus récente.",
      invalid: "Ce lien de réinitialisation n'est pas valide.",
    },
    again: "Demandez un nouveau lien depuis « Mot de passe oublié ? » sur la page de connexion.",
  },
};

/** The password policy in one sentence, as the server applies it. */
export const PASSWORD_POLICY_TEXT = `Au moins ${PASSWORD_MIN_LENGTH} caractères mêlant au moins trois types (minuscules, majuscules, chiffres, symboles), ou au moins ${PASSPHRASE_LENGTH} caractères ; ni un mot de passe courant, ni votre adresse e-mail.`;

export interface PasswordStrength {
  /** What the screen says as the member types. */
  label: "Trop faible" | "Acceptable" | "Robuste";
  /** The rules the password still breaks (the server refuses it while any remains). */
  problems: string[];
}

/**
 * The server's policy run in the browser as the member types: refused while any rule is broken,
 * then 'Robuste' once it is a passphrase's length or mixes all four kinds of characters.
 */
export function passwordStrength(password: string, email?: string): PasswordStrength {
  const problems = passwordWeaknesses(password, email).map((weakness) => weakness.message);
  if (problems.length > 0) return { label: "Trop faible", problems };
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((re) =>
    re.test(password),
  ).length;
  const robust = [...password].length >= PASSPHRASE_LENGTH || kinds === 4;
  return { label: robust ? "Robuste" : "Acceptable", problems };
}

/** A new password and its confirmation as the forms check them before any call. */
export function newPasswordErrors(
  values: { password: string; confirm: string },
  email?: string,
): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  if (!values.password) errors.password = REQUIRED_MESSAGE;
  else {
    const { problems } = passwordStrength(values.password, email);
    if (problems.length > 0) errors.password = problems.join(" ");
  }
  if (!values.confirm) errors.confirm = REQUIRED_MESSAGE;
  else if (values.confirm !== values.password) {
    errors.confirm = "Les deux mots de passe ne correspondent pas.";
  }
  return errors;
}

/** The French messages of a refused password change (422 weak_password, 401, 400). */
export function passwordErrorText(error: ApiError): string {
  if (error.code === "weak_password") return error.fields?.password ?? error.message;
  if (error.code === "reauthentication_needed") {
    return "Pour changer votre mot de passe, reconnectez-vous puis recommencez dans les 10 minutes.";
  }
  if (error.status === 429) return "Trop de tentatives. Réessayez dans quelques minutes.";
  return error.fields?.current_password ?? error.fields?.password ?? error.message;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

const first = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A session's browser and system in words from its user agent: 'Chrome sur Linux', 'Safari sur
 * iPhone'; a user agent no browser is recognised in is a 'Navigateur inconnu'.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const text = userAgent ?? "";
  const browser = first(BROWSERS, text);
  if (!browser) return "Navigateur inconnu";
  const system = first(SYSTEMS, text);
  return system ? `${browser} sur ${system}` : browser;
}

const lastUsedFormat = intlFormat(
  () => new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short" }),
);

/** When a session was last used, in French and in the reader's time zone. */
export const formatLastUsed = (iso: string) => lastUsedFormat().format(new Date(iso));
