CREATE TABLE "assistant_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"answer" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_answers_language_check" CHECK ("assistant_answers"."language" in ('fr', 'en', 'ar'))
);
--> statement-breakpoint
CREATE INDEX "assistant_answers_created_at_idx" ON "assistant_answers" USING btree ("created_at");