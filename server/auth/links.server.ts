import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { type LinkRefusal, recoverSchema, verifySchema } from "#domain/auth";
import { audited } from "../audit/audited.server";
import { users } from "../db/schema";
import { HttpError, validationFailed } from "../http/errors";
import { readJsonAs } from "../http/openapi-route";
import type { AppEnv, AppServices } from "../spine/context";
import { queueAccountEmail } from "./account-emails.server";
import { findUserByEmail, isEmail, normalizeEmail } from "./accounts.server";
import { setSessionCookies } from "./cookies.server";
import { requestOrigin, tokenAnswer } from "./grants.server";
import { checkToken, issueToken, spendToken } from "./one-time-tokens.server";
import { issueSession } from "./sessions.server";
import type { SignInPolicy } from "./sign-in-policy.server";

/*
 * The e-mailed links of the provider's endpoints: `/recover` sends a password reset link, and
 * `/verify` opens a session with a reset or invitation link (GoTrue's shapes). The routes are
 * declared in auth.routes.ts; setting the password afterwards is `PUT /user` (account.server.ts).
 */

/** What each refusal of a link says, in French: the back office shows it as it is. */
const REFUSAL_MESSAGES: Record<LinkRefusal, string> = {
  invalid: "Ce lien n'est pas valide : vérifiez qu'il a été copié en entier.",
  expired: "Ce lien a expiré.",
  used: "Ce lien a déjà été utilisé.",
  revoked: "Ce lien a été remplacé par un plus récent ou retiré.",
};

/**
 * GoTrue's refusal of a link, whatever the reason (403 `otp_expired`, which client libraries
 * know), with the reason beside it for the back office's pages.
 */
export const linkRefused = (reason: LinkRefusal) =>
  new HttpError(403, "otp_expired", REFUSAL_MESSAGES[reason], undefined, undefined, { reason });

/**
 * `POST /recover`: always 200 `{}` once within the caller's limit, whether or not the account
 * exists, whether or not an e-mail goes. Everything else is deferred the same way for every
 * request (DeferredWork: after a random pause, not right after the answer): the spacing of the
 * address's e-mails, the lookup, then for an account the link, its e-mail and the audit entry. So
 * neither the answer nor its timing, nor that of a request sent just after it, tells whether the
 * account exists.
 */
export async function recoverPassword(c: Context<AppEnv>, policy: SignInPolicy) {
  const deps = c.get("deps");
  const email = normalizeEmail((await readJsonAs(c, recoverSchema)).email);
  if (!isEmail(email)) throw validationFailed({ email: "Adresse e-mail invalide" });
  await policy.admitRecover(c);
  deps.deferred.defer(
    () => sendResetLink(deps, policy, email),
    (error) => deps.logger.warn("auth.recover_failed", { error }),
  );
  return {};
}

/**
 * The reset link of an active account that is not disabled, unless the address had one less than
 * a minute ago: the link, its queued e-mail and the audit entry in one transaction (the link is
 * never logged). Without SMTP_URL no link is made: nobody could receive it, and it is shown to
 * no one.
 */
async function sendResetLink(deps: AppServices, policy: SignInPolicy, email: string) {
  const db = deps.database.db;
  const due = await policy.resetEmailDue(deps, email);
  const user = await findUserByEmail(db, email);
  if (!due || !user?.activated_at || user.disabled_at) return;
  if (!deps.config.SMTP_URL) {
    deps.logger.warn("auth.recover_no_smtp", { user_id: user.id });
    return;
  }
  await audited(
    deps,
    { id: user.id, email: user.email },
    async ({ tx, record }) => {
      const link = await issueToken(tx, user.id, "recovery");
      await queueAccountEmail(tx, deps.config, {
        tokenId: link.id,
        kind: "recovery",
        token: link.token,
        recipient: user.email,
      });
      await record({ action: "reset_requested", table: "users", rowId: user.id, changes: {} });
    },
    { wakeMailer: true },
  );
  deps.logger.info("auth.recover_queued", { user_id: user.id });
}

/**
 * `POST /verify`: spends a reset or invitation link and gives the session opened by it, like the
 * password grant's; with `dry_run`, nothing (204) if it would, the same refusal if not, and spends
 * nothing. An invitation opens a session only while its member is still invited, and
 * no link opens one for a disabled account (the link is then left as it was).
 */
export async function verifyLink(c: Context<AppEnv>, policy: SignInPolicy) {
  const deps = c.get("deps");
  await policy.admitVerify(c);
  const { type, token_hash: token, dry_run: dryRun } = await readJsonAs(c, verifySchema);
  const origin = requestOrigin(c, type);
  const verified = await deps.database.db.transaction(async (tx) => {
    const spent = dryRun ? await checkToken(tx, token, type) : await spendToken(tx, token, type);
    if (!spent.ok) throw linkRefused(spent.reason);
    const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).limit(1);
    if (!user || user.disabled_at) throw linkRefused("revoked");
    // An accepted invitation is spent; an active member's leftover one is as good as used.
    if (type === "invite" && user.activated_at) throw linkRefused("used");
    if (type === "recovery" && !user.activated_at) throw linkRefused("revoked");
    // A dry run only says the link would work: nothing spent, no session.
    if (dryRun) return null;
    const session = await issueSession(deps, user, { origin, writer: tx });
    await tx
      .update(users)
      .set({ last_sign_in_at: origin.authenticatedAt })
      .where(eq(users.id, user.id));
    return { session, user };
  });
  if (!verified) return undefined;
  const { session, user } = verified;
  deps.logger.info("auth.link_verified", {
    user_id: user.id,
    type,
    session_id: session.sessionId,
  });
  setSessionCookies(c, session);
  return tokenAnswer(session, user);
}
