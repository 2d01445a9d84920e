ALTER TABLE "products" ADD COLUMN "iva_class" text DEFAULT 'iva_19' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "business_nit_number" text;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "business_nit_check_digit" integer;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "invoice_email" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "iva_class" text DEFAULT 'iva_19' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "iva_rate" integer DEFAULT 19 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_iva_rate" integer DEFAULT 19 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_to" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing" jsonb;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_iva_class_check" CHECK ("products"."iva_class" in ('iva_19', 'iva_5', 'exento', 'excluido'));--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_nit_check_digit_range" CHECK ("customer_profiles"."business_nit_check_digit" is null or "customer_profiles"."business_nit_check_digit" between 0 and 9);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_iva_class_check" CHECK ("order_items"."iva_class" in ('iva_19', 'iva_5', 'exento', 'excluido'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_iva_rate_range" CHECK ("order_items"."iva_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_to_check" CHECK ("orders"."invoice_to" in ('person', 'business'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_iva_rate_range" CHECK ("orders"."shipping_iva_rate" between 0 and 100);