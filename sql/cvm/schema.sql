-- The securities regulator (CVM) landing schema: written by ingest_writer, read by api_owner only.
create schema cvm authorization ingest_writer;
grant usage on schema cvm to api_owner;
comment on schema cvm is 'Landing tables for the securities regulator (CVM) open-data files: fund registries, the daily fund report, the FII and FIDC monthly reports; private (read only through api).';
