-- A shop is a team (docs/product.md#team): members with a role, invitations to join, and Actividad,
-- the record of who did what. Orders keep the name of whoever of a team answered them.
CREATE TABLE "shop_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_invitations_role_check" CHECK ("shop_invitations"."role" in ('manager', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "shop_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_members_role_check" CHECK ("shop_members"."role" in ('manager', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "responded_by_name" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_activity" ADD CONSTRAINT "shop_activity_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_activity" ADD CONSTRAINT "shop_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invitations" ADD CONSTRAINT "shop_invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invitations" ADD CONSTRAINT "shop_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_activity_business_idx" ON "shop_activity" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_activity_actor_idx" ON "shop_activity" USING btree ("business_id","actor_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_activity_kind_idx" ON "shop_activity" USING btree ("business_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "shop_activity_created_idx" ON "shop_activity" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_invitations_token_key" ON "shop_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_invitations_open_key" ON "shop_invitations" USING btree ("business_id",lower("email")) WHERE "shop_invitations"."accepted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_user_key" ON "shop_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_members_business_idx" ON "shop_members" USING btree ("business_id");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;