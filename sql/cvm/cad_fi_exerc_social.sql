create table cvm.cad_fi_exerc_social (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_reg date,
  dt_ini_exerc date not null,
  dt_fim_exerc date not null,
  ingest_id bigint not null,
  primary key (cnpj, dt_ini_exerc, dt_fim_exerc)
);
comment on table cvm.cad_fi_exerc_social is 'Fiscal-year history of legacy funds (cad_fi_hist.zip member cad_fi_hist_exerc_social) as filed.';
alter table cvm.cad_fi_exerc_social owner to ingest_writer;
grant select on cvm.cad_fi_exerc_social to api_owner;
