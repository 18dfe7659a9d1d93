import { type EntityDef, entitySchema } from "#domain/entities";
import { type FieldDef, fieldErrors } from "#domain/fields";
import { formatListField, parseListField } from "#domain/list-field";

/**
 * Between an entity's rows (snake_case columns) and its admin form (text inputs
 * named by `formName`: startDate, growthRate, keyPlayers). Validation is the entity's
 * schema, the same one the API applies (one schema per form).
 */
export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

export const formNameOf = (column: string, field: FieldDef) => field.formName ?? column;

function toText(field: FieldDef, value: unknown): string {
  if (field.kind === "list") return formatListField(Array.isArray(value) ? value : []);
  if (value === null || value === undefined) {
    if (field.kind === "enum") return field.default ?? "";
    return "";
  }
  return String(value);
}

/** The form's starting values: empty, with the declared defaults (new research planned). */
export function toFormValues(entity: EntityDef, row?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const [column, field] of Object.entries(entity.fields)) {
    values[formNameOf(column, field)] = row
      ? toText(field, row[column])
      : field.kind === "enum"
        ? (field.default ?? "")
        : field.kind === "number" && field.default !== undefined
          ? String(field.default)
          : "";
  }
  return values;
}

/** The payload the form would send, before validation. */
export function fromFormValues(entity: EntityDef, values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(entity.fields)) {
    const text = values[formNameOf(column, field)] ?? "";
    if (field.kind === "list")
      payload[column] = parseListField(text); // comma-separated
    else if (field.kind === "number") payload[column] = text.trim() === "" ? null : Number(text);
    else payload[column] = text;
  }
  return payload;
}

/** Column-keyed errors (the API's `fields`) → form-name-keyed errors. */
export function toFormErrors(entity: EntityDef, errors: Record<string, string>): FormErrors {
  const out: FormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = entity.fields[key];
    out[field ? formNameOf(key, field) : key] = message;
  }
  return out;
}

export type FormCheck =
  | { ok: true; payload: Record<string, unknown> }
  | { ok: false; errors: FormErrors };

export function validateForm(entity: EntityDef, values: FormValues): FormCheck {
  const parsed = entitySchema(entity).safeParse(fromFormValues(entity, values));
  if (parsed.success) return { ok: true, payload: parsed.data as Record<string, unknown> };
  return { ok: false, errors: toFormErrors(entity, fieldErrors(parsed.error)) };
}
