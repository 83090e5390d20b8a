-- Trigram and accent folding for the fund name search. Their functions are
-- executable by PUBLIC by default; callers reach them only through api functions.
create schema if not exists extensions;
comment on schema extensions is 'PostgreSQL extensions (pg_trgm, unaccent) used by the fund name search; not reachable by callers.';
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;
revoke all on schema extensions from public;
grant usage on schema extensions to api_owner, ingest_writer;
revoke execute on all functions in schema extensions from public;
grant execute on all functions in schema extensions to api_owner, ingest_writer;
