-- Each CNPJ's current Extrato: its newest filing (DT_COMPTC), with the class, the
-- FUNDO_COTAS flag, the scope and the fee the fee and class endpoints read. A
-- table kept by statement triggers on cvm.extrato (cvm.extrato_latest_maintain, in the loader's own
-- transaction), so a reader probes one row per fund instead of a DISTINCT ON
-- over every version filed on each call. It was a view before: the view goes.
drop view if exists cvm.extrato_latest;

create table cvm.extrato_latest (
  cnpj text primary key check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  classe_anbima text,
  fundo_cotas text,
  tp_fundo_classe text,
  taxa_adm numeric
);
-- the peer groups of portfolio_fee_peers: every fund of a (class, FUNDO_COTAS, scope) cell
create index extrato_latest_group on cvm.extrato_latest (classe_anbima, fundo_cotas, tp_fundo_classe) include (cnpj, dt_comptc, taxa_adm);
-- a class as asked (case-insensitive): class_return_distribution's universe and spelling filed,
-- portfolio_equivalents' fees, from the index alone
create index extrato_latest_class_key on cvm.extrato_latest (upper(btrim(classe_anbima)), upper(btrim(fundo_cotas))) include (classe_anbima, cnpj, dt_comptc, taxa_adm);
alter table cvm.extrato_latest owner to ingest_writer;
grant select on cvm.extrato_latest to api_owner;
comment on table cvm.extrato_latest is 'Derived: the newest Extrato filing per CNPJ (fund or class), its ANBIMA class, FUNDO_COTAS flag, scope and fee as filed; kept equal to the newest DT_COMPTC per CNPJ of cvm.extrato by its statement triggers (cvm.extrato_latest_maintain), never loaded directly.';
comment on column cvm.extrato_latest.cnpj is 'Fund or class CNPJ, 14 digits, as in cvm.extrato.';
comment on column cvm.extrato_latest.dt_comptc is 'DT_COMPTC of the newest filing of the CNPJ.';
comment on column cvm.extrato_latest.classe_anbima is 'CLASSE_ANBIMA of the newest filing as filed; NULL when blank.';
comment on column cvm.extrato_latest.fundo_cotas is 'FUNDO_COTAS (S/N) of the newest filing as filed; NULL when blank.';
comment on column cvm.extrato_latest.tp_fundo_classe is 'TP_FUNDO_CLASSE of the newest filing; NULL in the pre-2020 layout.';
comment on column cvm.extrato_latest.taxa_adm is 'TAXA_ADM of the newest filing, % a year as filed (0 and values above 5 kept); NULL when blank.';

-- the versions already held
insert into cvm.extrato_latest (cnpj, dt_comptc, classe_anbima, fundo_cotas, tp_fundo_classe, taxa_adm)
select distinct on (e.cnpj) e.cnpj, e.dt_comptc, e.classe_anbima, e.fundo_cotas, e.tp_fundo_classe, e.taxa_adm
from cvm.extrato e
order by e.cnpj, e.dt_comptc desc;
