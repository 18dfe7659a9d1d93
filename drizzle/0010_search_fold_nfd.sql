-- The same folding as before (lowercase, accents removed, œ → oe, Arabic letter forms unified,
-- Arabic marks and tatweel removed, Eastern Arabic digits as 0–9), at a cost close to lower()'s:
-- canonical decomposition (NFD: é → e + its accent, أ → ا + its hamza) then one pass removing the
-- marks, instead of translate() over a list of 150 characters, which compares each character of
-- the text with every one of the list and was most of a row's write on the embedded database.
-- NFD, not NFKD: a compatibility form may be an ASCII quote or backslash (＂ → "), which would
-- break the JSON of the translations this folds before reading them as jsonb.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT replace(replace(replace(replace(translate(regexp_replace(lower(normalize(value, NFD)), '[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]', '', 'g'), 'ٱىة٠١٢٣٤٥٦٧٨٩', 'ايه0123456789'), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae') $$;
--> statement-breakpoint
-- The search indexes hold the function's results: built again with its new body.
REINDEX INDEX "case_studies_search_idx";--> statement-breakpoint
REINDEX INDEX "contact_messages_search_idx";--> statement-breakpoint
REINDEX INDEX "demos_search_idx";--> statement-breakpoint
REINDEX INDEX "markets_search_idx";--> statement-breakpoint
REINDEX INDEX "research_search_idx";--> statement-breakpoint
REINDEX INDEX "services_search_idx";--> statement-breakpoint
REINDEX INDEX "testimonials_search_idx";
