import type { AuthApi } from "#server/auth/auth.routes";
import { type AnswerOf, apiFetch } from "~/lib/api/client";

/**
 * What the sign-in page needs beside its form, apart from the account's other calls (account.ts)
 * so that its first-load scripts carry none of their schemas.
 */

/** What a screen says when the server cannot be reached. */
export const SERVER_DOWN = "Le serveur ne répond pas. Réessayez dans un instant.";

/** The login page's fragment that opens 'Mot de passe oublié ?' straight away. */
export const FORGOT_PASSWORD_HASH = "#mot-de-passe-oublie";

/**
 * 'Mot de passe oublié ?': the server answers the same whether or not the account exists, so the
 * screen says the same thing in every case but a rate limit.
 */
export const requestPasswordReset = (email: string) =>
  apiFetch<AnswerOf<AuthApi, "/recover", "$post">>("/auth/v1/recover", {
    method: "POST",
    body: { email },
  });
