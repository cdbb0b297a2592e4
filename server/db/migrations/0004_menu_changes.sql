-- Every write to what a public menu shows tells every process which shop changed
-- (docs/product.md#menu-cache): NOTIFY menu_changes with the shop's id, delivered on commit and
-- merged when one transaction changes many rows of one shop.
CREATE FUNCTION "notify_menu_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('menu_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('menu_changes', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "businesses_menu_change" AFTER INSERT OR UPDATE OR DELETE ON "businesses" FOR EACH ROW EXECUTE FUNCTION "notify_menu_change"('id');--> statement-breakpoint
CREATE TRIGGER "opening_hours_menu_change" AFTER INSERT OR UPDATE OR DELETE ON "opening_hours" FOR EACH ROW EXECUTE FUNCTION "notify_menu_change"('business_id');--> statement-breakpoint
CREATE TRIGGER "categories_menu_change" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "notify_menu_change"('business_id');--> statement-breakpoint
CREATE TRIGGER "products_menu_change" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "notify_menu_change"('business_id');
