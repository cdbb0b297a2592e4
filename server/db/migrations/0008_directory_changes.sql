-- The directory's change log (docs/product.md#near-me, ADR 0012). Each Barrio process ranks the
-- directory from its own copy of every shop's name, map point, delivery reach and hours; before each
-- directory answer it reads the shops written by the transactions its last snapshot did not see
-- (xid at or after that snapshot's xmax, or then in progress), so a change is seen by the next
-- request in every process once it commits. Statement triggers write one
-- row per changed shop and statement, and drop rows older than an hour (a process that has not
-- looked for half an hour reloads everything instead). A TRUNCATE writes a row with no shop: every
-- process reloads everything.
CREATE TABLE "directory_changes" (
  "business_id" uuid,
  "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "changed_at" timestamp with time zone NOT NULL DEFAULT clock_timestamp()
);--> statement-breakpoint
CREATE INDEX "directory_changes_xid_idx" ON "directory_changes" ("xid");--> statement-breakpoint
CREATE INDEX "directory_changes_changed_at_idx" ON "directory_changes" ("changed_at");--> statement-breakpoint
CREATE FUNCTION "log_business_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO directory_changes (business_id) SELECT DISTINCT id FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO directory_changes (business_id) SELECT DISTINCT id FROM old_rows;
  END IF;
  DELETE FROM directory_changes WHERE changed_at < clock_timestamp() - interval '1 hour';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "log_opening_hours_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO directory_changes (business_id) SELECT DISTINCT business_id FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO directory_changes (business_id) SELECT DISTINCT business_id FROM old_rows;
  END IF;
  DELETE FROM directory_changes WHERE changed_at < clock_timestamp() - interval '1 hour';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "log_directory_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_changes (business_id) VALUES (NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "businesses_directory_truncate" AFTER TRUNCATE ON "businesses" FOR EACH STATEMENT EXECUTE FUNCTION "log_directory_truncate"();--> statement-breakpoint
CREATE TRIGGER "opening_hours_directory_truncate" AFTER TRUNCATE ON "opening_hours" FOR EACH STATEMENT EXECUTE FUNCTION "log_directory_truncate"();--> statement-breakpoint
CREATE TRIGGER "businesses_directory_insert" AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_business_change"();--> statement-breakpoint
CREATE TRIGGER "businesses_directory_update" AFTER UPDATE ON "businesses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_business_change"();--> statement-breakpoint
CREATE TRIGGER "businesses_directory_delete" AFTER DELETE ON "businesses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_business_change"();--> statement-breakpoint
CREATE TRIGGER "opening_hours_directory_insert" AFTER INSERT ON "opening_hours" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_opening_hours_change"();--> statement-breakpoint
CREATE TRIGGER "opening_hours_directory_update" AFTER UPDATE ON "opening_hours" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_opening_hours_change"();--> statement-breakpoint
CREATE TRIGGER "opening_hours_directory_delete" AFTER DELETE ON "opening_hours" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_opening_hours_change"();
