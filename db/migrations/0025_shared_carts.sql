CREATE TABLE "shared_carts" (
	"id" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shared_carts_id_format" CHECK ("shared_carts"."id" ~ '^[A-Za-z0-9_-]{22}$')
);
--> statement-breakpoint
CREATE INDEX "shared_carts_expires_idx" ON "shared_carts" USING btree ("expires_at");