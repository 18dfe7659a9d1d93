import type { Context } from "hono";
import type { MessageKey } from "#domain/i18n/fr";
import { isLanguage, type Language, negotiateLanguage } from "#domain/languages";
import { clientIp } from "../http/client-ip.server";
import { readJson } from "../http/json";
import { enforce, type RateLimiter } from "../http/rate-limit.server";
import type { AppEnv, AppServices } from "../spine/context";
import { textsIn } from "./reply.server";

/** The visitor's language: the body's `lang` when it is one, else the browser's. */
export function languageOf(c: Context<AppEnv>, body: unknown): Language {
  const lang = (body as { lang?: unknown } | null)?.lang;
  return isLanguage(lang) ? lang : negotiateLanguage(c.req.header("accept-language"));
}

/**
 * The start of each of the assistant's public routes: the JSON body, the visitor's language and
 * its texts, and the address's limit (`limiter`, under `{name}:{address}`), refused with the
 * `limited` text in that language.
 */
export async function readVisitorRequest(
  c: Context<AppEnv>,
  limiter: (deps: AppServices) => RateLimiter,
  name: string,
  limited: MessageKey,
) {
  const deps = c.get("deps");
  const body = await readJson(c);
  const lang = languageOf(c, body);
  const text = await textsIn(deps, lang);
  await enforce(limiter(deps), `${name}:${clientIp(c)}`, text(limited));
  return { deps, body, lang, text };
}
