import type { Fields } from "../fields";
import { SCHEDULE_LABELS } from "../schedule";
import type { Translations } from "../translations";
import { type EntityMessages, type EntityNoun, entityMessages } from "./messages";

export type { EntityMessages, EntityNoun };

/**
 * The shape of an entity's declaration (one file each beside this one). The table
 * (server/db/schema.ts), the API routes (server/content), server and form validation, the
 * OpenAPI description and the admin screens' texts all derive from these declarations.
 */
export interface EntityDef<F extends Fields = Fields> {
  /** Table name, also the API path segment: /api/{table}. */
  table: string;
  /** French admin label of the collection (sidebar entry). */
  label: string;
  fields: F;
  /**
   * Shown to visitors: each row has `published` (false: a draft, seen only by administrators) and
   * `position` (the public order: ascending, then newest first). Without it the table is
   * internal (market analyses): the team reads it, nobody else (`readAccess`).
   */
  publication?: boolean;
  /** What the admin's texts call one row, in French. */
  noun: EntityNoun;
  /** The toasts of this entity, and its delete confirmation, made from its noun. */
  messages: EntityMessages;
  /** Rules across fields, checked after the field rules: returns field → French message. */
  check?(row: RowValues<F>): Record<string, string>;
  /** Its management screen in the back office (a table and a form), in French. */
  screen?: ScreenDef;
}

/** The columns `publication` adds to an entity, as the back office names them. */
export const PUBLICATION_LABELS = {
  published: "Publié",
  position: "Ordre",
  ...SCHEDULE_LABELS,
} as const;
export type PublicationColumn = keyof typeof PUBLICATION_LABELS;

/**
 * How one column of a management table shows a field's value:
 * text (or '—'), euro (fr-FR currency), date (fr-FR, dd/mm/yyyy), badge (a grey badge, or '—'),
 * count ('{n} {unit}', or `none` when the list is empty). A screen may draw a column itself
 * (coloured badges); it still declares it here.
 */
export type ColumnFormat =
  | { kind: "text" | "euro" | "date" | "badge" | "custom" }
  | { kind: "count"; unit: string; none: string };

/** `Field`: the entity's field names (checked where the entity is declared). */
export interface ColumnDef<Field extends string = string> {
  field: Field | "created_at";
  /** The header; the field's label when omitted. */
  header?: string;
  format: ColumnFormat;
  /** The row's name (first column, emphasised). */
  emphasis?: boolean;
  nowrap?: boolean;
}

interface ScreenTexts<Field extends string> {
  /** Prefix of the form's element ids. */
  idPrefix: string;
  title: string;
  newLabel: string;
  formTitles: { create: string; edit: string };
  submitLabels: { create: string; edit: string };
  emptyText: string;
  /** The field that names a row in its actions' accessible labels. */
  nameField: Field;
  /** The title of a failed save's toast, on the server and with the browser-storage variant. */
  saveErrorTitle?: { server?: string; local?: string };
  /** A row's public page, `{field}` replaced by the row's value: a link in its actions. */
  pagePath?: string;
}

/**
 * A management screen: a table whose form opens on the page above it ('inline') or in a dialog
 * ('dialog'); or a grid of cards whose form replaces the grid while open ('page').
 */
export type ScreenDef<Field extends string = string> =
  | (ScreenTexts<Field> & {
      formMode: "inline" | "dialog";
      /** The table's title; `{count}` is the number of rows. */
      tableTitle: string;
      columns: readonly ColumnDef<Field>[];
    })
  | (ScreenTexts<Field> & {
      formMode: "page";
      /** The empty grid's button. */
      emptyAction: string;
      /** The delete confirmation's title. */
      deleteTitle: string;
    });

type FieldValue<F> = F extends { kind: "list" }
  ? string[]
  : F extends { kind: "slug" }
    ? string
    : F extends { kind: "enum"; values: readonly (infer V)[]; optional: true }
      ? V | null
      : F extends { kind: "enum"; values: readonly (infer V)[] }
        ? V
        : F extends { kind: "number"; default: number }
          ? number
          : F extends { kind: "number" }
            ? number | null
            : F extends { required: true }
              ? string
              : string | null;

export type RowValues<F extends Fields> = { -readonly [K in keyof F]: FieldValue<F[K]> };
// biome-ignore lint/suspicious/noExplicitAny: matches any declared entity
export type Row<E extends EntityDef<any>> = RowValues<E["fields"]> & {
  id: string;
  created_at: string;
  updated_at: string;
  /** Declared with `publication`. */
  published?: boolean;
  position?: number;
  /** With translatable fields. */
  translations?: Translations;
};

/**
 * An entity as declared: its noun, and only the messages the product words otherwise than the
 * sentences made from it.
 */
export type EntityDeclaration<F extends Fields> = Omit<EntityDef<F>, "messages" | "screen"> & {
  messages?: Partial<EntityMessages>;
  screen?: ScreenDef<keyof F & string>;
};

export function defineEntity<const F extends Fields>(def: EntityDeclaration<F>): EntityDef<F> {
  return { ...def, messages: entityMessages(def.noun, def.messages) };
}
