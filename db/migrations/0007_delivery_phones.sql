ALTER TABLE "addresses" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_notes" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "driver_phone" text;