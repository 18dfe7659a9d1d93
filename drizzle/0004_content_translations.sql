CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author" text NOT NULL,
	"quote" text NOT NULL,
	"role" text,
	"company" text,
	"avatar_url" text,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing case studies get the slug the application would make from their French title
-- (accents removed, lowercase, other characters as one hyphen, 80 at most; "page" when nothing
-- is left), with -2, -3… on the later of two equal ones.
UPDATE "case_studies" AS c SET "slug" = s.slug FROM (
  SELECT id, CASE WHEN n = 1 THEN base ELSE left(base, 75) || '-' || n END AS slug FROM (
    SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n FROM (
      SELECT id, created_at, coalesce(nullif(trim(both '-' from left(trim(both '-' from
        regexp_replace(lower(replace(replace(replace(replace(translate(title, 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ', 'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUY'), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae')),
        '[^a-z0-9]+', '-', 'g')), 80)), ''), 'page') AS base
      FROM "case_studies"
    ) AS named
  ) AS numbered
) AS s WHERE c.id = s.id;--> statement-breakpoint
ALTER TABLE "case_studies" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "demos" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "demos" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demos" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_studies_slug_key" ON "case_studies" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_region_check" CHECK ("case_studies"."region" in ('europe', 'gulf'));