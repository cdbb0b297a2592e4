CREATE TABLE "option_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_choices" smallint DEFAULT 0 NOT NULL,
	"max_choices" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_business_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "option_groups_name_check" CHECK (length(trim("option_groups"."name")) > 0),
	CONSTRAINT "option_groups_choices_check" CHECK ("option_groups"."min_choices" >= 0 and "option_groups"."max_choices" >= 1 and "option_groups"."min_choices" <= "option_groups"."max_choices")
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_delta" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "options_name_check" CHECK (length(trim("options"."name")) > 0),
	CONSTRAINT "options_price_delta_check" CHECK ("options"."price_delta" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"business_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_option_groups_pkey" PRIMARY KEY("product_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_fk" FOREIGN KEY ("business_id","group_id") REFERENCES "public"."option_groups"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_group_fk" FOREIGN KEY ("business_id","group_id") REFERENCES "public"."option_groups"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "product_option_groups_group_idx" ON "product_option_groups" USING btree ("group_id");--> statement-breakpoint
-- A public menu shows its products' options: their writes tell every process, as the menu's other
-- tables do (migration 0004).
CREATE TRIGGER "option_groups_menu_change" AFTER INSERT OR UPDATE OR DELETE ON "option_groups" FOR EACH ROW EXECUTE FUNCTION "notify_menu_change"('business_id');--> statement-breakpoint
CREATE TRIGGER "options_menu_change" AFTER INSERT OR UPDATE OR DELETE ON "options" FOR EACH ROW EXECUTE FUNCTION "notify_menu_change"('business_id');--> statement-breakpoint
CREATE TRIGGER "product_option_groups_menu_change" AFTER INSERT OR UPDATE OR DELETE ON "product_option_groups" FOR EACH ROW EXECUTE FUNCTION "notify_menu_change"('business_id');
