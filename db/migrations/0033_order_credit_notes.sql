-- Credit notes for refunded orders, queued and delivered like the invoices (docs/invoicing.md "Credit notes").
CREATE TABLE "order_credit_notes" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"number" text,
	"cude" text,
	"pdf_url" text,
	"xml_url" text,
	"amount" integer,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_credit_notes_status_check" CHECK ("order_credit_notes"."status" in ('pending', 'issued', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_credit_notes" ADD CONSTRAINT "order_credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_credit_notes_pending_idx" ON "order_credit_notes" USING btree ("next_attempt_at") WHERE "order_credit_notes"."status" = 'pending';