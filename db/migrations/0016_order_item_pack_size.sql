ALTER TABLE "order_items" ADD COLUMN "units_per_item" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Orders placed before this column: the pack size their variant has now (the best guess left).
UPDATE "order_items" SET "units_per_item" = "variants"."units_per_item" FROM "variants" WHERE "variants"."id" = "order_items"."variant_id" AND "variants"."units_per_item" <> 1;
