CREATE TABLE "low_stock_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"variant_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"adjustment_reason" text,
	"actor_id" integer,
	"order_id" integer,
	"import_id" integer,
	"provider_id" integer,
	"unit_cost" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('initial', 'order_reservation', 'customer_cancellation', 'staff_cancellation', 'expiry', 'rejection', 'refund', 'received', 'adjustment', 'import')),
	CONSTRAINT "stock_movements_adjustment_reason_check" CHECK ("stock_movements"."adjustment_reason" is null or "stock_movements"."adjustment_reason" in ('count', 'damage', 'loss', 'other')),
	CONSTRAINT "stock_movements_stock_after_nonneg" CHECK ("stock_movements"."stock_after" >= 0),
	CONSTRAINT "stock_movements_unit_cost_nonneg" CHECK ("stock_movements"."unit_cost" is null or "stock_movements"."unit_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "preferred_provider_id" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "low_stock_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id") WHERE "stock_movements"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_preferred_provider_id_providers_id_fk" FOREIGN KEY ("preferred_provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_low_stock_threshold_nonneg" CHECK ("variants"."low_stock_threshold" is null or "variants"."low_stock_threshold" >= 0);--> statement-breakpoint
-- Backfill: every existing variant opens its ledger with one 'initial' movement of its stock, so the sum of its movements is its stock.
INSERT INTO "stock_movements" ("variant_id", "change", "stock_after", "reason", "note") SELECT "id", "stock", "stock", 'initial', 'Saldo inicial del registro de movimientos' FROM "variants" ORDER BY "id";
