-- The words a list's search reads from a row: its texts (NULLs skipped) and the string values of its
-- translations, each folded by search_fold. One call in the GIN indexes and the queries instead of
-- the expression written out (the planner matched the long expression for tens of milliseconds per
-- query); PL/pgSQL so it is not inlined back into that expression, and costly so the planner reads
-- the index instead of computing it for every row. The indexes keep no pending list (fastupdate
-- off): the embedded database never vacuums, and a pending list made the index look expensive.
-- Its names are looked up in the schemas of its creation (PostgreSQL 17 runs ANALYZE and index
-- builds with a search path of the system's schemas only).
CREATE OR REPLACE FUNCTION search_document(translations jsonb, VARIADIC texts text[]) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 1000
SET search_path FROM CURRENT
AS $$
BEGIN
  RETURN to_tsvector('simple', search_fold(array_to_string(texts, ' ')))
    || coalesce(to_tsvector('simple', search_fold(translations::text)::jsonb), ''::tsvector);
END
$$;
--> statement-breakpoint
DROP INDEX "case_studies_search_idx";--> statement-breakpoint
DROP INDEX "contact_messages_search_idx";--> statement-breakpoint
DROP INDEX "demos_search_idx";--> statement-breakpoint
DROP INDEX "markets_search_idx";--> statement-breakpoint
DROP INDEX "research_search_idx";--> statement-breakpoint
DROP INDEX "services_search_idx";--> statement-breakpoint
DROP INDEX "testimonials_search_idx";--> statement-breakpoint
CREATE INDEX "case_studies_search_idx" ON "case_studies" USING gin (search_document("translations", "title", "description", "client", "industry", "challenge", "solution", "results")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (search_document(NULL::jsonb, "name", "email", "company", "message")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "demos_search_idx" ON "demos" USING gin (search_document("translations", "title", "description", "media_url")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "markets_search_idx" ON "markets" USING gin (search_document(NULL::jsonb, "name", "description", "region")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "research_search_idx" ON "research" USING gin (search_document("translations", "title", "description", "category", "partner")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin (search_document("translations", "title", "description", "category")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "testimonials_search_idx" ON "testimonials" USING gin (search_document("translations", "author", "quote", "role", "company")) WITH (fastupdate=false);