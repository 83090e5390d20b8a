-- The exchange's stock-to-index membership (GetStockIndex): every listed stock with
-- the indices whose portfolio holds it, one answer per update day, as published.
create table b3.index_membership (
  updated_on date not null,
  period_year int not null,
  start_month int not null check (start_month between 1 and 12),
  end_month int not null check (end_month between 1 and 12),
  ticker text not null,
  company text,
  spotlight text,
  indexes text not null,
  index_codes text[] generated always as (string_to_array(indexes, ',')) stored,
  ingest_id bigint not null,
  primary key (updated_on, ticker)
);
-- p_index: the members of one index in one answer
create index index_membership_codes on b3.index_membership using gin (index_codes);
-- p_ticker: one stock's answers, newest first
create index index_membership_ticker on b3.index_membership (ticker, updated_on desc);
alter table b3.index_membership owner to ingest_writer;
grant select on b3.index_membership to api_owner;
comment on table b3.index_membership is 'B3 stock-to-index membership (indexProxy/indexCall/GetStockIndex): one row per stock of one answer, as published (code, company, spotlight, indexes) under the answer''s header (update, year, startMonth, endMonth).';
comment on column b3.index_membership.updated_on is 'header.update: the day the exchange last updated the membership this answer states.';
comment on column b3.index_membership.period_year is 'header.year: the year of the portfolio period in force.';
comment on column b3.index_membership.start_month is 'header.startMonth: first month of the four-month portfolio period in force.';
comment on column b3.index_membership.end_month is 'header.endMonth: last month of the four-month portfolio period in force.';
comment on column b3.index_membership.ticker is 'code: the stock''s trading code.';
comment on column b3.index_membership.company is 'company: the issuer''s short name as published.';
comment on column b3.index_membership.spotlight is 'spotlight: share type and listing segment as published (ON NM, PN N1, DRN, ...), inner blanks kept.';
comment on column b3.index_membership.indexes is 'indexes: the index codes whose portfolio holds the stock, comma-separated as published.';
comment on column b3.index_membership.index_codes is 'indexes split on its commas (generated).';
