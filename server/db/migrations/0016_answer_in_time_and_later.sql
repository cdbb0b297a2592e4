-- No order goes unanswered (docs/product.md#answer-in-time) and orders for later
-- (docs/product.md#scheduled-orders): the shop's timer, auto-accept, busy mode and scheduling settings;
-- each order's slot, since when it waits for an answer (orders placed before this count from now),
-- its late mark and why the timer rejected it.
ALTER TABLE "businesses" ADD COLUMN "respond_minutes" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "auto_reject_minutes" smallint DEFAULT 15;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "auto_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "preparation_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "busy_minutes" smallint;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "accepts_scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "slot_capacity" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waiting_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reject_reason" text;--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("waiting_since") WHERE "orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "orders_scheduled_idx" ON "orders" USING btree ("business_id","scheduled_for") WHERE "orders"."scheduled_for" is not null;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_respond_check" CHECK ("businesses"."respond_minutes" between 1 and 60);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_auto_reject_check" CHECK ("businesses"."auto_reject_minutes" is null or ("businesses"."auto_reject_minutes" > "businesses"."respond_minutes" and "businesses"."auto_reject_minutes" <= 240));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_preparation_check" CHECK ("businesses"."preparation_minutes" between 1 and 240);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_busy_check" CHECK (("businesses"."busy_minutes" is null) = ("businesses"."busy_until" is null) and ("businesses"."busy_minutes" is null or "businesses"."busy_minutes" in (15, 30, 45)));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_slot_capacity_check" CHECK ("businesses"."slot_capacity" between 1 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reject_reason_check" CHECK ("orders"."reject_reason" in ('NO_RESPONSE'));