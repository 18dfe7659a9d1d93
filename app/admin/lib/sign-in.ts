import type { AuthApi } from "#server/auth/auth.routes";
import { type AnswerOf, apiFetch } from "~/lib/api/client";

/**
 * What the sign-in page needs beside its form, apart from the account's other calls (account.ts)
 * so that its first-load scripts carry none of their schemas.
 */

/** What a screen says when the server cannot be reached. */
export const SERVER_DOWN = "Le serveur ne répond pas. Réessayez dans un instant.";

/**
 * Signed in on the sign-in page, the member arrives on the dashboard's document: this tab's
 * session storage carries the welcome ('Connexion réussie') there, once.
 */
const WELCOME_KEY = "admin_welcome";

export function markWelcome() {
  try {
    sessionStorage.setItem(WELCOME_KEY, "1");
  } catch {
    // Storage refused (private mode's quota): no welcome, the sign-in itself is done.
  }
}

/** Whether the member has just signed in in this tab (answered once). */
export function takeWelcome(): boolean {
  try {
    const welcome = sessionStorage.getItem(WELCOME_KEY) !== null;
    sessionStorage.removeItem(WELCOME_KEY);
    return welcome;
  } catch {
    return false;
  }
}

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
