-- The debenture rows of every ConsolidatedRecords capture (b3.credit_capture),
-- as published: one row per capture, instrument code, settlement date and trade
-- classification. Keyed by the instrument first: credit_market_history reads
-- one code over a window of sessions.
create table b3.credit_record (
  instrument_code text not null,
  trade_date date not null,
  captured_at timestamptz not null,
  settlement_date date not null,
  trade_classification text not null,
  isin text,
  issuer_name text,
  quantity numeric,
  min_price numeric,
  avg_price numeric,
  max_price numeric,
  last_price numeric,
  reference_price numeric,
  trade_count bigint,
  volume_brl numeric,
  oscillation_pct numeric,
  row_sha256 text not null check (row_sha256 ~ '^[0-9a-f]{64}$'),
  ingest_id bigint not null,
  primary key (instrument_code, trade_date, captured_at, settlement_date, trade_classification)
);
alter table b3.credit_record owner to ingest_writer;
grant select on b3.credit_record to api_owner;
comment on table b3.credit_record is 'Debenture (Instrumento financeiro DEB) records of each ConsolidatedRecords capture, values as published (decimal comma read as numbers, blank or - as NULL); the capture is (trade_date, captured_at) in b3.credit_capture. Other instrument types of the export are read and checked but not kept.';
comment on column b3.credit_record.instrument_code is 'Código IF: the instrument''s code at the exchange''s OTC registry.';
comment on column b3.credit_record.trade_date is 'Data negócio: the session.';
comment on column b3.credit_record.captured_at is 'The capture this row belongs to (b3.credit_capture.captured_at).';
comment on column b3.credit_record.settlement_date is 'Data liquidação.';
comment on column b3.credit_record.trade_classification is 'Classificação do negócio as published (e.g. EXTRAGRUPO, INTRAGRUPO); - when the export left it blank or -.';
comment on column b3.credit_record.quantity is 'Quantidade negociada.';
comment on column b3.credit_record.min_price is 'Preço mínimo (BRL per unit).';
comment on column b3.credit_record.avg_price is 'Preço médio (BRL per unit).';
comment on column b3.credit_record.max_price is 'Preço máximo (BRL per unit).';
comment on column b3.credit_record.last_price is 'Último preço (BRL per unit): the instrument''s last trade of the session, the same on every row of the instrument.';
comment on column b3.credit_record.reference_price is 'Preço de referência (BRL per unit): the exchange''s reference, possibly a model mark; not a trade.';
comment on column b3.credit_record.trade_count is 'Número de negócios.';
comment on column b3.credit_record.volume_brl is 'Volume financeiro (R$).';
comment on column b3.credit_record.oscillation_pct is 'Oscilação, percent (a trailing % dropped).';
comment on column b3.credit_record.row_sha256 is 'sha256 (hex) of the record''s fields as published, in the export''s column order, joined by ; (UTF-8): an unchanged record has the same hash in every capture.';
