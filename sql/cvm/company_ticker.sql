-- The ticker map: which listed company a trading code named over which dates,
-- derived from every FCA version (cvm.fca_valor_mobiliario) by
-- cvm.refresh_company_ticker at load time, so resolving a ticker is one index read.
create table cvm.company_ticker (
  ticker text not null,
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  valid_from date,
  valid_to date,
  security text,
  market text,
  segment text,
  dt_refer date not null,
  versao integer not null,
  ingest_id bigint not null,
  primary key (ticker, cnpj)
);
create index company_ticker_cnpj on cvm.company_ticker (cnpj);
-- research_universe matches a ticker the map lacks by its 4-letter issuer root
create index company_ticker_stem on cvm.company_ticker (left(ticker, 4));
alter table cvm.company_ticker owner to ingest_writer;
grant select on cvm.company_ticker to api_owner;
comment on table cvm.company_ticker is 'Trading code -> listed company over time, one row per (upper-case ticker, CNPJ), read from the newest FCA filing that lists the pair (latest Data_Referencia, then Versao; within it a Bolsa line before others, then the first line). Derived from cvm.fca_valor_mobiliario by cvm.refresh_company_ticker.';
comment on column cvm.company_ticker.valid_from is 'Data_Inicio_Negociacao of that filing''s line; NULL when blank (valid from the beginning).';
comment on column cvm.company_ticker.valid_to is 'Data_Fim_Negociacao of that filing''s line; NULL when blank (still trading as far as the filing says).';
comment on column cvm.company_ticker.security is 'Valor_Mobiliario as filed (Ações Ordinárias, Ações Preferenciais, Units, Debêntures, ...).';
comment on column cvm.company_ticker.dt_refer is 'Data_Referencia of the filing the row is read from.';
comment on column cvm.company_ticker.ingest_id is 'The load that landed that filing''s line (ingest_log.synthetic tells sample data).';
