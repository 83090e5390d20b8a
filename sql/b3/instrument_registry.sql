create table b3.instrument_registry (
  reference_date date not null,
  ticker text not null,
  asset text,
  asset_description text,
  sector text,
  market text,
  category text,
  isin text,
  institution_name text,
  share_capital numeric,
  governance_level text,
  ingest_id bigint not null,
  primary key (reference_date, ticker)
);
alter table b3.instrument_registry owner to ingest_writer;
create index instrument_registry_ticker on b3.instrument_registry (ticker, reference_date);
create index instrument_registry_sector on b3.instrument_registry (sector);
grant select on b3.instrument_registry to api_owner;
comment on table b3.instrument_registry is 'InstrumentsEquities as published per session: each cash-market ticker with its sector (the Segmento column), category (SHARES, UNIT, ...), ISIN and issuer.';
