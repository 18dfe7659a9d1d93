CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"user_id" uuid,
	"user_email" text,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"row_id" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'upload', 'sign_in', 'sign_in_failed'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_table_row_idx" ON "audit_log" USING btree ("table_name","row_id","at");