-- Tells the process that keeps live sessions in memory (the embedded database's one process)
-- that a session, an account or a member's role or languages changed, whatever wrote it: one
-- notification per statement, delivered when its transaction commits.
CREATE OR REPLACE FUNCTION notify_auth_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$ BEGIN PERFORM pg_notify('auth_changed', ''); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refresh_tokens" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "profiles_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
