CREATE TABLE "delivery_pickup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"preparation_hours" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_pickup_single_row" CHECK ("delivery_pickup"."id" = 1),
	CONSTRAINT "delivery_pickup_hours_range" CHECK ("delivery_pickup"."preparation_hours" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"municipality_codes" jsonb NOT NULL,
	"fee" integer NOT NULL,
	"free_from" integer,
	"minimum_order" integer,
	"weekdays" jsonb NOT NULL,
	"same_day_cutoff" text,
	"cash_on_delivery" boolean DEFAULT false NOT NULL,
	"cash_on_delivery_max" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_fee_nonneg" CHECK ("delivery_zones"."fee" >= 0),
	CONSTRAINT "delivery_zones_free_from_nonneg" CHECK ("delivery_zones"."free_from" is null or "delivery_zones"."free_from" >= 0),
	CONSTRAINT "delivery_zones_minimum_nonneg" CHECK ("delivery_zones"."minimum_order" is null or "delivery_zones"."minimum_order" >= 0),
	CONSTRAINT "delivery_zones_cod_max_nonneg" CHECK ("delivery_zones"."cash_on_delivery_max" is null or "delivery_zones"."cash_on_delivery_max" >= 0),
	CONSTRAINT "delivery_zones_cutoff_format" CHECK ("delivery_zones"."same_day_cutoff" is null or "delivery_zones"."same_day_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "shipping_rate_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_rate_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"department_codes" jsonb NOT NULL,
	"fee" integer NOT NULL,
	"weight_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_from" integer,
	"transit_days_min" integer NOT NULL,
	"transit_days_max" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rate_groups_fee_nonneg" CHECK ("shipping_rate_groups"."fee" >= 0),
	CONSTRAINT "shipping_rate_groups_free_from_nonneg" CHECK ("shipping_rate_groups"."free_from" is null or "shipping_rate_groups"."free_from" >= 0),
	CONSTRAINT "shipping_rate_groups_transit" CHECK ("shipping_rate_groups"."transit_days_min" >= 0 and "shipping_rate_groups"."transit_days_max" >= "shipping_rate_groups"."transit_days_min")
);
--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_option" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_fee" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_rule_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_estimate" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_on_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_weight_grams_pos" CHECK ("variants"."weight_grams" is null or "variants"."weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_option_check" CHECK ("orders"."delivery_option" is null or "orders"."delivery_option" in ('pickup', 'local_delivery', 'national_shipping', 'to_confirm'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_fee_nonneg" CHECK ("orders"."shipping_fee" is null or "orders"."shipping_fee" >= 0);