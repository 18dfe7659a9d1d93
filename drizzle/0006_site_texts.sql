CREATE TABLE "site_texts" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_texts_language_key_pk" PRIMARY KEY("language","key"),
	CONSTRAINT "site_texts_language_check" CHECK ("site_texts"."language" in ('fr', 'en', 'ar'))
);
