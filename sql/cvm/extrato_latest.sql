-- Each CNPJ's current Extrato: its newest filing (DT_COMPTC). The ANBIMA class
-- and FUNDO_COTAS flag of class_return_distribution and portfolio_movement.
create or replace view cvm.extrato_latest as
  select distinct on (e.cnpj) e.cnpj, e.dt_comptc, e.classe_anbima, e.fundo_cotas, e.tp_fundo_classe
  from cvm.extrato e
  order by e.cnpj, e.dt_comptc desc;

alter view cvm.extrato_latest owner to ingest_writer;
grant select on cvm.extrato_latest to api_owner;
comment on view cvm.extrato_latest is 'The newest Extrato filing per CNPJ (fund or class): its ANBIMA class and FUNDO_COTAS flag as filed, and the filing date.';
