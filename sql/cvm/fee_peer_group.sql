-- Each fee-peer group of portfolio_fee_peers per reference month, summarised: the
-- active funds (a quota in cvm.fi_quota_active for the month, curated ETFs left
-- out) of one (class, FUNDO_COTAS, scope) cell of cvm.extrato_latest, counted, with
-- their fees in (0, 5] as a sorted histogram. Kept by the statement triggers of
-- cvm.extrato_latest, cvm.fi_quota_active and curated.etf_registry
-- (cvm.sync_fee_peer_group), so a call reads one row per group instead of every
-- fund of it. A row answers an as-of date whose 36-month window holds every fee
-- it counts (oldest..newest); another date is counted from the funds themselves.
create table cvm.fee_peer_group (
  period date not null,
  classe_anbima text not null,
  fundo_cotas text,
  tp_fundo_classe text,
  n_members integer not null,
  n_usable integer not null,
  vals numeric[],
  cum bigint[],
  oldest date,
  newest date
);
create unique index fee_peer_group_key on cvm.fee_peer_group (period, classe_anbima, fundo_cotas, tp_fundo_classe) nulls not distinct;
alter table cvm.fee_peer_group owner to ingest_writer;
grant select on cvm.fee_peer_group to api_owner;
comment on table cvm.fee_peer_group is 'Derived: per month (cvm.fi_quota_active period) and (CLASSE_ANBIMA, FUNDO_COTAS, TP_FUNDO_CLASSE) of cvm.extrato_latest, the active funds (curated ETFs left out) and their TAXA_ADM in (0, 5] as distinct sorted values with running counts; kept by the statement triggers of cvm.extrato_latest, cvm.fi_quota_active and curated.etf_registry (cvm.sync_fee_peer_group), never loaded directly. A cell with no active fund has no row.';
comment on column cvm.fee_peer_group.period is 'The last of the three activity months (first day), as in cvm.fi_quota_active.';
comment on column cvm.fee_peer_group.classe_anbima is 'CLASSE_ANBIMA of the funds'' newest Extrato.';
comment on column cvm.fee_peer_group.fundo_cotas is 'FUNDO_COTAS of the funds'' newest Extrato; NULL when blank.';
comment on column cvm.fee_peer_group.tp_fundo_classe is 'TP_FUNDO_CLASSE of the funds'' newest Extrato; NULL in the pre-2020 layout.';
comment on column cvm.fee_peer_group.n_members is 'Active funds of the cell.';
comment on column cvm.fee_peer_group.n_usable is 'Those whose TAXA_ADM is above 0 and at most 5.';
comment on column cvm.fee_peer_group.vals is 'Their distinct TAXA_ADM values, ascending; NULL when n_usable is 0.';
comment on column cvm.fee_peer_group.cum is 'For each of vals, how many of those fees are at or below it; NULL when n_usable is 0.';
comment on column cvm.fee_peer_group.oldest is 'Oldest DT_COMPTC among those fees; NULL when n_usable is 0.';
comment on column cvm.fee_peer_group.newest is 'Newest DT_COMPTC among those fees; NULL when n_usable is 0.';

-- the groups already held are written by cvm.refresh_fee_peer_group(null, null) in
-- sql/cvm/sync_fee_peer_group.sql, once the function exists
