import { and, eq } from "drizzle-orm";
import { ar } from "#domain/i18n/ar";
import { en } from "#domain/i18n/en";
import { type Catalog, fr, type MessageKey } from "#domain/i18n/fr";
import { LANGUAGES, type Language } from "#domain/languages";
import { type SiteTextKey, type SiteTextOverrides, siteTextGroup } from "#domain/site-texts";
import type { Actor } from "../audit/audit.server";
import { audited, type WriteServices } from "../audit/audited.server";
import { isDatabaseUnavailable } from "../db/availability.server";
import type { Database } from "../db/client.server";
import { siteTexts } from "../db/schema";
import type { ContentChanges } from "../spine/changes";
import type { Logger } from "../spine/logger.server";

/** The code's catalogs: the defaults, and the only keys an override may have. */
const CATALOGS: Record<Language, Catalog> = { fr, en, ar };

export const SITE_TEXTS_TABLE = "site_texts";

export function isSiteTextKey(key: string): key is MessageKey {
  return Object.hasOwn(fr, key);
}

/** Every overridable key in the catalog's order, with its group and its three defaults. */
export function siteTextKeys(): SiteTextKey[] {
  return (Object.keys(fr) as MessageKey[]).map((key) => ({
    key,
    group: siteTextGroup(key),
    defaults: { fr: fr[key], en: en[key], ar: ar[key] },
  }));
}

/** The defaults an override of this key in this language must keep the placeholders of. */
export function defaultsOf(language: Language, key: MessageKey): string[] {
  return [fr[key], CATALOGS[language][key]];
}

export type AllOverrides = Record<Language, SiteTextOverrides>;

/**
 * The overrides of every language, read once and kept in this process until a site text changes
 * (a write of this process, or one relayed from another over PostgreSQL), so a page render never
 * queries for them; re-read after 10 minutes at most whatever happens, like the API's lists.
 */
export class SiteTexts {
  static readonly MAX_AGE_MS = 10 * 60 * 1000;
  #cached: { overrides: Promise<AllOverrides>; at: number } | undefined;
  #version = 0;

  constructor(
    private readonly database: Database,
    changes: ContentChanges,
    private readonly logger: Logger,
  ) {
    changes.subscribe(() => this.forget());
  }

  /** Every language's overrides (`GET /api/site_texts`). */
  all(): Promise<AllOverrides> {
    const cached = this.#cached;
    if (cached && Date.now() - cached.at < SiteTexts.MAX_AGE_MS) return cached.overrides;
    const version = this.#version;
    const overrides = readOverrides(this.database);
    const entry = { overrides, at: Date.now() };
    this.#cached = entry;
    // A failed read, or one that a change overtook, is not kept.
    overrides.then(
      () => {
        if (version !== this.#version && this.#cached === entry) this.#cached = undefined;
      },
      () => {
        if (this.#cached === entry) this.#cached = undefined;
      },
    );
    return overrides;
  }

  /** One language's overrides. */
  async forLanguage(language: Language): Promise<SiteTextOverrides> {
    return (await this.all())[language];
  }

  /**
   * What a public page puts over its catalog. When they cannot be read (the database is down),
   * the page shows the defaults and says it `failed`, so it answers 503 and is not cached with
   * texts staff had changed.
   */
  async forPage(language: Language): Promise<{ texts: SiteTextOverrides; failed: boolean }> {
    try {
      return { texts: await this.forLanguage(language), failed: false };
    } catch (error) {
      // The database being down is logged once, where it is seen (db.unavailable), not per page.
      if (!isDatabaseUnavailable(error)) {
        this.logger.error("site_texts.load_failed", { language, error });
      }
      return { texts: {}, failed: true };
    }
  }

  forget() {
    this.#version++;
    this.#cached = undefined;
  }
}

async function readOverrides(database: Database): Promise<AllOverrides> {
  const rows = await database.db.select().from(siteTexts);
  const overrides = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<
    Language,
    Record<string, string>
  >;
  for (const row of rows) {
    // A key the code no longer has (removed from the catalogs) is left out, never shown.
    if (row.language in overrides && isSiteTextKey(row.key)) {
      overrides[row.language as Language][row.key] = row.text;
    }
  }
  return overrides;
}

/** Sets one override, with its audit entry in the same transaction; caches are told once committed. */
export async function saveSiteText(
  deps: WriteServices,
  actor: Actor,
  language: Language,
  key: MessageKey,
  text: string,
  /** Who wrote a translation: `machine` for a suggestion of the model saved unchanged. */
  origin: "person" | "machine" = "person",
): Promise<{ language: Language; key: MessageKey; text: string; updated_at: string }> {
  const row = await audited(deps, actor, async ({ tx, record, announce }) => {
    const [before] = await tx
      .select({ text: siteTexts.text })
      .from(siteTexts)
      .where(and(eq(siteTexts.language, language), eq(siteTexts.key, key)))
      .for("update");
    // A translation remembers the French it was made against (its override, or the catalog's).
    const [french] =
      language === "fr"
        ? []
        : await tx
            .select({ text: siteTexts.text })
            .from(siteTexts)
            .where(and(eq(siteTexts.language, "fr"), eq(siteTexts.key, key)));
    const basis =
      language === "fr"
        ? { origin: null, source: null }
        : { origin, source: french?.text ?? fr[key] };
    const [saved] = await tx
      .insert(siteTexts)
      .values({ language, key, text, ...basis })
      .onConflictDoUpdate({
        target: [siteTexts.language, siteTexts.key],
        set: { text, ...basis, updated_at: new Date() },
      })
      .returning();
    await record({
      action: before ? "update" : "create",
      table: SITE_TEXTS_TABLE,
      rowId: `${language}/${key}`,
      before,
      after: { text },
    });
    announce(SITE_TEXTS_TABLE);
    return saved!;
  });
  return { language, key, text: row.text, updated_at: row.updated_at.toISOString() };
}

/** Removes one override (back to the code's default); false when there was none. */
export async function resetSiteText(
  deps: WriteServices,
  actor: Actor,
  language: Language,
  key: MessageKey,
): Promise<boolean> {
  return audited(deps, actor, async ({ tx, record, announce }) => {
    const [deleted] = await tx
      .delete(siteTexts)
      .where(and(eq(siteTexts.language, language), eq(siteTexts.key, key)))
      .returning({ text: siteTexts.text });
    if (!deleted) return false;
    await record({
      action: "delete",
      table: SITE_TEXTS_TABLE,
      rowId: `${language}/${key}`,
      before: deleted,
    });
    announce(SITE_TEXTS_TABLE);
    return true;
  });
}

declare module "../spine/context" {
  interface AppServices {
    /** The site texts staff overrode, cached per process. */
    siteTexts: SiteTexts;
  }
}
