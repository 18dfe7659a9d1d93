-- Compatibility forms folded as the application folds them (NFKD instead of NFD): ligatures
-- (ﬁ → fi), full-width letters (ＡＢＣ → abc) and Arabic presentation forms (ﻻ → لا, the letters of
-- text copied from a PDF) match the words typed in a search. The three characters whose
-- compatibility form is an ASCII quote or backslash (＂ ＼ ﹨) become spaces first: they are no
-- part of a word, and as " or \ they would break the JSON of the translations folded before being
-- read as jsonb.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT replace(replace(replace(replace(translate(regexp_replace(lower(normalize(translate(value, '＂＼﹨', '   '), NFKD)), '[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]', '', 'g'), 'ٱىة٠١٢٣٤٥٦٧٨٩', 'ايه0123456789'), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae') $$;
--> statement-breakpoint
-- The search indexes hold the function's results: built again with its new body.
REINDEX INDEX "case_studies_search_idx";--> statement-breakpoint
REINDEX INDEX "contact_messages_search_idx";--> statement-breakpoint
REINDEX INDEX "demos_search_idx";--> statement-breakpoint
REINDEX INDEX "markets_search_idx";--> statement-breakpoint
REINDEX INDEX "research_search_idx";--> statement-breakpoint
REINDEX INDEX "services_search_idx";--> statement-breakpoint
REINDEX INDEX "testimonials_search_idx";
