-- curated/etf_registry.csv: which CNPJs are ETFs (index funds), their ticker and
-- underlying index, as reviewed by the owner.
create table curated.etf_registry (
  cnpj text primary key check (cnpj ~ '^[0-9]{14}$'),
  ticker text not null unique,
  fund_name text,
  underlying_index text not null,
  active boolean not null,
  sample boolean not null,
  reviewed_by text not null,
  reviewed_at date not null,
  ingest_id bigint not null
);
comment on table curated.etf_registry is 'Owner-curated ETF registry (curated/etf_registry.csv): one row per ETF CNPJ, its exchange ticker and underlying index; the file is the whole registry (a row removed from it goes).';
comment on column curated.etf_registry.underlying_index is 'The index the ETF tracks, as the owner names it; curated.etf_index_class maps it to an association class.';
comment on column curated.etf_registry.active is 'Owner-reviewed: the ETF is listed and trading; only active ETFs join fee peer groups.';
comment on column curated.etf_registry.sample is 'TRUE for the illustrative rows shipped with the repository (not a real ETF): replace them with reviewed rows.';
comment on column curated.etf_registry.reviewed_by is 'Who reviewed the row.';
comment on column curated.etf_registry.reviewed_at is 'When the row was last reviewed.';
alter table curated.etf_registry owner to ingest_writer;
grant select on curated.etf_registry to api_owner;
