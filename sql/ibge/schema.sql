-- The statistics institute (IBGE) landing schema: written by ingest_writer, read by api_owner only.
create schema ibge authorization ingest_writer;
revoke all on schema ibge from public;
grant usage on schema ibge to api_owner;
comment on schema ibge is 'Landing tables of the statistics institute (IBGE): the SIDRA tables as published.';
