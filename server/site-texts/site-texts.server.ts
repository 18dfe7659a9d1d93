import { and, eq } from "drizzle-orm";
import { ar } from "#domain/i18n/ar";
import { en } from "#domain/i18n/en";
import { type Catalog, fr, type MessageKey } from "#domain/i18n/fr";
import { LANGUAGES, type Language } from "#domain/languages";
import {
  type AllOverrides,
  type SiteTextKey,
  type SiteTextOverrides,
  siteTextGroup,
} from "#domain/site-texts";
import type { Actor } from "../audit/audit.server";
import { type AuditedWrite, audited, type WriteServices } from "../audit/audited.server";
import { isDatabaseUnavailable } from "../db/availability.server";
import type { Database } from "../db/client.server";
import { siteTexts } from "../db/schema";
import type { ContentChanges } from "../spine/changes";
import { Kept } from "../spine/kept";
import type { Logger } from "../spine/logger.server";
import { auditedStates } from "./site-text-states.server";

/** The code's catalogs: the defaults, and the only keys an override may have. */
const CATALOGS: Record<Language, Catalog> = { fr, en, ar };

export const SITE_TEXTS_TABLE = "site_texts";

export function isSiteTextKey(key: string): key is MessageKey {
  return Object.hasOwn(fr, key);
}

/** One overridable key with its group and its three defaults. */
export const siteTextKey = (key: MessageKey): SiteTextKey => ({
  key,
  group: siteTextGroup(key),
  defaults: { fr: fr[key], en: en[key], ar: ar[key] },
});

/** Every overridable key in the catalog's order, with its group and its three defaults. */
export function siteTextKeys(): SiteTextKey[] {
  return (Object.keys(fr) as MessageKey[]).map(siteTextKey);
}

/** The defaults an override of this key in this language must keep the placeholders of. */
export function defaultsOf(language: Language, key: MessageKey): string[] {
  return [fr[key], CATALOGS[language][key]];
}

/** The overrides as the team reads them (`every`), and as visitors do (`visible`). */
interface Readings {
  every: AllOverrides;
  visible: AllOverrides;
}

/**
 * The overrides of every language, read once and kept in this process until a site text changes
 * (a write of this process, or one relayed from another over PostgreSQL), so a page render never
 * queries for them; re-read after 10 minutes at most whatever happens, like the API's lists.
 * Visitors do not read a translation of the model not yet approved (they read the text they read
 * without it) unless `machineShown` (MACHINE_TRANSLATIONS_PUBLIC=true); the team reads every one.
 */
export class SiteTexts {
  static readonly MAX_AGE_MS = 10 * 60 * 1000;
  #kept = new Kept<Readings>(SiteTexts.MAX_AGE_MS);

  constructor(
    private readonly database: Database,
    changes: ContentChanges,
    private readonly logger: Logger,
    private readonly machineShown = false,
  ) {
    changes.subscribe(() => this.forget());
  }

  #readings(): Promise<Readings> {
    return this.#kept.read(() => readOverrides(this.database, this.machineShown));
  }

  /** Every language's overrides as visitors read them (`GET /api/site_texts`). */
  async all(): Promise<AllOverrides> {
    return (await this.#readings()).visible;
  }

  /** Every language's overrides as the team reads them: the model's not yet approved too. */
  async team(): Promise<AllOverrides> {
    return (await this.#readings()).every;
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
    this.#kept.drop();
  }
}

async function readOverrides(database: Database, machineShown: boolean): Promise<Readings> {
  const rows = await database.db.select().from(siteTexts);
  const empty = () =>
    Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<
      Language,
      Record<string, string>
    >;
  const every = empty();
  const visible = empty();
  for (const row of rows) {
    // A key the code no longer has (removed from the catalogs) is left out, never shown.
    if (!(row.language in every) || !isSiteTextKey(row.key)) continue;
    every[row.language as Language][row.key] = row.text;
    if (machineShown || row.origin !== "machine") {
      visible[row.language as Language][row.key] = row.text;
    }
  }
  return { every, visible };
}

/** Who wrote a translation: `machine` for a suggestion of the model saved unchanged. */
export type TextOrigin = "person" | "machine";

/**
 * One override written inside an audited write: the row (a translation with its basis: its writer
 * and the French it was made against, `source`, by default the French now), its entry with the
 * key's translation states before and after beside its text (a French edit names the
 * translations it made `outdated`), and the table announced. The XLIFF import, a save and an
 * approval all write this way.
 */
export async function writeSiteText(
  { tx, record, announce }: AuditedWrite,
  language: Language,
  key: MessageKey,
  text: string,
  basis: { origin: TextOrigin; source?: string } = { origin: "person" },
) {
  const statesBefore = await auditedStates(tx, key);
  const [before] = await tx
    .select({ text: siteTexts.text })
    .from(siteTexts)
    .where(and(eq(siteTexts.language, language), eq(siteTexts.key, key)))
    .for("update");
  const [french] =
    language === "fr" || basis.source !== undefined
      ? []
      : await tx
          .select({ text: siteTexts.text })
          .from(siteTexts)
          .where(and(eq(siteTexts.language, "fr"), eq(siteTexts.key, key)));
  const stored =
    language === "fr"
      ? { origin: null, source: null }
      : { origin: basis.origin, source: basis.source ?? french?.text ?? fr[key] };
  const [saved] = await tx
    .insert(siteTexts)
    .values({ language, key, text, ...stored })
    .onConflictDoUpdate({
      target: [siteTexts.language, siteTexts.key],
      set: { text, ...stored, updated_at: new Date() },
    })
    .returning();
  await record({
    action: before ? "update" : "create",
    table: SITE_TEXTS_TABLE,
    rowId: `${language}/${key}`,
    before: { ...before, translation_state: statesBefore },
    after: { text, translation_state: await auditedStates(tx, key) },
  });
  announce(SITE_TEXTS_TABLE);
  return saved!;
}

/** Sets one override as one audited write; caches are told once committed. */
export async function saveSiteText(
  deps: WriteServices,
  actor: Actor,
  language: Language,
  key: MessageKey,
  text: string,
  origin: TextOrigin = "person",
): Promise<{ language: Language; key: MessageKey; text: string; updated_at: string }> {
  const row = await audited(deps, actor, (write) =>
    writeSiteText(write, language, key, text, { origin }),
  );
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
    const statesBefore = await auditedStates(tx, key);
    const [deleted] = await tx
      .delete(siteTexts)
      .where(and(eq(siteTexts.language, language), eq(siteTexts.key, key)))
      .returning({ text: siteTexts.text });
    if (!deleted) return false;
    await record({
      action: "delete",
      table: SITE_TEXTS_TABLE,
      rowId: `${language}/${key}`,
      before: { ...deleted, translation_state: statesBefore },
      after: { translation_state: await auditedStates(tx, key) },
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
