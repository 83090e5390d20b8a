-- internal.catalog_snapshot: the catalog as internal.catalog_document() assembles
-- it, taken once per migration run: the catalog changes only when a migration
-- changes an api object or catalog.json's parts, so every call of api.catalog()
-- reads one row instead of re-deriving it from the system catalogs. Refreshed by
-- graphile-migrate's afterAllMigrations (and afterCurrent) action,
-- migrations/refresh-catalog.sql; test/api/catalog.test.ts checks it equals the
-- live assembly.
create materialized view if not exists internal.catalog_snapshot as
select internal.catalog_document() as document;

alter materialized view internal.catalog_snapshot owner to api_owner;
comment on materialized view internal.catalog_snapshot is 'The catalog api.catalog() serves: internal.catalog_document() taken after every migration run (migrations/refresh-catalog.sql).';
