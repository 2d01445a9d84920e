CREATE TABLE "order_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"staff_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_body_length" CHECK (char_length("order_notes"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
-- Issue 25 §2: the back office's order search (lib/data/admin/orders.ts orderSearchCondition).
-- `ILIKE '%term%'` on each field is answered from a trigram index (pg_trgm, created by 0010);
-- phones and documents are compared by their digits only, so '300 123 4567' finds '+573001234567'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_email_trgm ON customers USING gin (email gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_name_trgm ON customers USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customer_profiles_full_name_trgm ON customer_profiles USING gin (full_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customer_profiles_business_name_trgm ON customer_profiles USING gin (business_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customer_profiles_phone_digits_trgm ON customer_profiles USING gin ((regexp_replace(phone, '\D', '', 'g')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customer_profiles_document_trgm ON customer_profiles USING gin ((regexp_replace(document_number, '[^0-9A-Za-z]', '', 'g')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customer_profiles_tax_id_trgm ON customer_profiles USING gin ((regexp_replace(business_tax_id, '[^0-9A-Za-z]', '', 'g')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_recipient_phone_trgm ON orders USING gin ((shipping_address->>'phone') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_recipient_name_trgm ON orders USING gin ((shipping_address->>'recipientName') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS order_items_product_name_trgm ON order_items USING gin (product_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS order_items_sku_trgm ON order_items USING gin (sku gin_trgm_ops);
