CREATE TABLE "search_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_version_single_row" CHECK ("search_version"."id" = 1)
);
--> statement-breakpoint
-- Issue 20 (bench): each app process keeps the store search's index in memory
-- (lib/data/search.ts) and reads this counter before every search, rebuilding the index when it
-- moved. It moves in the transaction of every committed change to what the index is built from:
-- the documents, the synonym groups, and products (archived, renamed, deleted). Statement-level
-- over the transition table, as catalog_version (0002): one bump per statement that changed rows.
INSERT INTO "search_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_search_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO search_version (id, version) VALUES (1, 1)
  ON CONFLICT (id) DO UPDATE SET version = search_version.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_search', 'search_synonyms', 'products']
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_inserted_bump_search_version AFTER INSERT ON %1$I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version()', t);
    EXECUTE format('CREATE TRIGGER %1$s_updated_bump_search_version AFTER UPDATE ON %1$I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version()', t);
    EXECUTE format('CREATE TRIGGER %1$s_deleted_bump_search_version AFTER DELETE ON %1$I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version()', t);
    EXECUTE format('CREATE TRIGGER %1$s_truncated_bump_search_version AFTER TRUNCATE ON %1$I FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version()', t);
  END LOOP;
END
$$;
