CREATE TABLE "order_invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"number" text,
	"cufe" text,
	"pdf_url" text,
	"xml_url" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_invoices_status_check" CHECK ("order_invoices"."status" in ('pending', 'issued', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_invoices_pending_idx" ON "order_invoices" USING btree ("next_attempt_at") WHERE "order_invoices"."status" = 'pending';