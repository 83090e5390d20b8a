create table cvm.fii_monthly_ativo_passivo (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  total_necessidades_liquidez numeric,
  disponibilidades numeric,
  total_investido numeric,
  direitos_bens_imoveis numeric,
  cri numeric,
  lci numeric,
  rendimentos_distribuir numeric,
  total_passivo numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version)
);
alter table cvm.fii_monthly_ativo_passivo owner to ingest_writer;
grant select on cvm.fii_monthly_ativo_passivo to api_owner;
comment on table cvm.fii_monthly_ativo_passivo is 'FII monthly report (inf_mensal_fii_ativo_passivo_YYYY.csv): headline balance-sheet lines (BRL) per fund, reference month and version; columns are the published ones in lower case.';
