import type { MessageKey } from "#domain/i18n/fr";
import { SITE_TEXT_FIELD } from "#domain/site-texts";
import type { TranslationLanguage } from "#domain/translations";
import { audited } from "../audit/audited.server";
import { requireLanguage } from "../auth/access.server";
import type { Db } from "../db/client.server";
import { badRequest } from "../http/errors";
import type { AppServices, AuthUser } from "../spine/context";
import { keyStates, keyTranslations } from "./site-text-states.server";
import { siteTextKey, writeSiteText } from "./site-texts.server";

/**
 * A translation call's key (one the site has), once the caller's right to write the language is
 * checked (a translator: its own) and the fields it names: a site text has only its text.
 */
export function translatedKey(
  user: AuthUser,
  key: MessageKey,
  lang: TranslationLanguage,
  fields: readonly string[] | undefined,
): MessageKey {
  requireLanguage(user, lang);
  const unknown = fields?.filter((field) => field !== SITE_TEXT_FIELD) ?? [];
  if (unknown.length > 0) {
    throw badRequest("Champ inconnu ou non traduisible", {
      fields: `Champs non traduisibles : ${unknown.join(", ")}`,
    });
  }
  return key;
}

/** One key as `GET /api/site_texts/keys` lists it: its defaults and its translations' states. */
export async function siteTextEntry(db: Pick<Db, "select">, key: MessageKey) {
  return { ...siteTextKey(key), ...keyStates(await keyTranslations(db, key)) };
}

/**
 * `POST /api/site_texts/{key}/translations/approve`: a person says the key's translation into
 * `lang` still holds. A `machine` or `outdated` one becomes that person's, made against the French
 * now, its text unchanged (a default of the catalog is kept as an override of the same text: the
 * French it holds for is remembered on the override); a `current` one stays as it is, without a
 * write; a missing one is a 400. One audited write.
 */
export async function approveSiteText(
  deps: AppServices,
  user: AuthUser,
  key: MessageKey,
  lang: TranslationLanguage,
) {
  await audited(deps, user, async (write) => {
    const translation = (await keyTranslations(write.tx, key))[lang];
    if (translation.state === "missing") {
      throw badRequest("Aucune traduction à valider", { fields: "Sans traduction : Texte" });
    }
    if (translation.state === "current") return;
    await writeSiteText(write, lang, key, translation.text, {
      origin: "person",
      source: translation.french,
    });
  });
  return siteTextEntry(deps.database.db, key);
}
