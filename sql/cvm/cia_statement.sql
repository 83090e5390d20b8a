-- Listed companies' financial statements (the DFP/ITR yearly zips' statement
-- members, e.g. dfp_cia_aberta_DRE_con_2023.csv): every line of every version
-- (VERSAO) as filed. doc_type, statement and scope come from the member's name.
-- VL_CONTA is kept as filed with its unit (ESCALA_MOEDA); the API multiplies.
create table cvm.cia_statement (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  doc_type text not null check (doc_type in ('dfp', 'itr')),
  statement text not null check (statement in ('bpa', 'bpp', 'dre', 'dra', 'dfc_md', 'dfc_mi', 'dva', 'dmpl')),
  scope text not null check (scope in ('con', 'ind')),
  dt_refer date not null,
  versao integer not null,
  ordem_exerc text not null check (ordem_exerc in ('ÚLTIMO', 'PENÚLTIMO')),
  coluna_df text not null,
  dt_fim_exerc date not null,
  cd_conta text not null,
  cd_cvm integer not null,
  denom_cia text,
  grupo_dfp text,
  moeda text,
  escala_moeda text not null check (escala_moeda in ('MIL', 'UNIDADE')),
  dt_ini_exerc date,
  ds_conta text,
  vl_conta numeric,
  st_conta_fixa text,
  ingest_id bigint not null,
  -- dt_ini_exerc tells an ITR's quarter line from its year-to-date line (same account and end);
  -- it is NULL in the balance sheets, hence NULLS NOT DISTINCT
  constraint cia_statement_key unique nulls not distinct (cnpj, statement, scope, doc_type, dt_refer, versao, ordem_exerc, coluna_df, dt_ini_exerc, dt_fim_exerc, cd_conta)
);
-- a CVM code p_id reads like a CNPJ one: the version choice of internal.statement_rows
-- scans this index alone (a bare cd_cvm index read every line of every year, 1.7 s
-- for a p_as_of call on 700 companies x 15 years)
create index cia_statement_cd_cvm on cvm.cia_statement (cd_cvm, statement, scope, doc_type, dt_refer, versao);
alter table cvm.cia_statement owner to ingest_writer;
grant select on cvm.cia_statement to api_owner;
comment on table cvm.cia_statement is 'CVM listed companies'' statements (DFP/ITR statement members {dfp,itr}_cia_aberta_<STATEMENT>_<scope>_YYYY.csv) as filed: every line of every version (VERSAO). doc_type, statement (lower case: bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl) and scope (con, ind) are read from the member name. vl_conta is in the unit escala_moeda states (MIL = thousands of reais, UNIDADE = reais), never converted here. ordem_exerc ÚLTIMO is the period filed, PENÚLTIMO the comparative as re-presented in that filing. coluna_df is '''' outside the DMPL. cd_cvm from the zero-padded CD_CVM.';
comment on column cvm.cia_statement.escala_moeda is 'ESCALA_MOEDA as published: MIL (vl_conta in thousands of reais) or UNIDADE (in reais); any other value refuses the file.';
comment on column cvm.cia_statement.dt_ini_exerc is 'DT_INI_EXERC as published: the first day of a flow''s period (an ITR files a quarter and its year to date with the same end, told apart by this date); NULL in the balance sheets (BPA, BPP), which have no such column.';
comment on column cvm.cia_statement.coluna_df is 'COLUNA_DF (DMPL equity column) as published; '''' in the members that have none.';
