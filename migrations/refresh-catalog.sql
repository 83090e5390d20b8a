-- Run by graphile-migrate after every migration run (afterAllMigrations) and after
-- current.sql (afterCurrent): api.catalog() serves this snapshot of
-- internal.catalog_document(). Before the migration that creates the snapshot
-- (a database migrating from scratch runs this only at the end), there is nothing to refresh.
do $$
begin
  if to_regclass('internal.catalog_snapshot') is not null then
    refresh materialized view internal.catalog_snapshot;
  end if;
end
$$;
