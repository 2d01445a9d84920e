-- A variant with history is archived, not deleted, when a product save leaves it out
-- (docs/stock.md); and the store setting that lets sellers change prices (docs/store-settings.md).
ALTER TABLE "variants" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "sellers_change_prices" boolean DEFAULT false NOT NULL;