ALTER TABLE "orders" ADD COLUMN "placed_from_ip" text;--> statement-breakpoint
CREATE INDEX "orders_placed_from_ip_idx" ON "orders" USING btree ("placed_from_ip");