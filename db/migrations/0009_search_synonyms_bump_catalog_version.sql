-- Search synonyms change what /tienda?search= and the header suggestions answer, so a write to
-- them moves catalog_version like any catalogue write (0002): every instance drops its cached
-- search results and the pages stored for them, whoever made the change.
DO $$
BEGIN
  EXECUTE 'CREATE TRIGGER search_synonyms_inserted_bump_catalog_version AFTER INSERT ON search_synonyms REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()';
  EXECUTE 'CREATE TRIGGER search_synonyms_updated_bump_catalog_version AFTER UPDATE ON search_synonyms REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()';
  EXECUTE 'CREATE TRIGGER search_synonyms_deleted_bump_catalog_version AFTER DELETE ON search_synonyms REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()';
  EXECUTE 'CREATE TRIGGER search_synonyms_truncated_bump_catalog_version AFTER TRUNCATE ON search_synonyms FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()';
END
$$;
