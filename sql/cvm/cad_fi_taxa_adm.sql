create table cvm.cad_fi_taxa_adm (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_reg date,
  taxa_adm numeric,
  inf_taxa_adm text,
  dt_ini_taxa_adm date not null,
  ingest_id bigint not null,
  primary key (cnpj, dt_ini_taxa_adm)
);
comment on table cvm.cad_fi_taxa_adm is 'Administration fee history of legacy funds (cad_fi_hist_taxa_adm) as filed, % a year; NULL is not filed, never 0.';
alter table cvm.cad_fi_taxa_adm owner to ingest_writer;
grant select on cvm.cad_fi_taxa_adm to api_owner;
