-- The fund association (ANBIMA) landing schema: written by ingest_writer, read by api_owner only.
create schema anbima authorization ingest_writer;
revoke all on schema anbima from public;
grant usage on schema anbima to api_owner;
comment on schema anbima is 'Landing tables of the fund association (ANBIMA): the monthly fund bulletin (Boletim de Fundos de Investimento) as published.';
