ALTER TABLE "research" ADD COLUMN "partner" text;--> statement-breakpoint
-- The first start's research projects kept their partner in "category" before this field existed:
-- a row whose French category is one of those two partner texts gets it as its partner, in every
-- language, and no category (the projects had none). Any other category is left as it is.
UPDATE "research" SET
  "partner" = "category",
  "category" = NULL,
  "translations" = (
    SELECT coalesce(jsonb_object_agg(lang, CASE WHEN "values" ? 'category'
      THEN ("values" - 'category') || jsonb_build_object('partner', "values" -> 'category')
      ELSE "values" END), '{}'::jsonb)
    FROM jsonb_each("research"."translations") AS t(lang, "values")
  )
WHERE "category" IN (
  'laboratoire d''informatique d''une université lyonnaise',
  'université partenaire dans le Golfe'
);
