import { spawn } from "node:child_process";
import { type Browser, expect } from "@playwright/test";

/** `npm run user:create -- …` on a DATA_DIR before its server starts; resolves once it exited 0. */
export function userCreate(dataDir: string, ...args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/run-command.mjs", "user-create", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`user:create exited ${code}: ${stderr}`)),
    );
  });
}

/** A browser on `origin` signed in as this member through the real token endpoint. */
export async function signedInAt(
  browser: Browser,
  origin: string,
  member: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL: origin });
  const response = await context.request.post("/auth/v1/token?grant_type=password", {
    data: member,
  });
  expect(response.status()).toBe(200);
  return { context, page: await context.newPage() };
}
