CREATE TABLE "activity_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer,
	"actor_name" text,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"label" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" in ('sign_in', 'sign_in_failed', 'create', 'update', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_staff_idx" ON "activity_log" USING btree ("staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity","entity_id");--> statement-breakpoint
-- Issue 25: the order search ignores accents and case ('Pena' finds 'Peña', 'jose' finds 'José').
-- translate() folds the Spanish (and common Latin) accented letters in both cases before lower(),
-- so the result does not depend on the database's locale (PGlite runs in C). IMMUTABLE, so it
-- can be indexed; lib/domain/order-search.ts foldSearchText() is the same folding in JavaScript.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(value,
    'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy'))
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS customers_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS customer_profiles_full_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS customer_profiles_business_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS orders_recipient_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS order_items_product_name_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_name_fold_trgm ON customers USING gin ((search_fold(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customer_profiles_full_name_fold_trgm ON customer_profiles USING gin ((search_fold(full_name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customer_profiles_business_name_fold_trgm ON customer_profiles USING gin ((search_fold(business_name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_recipient_name_fold_trgm ON orders USING gin ((search_fold(shipping_address->>'recipientName')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS order_items_product_name_fold_trgm ON order_items USING gin ((search_fold(product_name)) gin_trgm_ops);
