-- What every Barrio process must see alike when no Redis is configured (docs/product.md#scale):
-- request counters, spent captcha solutions, the slots of open live streams and small shared
-- caches. UNLOGGED: they are written on every counted request and need no WAL; they survive a clean
-- restart (a deploy) and are emptied only by a crash's recovery, which at worst forgets one window.
CREATE UNLOGGED TABLE "shared_counters" (
  "key" text PRIMARY KEY,
  "count" integer NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "shared_counters_expires_at_idx" ON "shared_counters" ("expires_at");--> statement-breakpoint
CREATE UNLOGGED TABLE "shared_claims" (
  "key" text PRIMARY KEY,
  "expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "shared_claims_expires_at_idx" ON "shared_claims" ("expires_at");--> statement-breakpoint
CREATE UNLOGGED TABLE "shared_slots" (
  "key" text NOT NULL,
  "holder" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("key", "holder")
);--> statement-breakpoint
CREATE INDEX "shared_slots_expires_at_idx" ON "shared_slots" ("expires_at");--> statement-breakpoint
CREATE UNLOGGED TABLE "shared_values" (
  "key" text PRIMARY KEY,
  "value" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "shared_values_expires_at_idx" ON "shared_values" ("expires_at");
