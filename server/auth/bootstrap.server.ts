import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import { passwordWeaknesses } from "#domain/password-policy";
import { users } from "../db/schema";
import type { AppServices } from "../spine/context";
import { AccountExistsError, createAccount, findUserByEmail } from "./accounts.server";

export const FIRST_ADMIN_EMAIL = "admin@localhost";

/** A random password that passes the password policy (24 characters of base64url). */
export function randomPassword(): string {
  for (;;) {
    const password = randomBytes(18).toString("base64url");
    if (passwordWeaknesses(password, FIRST_ADMIN_EMAIL).length === 0) return password;
  }
}

/**
 * The first administrator, at every start:
 * - ADMIN_EMAIL/ADMIN_PASSWORD set: that account is created with role admin when missing; an
 *   existing account is left exactly as it is (its password is not reset from the environment).
 * - neither, and no user at all: `admin@localhost` is created with a random password, printed
 *   once on stdout, never through the logger. Later starts find a user and print nothing.
 */
export async function ensureAdmins(deps: AppServices): Promise<void> {
  const { config, database, logger } = deps;
  const db = database.db;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    if (await findUserByEmail(db, config.ADMIN_EMAIL)) return;
    const weaknesses = passwordWeaknesses(config.ADMIN_PASSWORD, config.ADMIN_EMAIL);
    if (weaknesses.length > 0) {
      // The operator's choice is kept (a demo deployment may want an easy one), but said.
      logger.warn("auth.admin_password_weak", { reasons: weaknesses.map((w) => w.reason) });
    }
    try {
      const account = await createAccount(db, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        role: "admin",
        source: "operator",
      });
      logger.info("auth.admin_created", { user_id: account.id, email: account.email });
    } catch (error) {
      // Another process created it between our look-up and insert: nothing left to do.
      if (!(error instanceof AccountExistsError)) throw error;
    }
    return;
  }
  const [{ users: existing } = { users: 0 }] = await db.select({ users: count() }).from(users);
  if (existing > 0) return;
  const password = randomPassword();
  try {
    const account = await createAccount(db, {
      email: FIRST_ADMIN_EMAIL,
      password,
      role: "admin",
      source: "operator",
    });
    logger.info("auth.admin_created", { user_id: account.id, email: account.email });
  } catch (error) {
    if (error instanceof AccountExistsError) return;
    throw error;
  }
  // Plain stdout: the one time this secret is shown, it never goes through the JSON logger.
  process.stdout.write(
    `First start: administrator ${FIRST_ADMIN_EMAIL} created with password ${password} (shown only this once; change it with: npm run user:create -- --email ${FIRST_ADMIN_EMAIL} --password <new password>)\n`,
  );
}
