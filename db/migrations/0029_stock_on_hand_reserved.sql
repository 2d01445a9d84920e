-- Stock as on hand, reserved and available (issue 34 §1, docs/stock.md).
ALTER TABLE "variants" RENAME COLUMN "stock" TO "on_hand";--> statement-breakpoint
ALTER TABLE "variants" DROP CONSTRAINT "variants_stock_nonneg";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
DROP INDEX "variants_stock_idx";--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "available" integer GENERATED ALWAYS AS (on_hand - reserved) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "variants_available_idx" ON "variants" USING btree ("available");--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_on_hand_nonneg" CHECK ("variants"."on_hand" >= 0);--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_reserved_nonneg" CHECK ("variants"."reserved" >= 0);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('initial', 'order_reservation', 'customer_cancellation', 'staff_cancellation', 'expiry', 'rejection', 'refund', 'received', 'adjustment', 'import', 'shipment', 'return', 'reserved_on_migration'));--> statement-breakpoint
-- The store's cached pages change when a variant flips between in stock and sold out (what the
-- store can sell: available), or when anything else about it changes; not with every unit.
CREATE OR REPLACE FUNCTION bump_catalog_version_on_variant_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.available > 0) <> (o.available > 0)
      OR (to_jsonb(n) - 'on_hand' - 'reserved' - 'available') IS DISTINCT FROM (to_jsonb(o) - 'on_hand' - 'reserved' - 'available')
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO catalog_version (id, version, updated_at) VALUES (1, 1, now())
  ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1, updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Placing an order used to take its units off the stock at once; now it reserves them and they
-- stay on hand until they ship (docs/stock.md). The units of the orders still open (neither
-- shipped nor cancelled) are on the shelf: they go back on hand, reserved for those orders.
UPDATE "variants" AS v SET "reserved" = open_lines.units, "on_hand" = v."on_hand" + open_lines.units
FROM (
  SELECT i."variant_id", sum(i."quantity")::int AS units
  FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
  WHERE i."variant_id" IS NOT NULL
    AND o."payment_status" IN ('pending_payment', 'pending_confirmation', 'paid')
    AND o."shipping_status" IN ('unfulfilled', 'processing')
  GROUP BY i."variant_id"
) AS open_lines
WHERE v."id" = open_lines."variant_id";
--> statement-breakpoint
-- The ledger keeps summing to on hand: one row per variant for the units put back.
INSERT INTO "stock_movements" ("variant_id", "change", "stock_after", "reason", "note")
SELECT "id", "reserved", "on_hand", 'reserved_on_migration', 'Unidades de pedidos abiertos: siguen en bodega, reservadas'
FROM "variants" WHERE "reserved" > 0 ORDER BY "id";
