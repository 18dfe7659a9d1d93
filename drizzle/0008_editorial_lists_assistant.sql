-- The folding the lists' search applies to stored text and to the words searched: lowercase,
-- accents removed (é → e, œ → oe), Arabic letter forms unified (hamzated alifs → ا, ى → ي, ة → ه,
-- ؤ → و, ئ → ي), Arabic marks and tatweel removed, Eastern Arabic digits as 0–9. Immutable, so
-- indexes may use it.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT replace(replace(replace(replace(translate(lower(value), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸأإآٱىةؤئ٠١٢٣٤٥٦٧٨٩ًٌٍؘَؙُؚِّْٰٕٖٜٟؐؑؒؓؔؕؖؗٓٔٗ٘ٙٚٛٝٞـۖۗۘۙۚۛۜ۝۞ۣ۟۠ۡۢۤۥۦۧۨ۩۪ۭ۫۬', 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyyاااايهوي0123456789'), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae') $$;
--> statement-breakpoint
CREATE TABLE "assistant_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"normalized" text NOT NULL,
	"question" text NOT NULL,
	"language" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_questions_language_check" CHECK ("assistant_questions"."language" in ('fr', 'en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "demos" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demos" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_questions_language_normalized_key" ON "assistant_questions" USING btree ("language","normalized");--> statement-breakpoint
CREATE INDEX "assistant_questions_last_asked_at_idx" ON "assistant_questions" USING btree ("last_asked_at");--> statement-breakpoint
CREATE INDEX "case_studies_search_idx" ON "case_studies" USING gin ((to_tsvector('simple', search_fold(coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce("client", '') || ' ' || coalesce("industry", '') || ' ' || coalesce("challenge", '') || ' ' || coalesce("solution", '') || ' ' || coalesce("results", ''))) || to_tsvector('simple', search_fold("translations"::text)::jsonb)));--> statement-breakpoint
CREATE INDEX "case_studies_publish_at_idx" ON "case_studies" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "case_studies_unpublish_at_idx" ON "case_studies" USING btree ("unpublish_at");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (to_tsvector('simple', search_fold(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("message", ''))));--> statement-breakpoint
CREATE INDEX "demos_search_idx" ON "demos" USING gin ((to_tsvector('simple', search_fold(coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce("media_url", ''))) || to_tsvector('simple', search_fold("translations"::text)::jsonb)));--> statement-breakpoint
CREATE INDEX "demos_publish_at_idx" ON "demos" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "demos_unpublish_at_idx" ON "demos" USING btree ("unpublish_at");--> statement-breakpoint
CREATE INDEX "markets_search_idx" ON "markets" USING gin (to_tsvector('simple', search_fold(coalesce("name", '') || ' ' || coalesce("description", '') || ' ' || coalesce("region", ''))));--> statement-breakpoint
CREATE INDEX "research_search_idx" ON "research" USING gin ((to_tsvector('simple', search_fold(coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce("category", '') || ' ' || coalesce("partner", ''))) || to_tsvector('simple', search_fold("translations"::text)::jsonb)));--> statement-breakpoint
CREATE INDEX "research_publish_at_idx" ON "research" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "research_unpublish_at_idx" ON "research" USING btree ("unpublish_at");--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ((to_tsvector('simple', search_fold(coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce("category", ''))) || to_tsvector('simple', search_fold("translations"::text)::jsonb)));--> statement-breakpoint
CREATE INDEX "services_publish_at_idx" ON "services" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "services_unpublish_at_idx" ON "services" USING btree ("unpublish_at");--> statement-breakpoint
CREATE INDEX "testimonials_search_idx" ON "testimonials" USING gin ((to_tsvector('simple', search_fold(coalesce("author", '') || ' ' || coalesce("quote", '') || ' ' || coalesce("role", '') || ' ' || coalesce("company", ''))) || to_tsvector('simple', search_fold("translations"::text)::jsonb)));--> statement-breakpoint
CREATE INDEX "testimonials_publish_at_idx" ON "testimonials" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "testimonials_unpublish_at_idx" ON "testimonials" USING btree ("unpublish_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'upload', 'sign_in', 'sign_in_failed', 'invite', 'invite_accepted', 'role_change', 'disable', 'enable', 'remove', 'reset_requested', 'reset_completed', 'password_change', 'session_ended', 'restore', 'publish', 'unpublish', 'replace'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_source_check" CHECK ("contact_messages"."source" in ('form', 'assistant'));