import { eq } from "drizzle-orm";
import { type EntityDef, type EntityName, entities } from "#domain/entities";
import { fieldErrors } from "#domain/fields";
import {
  approvedBases,
  nextBases,
  type TranslationOrigins,
  translationOriginsSchema,
  translationStates,
} from "#domain/translation-state";
import { type TranslationLanguage, translatableFields } from "#domain/translations";
import { audited } from "../audit/audited.server";
import { requireLanguage } from "../auth/access.server";
import { tableOf } from "../db/schema";
import { badRequest, found, notFound, validationFailed } from "../http/errors";
import type { AppServices, AuthUser } from "../spine/context";
import { afterContentWrite } from "./after-write.server";

type AnyRow = Record<string, unknown> & { id: string };

/** What a client may send back of a row it read, and the server ignores: the states it was given. */
const READ_ONLY = ["translation_basis", "translation_state", "translation_source"] as const;

export function withoutReadOnly(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const key of READ_ONLY) delete out[key];
  return out;
}

const isLocalized = (name: EntityName) => translatableFields(entities[name].fields).length > 0;

/**
 * A write's `translation_origin` (language → field → `machine` for a suggestion of the model
 * saved unchanged, `person` otherwise), taken out of its body and checked: a translator names
 * only its languages.
 */
export function takeOrigins(
  name: EntityName,
  user: AuthUser,
  body: Record<string, unknown>,
): TranslationOrigins {
  const { translation_origin: sent, ...rest } = body;
  for (const key of Object.keys(body)) delete body[key];
  Object.assign(body, rest);
  if (sent === undefined || !isLocalized(name)) return {};
  const parsed = translationOriginsSchema(entities[name].fields).safeParse(sent);
  if (!parsed.success) {
    throw validationFailed(
      Object.fromEntries(
        Object.entries(fieldErrors(parsed.error)).map(([key, message]) => [
          `translation_origin.${key}`,
          message,
        ]),
      ),
    );
  }
  for (const lang of Object.keys(parsed.data)) requireLanguage(user, lang);
  return parsed.data;
}

/** The row a write stores: its translations' bases follow the write (nextBases). */
export function withBases(
  name: EntityName,
  before: Record<string, unknown> | undefined,
  values: Record<string, unknown>,
  origins: TranslationOrigins = {},
): Record<string, unknown> {
  if (!isLocalized(name)) return values;
  return {
    ...values,
    translation_basis: nextBases(entities[name].fields, before, values, origins),
  };
}

/**
 * A row as the audit log records it: its translations' states (`translation_state`) in place of
 * their bases, so an entry shows the states its write changed (a French edit making a translation
 * `outdated`, a person's edit making it `current`).
 */
export function auditedRow(
  name: EntityName,
  row: Record<string, unknown>,
): Record<string, unknown> {
  if (!isLocalized(name)) return row;
  const { translation_basis, ...rest } = row;
  return { ...rest, translation_state: translationStates(entities[name].fields, row) };
}

/**
 * `POST /api/{table}/{id}/translations/approve`: a person says that translations still hold. Each
 * named field (all the `machine` and `outdated` ones when none is named) becomes `current`, that
 * person's, its text unchanged; one without translation is a 400. One audited write.
 */
export async function approveTranslations(
  deps: AppServices,
  user: AuthUser,
  name: EntityName,
  id: string,
  lang: TranslationLanguage,
  named: readonly string[] | undefined,
) {
  requireLanguage(user, lang);
  const fields = (entities[name] as EntityDef).fields;
  const translatable = translatableFields(fields);
  const unknown = named?.filter((field) => !translatable.includes(field)) ?? [];
  if (unknown.length > 0) {
    throw badRequest("Champ inconnu ou non traduisible", {
      fields: `Champs non traduisibles : ${unknown.join(", ")}`,
    });
  }
  const table = tableOf(name);
  const { row, changed } = await audited(deps, user, async ({ tx, record, announce }) => {
    const [before] = (await tx
      .select()
      .from(table)
      .where(eq(table.id, id))
      .for("update")) as AnyRow[];
    if (!before) throw notFound();
    const states = translationStates(fields, before)[lang];
    const chosen =
      named ?? translatable.filter((f) => states[f] === "machine" || states[f] === "outdated");
    const untranslated = chosen.filter((field) => states[field] === "missing");
    if (untranslated.length > 0) {
      throw badRequest("Aucune traduction à valider", {
        fields: `Sans traduction : ${untranslated.map((f) => fields[f]?.label ?? f).join(", ")}`,
      });
    }
    const toApprove = chosen.filter((field) => states[field] !== "current");
    if (toApprove.length === 0) return { row: before, changed: false };
    const [after] = (await tx
      .update(table)
      .set({
        translation_basis: approvedBases(before, lang, toApprove),
        updated_at: new Date(),
        updated_by: user.id,
      })
      .where(eq(table.id, id))
      .returning()) as AnyRow[];
    await record({
      action: "update",
      table: name,
      rowId: id,
      before: auditedRow(name, before),
      after: auditedRow(name, found(after)),
    });
    announce(name);
    return { row: found(after), changed: true };
  });
  if (changed) afterContentWrite(deps, name, undefined, row);
  return row;
}
