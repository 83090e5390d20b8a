create table b3.lending_trade (
  trade_date date not null,
  trade_number text not null,
  ticker text not null,
  quantity numeric not null,
  rate_pct numeric,
  market text,
  trade_time time,
  update_action text,
  session_type text,
  lender_code text,
  lender_name text,
  borrower_code text,
  borrower_name text,
  layout text not null check (layout in ('BTBTrade', 'NegociosBTB')),
  ingest_id bigint not null,
  primary key (trade_date, trade_number)
);
alter table b3.lending_trade owner to ingest_writer;
create index lending_trade_date_ticker on b3.lending_trade (trade_date, ticker);
create index lending_trade_ticker on b3.lending_trade (ticker, trade_date);
grant select on b3.lending_trade to api_owner;
comment on table b3.lending_trade is 'Securities-lending trades, one row per trade: the BDI table BTBTrade (participant codes and names) or the older NegociosBTB file (participant codes only). Participants are brokers.';
