import { eq } from "drizzle-orm";
import { jsToXliff12, type XliffValue, xliff12ToJs } from "xliff";
import { type EntityName, entities, entityNames } from "#domain/entities";
import type { MessageKey } from "#domain/i18n/fr";
import { siteTextSchema } from "#domain/site-texts";
import {
  nextBases,
  TRANSLATION_STATES,
  type TranslationState,
  translationStates,
} from "#domain/translation-state";
import type { ImportResult } from "#domain/translation-work";
import {
  isTranslationLanguage,
  type TranslationLanguage,
  type Translations,
  translatableFields,
  translationsSchema,
} from "#domain/translations";
import { audited } from "../audit/audited.server";
import { requireLanguage } from "../auth/access.server";
import { afterContentWrite } from "../content/after-write.server";
import { listRows } from "../content/rows.server";
import { auditedRow } from "../content/translation-state.server";
import { tableOf } from "../db/schema";
import { badRequest } from "../http/errors";
import { siteTextTranslations } from "../site-texts/site-text-states.server";
import {
  defaultsOf,
  isSiteTextKey,
  SITE_TEXTS_TABLE,
  writeSiteText,
} from "../site-texts/site-texts.server";
import type { AppServices, AuthUser } from "../spine/context";

/** What an export can hold: the tables with translatable fields, and the site texts. */
export const XLIFF_TABLES = [
  ...entityNames.filter((name) => translatableFields(entities[name].fields).length > 0),
  SITE_TEXTS_TABLE,
] as const;
type XliffTable = (typeof XLIFF_TABLES)[number];

export interface ExportRequest {
  lang: TranslationLanguage;
  states: readonly TranslationState[];
  tables: readonly XliffTable[];
}

const list = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? undefined : value.split(",").map((v) => v.trim());

/** `?lang=ar&state=missing,outdated&tables=case_studies,site_texts` checked; 400 naming a bad one. */
export function exportRequestOf(query: Record<string, string | undefined>): ExportRequest {
  const lang = query.lang ?? "";
  if (!isTranslationLanguage(lang)) {
    throw badRequest("Langue inconnue", { lang: "Valeur attendue : en, ar" });
  }
  const states = list(query.state) ?? [...TRANSLATION_STATES];
  const badState = states.find((s) => !(TRANSLATION_STATES as readonly string[]).includes(s));
  if (badState !== undefined) {
    throw badRequest("État inconnu", {
      state: `Valeurs attendues : ${TRANSLATION_STATES.join(", ")}`,
    });
  }
  const tables = list(query.tables) ?? [...XLIFF_TABLES];
  const badTable = tables.find((t) => !(XLIFF_TABLES as readonly string[]).includes(t));
  if (badTable !== undefined) {
    throw badRequest("Table inconnue", {
      tables: `Valeurs attendues : ${XLIFF_TABLES.join(", ")}`,
    });
  }
  return { lang, states: states as TranslationState[], tables: tables as XliffTable[] };
}

interface Unit {
  id: string;
  source: string;
  target: string;
  state: TranslationState;
}

/** Every translatable text of the tables asked, with its French, its translation and its state. */
async function unitsOf(
  deps: AppServices,
  lang: TranslationLanguage,
  tables: readonly XliffTable[],
) {
  const units: Unit[] = [];
  for (const table of tables) {
    if (table === SITE_TEXTS_TABLE) {
      for (const [key, text] of (await siteTextTranslations(deps.database.db))[lang]) {
        units.push({
          id: `${table}/${key}`,
          source: text.french,
          target: text.text,
          state: text.state,
        });
      }
      continue;
    }
    const fields = entities[table].fields;
    for (const row of (await listRows(deps, table)) as Record<string, unknown>[]) {
      const states = translationStates(fields, row)[lang];
      const translations = (row.translations ?? {}) as Translations;
      for (const field of translatableFields(fields)) {
        const source = row[field];
        if (typeof source !== "string" || source.trim() === "") continue;
        const target = translations[lang]?.[field] ?? "";
        units.push({ id: `${table}/${row.id}/${field}`, source, target, state: states[field]! });
      }
    }
  }
  return units;
}

/**
 * `GET /api/translations/export`: an XLIFF 1.2 file (source French, target `lang`) with a unit per
 * text in the states asked: its id (`{table}/{row id}/{field}`, `site_texts/{key}`), its French,
 * its translation as target (empty when missing), its state in a note, and `approved="yes"` when
 * `current`.
 */
export async function exportXliff(deps: AppServices, request: ExportRequest): Promise<string> {
  const wanted = new Set(request.states);
  const units = (await unitsOf(deps, request.lang, request.tables)).filter((u) =>
    wanted.has(u.state),
  );
  const resource = Object.fromEntries(
    units.map((unit) => [
      unit.id,
      {
        source: unit.source,
        target: unit.target,
        note: `state: ${unit.state}`,
        additionalAttributes: { approved: unit.state === "current" ? "yes" : "no" },
      },
    ]),
  );
  return jsToXliff12(
    { sourceLanguage: "fr", targetLanguage: request.lang, resources: { site: resource } },
    { indent: "  " },
  );
}

/** A unit's text: markup a tool put in (inline elements) is refused, never stored. */
const textOf = (value: XliffValue | undefined): string | undefined => {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  return value.every((part) => typeof part === "string") ? value.join("") : undefined;
};
/** White space a tool may reflow is no change of the French. */
const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

/**
 * `POST /api/translations/import`: the targets of an XLIFF 1.2 file in its target language
 * written as a person's translations, in one transaction with their journal entries. A unit whose
 * French differs from the French now is refused (`source_changed`), as is one of an unknown text
 * (`unknown_unit`), with markup (`markup`) or that its field's rules refuse (`invalid`); an empty
 * target or one equal to the translation now changes nothing.
 */
export async function importXliff(
  deps: AppServices,
  user: AuthUser,
  xml: string,
): Promise<ImportResult> {
  let document: Awaited<ReturnType<typeof xliff12ToJs>>;
  try {
    document = await xliff12ToJs(xml);
    if (!document?.resources) throw new Error("no resources");
  } catch {
    throw badRequest(
      "Fichier XLIFF 1.2 illisible",
      { file: "Fichier XLIFF 1.2 attendu" },
      "invalid_file",
    );
  }
  const lang = document.targetLanguage ?? "";
  if (document.sourceLanguage !== "fr" || !isTranslationLanguage(lang)) {
    throw badRequest(
      "Le fichier doit traduire du français (fr) vers en ou ar",
      {
        file: "source-language fr, target-language en ou ar",
      },
      "invalid_file",
    );
  }
  requireLanguage(user, lang);
  const current = new Map((await unitsOf(deps, lang, XLIFF_TABLES)).map((unit) => [unit.id, unit]));
  const result: ImportResult = { updated: 0, unchanged: 0, refused: [] };
  const changes = new Map<string, Map<string, string>>();
  for (const units of Object.values(document.resources)) {
    for (const [id, unit] of Object.entries(units)) {
      const now = current.get(id);
      const source = textOf(unit.source);
      const target = textOf(unit.target)?.trim();
      if (!now) result.refused.push({ id, reason: "unknown_unit" });
      else if (source === undefined || target === undefined)
        result.refused.push({ id, reason: "markup" });
      else if (!sameText(source, now.source)) result.refused.push({ id, reason: "source_changed" });
      else if (target === "" || target === now.target) result.unchanged++;
      else {
        const owner = id.slice(0, id.lastIndexOf("/"));
        const field = id.slice(id.lastIndexOf("/") + 1);
        changes.set(owner, (changes.get(owner) ?? new Map()).set(field, target));
      }
    }
  }
  const written = new Set<EntityName>();
  await audited(deps, user, async (write) => {
    const { tx, record, announce } = write;
    for (const [owner, values] of changes) {
      const [table, rowId] = owner.split("/") as [string, string | undefined];
      if (table === SITE_TEXTS_TABLE) {
        for (const [key, text] of values) {
          const checked = siteTextSchema(lang, defaultsOf(lang, key as MessageKey)).safeParse({
            text,
          });
          if (!checked.success || !isSiteTextKey(key)) {
            result.refused.push({ id: `${owner}/${key}`, reason: "invalid" });
            continue;
          }
          const source = current.get(`${owner}/${key}`)!.source;
          await writeSiteText(write, lang, key, checked.data.text, { origin: "person", source });
          result.updated++;
        }
        continue;
      }
      const name = table as EntityName;
      const t = tableOf(name);
      const [row] = (await tx.select().from(t).where(eq(t.id, rowId!)).for("update")) as Record<
        string,
        unknown
      >[];
      if (!row) {
        for (const field of values.keys())
          result.refused.push({ id: `${owner}/${field}`, reason: "unknown_unit" });
        continue;
      }
      const stored = (row.translations ?? {}) as Translations;
      const merged = { ...stored, [lang]: { ...stored[lang], ...Object.fromEntries(values) } };
      const checked = translationsSchema(entities[name].fields).safeParse(merged);
      if (!checked.success) {
        for (const field of values.keys())
          result.refused.push({ id: `${owner}/${field}`, reason: "invalid" });
        continue;
      }
      const next = { ...row, translations: checked.data };
      const [after] = await tx
        .update(t)
        .set({
          translations: checked.data,
          translation_basis: nextBases(entities[name].fields, row, next),
          updated_at: new Date(),
          updated_by: user.id,
        })
        .where(eq(t.id, rowId!))
        .returning();
      await record({
        action: "update",
        table: name,
        rowId: rowId!,
        before: auditedRow(name, row),
        after: auditedRow(name, after as Record<string, unknown>),
      });
      result.updated += values.size;
      written.add(name);
      announce(name);
    }
  });
  for (const name of written) afterContentWrite(deps, name, undefined, undefined);
  return result;
}
