ALTER TABLE "order_history" DROP CONSTRAINT "order_history_field_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_received" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_fee_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_for_previous_total" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_field_check" CHECK ("order_history"."field" in ('payment', 'shipping', 'delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_received_nonneg" CHECK ("orders"."cash_received" is null or "orders"."cash_received" >= 0);--> statement-breakpoint
-- Cash-on-delivery orders placed before the status sequence existed waited in pending_payment
-- (and would have expired): they go to staff now, as new ones do (docs/delivery.md).
UPDATE "orders" SET "payment_status" = 'pending_confirmation', "updated_at" = now() WHERE "cash_on_delivery" AND "payment_status" = 'pending_payment';
