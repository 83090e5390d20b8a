create table cvm.cad_fi_taxa_perfm (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_reg date,
  vl_taxa_perfm numeric,
  ds_taxa_perfm text,
  dt_ini_taxa_perfm date not null,
  ingest_id bigint not null,
  primary key (cnpj, dt_ini_taxa_perfm)
);
comment on table cvm.cad_fi_taxa_perfm is 'Performance fee history of legacy funds (cad_fi_hist_taxa_perfm) as filed; NULL is not filed, never 0.';
alter table cvm.cad_fi_taxa_perfm owner to ingest_writer;
grant select on cvm.cad_fi_taxa_perfm to api_owner;
