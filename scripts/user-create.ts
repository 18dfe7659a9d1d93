/**
 * `npm run user:create -- --email E --password P [--role admin|editor|translator]
 * [--languages en,ar]`: creates a member of the team (an administrator unless told otherwise; a
 * translator needs its languages), or gives an existing account this password, role and languages
 * (ending its sessions). The only active administrator keeps its role. Reads the configuration
 * like the server; on the embedded database it needs the server stopped (the DATA_DIR lock).
 */
import { parseArgs } from "node:util";
import { passwordWeaknesses } from "#domain/password-policy";
import { STAFF_ROLES, TRANSLATED_LANGUAGES } from "#domain/roles";
import { LastAdminError, upsertMember } from "#server/auth/accounts.server";
import {
  configOrExit,
  fail,
  lockOrExit,
  memberRoleOrExit,
  stopServerHint,
} from "#server/cli.server";
import { openDatabase } from "#server/db/client.server";

const USAGE = `Usage: npm run user:create -- --email <e-mail> --password <password> [--role ${STAFF_ROLES.join("|")}] [--languages ${TRANSLATED_LANGUAGES.join(",")}]`;

async function main() {
  let values: { email?: string; password?: string; role?: string; languages?: string };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
        languages: { type: "string" },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
  const email = values.email?.trim().toLowerCase() ?? "";
  const password = values.password ?? "";
  if (!email || !password) fail(USAGE);
  // Looser than the sign-up check on purpose: the first-start account is admin@localhost.
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`Invalid e-mail address: ${email}`);
  const { role, languages } = memberRoleOrExit(values.role, values.languages, USAGE);
  const weaknesses = passwordWeaknesses(password, email);
  if (weaknesses.length > 0) {
    fail(`Password refused: ${weaknesses.map((w) => w.message).join(" ")}`);
  }

  const config = configOrExit();

  const release = lockOrExit(config, stopServerHint("run this command again"));
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    try {
      const { account, created, sessionsEnded } = await upsertMember(database.db, {
        email,
        password,
        role,
        languages,
      }).catch((error: unknown) => {
        if (error instanceof LastAdminError) fail(error.message);
        throw error;
      });
      const roleText = languages.length > 0 ? `${role} (${languages.join(", ")})` : role;
      process.stdout.write(
        !created
          ? `Password of ${account.email} reset, role ${roleText} ensured, ${sessionsEnded} session(s) ended.\n`
          : role === "admin"
            ? `Administrator ${account.email} created.\n`
            : `Member ${account.email} created, role ${roleText}.\n`,
      );
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().catch((error) => {
  fail(`user:create failed: ${error instanceof Error ? error.message : error}`);
});
