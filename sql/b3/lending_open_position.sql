create table b3.lending_open_position (
  trade_date date not null,
  ticker text not null,
  loan_type text not null,
  market text not null,
  isin text,
  asset_name text,
  quantity numeric,
  average_price numeric,
  value_brl numeric,
  is_total boolean not null,
  ingest_id bigint not null,
  primary key (trade_date, ticker, loan_type, market)
);
alter table b3.lending_open_position owner to ingest_writer;
create index lending_open_position_ticker on b3.lending_open_position (ticker, trade_date);
grant select on b3.lending_open_position to api_owner;
comment on table b3.lending_open_position is 'BTBLendingOpenPosition as published: open securities-lending positions (short interest) per session, ticker, loan type and market. The exchange adds a Mercado = Total row per ticker equal to the sum of its market rows; is_total marks it so it is never added to them.';
