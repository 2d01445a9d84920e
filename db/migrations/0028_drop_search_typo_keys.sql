-- The search index in each app process (lib/domain/search-index.ts) derives the typo vocabulary
-- from the documents themselves and matches words from its own postings: the shared typo table
-- and the trigram indexes of the documents (0010) served only the search's SQL, which is gone.
DROP TABLE "search_typo_keys" CASCADE;
--> statement-breakpoint
DROP INDEX IF EXISTS product_search_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS product_search_category_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS product_search_attributes_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS product_search_description_trgm;
