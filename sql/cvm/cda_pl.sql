-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, member cda_fi_PL_*: the fund month's
-- net assets, the denominator of every holding's weight.
create table cvm.cda_pl (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  tp_fundo_classe text,
  denom_social text,
  vl_patrim_liq numeric,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc)
);
create index cda_pl_folded_name on cvm.cda_pl (cvm.fold_name(denom_social));
comment on table cvm.cda_pl is 'CVM fund holdings (CDA) member PL: one row per fund month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC) with the net assets the filing states.';
comment on column cvm.cda_pl.vl_patrim_liq is 'VL_PATRIM_LIQ: net assets at month end (BRL), as filed.';
alter table cvm.cda_pl owner to ingest_writer;
grant select on cvm.cda_pl to api_owner;
