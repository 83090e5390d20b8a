-- PTAX as published: one row per currency and business day, the last bulletin
-- received that day kept (bulletin_at decides), values never rewritten.
create table bcb.ptax (
  currency text not null references bcb.currency (symbol),
  reference_date date not null,
  buy_rate numeric not null,
  sell_rate numeric not null,
  buy_parity numeric,
  sell_parity numeric,
  bulletin_type text,
  bulletin_at timestamp not null,
  ingest_id bigint not null,
  primary key (currency, reference_date)
);
alter table bcb.ptax owner to ingest_writer;
grant select on bcb.ptax to api_owner;
comment on table bcb.ptax is 'BCB PTAX rates (Olinda CotacaoMoedaPeriodo / CotacaoDolarPeriodo), last bulletin of each day, BRL per one unit of the currency.';
