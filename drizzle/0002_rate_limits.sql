CREATE TABLE "rate_limit_hits" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_name_key_at_idx" ON "rate_limit_hits" USING btree ("name","key","at");