import { z } from "zod";
import { type Fields, isoInstant, messages, rowShape, slugify } from "../fields";
import { checkSchedule } from "../schedule";
import { translatableFields, translationsSchema } from "../translations";
import type { EntityDef, RowValues } from "./define";

const scheduleTime = () => isoInstant(messages.dateTime).nullable().optional();

/** Every field a write may carry: the declared fields, then publication and translations. */
export function entityShape(entity: EntityDef): Record<string, z.ZodType> {
  const shape = rowShape(entity.fields);
  if (entity.publication) {
    shape.published = z.boolean({ error: messages.boolean }).optional();
    shape.position = z
      .number({ error: messages.integer })
      .int({ error: messages.integer })
      .min(-2_147_483_648, { error: messages.integer })
      .max(2_147_483_647, { error: messages.integer })
      .optional();
    // When a draft goes public and a published row back to draft (ISO 8601 with its offset).
    shape.publish_at = scheduleTime();
    shape.unpublish_at = scheduleTime();
  }
  if (translatableFields(entity.fields).length > 0) {
    shape.translations = translationsSchema(entity.fields).optional();
  }
  return shape;
}

/** Each entity's schema, made once: making one took a hundred times as long as a validation. */
const schemas = new WeakMap<EntityDef, z.ZodType>();

/**
 * The validation schema of an entity: field rules, then the rules across fields. The same schema
 * validates the admin form in the browser and the API payload on the server.
 */
export function entitySchema<F extends Fields>(entity: EntityDef<F>): z.ZodType<RowValues<F>> {
  const made = schemas.get(entity as EntityDef);
  if (made) return made as z.ZodType<RowValues<F>>;
  const schema = makeEntitySchema(entity);
  schemas.set(entity as EntityDef, schema);
  return schema;
}

function makeEntitySchema<F extends Fields>(entity: EntityDef<F>): z.ZodType<RowValues<F>> {
  const base = z.strictObject(entityShape(entity as EntityDef)) as unknown as z.ZodType<
    RowValues<F>
  >;
  const check = entity.check;
  if (!check && !entity.publication) return base;
  return base.superRefine((row, ctx) => {
    const errors = {
      ...check?.(row),
      // A withdrawal scheduled with a publication comes after it.
      ...(entity.publication ? checkSchedule(row as Record<string, unknown>) : {}),
    };
    for (const [path, message] of Object.entries(errors)) {
      ctx.addIssue({ code: "custom", path: [path], message });
    }
  });
}

/**
 * A validated row with each empty slug made from its source field (accents removed, lowercase,
 * hyphens; "page" when nothing is left). The server then makes it unique in its table.
 */
export function withSlugs(
  entity: EntityDef,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...row };
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.kind !== "slug" || (typeof out[name] === "string" && out[name] !== "")) continue;
    const source = out[field.from];
    out[name] = slugify(typeof source === "string" ? source : "") || "page";
  }
  return out;
}
