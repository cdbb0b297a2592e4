-- The operator's search by substring (trigram indexes); a trusted extension, so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(name || ' ' || slug || ' ' || coalesce(city, '') || ' ' || coalesce(phone, ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑáàâäãéèêëíìîïóòôöõúùûüçñ', 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn'))) STORED;--> statement-breakpoint
CREATE INDEX "businesses_search_trgm_idx" ON "businesses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_name_sort_idx" ON "businesses" USING btree ("name_sort_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "businesses_created_idx" ON "businesses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "businesses_expires_idx" ON "businesses" USING btree ("expires_at","id");--> statement-breakpoint
CREATE INDEX "businesses_expires_desc_idx" ON "businesses" USING btree ("expires_at" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "businesses_city_lower_idx" ON "businesses" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);