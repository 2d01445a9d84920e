-- IVA on delivery follows the goods (docs/iva-and-fiscal-data.md): the store's rule, and each order's as placed.
-- Orders placed before were charged 19 % on the fee: they keep 'flat_19'.
ALTER TABLE "orders" ADD COLUMN "shipping_iva_rule" text DEFAULT 'flat_19' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "delivery_iva_rule" text DEFAULT 'follow_goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_iva_rule_check" CHECK ("orders"."shipping_iva_rule" in ('follow_goods', 'flat_19'));--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_delivery_iva_rule_check" CHECK ("store_settings"."delivery_iva_rule" in ('follow_goods', 'flat_19'));