-- lamina_fi_YYYYMM.zip, main member: the factsheet (lâmina) fee columns as filed,
-- one row per fund or class, filing date and subclass.
create table cvm.lamina (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  id_subclasse text not null, -- '' when blank (most rows)
  tp_fundo_classe text,
  denom_social text,
  taxa_adm numeric,
  taxa_adm_min numeric,
  taxa_adm_max numeric,
  taxa_perfm text,
  pr_pl_despesa numeric,
  dt_ini_despesa date,
  dt_fim_despesa date,
  indice_refer text,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, id_subclasse)
);
comment on table cvm.lamina is 'CVM factsheet (lâmina, lamina_fi_YYYYMM.zip main member) fee columns as filed: TAXA_ADM, TAXA_ADM_MIN/MAX and PR_PL_DESPESA in % a year, TAXA_PERFM free text; one row per CNPJ, filing date and subclass (the classes of one fund may disagree).';
comment on column cvm.lamina.pr_pl_despesa is 'PR_PL_DESPESA: expenses as % of average daily NAV over dt_ini_despesa..dt_fim_despesa (total expense ratio); never added to the administration fee.';
comment on column cvm.lamina.indice_refer is 'INDICE_REFER: the reference index the factsheet names.';
alter table cvm.lamina owner to ingest_writer;
grant select on cvm.lamina to api_owner;
