-- The ingest log schema: written by ingest_writer, read by api_owner only.
create schema ingest authorization ingest_writer;
revoke all on schema ingest from public;
grant usage on schema ingest to api_owner;
