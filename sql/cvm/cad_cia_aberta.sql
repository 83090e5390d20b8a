-- CVM register of listed companies (cad_cia_aberta.csv). One row per CVM code
-- and market: CVM publishes a company registered on several markets (BOLSA,
-- BALCÃO ORGANIZADO, BALCÃO NÃO ORGANIZADO) as one line per market, identical
-- otherwise, so the market is part of the key and every line is kept.
-- The register's people (the investor-relations officer's name, address,
-- e-mail and phones, and the company's own phone, fax and e-mail, often a
-- person's) are never landed: the loader reads only the columns below.
create table cvm.cad_cia_aberta (
  cd_cvm integer not null,
  tp_merc text not null,
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  denom_social text not null,
  denom_comerc text,
  dt_reg date,
  dt_const date,
  dt_cancel date,
  motivo_cancel text,
  sit text,
  dt_ini_sit date,
  setor_ativ text,
  categ_reg text,
  dt_ini_categ date,
  sit_emissor text,
  dt_ini_sit_emissor date,
  controle_acionario text,
  tp_ender text,
  logradouro text,
  compl text,
  bairro text,
  mun text,
  uf text,
  pais text,
  cep text,
  cnpj_auditor text,
  auditor text,
  ingest_id bigint not null,
  -- lookup's name search reads the folded name by trigram index, as the fund registry's
  search_name text generated always as (cvm.fold_name(denom_social)) stored,
  primary key (cd_cvm, tp_merc)
);
create index cad_cia_aberta_cnpj on cvm.cad_cia_aberta (cnpj);
create index cad_cia_aberta_search_name on cvm.cad_cia_aberta using gin (search_name extensions.gin_trgm_ops);
alter table cvm.cad_cia_aberta owner to ingest_writer;
grant select on cvm.cad_cia_aberta to api_owner;
comment on table cvm.cad_cia_aberta is 'CVM register of listed companies (cad_cia_aberta.csv) as filed, one row per CVM code and market (TP_MERC; '''' when blank): a company on two markets has two rows, identical but for tp_merc. CNPJ normalised to 14 digits. The responsible person''s columns (TP_RESP, RESP, *_RESP) and the phone, fax and e-mail columns are not landed.';
comment on column cvm.cad_cia_aberta.tp_merc is 'TP_MERC as published (BOLSA, BALCÃO ORGANIZADO, BALCÃO NÃO ORGANIZADO); '''' when the register leaves it blank.';
comment on column cvm.cad_cia_aberta.search_name is 'Derived: DENOM_SOCIAL folded (lower case, no accents: cvm.fold_name), for the name search of lookup.';
