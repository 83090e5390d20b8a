-- curated/etf_index_class.csv: the owner-reviewed mapping of an ETF's underlying
-- index to the association class (CLASSE_ANBIMA) whose fee peers it joins.
create table curated.etf_index_class (
  underlying_index text primary key,
  classe_anbima text not null,
  sample boolean not null,
  reviewed_by text not null,
  reviewed_at date not null,
  ingest_id bigint not null
);
comment on table curated.etf_index_class is 'Owner-reviewed mapping of an underlying index to an association class (curated/etf_index_class.csv), never inferred from names: an ETF joins the fee peers of that class only through it; the file is the whole mapping.';
comment on column curated.etf_index_class.classe_anbima is 'The association class exactly as the Extrato files it (CLASSE_ANBIMA).';
comment on column curated.etf_index_class.sample is 'TRUE for the illustrative rows shipped with the repository (not a reviewed mapping).';
alter table curated.etf_index_class owner to ingest_writer;
grant select on curated.etf_index_class to api_owner;
