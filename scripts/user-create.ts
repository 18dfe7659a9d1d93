/**
 * `npm run user:create -- --email E --password P`: creates an administrator, or
 * gives an existing account this password and role admin (ending its sessions). Reads the
 * configuration like the server; on the embedded database it needs the server stopped (the
 * DATA_DIR lock).
 */
import { parseArgs } from "node:util";
import { upsertAdmin } from "#server/auth/accounts.server";
import { passwordWeaknesses } from "#server/auth/password-policy";
import { configOrExit, fail, lockOrExit, stopServerHint } from "#server/cli.server";
import { openDatabase } from "#server/db/client.server";

const USAGE = "Usage: npm run user:create -- --email <e-mail> --password <password>";

async function main() {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, password: { type: "string" } },
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
      const { account, created, sessionsEnded } = await upsertAdmin(database.db, {
        email,
        password,
      });
      process.stdout.write(
        created
          ? `Administrator ${account.email} created.\n`
          : `Password of ${account.email} reset, role admin ensured, ${sessionsEnded} session(s) ended.\n`,
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
