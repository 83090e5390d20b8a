-- What the quote tape's cash board has traded, one row per ticker and ISIN,
-- with the first and last session and how many sessions: kept by
-- b3.refresh_tape_listing in each COTAHIST file's transaction, so the research
-- universe reads a few thousand rows instead of aggregating a multi-year tape.
-- Every cash ticker has its rows (not only shares and units): a file that
-- only adds sessions after those held can then add its counts to them.
create table b3.tape_listing (
  ticker text not null,
  isin text not null,
  asset_class text not null check (asset_class in ('equity', 'unit', 'bdr', 'fii', 'fund_quota', 'other')),
  short_name text,
  spec text,
  first_session date not null,
  last_session date not null,
  sessions integer not null check (sessions > 0),
  codbdi text,
  primary key (ticker, isin)
);
alter table b3.tape_listing owner to ingest_writer;
grant select on b3.tape_listing to api_owner;
comment on table b3.tape_listing is 'Derived from b3.cotahist (cash board, TPMERC 010): one row per ticker (CODNEG) and ISIN (CODISI; '''' when blank), with its first and last session, the sessions it traded, and its newest short name, ESPECI, CODBDI and class (the quotes view''s rule: fii, fund_quota, bdr, unit, equity, other). Kept by b3.refresh_tape_listing for the tickers each COTAHIST file holds.';
comment on column b3.tape_listing.codbdi is 'CODBDI of the newest record.';
comment on column b3.tape_listing.sessions is 'Cash-board sessions with a record of this ticker and ISIN.';
