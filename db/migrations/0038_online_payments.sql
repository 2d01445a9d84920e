CREATE TABLE "online_payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wompi_transaction_id" text NOT NULL,
	"status" text NOT NULL,
	"event" text NOT NULL,
	"environment" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "online_payment_events_environment_check" CHECK ("online_payment_events"."environment" in ('test', 'prod'))
);
--> statement-breakpoint
CREATE TABLE "online_payment_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_payment_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"wompi_link_id" text NOT NULL,
	"url" text NOT NULL,
	"amount_in_cents" bigint NOT NULL,
	"currency" text DEFAULT 'COP' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_by_staff_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_links_created_by_check" CHECK ("online_payment_links"."created_by" in ('customer', 'pay_link', 'staff')),
	CONSTRAINT "online_payment_links_amount_pos" CHECK ("online_payment_links"."amount_in_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "online_payment_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wompi_transaction_id" text NOT NULL,
	"order_id" integer,
	"link_id" integer,
	"wompi_link_id" text,
	"reference" text,
	"status" text NOT NULL,
	"status_message" text,
	"amount_in_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_method_type" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_polled_at" timestamp with time zone,
	CONSTRAINT "online_payment_transactions_status_check" CHECK ("online_payment_transactions"."status" in ('PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR')),
	CONSTRAINT "online_payment_transactions_outcome_check" CHECK ("online_payment_transactions"."outcome" in ('matched', 'pending', 'declined', 'amount_mismatch', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_online_transaction_id" text;--> statement-breakpoint
ALTER TABLE "online_payment_links" ADD CONSTRAINT "online_payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_links" ADD CONSTRAINT "online_payment_links_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_transactions" ADD CONSTRAINT "online_payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_transactions" ADD CONSTRAINT "online_payment_transactions_link_id_online_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."online_payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_events_transaction_status_unique" ON "online_payment_events" USING btree ("wompi_transaction_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_links_wompi_id_unique" ON "online_payment_links" USING btree ("wompi_link_id");--> statement-breakpoint
CREATE INDEX "online_payment_links_order_idx" ON "online_payment_links" USING btree ("order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_transactions_wompi_id_unique" ON "online_payment_transactions" USING btree ("wompi_transaction_id");--> statement-breakpoint
CREATE INDEX "online_payment_transactions_order_idx" ON "online_payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "online_payment_transactions_created_idx" ON "online_payment_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "online_payment_transactions_pending_idx" ON "online_payment_transactions" USING btree ("created_at") WHERE "online_payment_transactions"."status" = 'PENDING';