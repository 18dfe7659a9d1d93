ALTER TABLE "case_studies" ADD COLUMN "translation_basis" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "demos" ADD COLUMN "translation_basis" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "translation_basis" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "translation_basis" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_texts" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "site_texts" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "translation_basis" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Every translation kept so far is a person's, made against the French as it is today.
UPDATE "case_studies" AS "row" SET "translation_basis" = coalesce((
  SELECT jsonb_object_agg("lang"."key", (
    SELECT coalesce(jsonb_object_agg("field"."key", jsonb_build_object('origin', 'person', 'source', coalesce(to_jsonb("row") ->> "field"."key", ''))), '{}'::jsonb)
    FROM jsonb_each("lang"."value") AS "field"
  ))
  FROM jsonb_each("row"."translations") AS "lang"
  WHERE jsonb_typeof("lang"."value") = 'object'
), '{}'::jsonb);--> statement-breakpoint
-- Every translation kept so far is a person's, made against the French as it is today.
UPDATE "demos" AS "row" SET "translation_basis" = coalesce((
  SELECT jsonb_object_agg("lang"."key", (
    SELECT coalesce(jsonb_object_agg("field"."key", jsonb_build_object('origin', 'person', 'source', coalesce(to_jsonb("row") ->> "field"."key", ''))), '{}'::jsonb)
    FROM jsonb_each("lang"."value") AS "field"
  ))
  FROM jsonb_each("row"."translations") AS "lang"
  WHERE jsonb_typeof("lang"."value") = 'object'
), '{}'::jsonb);--> statement-breakpoint
-- Every translation kept so far is a person's, made against the French as it is today.
UPDATE "research" AS "row" SET "translation_basis" = coalesce((
  SELECT jsonb_object_agg("lang"."key", (
    SELECT coalesce(jsonb_object_agg("field"."key", jsonb_build_object('origin', 'person', 'source', coalesce(to_jsonb("row") ->> "field"."key", ''))), '{}'::jsonb)
    FROM jsonb_each("lang"."value") AS "field"
  ))
  FROM jsonb_each("row"."translations") AS "lang"
  WHERE jsonb_typeof("lang"."value") = 'object'
), '{}'::jsonb);--> statement-breakpoint
-- Every translation kept so far is a person's, made against the French as it is today.
UPDATE "services" AS "row" SET "translation_basis" = coalesce((
  SELECT jsonb_object_agg("lang"."key", (
    SELECT coalesce(jsonb_object_agg("field"."key", jsonb_build_object('origin', 'person', 'source', coalesce(to_jsonb("row") ->> "field"."key", ''))), '{}'::jsonb)
    FROM jsonb_each("lang"."value") AS "field"
  ))
  FROM jsonb_each("row"."translations") AS "lang"
  WHERE jsonb_typeof("lang"."value") = 'object'
), '{}'::jsonb);--> statement-breakpoint
-- Every translation kept so far is a person's, made against the French as it is today.
UPDATE "testimonials" AS "row" SET "translation_basis" = coalesce((
  SELECT jsonb_object_agg("lang"."key", (
    SELECT coalesce(jsonb_object_agg("field"."key", jsonb_build_object('origin', 'person', 'source', coalesce(to_jsonb("row") ->> "field"."key", ''))), '{}'::jsonb)
    FROM jsonb_each("lang"."value") AS "field"
  ))
  FROM jsonb_each("row"."translations") AS "lang"
  WHERE jsonb_typeof("lang"."value") = 'object'
), '{}'::jsonb);--> statement-breakpoint
-- A site text's translation made against a French override remembers it; one made against the
-- catalog's French keeps no source (null: the catalog's French).
UPDATE "site_texts" AS "t" SET "origin" = 'person', "source" = (
  SELECT "fr"."text" FROM "site_texts" AS "fr" WHERE "fr"."language" = 'fr' AND "fr"."key" = "t"."key"
) WHERE "t"."language" <> 'fr';
