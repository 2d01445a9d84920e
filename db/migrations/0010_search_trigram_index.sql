-- Issue 20 (bench): trigram indexes on the search documents, so `LIKE '% term%'` (a word that
-- starts with term) and the typo patterns (`LIKE ANY (…)`) are answered from an index instead of
-- reading every document (lib/data/search.ts; figures in docs/search.md and docs/performance.md).
-- pg_trgm is a trusted extension (PostgreSQL 13+: the database owner may create it) and ships
-- with PGlite 0.5.14, which loads it at every PGlite.create (db/client.ts pgliteExtensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_name_trgm ON product_search USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_category_trgm ON product_search USING gin (category gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_attributes_trgm ON product_search USING gin (attributes gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_description_trgm ON product_search USING gin (description gin_trgm_ops);
