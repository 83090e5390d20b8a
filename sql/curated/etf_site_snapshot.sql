-- curated/etf_site_snapshots.csv: what a third-party website printed for an ETF
-- on a date (total administration fee, holders, net assets), as copied by hand.
create table curated.etf_site_snapshot (
  ticker text not null,
  as_of date not null,
  taxa_adm numeric,
  nr_cotistas numeric,
  pl numeric,
  source text not null,
  sample boolean not null,
  reviewed_by text not null,
  reviewed_at date not null,
  ingest_id bigint not null,
  primary key (ticker, as_of)
);
comment on table curated.etf_site_snapshot is 'Third-party ETF website snapshots (curated/etf_site_snapshots.csv), one per ticker and date: never a disclosed fee; the file is the whole set (a row removed from it goes).';
comment on column curated.etf_site_snapshot.taxa_adm is 'Total administration fee the website printed, % a year; NULL when it printed none.';
comment on column curated.etf_site_snapshot.nr_cotistas is 'Holder count the website printed; descriptive only.';
comment on column curated.etf_site_snapshot.pl is 'Net assets the website printed, R$; descriptive only, never a fee base.';
comment on column curated.etf_site_snapshot.source is 'The website (and page) the values were copied from.';
comment on column curated.etf_site_snapshot.sample is 'TRUE for the illustrative rows shipped with the repository (not a real snapshot).';
alter table curated.etf_site_snapshot owner to ingest_writer;
grant select on curated.etf_site_snapshot to api_owner;
