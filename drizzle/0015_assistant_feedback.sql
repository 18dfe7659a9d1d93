CREATE TABLE "assistant_days" (
	"day" date PRIMARY KEY NOT NULL,
	"asked" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"handed_over" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_feedback" (
	"answer_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_feedback_language_check" CHECK ("assistant_feedback"."language" in ('fr', 'en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "assistant_answers" ADD COLUMN "question" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "assistant_feedback_created_at_idx" ON "assistant_feedback" USING btree ("created_at");