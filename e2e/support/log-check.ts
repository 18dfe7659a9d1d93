import { readFileSync } from "node:fs";
import { E2E_ADMIN } from "../../playwright.config";
import { rememberedSecrets, SERVER_LOG } from "./secrets";

/**
 * After the whole run: the shared server's log holds none of the links, tokens and passwords the
 * run saw (specs with servers of their own check theirs themselves). An empty log fails too: it
 * would mean the check read nothing.
 */
export default function checkServerLog() {
  const lines = readFileSync(SERVER_LOG, "utf8").split("\n").filter(Boolean);
  if (lines.length === 0) throw new Error(`the shared server wrote no log line to ${SERVER_LOG}`);
  const secrets = [E2E_ADMIN.password, ...rememberedSecrets()];
  const leaked = secrets.filter((secret) => lines.some((line) => line.includes(secret)));
  if (leaked.length > 0) {
    throw new Error(`${leaked.length} secret(s) of the run found in the server's log`);
  }
}
