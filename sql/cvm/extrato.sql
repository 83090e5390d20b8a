-- extrato_fi.csv / extrato_fi_YYYY.csv: every version of the fund statement
-- (Extrato) filed, the fee columns as filed; the newest DT_COMPTC per CNPJ is the
-- current statement.
create table cvm.extrato (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  tp_fundo_classe text, -- NULL in the pre-2020 layout (no TP_FUNDO_CLASSE column)
  denom_social text,
  condom text,
  fundo_cotas text,
  classe_anbima text,
  taxa_adm numeric,
  taxa_custodia_max numeric,
  existe_taxa_perfm text,
  taxa_perfm numeric,
  param_taxa_perfm text,
  calc_taxa_perfm text,
  inf_taxa_perfm text,
  existe_taxa_ingresso text,
  taxa_ingresso_real numeric,
  taxa_ingresso_pr numeric,
  existe_taxa_saida text,
  taxa_saida_real numeric,
  taxa_saida_pr numeric,
  ingest_id bigint not null,
  aplic_min numeric,
  qt_dia_conversao_cota integer,
  qt_dia_pagto_cota integer,
  qt_dia_resgate_cotas integer,
  qt_dia_pagto_resgate integer,
  tp_dia_pagto_resgate text,
  taxa_saida_pagto_resgate text,
  primary key (cnpj, dt_comptc)
);
comment on table cvm.extrato is 'CVM fund statement (Extrato) versions as filed, both layouts (116 columns pre-2020, 117 with TP_FUNDO_CLASSE), the columns the fee endpoints read; one row per CNPJ (fund or class) and filing date DT_COMPTC. TAXA_ADM is % a year as filed: 0 and values above 5 are kept, never rewritten.';
comment on column cvm.extrato.dt_comptc is 'DT_COMPTC: the date this version was filed; the newest per CNPJ is the current statement.';
comment on column cvm.extrato.tp_fundo_classe is 'TP_FUNDO_CLASSE as filed: CLASSES - FIF (a class of a CVM Resolution 175 fund; the Extrato has no subclass column) or FI (a fund); NULL in the pre-2020 layout, which has no such column. portfolio_fees reads its extrato_class_note from it.';
comment on column cvm.extrato.classe_anbima is 'CLASSE_ANBIMA: the association class the fund filed.';
comment on column cvm.extrato.aplic_min is 'APLIC_MIN: the minimum first investment, R$, as filed.';
comment on column cvm.extrato.qt_dia_conversao_cota is 'QT_DIA_CONVERSAO_COTA: days from a redemption request to the quota it is converted at, as filed.';
comment on column cvm.extrato.qt_dia_pagto_cota is 'QT_DIA_PAGTO_COTA: days to pay for a subscription, as filed.';
comment on column cvm.extrato.qt_dia_resgate_cotas is 'QT_DIA_RESGATE_COTAS: days the quotas are locked before they may be redeemed (carência), as filed; blank when the fund filed none.';
comment on column cvm.extrato.qt_dia_pagto_resgate is 'QT_DIA_PAGTO_RESGATE: days from the conversion to the payment of a redemption, as filed.';
comment on column cvm.extrato.tp_dia_pagto_resgate is 'TP_DIA_PAGTO_RESGATE: whether the redemption days are DIAS ÚTEIS (business days) or DIAS CORRIDOS (calendar days), as filed.';
comment on column cvm.extrato.taxa_saida_pagto_resgate is 'TAXA_SAIDA_PAGTO_RESGATE: S when an exit fee allows an earlier redemption payment, N otherwise, as filed.';
alter table cvm.extrato owner to ingest_writer;
grant select on cvm.extrato to api_owner;
