-- The storefront shows a variant's stock only as in stock / sold out (no count leaves the
-- server), so an UPDATE of variants that only moves stock and leaves every row on the same side
-- of zero changes nothing it shows and must not move catalog_version: every order takes stock,
-- and orders would otherwise empty every instance's catalogue and page caches (issue 19 §2).
-- Any other column changed, or a stock that reaches 0 or leaves it, still bumps once per statement.
CREATE OR REPLACE FUNCTION bump_catalog_version_on_variant_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.stock > 0) <> (o.stock > 0) OR (to_jsonb(n) - 'stock') IS DISTINCT FROM (to_jsonb(o) - 'stock')
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO catalog_version (id, version, updated_at) VALUES (1, 1, now())
  ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1, updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS variants_updated_bump_catalog_version ON variants;
--> statement-breakpoint
CREATE TRIGGER variants_updated_bump_catalog_version AFTER UPDATE ON variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_on_variant_update();
