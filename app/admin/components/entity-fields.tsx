import type { EntityDef } from "#domain/entities";
import type { FieldDef } from "#domain/fields";
import { formNameOf } from "~/admin/lib/form-values";
import { enumLabel } from "~/admin/lib/labels";
import { Input } from "~/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import { useAdminContext, useMember } from "./admin-context";
import { FieldShell } from "./field-shell";
import { ImageField } from "./image-field";
import type { EntityFormState } from "./use-entity-form";

/** The note above every admin form with required fields. */
export const REQUIRED_NOTE = "Les champs marqués d'un astérisque (*) sont obligatoires.";

/** The choice "no value" of an optional list (the select cannot hold an empty value). */
const NO_VALUE = "__none";

const isRequired = (field: FieldDef) => "required" in field && field.required === true;

/** Placeholders where the product asks for one (lists are comma-separated). */
function placeholderOf(field: FieldDef): string | undefined {
  if (field.kind === "list") return "Séparés par des virgules";
  if (field.kind === "url") return "https://…";
  if (field.kind === "slug") return "Faite à partir du titre si vide";
  return undefined;
}

/**
 * The inputs of an entity's admin form, derived from its declaration: the right
 * control per field kind, a visible label, the field's error beside it (linked by
 * aria-describedby), required fields marked. For a member who does not write French (a
 * translator) every field is read only: still shown, focusable and read aloud, never changed
 * (a list's choice shown as text, an image without its upload).
 */
export function EntityFields({
  entity,
  form,
  idPrefix,
  only,
}: {
  entity: EntityDef;
  form: Pick<EntityFormState, "values" | "errors" | "setValue">;
  idPrefix: string;
  /** Columns to show, in order; all declared fields when omitted. */
  only?: readonly string[];
}) {
  const columns = only ?? Object.keys(entity.fields);
  const { uploadMaxBytes } = useAdminContext();
  const readOnly = !useMember().writes("fr");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {columns.map((column) => {
        const field = entity.fields[column];
        if (!field) return null;
        const name = formNameOf(column, field);
        const id = `${idPrefix}-${name}`;
        const wide =
          field.kind === "textarea" ||
          field.kind === "list" ||
          field.kind === "url" ||
          field.kind === "image";
        const value = form.values[name] ?? "";
        const onChange = (next: string) => form.setValue(name, next);
        return (
          <FieldShell
            key={column}
            id={id}
            label={field.label}
            required={isRequired(field)}
            error={form.errors[name]}
            className={cn(wide && "sm:col-span-2")}
          >
            {(aria) => {
              const common = {
                ...aria,
                id,
                name,
                "aria-required": isRequired(field) || undefined,
                readOnly: readOnly || undefined,
              };
              return field.kind === "image" ? (
                <ImageField
                  id={id}
                  label={field.label}
                  value={value}
                  aria={aria}
                  maxBytes={uploadMaxBytes}
                  readOnly={readOnly}
                  onChange={onChange}
                />
              ) : field.kind === "textarea" ? (
                <Textarea
                  {...common}
                  value={value}
                  onChange={(e) => onChange(e.target.value)}
                  rows={3}
                />
              ) : field.kind === "enum" && readOnly ? (
                <Input
                  {...common}
                  type="text"
                  value={value === "" ? "Non précisée" : enumLabel(value)}
                />
              ) : field.kind === "enum" ? (
                <Select
                  value={field.optional && value === "" ? NO_VALUE : value}
                  onValueChange={(next) => onChange(next === NO_VALUE ? "" : next)}
                  name={name}
                >
                  <SelectTrigger {...common}>
                    <SelectValue placeholder="Choisir…" />
                  </SelectTrigger>
                  <SelectContent>
                    {field.optional ? <SelectItem value={NO_VALUE}>Non précisée</SelectItem> : null}
                    {field.values.map((option) => (
                      <SelectItem key={option} value={option}>
                        {enumLabel(option)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              ) : (
                <Input
                  {...common}
                  type={
                    field.kind === "number"
                      ? "number"
                      : field.kind === "date"
                        ? "date"
                        : field.kind === "url"
                          ? "url"
                          : "text"
                  }
                  step={field.kind === "number" ? field.step : undefined}
                  inputMode={field.kind === "number" ? "decimal" : undefined}
                  placeholder={placeholderOf(field)}
                  value={value}
                  onChange={(e) => onChange(e.target.value)}
                />
              );
            }}
          </FieldShell>
        );
      })}
    </div>
  );
}
