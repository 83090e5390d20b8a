-- The central bank (BCB) landing schema: written by ingest_writer, read by api_owner only.
create schema bcb authorization ingest_writer;
revoke all on schema bcb from public;
grant usage on schema bcb to api_owner;
