ALTER TABLE "price_changes" DROP CONSTRAINT "price_changes_source_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_source_check" CHECK ("price_changes"."source" in ('bulk', 'import', 'grid'));