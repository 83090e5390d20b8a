-- The exchange (B3) landing schema: written by ingest_writer, read by api_owner only.
create schema b3 authorization ingest_writer;
grant usage on schema b3 to api_owner;
comment on schema b3 is 'Landing tables for the exchange (B3) files: the daily bulletin (BDI) tables for securities lending, short interest, investor participation and the equities instrument registry; private (read only through api).';
