CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"attributes" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"typo_keys" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_typo_keys_idx" ON "product_search" USING gin ("typo_keys");