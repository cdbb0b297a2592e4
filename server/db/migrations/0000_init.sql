CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"legal_name" text,
	"tax_id" text,
	"phone" text,
	"address" text,
	"floor" text,
	"apartment" text,
	"city" text,
	"province" text,
	"zip_code" text,
	"lat" double precision,
	"lng" double precision,
	"logo_url" text,
	"cover_url" text,
	"plan" text,
	"subscription_paid" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"supports_pickup" boolean DEFAULT true NOT NULL,
	"supports_delivery" boolean DEFAULT false NOT NULL,
	"delivery_radius_meters" integer DEFAULT 5000 NOT NULL,
	"allow_cross_locality" boolean DEFAULT false NOT NULL,
	"delivery_fee_base" integer,
	"delivery_fee_per_km" integer,
	"min_order_amount" integer,
	"min_delivery_time" integer,
	"max_delivery_time" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_name_check" CHECK (length(trim("businesses"."name")) > 0),
	CONSTRAINT "businesses_slug_check" CHECK ("businesses"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "businesses_tax_id_check" CHECK ("businesses"."tax_id" ~ '^[0-9]{11}$'),
	CONSTRAINT "businesses_phone_check" CHECK ("businesses"."phone" ~ '^\+549[0-9]{10}$'),
	CONSTRAINT "businesses_plan_check" CHECK ("businesses"."plan" in ('starter')),
	CONSTRAINT "businesses_lat_check" CHECK ("businesses"."lat" between -90 and 90),
	CONSTRAINT "businesses_lng_check" CHECK ("businesses"."lng" between -180 and 180),
	CONSTRAINT "businesses_radius_check" CHECK ("businesses"."delivery_radius_meters" >= 1000),
	CONSTRAINT "businesses_fees_check" CHECK (coalesce("businesses"."delivery_fee_base", 0) >= 0 and coalesce("businesses"."delivery_fee_per_km", 0) >= 0 and coalesce("businesses"."min_order_amount", 0) >= 0),
	CONSTRAINT "businesses_delivery_time_check" CHECK ("businesses"."min_delivery_time" >= 1 and "businesses"."max_delivery_time" >= "businesses"."min_delivery_time")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_business_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "categories_name_check" CHECK (length(trim("categories"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"open_time" time NOT NULL,
	"close_time" time NOT NULL,
	CONSTRAINT "opening_hours_day_check" CHECK ("opening_hours"."day_of_week" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"notes" text,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" between 1 and 99),
	CONSTRAINT "order_items_price_check" CHECK ("order_items"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"public_token" text NOT NULL,
	"idempotency_key" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"method" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"delivery_info" text DEFAULT '' NOT NULL,
	"delivery_lat" double precision,
	"delivery_lng" double precision,
	"notes" text,
	"subtotal" integer NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"estimated_time" integer,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_business_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('PENDING', 'ACCEPTED', 'REJECTED')),
	CONSTRAINT "orders_method_check" CHECK ("orders"."method" in ('DELIVERY', 'PICKUP')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 and "orders"."delivery_fee" >= 0 and "orders"."total" = "orders"."subtotal" + "orders"."delivery_fee"),
	CONSTRAINT "orders_estimated_time_check" CHECK ("orders"."estimated_time" between 1 and 240)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"phone" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_attempts_check" CHECK ("phone_verifications"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"has_discount" boolean DEFAULT false NOT NULL,
	"discount_price" integer,
	"is_available" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_business_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "products_name_check" CHECK (length(trim("products"."name")) > 0),
	CONSTRAINT "products_price_check" CHECK ("products"."price" > 0),
	CONSTRAINT "products_discount_check" CHECK (not "products"."has_discount" or ("products"."discount_price" > 0 and "products"."discount_price" < "products"."price"))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'BUSINESS_OWNER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('BUSINESS_OWNER')),
	CONSTRAINT "users_email_check" CHECK ("users"."email" ~ '^[^[:space:]@]+@[^[:space:]@]+$')
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("business_id","category_id") REFERENCES "public"."categories"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_owner_key" ON "businesses" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_slug_key" ON "businesses" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_name_lower_key" ON "businesses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_business_name_key" ON "categories" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "opening_hours_business_idx" ON "opening_hours" USING btree ("business_id","day_of_week","open_time");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_token_key" ON "orders" USING btree ("public_token");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("business_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_business_created_idx" ON "orders" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_business_category_idx" ON "products" USING btree ("business_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));