-- cad_fi.csv: the legacy registry snapshot, every column as filed.
create table cvm.cad_fi (
  tp_fundo text not null, -- '' when the file has no TP_FUNDO column (oldest layout)
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  denom_social text not null,
  dt_reg date, dt_const date, cd_cvm text, dt_cancel date,
  sit text not null,
  dt_ini_sit date, dt_ini_ativ date, dt_ini_exerc date, dt_fim_exerc date,
  classe text, dt_ini_classe date, rentab_fundo text, condom text, fundo_cotas text,
  fundo_exclusivo text, trib_lprazo text, publico_alvo text, entid_invest text, invest_qualif text,
  taxa_perfm numeric, inf_taxa_perfm text, taxa_adm numeric, inf_taxa_adm text,
  vl_patrim_liq numeric, dt_patrim_liq date, diretor text, cnpj_admin text, admin text,
  pf_pj_gestor text, cpf_cnpj_gestor text, gestor text, cnpj_auditor text, auditor text,
  cnpj_custodiante text, custodiante text, cnpj_controlador text, controlador text,
  invest_cempr_exter text, classe_anbima text,
  ingest_id bigint not null,
  primary key (cnpj, tp_fundo)
);
create index cad_fi_folded_name on cvm.cad_fi (cvm.fold_name(denom_social));
comment on table cvm.cad_fi is 'CVM legacy fund registry (cad_fi.csv) as filed, one row per CNPJ and fund type; CNPJs normalised to 14 digits; TAXA_ADM/TAXA_PERFM NULL means not filed, never 0.';
alter table cvm.cad_fi owner to ingest_writer;
grant select on cvm.cad_fi to api_owner;
