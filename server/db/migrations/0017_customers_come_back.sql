-- Customers come back: coupons (docs/product.md#coupons) and each order's coupon and discount,
-- whose total is now its lines less the discount plus delivery; the shop's customers by phone
-- (docs/product.md#customers) and how long their data is kept (docs/product.md#personal-data).
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"max_uses" integer,
	"max_uses_per_phone" integer,
	"valid_from" date,
	"valid_until" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"methods" text DEFAULT 'BOTH' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" ~ '^[A-Z0-9_-]{3,20}$'),
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('PERCENT', 'AMOUNT')),
	CONSTRAINT "coupons_methods_check" CHECK ("coupons"."methods" in ('BOTH', 'DELIVERY', 'PICKUP')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" >= 1 and ("coupons"."kind" <> 'PERCENT' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_min_order_check" CHECK ("coupons"."min_order" is null or "coupons"."min_order" > 0),
	CONSTRAINT "coupons_uses_check" CHECK (coalesce("coupons"."max_uses", 1) >= 1 and coalesce("coupons"."max_uses_per_phone", 1) >= 1),
	CONSTRAINT "coupons_dates_check" CHECK ("coupons"."valid_until" is null or "coupons"."valid_from" is null or "coupons"."valid_until" >= "coupons"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "customer_retention_months" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_business_code_key" ON "coupons" USING btree ("business_id","code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id") WHERE "orders"."coupon_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("business_id","customer_phone") WHERE "orders"."customer_phone" is not null;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_retention_check" CHECK ("businesses"."customer_retention_months" between 6 and 120);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_check" CHECK ("orders"."coupon_id" is null or "orders"."coupon_code" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 and "orders"."delivery_fee" >= 0 and "orders"."discount" between 0 and "orders"."subtotal" and "orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."delivery_fee");