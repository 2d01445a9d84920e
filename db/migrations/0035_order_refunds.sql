-- Partial refunds of paid orders, each with its credit note queued like the invoices (docs/invoicing.md "Partial refunds").
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"provider" text,
	"reference_code" text,
	"status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"number" text,
	"cude" text,
	"pdf_url" text,
	"xml_url" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" is null or "order_refunds"."status" in ('pending', 'issued', 'failed')),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_pending_idx" ON "order_refunds" USING btree ("next_attempt_at") WHERE "order_refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_reference_uq" ON "order_refunds" USING btree ("reference_code");