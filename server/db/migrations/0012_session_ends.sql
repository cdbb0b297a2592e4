-- Ending an owner's sessions (a new users.session_version: a password or email change, a reset,
-- 'Cerrar sesión en todos los dispositivos') tells every process, delivered on commit, so the live
-- order streams opened with an older session end at once (docs/ARCHITECTURE.md#accounts).
CREATE FUNCTION "notify_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ends', json_build_object('userId', NEW.id, 'sv', NEW.session_version)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_end" AFTER UPDATE OF "session_version" ON "users" FOR EACH ROW WHEN (NEW.session_version IS DISTINCT FROM OLD.session_version) EXECUTE FUNCTION "notify_session_end"();
