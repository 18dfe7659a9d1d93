import type { Fields } from "#domain/fields";
import type { Language } from "#domain/languages";
import { type Access, type Member, mayWriteLanguage, roleMay } from "#domain/roles";
import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  translatableFields,
} from "#domain/translations";

/**
 * What the signed-in member may do in the back office, derived from its role and languages by the
 * rules of domain/roles.ts (the server applies the same ones): every button, field and first
 * screen of a role reads this, never the role itself.
 */
export interface MemberRights {
  role: string | null;
  /** The member's languages (a translator's; empty for other roles). */
  languages: readonly string[];
  /** Whether the member passes an access level (the sidebar's entries, the screens' guards). */
  may: (access: Access) => boolean;
  /**
   * Create, delete, publish or withdraw, reorder, upload, change a French field, change a
   * message's state: an editor's work (editors and administrators).
   */
  edits: boolean;
  /** Whether the member writes texts in this language (French: editors and administrators). */
  writes: (language: Language) => boolean;
  /**
   * Where a translator's screens open: the first of its languages (its form's tab, the lists'
   * 'missing translation' filter, the site texts' language); undefined for the other roles,
   * whose screens open on French and every row.
   */
  workLanguage: TranslationLanguage | undefined;
}

export function rightsOf(member: Member): MemberRights {
  const edits = roleMay(member.role, "editor");
  const own = TRANSLATION_LANGUAGES.filter((language) => member.languages.includes(language));
  return {
    role: member.role,
    languages: member.languages,
    may: (access) => roleMay(member.role, access),
    edits,
    writes: (language) => mayWriteLanguage(member, language),
    workLanguage: edits ? undefined : own[0],
  };
}

/**
 * The body of a save by a member who only translates: its languages' translations alone (the
 * server refuses any other key), each language sent whole so that a cleared field is removed.
 */
export function translationsOnly(
  rights: MemberRights,
  payload: Record<string, unknown>,
): Record<string, unknown> {
  if (rights.edits) return payload;
  const translations = (payload.translations ?? {}) as Record<string, unknown>;
  const own: Record<string, unknown> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    if (rights.writes(language)) own[language] = translations[language] ?? {};
  }
  return { translations: own };
}

/**
 * Whether a form of these fields has something the member may save: everything for an editor;
 * for a translator, only an entity with translatable fields (markets have none: read only).
 */
export function savesForm(rights: MemberRights, fields: Fields): boolean {
  return (
    rights.edits || (rights.workLanguage !== undefined && translatableFields(fields).length > 0)
  );
}
