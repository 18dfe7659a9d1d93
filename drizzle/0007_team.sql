CREATE TABLE "account_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"sealed_link" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_emails_token_id_unique" UNIQUE("token_id")
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "one_time_tokens_kind_check" CHECK ("one_time_tokens"."kind" in ('invite', 'recovery'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "demos" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "demos" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "auth_method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "authenticated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_emails" ADD CONSTRAINT "account_emails_token_id_one_time_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."one_time_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_emails_next_attempt_idx" ON "account_emails" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","kind");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'upload', 'sign_in', 'sign_in_failed', 'invite', 'invite_accepted', 'role_change', 'disable', 'enable', 'remove', 'reset_requested', 'reset_completed', 'password_change', 'session_ended'));--> statement-breakpoint
-- Accounts that exist already signed in with their own password: they are active. An account
-- made before roles existed is an administrator, except one made by public sign-up ('user').
UPDATE "users" SET "activated_at" = "created_at" WHERE "activated_at" IS NULL;--> statement-breakpoint
UPDATE "profiles" SET "role" = 'admin' WHERE "role" NOT IN ('admin', 'editor', 'translator', 'user');--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('admin', 'editor', 'translator', 'user'));