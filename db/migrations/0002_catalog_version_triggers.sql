-- Every committed change to what the storefront shows moves catalog_version in the same
-- transaction, whoever makes it (the app, a script, a manual UPDATE): app instances poll that
-- counter (lib/cache/catalog-cache.ts), so none can keep a catalogue cached past a change that
-- it did not see. Statement-level, over the statement's transition table: one bump per
-- statement that changed at least one row (a bulk insert of 8,000 variants bumps once; an
-- UPDATE that matched nothing does not bump).
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: a TRUNCATE trigger has no transition table to look at.
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO catalog_version (id, version, updated_at) VALUES (1, 1, now())
  ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1, updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['categories', 'attributes', 'attribute_values', 'products', 'variants', 'variant_attribute_values', 'volume_discounts', 'payment_methods']
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_inserted_bump_catalog_version AFTER INSERT ON %1$I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t);
    EXECUTE format('CREATE TRIGGER %1$s_updated_bump_catalog_version AFTER UPDATE ON %1$I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t);
    EXECUTE format('CREATE TRIGGER %1$s_deleted_bump_catalog_version AFTER DELETE ON %1$I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t);
    EXECUTE format('CREATE TRIGGER %1$s_truncated_bump_catalog_version AFTER TRUNCATE ON %1$I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t);
  END LOOP;
END
$$;
