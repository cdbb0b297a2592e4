CREATE TABLE "payment_accounts" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"access_token_enc" text,
	"token_last4" text,
	"webhook_secret_enc" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "accepts_cash" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "accepts_transfer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "accepts_mercadopago" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "transfer_account" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "transfer_holder" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'UNPAID' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_flag" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_transfer_check" CHECK (not "businesses"."accepts_transfer" or ("businesses"."transfer_account" is not null and "businesses"."transfer_holder" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('CASH', 'TRANSFER', 'MERCADOPAGO'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('UNPAID', 'PENDING', 'PAID', 'REFUNDED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_flag_check" CHECK ("orders"."payment_flag" in ('AMOUNT_MISMATCH'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_amount_check" CHECK ("orders"."cash_amount" is null or ("orders"."payment_method" = 'CASH' and "orders"."cash_amount" >= "orders"."total"));