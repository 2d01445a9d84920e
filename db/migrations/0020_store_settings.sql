CREATE TABLE "store_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"low_stock_threshold" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_single_row" CHECK ("store_settings"."id" = 1),
	CONSTRAINT "store_settings_low_stock_threshold_range" CHECK ("store_settings"."low_stock_threshold" between 0 and 1000000)
);
--> statement-breakpoint
-- Hand-added: the one row, with the defaults (the app reads it; a missing row reads as the defaults too).
INSERT INTO "store_settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Hand-added: a settings change moves catalog_version like a catalogue change (docs/caching.md),
-- so every instance drops its catalogue cache (which holds the settings) and its stored pages.
CREATE TRIGGER store_settings_inserted_bump_catalog_version AFTER INSERT ON store_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER store_settings_updated_bump_catalog_version AFTER UPDATE ON store_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
