create table b3.lending_balance (
  trade_date date not null,
  ticker text not null,
  market text not null,
  isin text,
  asset_name text,
  contracts numeric,
  quantity numeric,
  value_brl numeric,
  lender_rate_min numeric,
  lender_rate_avg numeric,
  lender_rate_max numeric,
  borrower_rate_min numeric,
  borrower_rate_avg numeric,
  borrower_rate_max numeric,
  is_total boolean not null,
  ingest_id bigint not null,
  primary key (trade_date, ticker, market)
);
alter table b3.lending_balance owner to ingest_writer;
create index lending_balance_ticker on b3.lending_balance (ticker, trade_date);
grant select on b3.lending_balance to api_owner;
comment on table b3.lending_balance is 'BTBLoanBalance as published: lending balances and rates (% per year) per session, ticker and market; lender (doador) and borrower (tomador) minimum, volume-weighted average and maximum rates.';
