-- The exchange's theoretical portfolio of an index (GetTheoricalPortfolio), one
-- capture per index and day, as published.
create table b3.index_portfolio (
  index_code text not null check (index_code ~ '^[A-Z0-9]{3,8}$'),
  captured_on date not null,
  ticker text not null,
  asset_name text,
  asset_type text,
  theoretical_quantity numeric not null,
  weight_pct numeric not null,
  ingest_id bigint not null,
  primary key (index_code, captured_on, ticker)
);
alter table b3.index_portfolio owner to ingest_writer;
grant select on b3.index_portfolio to api_owner;
comment on table b3.index_portfolio is 'B3 index theoretical portfolio (indexProxy/indexCall/GetTheoricalPortfolio), one row per stock of one capture of one index, as published (cod, asset, type, theoricalQty, part).';
comment on column b3.index_portfolio.captured_on is 'The day the answer was captured (downloaded, or --date for a saved file): the portfolio in force that day.';
comment on column b3.index_portfolio.asset_name is 'asset: the issuer''s short name as published.';
comment on column b3.index_portfolio.asset_type is 'type: share type and listing segment as published (ON NM, PN N1, UNT N2, ...), blanks kept.';
comment on column b3.index_portfolio.theoretical_quantity is 'theoricalQty: the theoretical quantity of shares in the portfolio.';
comment on column b3.index_portfolio.weight_pct is 'part: the weight in the portfolio, percent.';
