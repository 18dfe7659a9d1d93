import { readFileSync } from "node:fs";
import { E2E_ADMIN, LANES } from "../../playwright.config";
import { rememberedSecrets, serverLog } from "./secrets";

/**
 * After the whole run: each lane's shared server's log holds none of the links, tokens and
 * passwords the run saw (specs with servers of their own check theirs themselves). An empty log
 * fails too: it would mean the check read nothing.
 */
export default function checkServerLog() {
  const secrets = [E2E_ADMIN.password, ...rememberedSecrets()];
  for (const { port } of LANES) {
    const log = serverLog(port);
    const lines = readFileSync(log, "utf8").split("\n").filter(Boolean);
    if (lines.length === 0) throw new Error(`the shared server wrote no log line to ${log}`);
    const leaked = secrets.filter((secret) => lines.some((line) => line.includes(secret)));
    if (leaked.length > 0) {
      throw new Error(`${leaked.length} secret(s) of the run found in ${log}`);
    }
  }
}
