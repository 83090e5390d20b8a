--! Previous: sha1:c1512144870583b71bbb47c1dbe8767195631c79
--! Hash: sha1:501b28988abdbbac3caee2922d683532abbe48f6
--! Message: fees and coverage: activity, metric census and originator slots kept by triggers

-- fees and coverage: portfolio_fee_peers' activity test reads cvm.fi_quota_active, kept by statement triggers on cvm.fund_month (the index it read goes);
-- portfolio_fees reads each fund's two balance-sheet months in one range scan; metric_coverage and coverage read family-month censuses kept by triggers;
-- fidc_cedentes' originator slots become a table kept by triggers on cvm.fidc_tab_i, indexed by the originator's CNPJ
drop index if exists cvm.fund_month_fi_quota;
--! Included sql/cvm/fi_quota_active.sql
-- The fi classes "active" in a month for portfolio_fee_peers: a quota in the daily
-- report in that month and in each of the two before. Kept by the triggers on
-- cvm.fund_month (cvm.sync_fi_quota_active) in the writing statement, so a peer
-- group's activity test is one probe of the key per peer instead of three months
-- of the fi series aggregated on every call.
create table cvm.fi_quota_active (
  period date not null,
  cnpj text not null,
  primary key (period, cnpj)
);
alter table cvm.fi_quota_active owner to ingest_writer;
grant select on cvm.fi_quota_active to api_owner;
comment on table cvm.fi_quota_active is 'Derived: one row per fi class and month (first day) with a quota in cvm.fund_month in that month and in each of the two months before; kept by the statement triggers on cvm.fund_month (cvm.sync_fi_quota_active), never loaded directly.';
comment on column cvm.fi_quota_active.period is 'The last of the three months (first day), as in cvm.fund_month.';
comment on column cvm.fi_quota_active.cnpj is 'Class CNPJ, as in cvm.fund_month.';

-- the months already held
insert into cvm.fi_quota_active (period, cnpj)
select m.period, m.cnpj
from cvm.fund_month m
where m.entity_type = 'fi' and m.quota is not null
  and exists (select 1 from cvm.fund_month b where b.entity_type = 'fi' and b.cnpj = m.cnpj and b.quota is not null
                and b.period = (m.period - interval '1 month')::date)
  and exists (select 1 from cvm.fund_month b where b.entity_type = 'fi' and b.cnpj = m.cnpj and b.quota is not null
                and b.period = (m.period - interval '2 months')::date);
--! EndIncluded sql/cvm/fi_quota_active.sql
--! Included sql/cvm/refresh_fi_quota_active.sql
-- Rewrites the cvm.fi_quota_active rows of the given (class, month) pairs from
-- the fi rows of cvm.fund_month: a pair holds when the month and the two before
-- each have a quota (fi periods are first days, one row per month and class).
create or replace function cvm.refresh_fi_quota_active(p_cnpjs text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
-- a write's pairs are many (three per row written) and the planner, which cannot see
-- how many, chose a loop of scans per pair: hash joins over the months touched only
set enable_nestloop = off
as $$
declare
  v_from date := (select (min(p) - interval '2 months')::date from unnest(p_periods) p);
  v_to date := (select max(p) from unnest(p_periods) p);
begin
  delete from cvm.fi_quota_active a
  using unnest(p_cnpjs, p_periods) t(cnpj, period)
  where a.period between v_from and v_to and a.period = t.period and a.cnpj = t.cnpj;
  insert into cvm.fi_quota_active (period, cnpj)
  select t.period, t.cnpj
  from unnest(p_cnpjs, p_periods) t(cnpj, period)
  join cvm.fund_month m
    on m.entity_type = 'fi' and m.cnpj = t.cnpj and m.quota is not null
   and m.period between (t.period - interval '2 months')::date and t.period
  where m.period between v_from and v_to
  group by t.period, t.cnpj
  having count(*) = 3;
end;
$$;
comment on function cvm.refresh_fi_quota_active(text[], date[]) is 'Rewrites the cvm.fi_quota_active rows of the given (class, month) pairs (pairs distinct, months first days) from the fi quotas of cvm.fund_month.';
alter function cvm.refresh_fi_quota_active(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fi_quota_active(text[], date[]) from public;
--! EndIncluded sql/cvm/refresh_fi_quota_active.sql
--! Included sql/cvm/sync_fi_quota_active.sql
-- The statement triggers on cvm.fund_month (insert, update, delete, truncate; see
-- sql/cvm/fund_month.sql) call this: a fi month written changes the activity of
-- its class in that month and the two after, so those pairs are rewritten in
-- cvm.fi_quota_active. Other families return at once.
create or replace function cvm.sync_fi_quota_active() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_cnpjs text[];
  v_periods date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.fi_quota_active;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(t.cnpj), array_agg(t.period) into v_cnpjs, v_periods
    from (select distinct n.cnpj, (n.period + make_interval(months => k))::date as period
          from new_rows n cross join generate_series(0, 2) k where n.entity_type = 'fi') t;
  elsif tg_op = 'DELETE' then
    select array_agg(t.cnpj), array_agg(t.period) into v_cnpjs, v_periods
    from (select distinct o.cnpj, (o.period + make_interval(months => k))::date as period
          from old_rows o cross join generate_series(0, 2) k where o.entity_type = 'fi') t;
  else
    select array_agg(t.cnpj), array_agg(t.period) into v_cnpjs, v_periods
    from (select distinct r.cnpj, (r.period + make_interval(months => k))::date as period
          from (select n.cnpj, n.period, n.entity_type from new_rows n union all select o.cnpj, o.period, o.entity_type from old_rows o) r
          cross join generate_series(0, 2) k where r.entity_type = 'fi') t;
  end if;
  if v_cnpjs is not null then
    perform cvm.refresh_fi_quota_active(v_cnpjs, v_periods);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fi_quota_active() is 'Statement trigger of cvm.fund_month: rewrites cvm.fi_quota_active for each fi (class, month) the statement wrote and the two months after; a truncate of cvm.fund_month empties it.';
alter function cvm.sync_fi_quota_active() owner to ingest_writer;
revoke all on function cvm.sync_fi_quota_active() from public;
--! EndIncluded sql/cvm/sync_fi_quota_active.sql
create trigger fi_quota_active_insert after insert on cvm.fund_month referencing new table as new_rows
  for each statement execute function cvm.sync_fi_quota_active();
create trigger fi_quota_active_update after update on cvm.fund_month referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fi_quota_active();
create trigger fi_quota_active_delete after delete on cvm.fund_month referencing old table as old_rows
  for each statement execute function cvm.sync_fi_quota_active();
create trigger fi_quota_active_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fi_quota_active();
--! Included functions/portfolio_fee_peers.sql
-- api.portfolio_fee_peers: where a fund's latest Extrato administration fee sits
-- among its peers (same association class, FUNDO_COTAS and scope, active in the
-- daily report), and the active ETFs whose underlying index the owner mapped to
-- that class (third-party website fees) once the group has 30 usable fund fees.
drop function if exists api.portfolio_fee_peers(text[], date);
drop type if exists api.portfolio_fee_peers_row;

create type api.portfolio_fee_peers_row as (
  cnpj text,
  classe_assoc text,
  fundo_cotas text,
  tp_fundo_classe text,
  status text,
  reason_code text,
  taxa_adm numeric,
  fee_as_of date,
  comparison_as_of date,
  activity_from date,
  activity_to date,
  n_peers integer,
  n_fund_peers integer,
  n_etf_peers integer,
  n_excluded integer,
  n_etf_excluded integer,
  p25_pct_year numeric,
  median_pct_year numeric,
  p75_pct_year numeric,
  percentile_pct numeric,
  difference_pp numeric,
  peer_fee_oldest date,
  peer_fee_newest date,
  etf_peer_fee_oldest date,
  etf_peer_fee_newest date,
  etf_peer_tickers text[],
  etf_peer_fee_source text
);
alter type api.portfolio_fee_peers_row owner to api_owner;
comment on type api.portfolio_fee_peers_row is 'One input CNPJ: its latest Extrato administration fee compared with the usable fees of its peer group, or why it is not compared.';
comment on column api.portfolio_fee_peers_row.cnpj is 'Fund or class CNPJ, 14 digits, as asked (punctuation removed, left-padded).';
comment on column api.portfolio_fee_peers_row.classe_assoc is 'CLASSE_ANBIMA of the fund''s latest Extrato (the association class filed); NULL without an Extrato or when blank.';
comment on column api.portfolio_fee_peers_row.fundo_cotas is 'FUNDO_COTAS (S/N) of the latest Extrato; NULL without one.';
comment on column api.portfolio_fee_peers_row.tp_fundo_classe is 'TP_FUNDO_CLASSE (FI or CLASSES - FIF) of the latest Extrato; NULL for a pre-2020 layout version or without one.';
comment on column api.portfolio_fee_peers_row.status is 'compared, or not_compared (reason_code says why).
@enum internal.peer_status';
comment on column api.portfolio_fee_peers_row.reason_code is 'NULL when compared; else sem_extrato_comparavel (no Extrato, or no class filed), taxa_data_futura (the latest Extrato is dated after p_as_of), taxa_defasada_comparacao (older than 36 months), taxa_nao_utilizavel (fee 0, above 5, negative or blank), pares_insuficientes (fewer than 30 usable fund fees in the group).
@enum internal.peer_reason_code';
comment on column api.portfolio_fee_peers_row.taxa_adm is 'The fund''s latest Extrato TAXA_ADM as filed (% a year), never rescaled; NULL without an Extrato.';
comment on column api.portfolio_fee_peers_row.fee_as_of is 'DT_COMPTC of the latest Extrato; NULL without one.';
comment on column api.portfolio_fee_peers_row.comparison_as_of is 'p_as_of (default today): the date the comparison is made at.';
comment on column api.portfolio_fee_peers_row.activity_from is 'First day of the three reference months ending in the p_as_of month: a peer must have a quota in the daily report in each of them.';
comment on column api.portfolio_fee_peers_row.activity_to is 'First day of the p_as_of month, the last of the three activity months.';
comment on column api.portfolio_fee_peers_row.n_peers is 'n_fund_peers + n_etf_peers; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.n_fund_peers is 'Usable fund fees in the group (the target included when eligible); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.n_etf_peers is 'Active ETFs of the curated registry whose underlying index is mapped to the class (owner-reviewed, never inferred from a name), with a usable third-party website fee; they join only a group that already has 30 usable fund fees. NULL when not compared.';
comment on column api.portfolio_fee_peers_row.n_excluded is 'Active funds of the group whose fee is not usable (0, above 5, negative, blank, older than 36 months or dated after p_as_of); NULL when the fund has no comparable Extrato.';
comment on column api.portfolio_fee_peers_row.n_etf_excluded is 'Active mapped ETFs without a usable website fee (none dated by p_as_of, 0, above 5, or older than 36 months); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.p25_pct_year is 'First quartile of the group''s usable fees, % a year (continuous); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.median_pct_year is 'Median of the group''s usable fees, % a year; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.p75_pct_year is 'Third quartile of the group''s usable fees, % a year; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.percentile_pct is 'Midrank percentile of the fund''s fee in the group: (peers below + half the peers equal) / n_peers x 100; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.difference_pp is 'taxa_adm minus median_pct_year, percentage points; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.peer_fee_oldest is 'Oldest filing date of the usable fund fees; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.peer_fee_newest is 'Newest filing date of the usable fund fees; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_oldest is 'Oldest website snapshot date of the ETF peers'' fees; NULL when not compared or no ETF peer.';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_newest is 'Newest website snapshot date of the ETF peers'' fees; NULL when not compared or no ETF peer.';
comment on column api.portfolio_fee_peers_row.etf_peer_tickers is 'Tickers of the ETF peers, sorted; NULL when not compared or no ETF peer.';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_source is 'Says the ETF peers'' fees are third-party website values (curated snapshots), never disclosed fees; NULL when not compared or no ETF peer.';

create function api.portfolio_fee_peers(p_cnpjs text[], p_as_of date default null)
returns setof api.portfolio_fee_peers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, current_date);
  v_to date := date_trunc('month', coalesce(p_as_of, current_date))::date;
  v_from date := (date_trunc('month', coalesce(p_as_of, current_date)) - interval '2 months')::date;
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_fee_peers', 1);
  return query
    with asked as (
      select internal.cnpj(a.c, 'portfolio_fee_peers') as cnpj, a.ord
      from unnest(p_cnpjs) with ordinality as a(c, ord)
    ),
    ids as (select asked.cnpj, min(asked.ord) as ord from asked group by asked.cnpj),
    targets as (
      select ids.cnpj, ids.ord, l.classe_anbima, l.fundo_cotas, l.tp_fundo_classe, l.taxa_adm, l.dt_comptc,
             case
               when l.cnpj is null or l.classe_anbima is null then 'sem_extrato_comparavel'
               when l.dt_comptc > v_as_of then 'taxa_data_futura'
               when l.dt_comptc < (v_as_of - interval '36 months')::date then 'taxa_defasada_comparacao'
               when not coalesce(l.taxa_adm > 0 and l.taxa_adm <= 5, false) then 'taxa_nao_utilizavel'
             end as own_reason
      from ids
      left join lateral (
        -- the CNPJ's newest Extrato (cvm.extrato_latest, kept by cvm.extrato's triggers); an
        -- ETF of the curated registry is an ETF peer (once), never a fund
        select e.* from cvm.extrato_latest e
        where e.cnpj = ids.cnpj and not exists (select 1 from curated.etf_registry g where g.cnpj = e.cnpj)
      ) l on true
    ),
    peers as (
      -- the active funds of the targets' groups only (the index on the class); active = a
      -- quota in each of the three reference months, one probe of cvm.fi_quota_active (kept
      -- by the triggers on cvm.fund_month) per peer
      select p.cnpj, p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe, p.taxa_adm, p.dt_comptc,
             p.taxa_adm > 0 and p.taxa_adm <= 5 and p.dt_comptc <= v_as_of
               and p.dt_comptc >= (v_as_of - interval '36 months')::date as usable
      from (select distinct t.classe_anbima, coalesce(t.fundo_cotas, '') as fundo_cotas, coalesce(t.tp_fundo_classe, '') as tp_fundo_classe
            from targets t where t.classe_anbima is not null) k
      join cvm.extrato_latest p on p.classe_anbima = k.classe_anbima
       and coalesce(p.fundo_cotas, '') = k.fundo_cotas and coalesce(p.tp_fundo_classe, '') = k.tp_fundo_classe
      join cvm.fi_quota_active a on a.period = v_to and a.cnpj = p.cnpj
      where not exists (select 1 from curated.etf_registry g where g.cnpj = p.cnpj)
    ),
    groups as (
      -- each distinct peer group once (a handful per call), its usable fees sorted
      select p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe,
             count(*) filter (where p.usable) as n_usable,
             count(*) filter (where not coalesce(p.usable, false)) as n_unusable,
             array_agg(p.taxa_adm order by p.taxa_adm) filter (where p.usable) as fees,
             min(p.dt_comptc) filter (where p.usable) as oldest,
             max(p.dt_comptc) filter (where p.usable) as newest
      from peers p
      group by p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe
    ),
    etf_groups as (
      -- active ETFs whose underlying index the owner mapped to a target's class: the
      -- newest website snapshot with a fee dated by p_as_of, usable by the fund rules
      select m.classe_anbima,
             count(*) filter (where e.usable) as n_etf,
             count(*) filter (where not e.usable) as n_etf_unusable,
             array_agg(e.taxa_adm order by e.taxa_adm) filter (where e.usable) as etf_fees,
             array_agg(g.ticker order by g.ticker) filter (where e.usable) as tickers,
             min(e.as_of) filter (where e.usable) as etf_oldest,
             max(e.as_of) filter (where e.usable) as etf_newest
      from curated.etf_registry g
      join curated.etf_index_class m on m.underlying_index = g.underlying_index
      left join lateral (
        select w.taxa_adm, w.as_of,
               w.taxa_adm > 0 and w.taxa_adm <= 5 and w.as_of >= (v_as_of - interval '36 months')::date as usable
        from curated.etf_site_snapshot w
        where w.ticker = g.ticker and w.taxa_adm is not null and w.as_of <= v_as_of
        order by w.as_of desc limit 1
      ) e0 on true
      cross join lateral (select e0.taxa_adm, e0.as_of, coalesce(e0.usable, false) as usable) e
      where g.active and m.classe_anbima in (select t.classe_anbima from targets t)
      group by m.classe_anbima
    ),
    stats as (
      -- once per group: the combined group (fund fees, plus the ETF fees: they join only a
      -- group with 30 fund fees), its quartiles, and its distinct fees sorted with the
      -- running count of fees at or below each, so a target's rank is a binary search
      select g.*, coalesce(eg.n_etf, 0) as n_etf, coalesce(eg.n_etf_unusable, 0) as n_etf_unusable,
             eg.tickers, eg.etf_oldest, eg.etf_newest, q.p25, q.p50, q.p75, q.n_all, r.vals, r.cum
      from groups g
      left join etf_groups eg on eg.classe_anbima = g.classe_anbima
      cross join lateral (
        select percentile_cont(0.25) within group (order by f) as p25,
               percentile_cont(0.5) within group (order by f) as p50,
               percentile_cont(0.75) within group (order by f) as p75,
               count(*) as n_all
        from unnest(g.fees || coalesce(eg.etf_fees, '{}'::numeric[])) f
      ) q
      cross join lateral (
        select array_agg(d.f order by d.f) as vals, array_agg(d.cum order by d.f) as cum
        from (select f, sum(count(*)) over (order by f) as cum
              from unnest(g.fees || coalesce(eg.etf_fees, '{}'::numeric[])) f group by f) d
      ) r
    ),
    judged as (
      select t.cnpj, t.ord, t.classe_anbima, t.fundo_cotas, t.tp_fundo_classe, t.taxa_adm, t.dt_comptc,
             s.n_usable, s.n_unusable, s.oldest, s.newest,
             s.n_etf, s.n_etf_unusable,
             s.tickers, s.etf_oldest, s.etf_newest,
             s.p25, s.p50, s.p75, s.n_all,
             -- fees at or below the target's (k distinct values), less those equal to it
             coalesce(s.cum[k.k], 0) - case when s.vals[k.k] = t.taxa_adm then s.cum[k.k] - coalesce(s.cum[k.k - 1], 0) else 0 end as n_below,
             case when s.vals[k.k] = t.taxa_adm then s.cum[k.k] - coalesce(s.cum[k.k - 1], 0) else 0 end as n_equal,
             coalesce(t.own_reason, case when coalesce(s.n_usable, 0) < 30 then 'pares_insuficientes' end) as reason
      from targets t
      left join stats s on s.classe_anbima = t.classe_anbima and s.fundo_cotas is not distinct from t.fundo_cotas
                       and s.tp_fundo_classe is not distinct from t.tp_fundo_classe
      cross join lateral (select width_bucket(t.taxa_adm, s.vals) as k) k
    )
    select j.cnpj, j.classe_anbima, j.fundo_cotas, j.tp_fundo_classe,
           case when j.reason is null then 'compared' else 'not_compared' end,
           j.reason,
           j.taxa_adm, j.dt_comptc, v_as_of, v_from, v_to,
           case when j.reason is null then j.n_all::integer end,
           case when j.reason is null then j.n_usable::integer end,
           case when j.reason is null then j.n_etf::integer end,
           case when j.classe_anbima is not null then coalesce(j.n_unusable, 0)::integer end,
           case when j.reason is null then j.n_etf_unusable::integer end,
           case when j.reason is null then round(j.p25::numeric, 6) end,
           case when j.reason is null then round(j.p50::numeric, 6) end,
           case when j.reason is null then round(j.p75::numeric, 6) end,
           case when j.reason is null then round((j.n_below + 0.5 * j.n_equal) * 100.0 / j.n_all, 4) end,
           case when j.reason is null then round(j.taxa_adm - j.p50::numeric, 6) end,
           case when j.reason is null then j.oldest end,
           case when j.reason is null then j.newest end,
           case when j.reason is null and j.n_etf > 0 then j.etf_oldest end,
           case when j.reason is null and j.n_etf > 0 then j.etf_newest end,
           case when j.reason is null and j.n_etf > 0 then j.tickers end,
           case when j.reason is null and j.n_etf > 0 then 'third-party website values (owner-curated ETF snapshots), never a disclosed fee' end
    from judged j
    order by j.ord;
end;
$$;

alter function api.portfolio_fee_peers(text[], date) owner to api_owner;
revoke all on function api.portfolio_fee_peers(text[], date) from public;
grant execute on function api.portfolio_fee_peers(text[], date) to anon, authenticated;
comment on function api.portfolio_fee_peers(text[], date) is 'Administration fee against peers, for 1 to 200 funds.
One row per distinct CNPJ in order of first appearance. Uses each fund''s latest Extrato only (not a historical backtest). Fund peers: a quota in the daily report in each of the three reference months ending in the p_as_of month, the same filed association class (CLASSE_ANBIMA), the same FUNDO_COTAS flag and the same TP_FUNDO_CLASSE. A fee is usable when above 0 and at most 5 % a year, dated no later than p_as_of and no older than 36 months; a group needs at least 30 usable fund fees (the target included when eligible), with no broader fallback. p25/median/p75 are over the usable fees; percentile_pct is a midrank (ties count half); difference_pp is the fund''s fee minus the median. status not_compared carries reason_code and NULL statistics. Source values are never rescaled; no performance fee, expense ratio or saving is produced. ETF peers: an active ETF of the owner-curated registry whose underlying index the owner mapped to the class joins every FUNDO_COTAS and scope cell of that class, once, with the newest third-party website fee dated by p_as_of under the same usable rules, but only a group that already has 30 usable fund fees (ETFs never make a group qualify); n_peers = n_fund_peers + n_etf_peers and the statistics are over the combined group. No CNPJ, more than 200 CNPJs or an entry that is not a CNPJ raises 22023.
p_cnpjs: array of 1 to 200 CNPJs, punctuated or bare (leading zeros optional).
p_as_of: the comparison date (default today).
@tag Portfolio
@since etf_peers: v66';
--! EndIncluded functions/portfolio_fee_peers.sql
--! Included functions/portfolio_fees.sql
-- api.portfolio_fees: the disclosed fee of each fund, as filed, with every rule
-- that makes a filed number unusable (0 = not informed, above 5 = scale error)
-- visible in the row instead of silently applied. Sources served: the Extrato
-- (newest version), the lâmina (newest filing date) and the legacy registry
-- cad_fi; the ESTIMATE columns come from the balance sheet (balancete) and are
-- never mixed into the disclosed ones. For an ETF (curated registry) the fee a
-- third-party website prints sits in etf_site_* beside them, never in disclosed_*.
drop function if exists api.portfolio_fees(text[], date);
drop type if exists api.portfolio_fees_row;

create type api.portfolio_fees_row as (
  cnpj text,
  fund_name text,
  month date,
  nav numeric,
  adm_fee_flow numeric,
  adm_fee_pct_annual_est numeric,
  perf_fee_flow numeric,
  perf_fee_pct_annual_est numeric,
  fiscal_reset_suspect boolean,
  estimate_label text,
  disclosed_taxa_adm numeric,
  disclosed_taxa_adm_min numeric,
  disclosed_taxa_adm_max numeric,
  disclosed_taxa_perfm text,
  disclosed_taxa_adm_info text,
  disclosed_taxa_perfm_info text,
  disclosed_source text,
  disclosed_note text,
  disclosed_origin text,
  disclosed_as_of date,
  disclosed_age_months integer,
  disclosed_age_days integer,
  disclosed_n_classes integer,
  filed_zero boolean,
  implausible_filed boolean,
  taxa_adm_filed_raw numeric,
  extrato_tp_fundo_classe text,
  extrato_classe_assoc text,
  extrato_class_note text,
  extrato_existe_taxa_perfm text,
  extrato_param_taxa_perfm text,
  extrato_calc_taxa_perfm text,
  extrato_inf_taxa_perfm text,
  extrato_existe_taxa_ingresso text,
  extrato_existe_taxa_saida text,
  extrato_taxa_perfm numeric,
  extrato_taxa_ingresso_pr numeric,
  extrato_taxa_ingresso_real numeric,
  extrato_taxa_saida_pr numeric,
  extrato_taxa_saida_real numeric,
  extrato_taxa_custodia_max numeric,
  extrato_taxa_adm_filed numeric,
  extrato_lamina_ratio numeric,
  extrato_scale_factor integer,
  extrato_as_of date,
  lamina_pr_pl_despesa numeric,
  lamina_taxa_adm numeric,
  lamina_taxa_adm_min numeric,
  lamina_taxa_adm_max numeric,
  lamina_n_classes integer,
  lamina_age_months integer,
  lamina_dt_ini_despesa date,
  lamina_dt_fim_despesa date,
  lamina_as_of date,
  lamina_expense_note text,
  fee_resolution text,
  etf_ticker text,
  etf_site_source text,
  etf_site_note text,
  etf_site_taxa_adm numeric,
  etf_site_nr_cotistas numeric,
  etf_site_pl numeric,
  etf_site_as_of date,
  benchmark_extrato text,
  benchmark_lamina text,
  benchmark_lamina_n integer
);
alter type api.portfolio_fees_row owner to api_owner;
comment on type api.portfolio_fees_row is 'One fund (CNPJ) with its disclosed fees as filed (% a year). DISCLOSED numbers come from one source per fund: the newest Extrato version, else the newest lâmina, else the legacy registry cad_fi (a newer plausible lâmina replaces an Extrato that filed 0 or above 5).';
comment on column api.portfolio_fees_row.cnpj is 'Fund or class CNPJ, 14 digits, as asked (punctuation removed, left-padded).';
comment on column api.portfolio_fees_row.fund_name is 'DENOM_SOCIAL of the newest Extrato, else of the registry; NULL when neither holds the CNPJ.';
comment on column api.portfolio_fees_row.month is 'Balance-sheet month of the estimate (first day): p_month''s month, or the fund''s newest balance-sheet month when p_month is null; NULL when no balance sheet is held for the fund.';
comment on column api.portfolio_fees_row.nav is 'ESTIMATE base: the month''s accounting groups 6 + 7 + 8 (60000002 + 70000009 + 80000006) of the balance sheet, R$; NULL when not filed.';
comment on column api.portfolio_fees_row.adm_fee_flow is 'ESTIMATE: the month''s administration fee accrual, R$, positive = cost: previous month''s accumulated 81781001 minus this month''s (filed negative); in the registry''s fiscal-year start month, this month''s accumulated value alone. NULL in a suspected reset month, without the previous month, or without the account.';
comment on column api.portfolio_fees_row.adm_fee_pct_annual_est is 'ESTIMATE: adm_fee_flow x 12 / nav x 100, % a year; NULL when either is NULL or nav is not positive. Never the disclosed fee.';
comment on column api.portfolio_fees_row.perf_fee_flow is 'ESTIMATE: the month''s performance fee accrual (81782000) by the same rule; negative = a reversed provision; NULL when the account is not filed this or the previous month, or in a suspected reset month.';
comment on column api.portfolio_fees_row.perf_fee_pct_annual_est is 'ESTIMATE: perf_fee_flow x 12 / nav x 100, % a year; NULL when either is NULL or nav is not positive.';
comment on column api.portfolio_fees_row.fiscal_reset_suspect is 'TRUE when the accumulated administration fee fell this month (a fiscal-year reset) and the registry does not put the fiscal-year start in this month: the estimate is then NULL. FALSE otherwise; NULL without a balance sheet for the month.';
comment on column api.portfolio_fees_row.estimate_label is 'Always present: says the figures are a balance-sheet ESTIMATE (never the disclosed fee), or why there is none.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm is 'Administration fee, % a year, from disclosed_origin. 0 is returned with filed_zero TRUE (not informed, never a zero cost); NULL when the filed value is above 5 or below 0 (implausible_filed, raw value in taxa_adm_filed_raw), when the lâmina''s classes disagree (min/max and disclosed_note say so), when nothing is filed, or when no source holds the CNPJ. NULL is never a zero fee.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm_min is 'Lowest TAXA_ADM the lâmina''s classes filed when the lâmina is the source; NULL otherwise.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm_max is 'Highest TAXA_ADM the lâmina''s classes filed when the lâmina is the source; NULL otherwise.';
comment on column api.portfolio_fees_row.disclosed_n_classes is 'Rows (classes or subclasses) of the source filing: 1 for the Extrato and cad_fi, the lâmina''s row count when it is the source; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.disclosed_taxa_perfm is 'Performance fee as filed by disclosed_origin (Extrato TAXA_PERFM, the lâmina''s free text when every class filed the same, or cad_fi TAXA_PERFM), as text; NULL when not filed or the classes differ.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm_info is 'cad_fi INF_TAXA_ADM when the registry is the source; NULL otherwise (the Extrato has no such field).';
comment on column api.portfolio_fees_row.disclosed_taxa_perfm_info is 'INF_TAXA_PERFM of the source (Extrato or cad_fi); NULL when not filed.';
comment on column api.portfolio_fees_row.disclosed_source is 'Which file the disclosed fee comes from, in words; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.disclosed_note is 'Why a disclosed value is NULL or must be read with care (filed 0, implausible value, lâmina classes that filed different fees or left the fee blank, nothing filed, no source); NULL when there is nothing to say.';
comment on column api.portfolio_fees_row.disclosed_origin is 'extrato, lamina or cad_fi; NULL when no source holds the CNPJ.
@enum internal.disclosed_origin';
comment on column api.portfolio_fees_row.disclosed_as_of is 'Filing date of the source: the Extrato version''s or the lâmina''s DT_COMPTC; NULL for cad_fi (the snapshot does not date its fee) and when there is no source.';
comment on column api.portfolio_fees_row.disclosed_age_months is 'Whole months from disclosed_as_of to today; NULL when disclosed_as_of is NULL.';
comment on column api.portfolio_fees_row.disclosed_age_days is 'Days from disclosed_as_of to today; NULL when disclosed_as_of is NULL.';
comment on column api.portfolio_fees_row.filed_zero is 'TRUE when the source filed an administration fee of exactly 0 (means not informed); FALSE otherwise; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.implausible_filed is 'TRUE when the source filed an administration fee above 5 or below 0 (not returned as the fee); FALSE otherwise; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.taxa_adm_filed_raw is 'The administration fee exactly as the source filed it (also when implausible); never rewritten; NULL when not filed.';
comment on column api.portfolio_fees_row.extrato_tp_fundo_classe is 'Extrato TP_FUNDO_CLASSE (FI or CLASSES - FIF); NULL for a pre-2020 layout version (no such column) or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_classe_assoc is 'Extrato CLASSE_ANBIMA: the association class filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_class_note is 'What the Extrato row covers, read from its filed TP_FUNDO_CLASSE (the Extrato layout has no note column of its own): CLASSES - FIF = a class-level row of a CVM Resolution 175 fund (no subclass column: a fee that differs by subclass is not visible and none is assumed); FI = the fund''s own row; any other value is named as filed. NULL for a pre-2020 layout version (no TP_FUNDO_CLASSE column) or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_existe_taxa_perfm is 'Extrato EXISTE_TAXA_PERFM (S/N) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_param_taxa_perfm is 'Extrato PARAM_TAXA_PERFM (the performance fee''s index) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_calc_taxa_perfm is 'Extrato CALC_TAXA_PERFM as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_inf_taxa_perfm is 'Extrato INF_TAXA_PERFM as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_existe_taxa_ingresso is 'Extrato EXISTE_TAXA_INGRESSO (S/N) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_existe_taxa_saida is 'Extrato EXISTE_TAXA_SAIDA (S/N) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_perfm is 'Extrato TAXA_PERFM (%) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_ingresso_pr is 'Extrato TAXA_INGRESSO_PR (entry fee, %) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_ingresso_real is 'Extrato TAXA_INGRESSO_REAL (entry fee, R$) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_saida_pr is 'Extrato TAXA_SAIDA_PR (exit fee, %) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_saida_real is 'Extrato TAXA_SAIDA_REAL (exit fee, R$) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_custodia_max is 'Extrato TAXA_CUSTODIA_MAX (% a year) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_adm_filed is 'Extrato TAXA_ADM exactly as filed (0 and values above 5 included), whatever the source; never rescaled, never to be summed; NULL without an Extrato.';
comment on column api.portfolio_fees_row.extrato_lamina_ratio is 'Extrato TAXA_ADM over the lâmina''s single fee when both are above 0; NULL otherwise. A comparison only.';
comment on column api.portfolio_fees_row.extrato_scale_factor is '10 or 100 when an Extrato fee above 5 equals that factor times the lâmina''s single fee within the two-decimal rounding of both; a flag only, nothing is rescaled; NULL otherwise.';
comment on column api.portfolio_fees_row.lamina_pr_pl_despesa is 'PR_PL_DESPESA, the lâmina''s declared total expense ratio (% of average NAV over lamina_dt_ini_despesa..lamina_dt_fim_despesa) whatever the fee source; never added to the administration fee; NULL when not filed, when the classes differ (lamina_expense_note) or without a lâmina.';
comment on column api.portfolio_fees_row.lamina_taxa_adm is 'The newest lâmina''s TAXA_ADM as filed when every class filed the same value; NULL when the classes differ, none filed one, or there is no lâmina. Never rescaled, never to be summed.';
comment on column api.portfolio_fees_row.lamina_taxa_adm_min is 'Lowest TAXA_ADM of the newest lâmina''s classes; NULL without a lâmina fee.';
comment on column api.portfolio_fees_row.lamina_taxa_adm_max is 'Highest TAXA_ADM of the newest lâmina''s classes; NULL without a lâmina fee.';
comment on column api.portfolio_fees_row.lamina_n_classes is 'Rows (classes or subclasses) of the newest lâmina; NULL without a lâmina.';
comment on column api.portfolio_fees_row.lamina_age_months is 'Whole months from lamina_as_of to today; NULL without a lâmina.';
comment on column api.portfolio_fees_row.lamina_dt_ini_despesa is 'DT_INI_DESPESA, start of the expense-ratio period (earliest of the classes); NULL when not filed or without a lâmina.';
comment on column api.portfolio_fees_row.lamina_dt_fim_despesa is 'DT_FIM_DESPESA, end of the expense-ratio period (latest of the classes); NULL when not filed or without a lâmina.';
comment on column api.portfolio_fees_row.lamina_as_of is 'DT_COMPTC of the newest lâmina held; NULL without a lâmina.';
comment on column api.portfolio_fees_row.lamina_expense_note is 'Says when the classes filed different expense ratios (lamina_pr_pl_despesa is then NULL); NULL otherwise.';
comment on column api.portfolio_fees_row.benchmark_lamina is 'INDICE_REFER of the newest lâmina when every class filed the same NON-blank index; NULL when any class left it blank (a blank is no index, not the same one), when the classes differ, or without a lâmina (benchmark_lamina_n says how many distinct values were filed). Never inferred from a name or class.';
comment on column api.portfolio_fees_row.benchmark_lamina_n is 'Distinct INDICE_REFER values the newest lâmina''s classes filed; a blank is not a value and is not counted: 0 none filed, 1 one value (benchmark_lamina is NULL all the same when another class left it blank), above 1 the classes differ; NULL without a lâmina.';
comment on column api.portfolio_fees_row.extrato_as_of is 'DT_COMPTC (filing date) of the newest Extrato version held; NULL without an Extrato.';
comment on column api.portfolio_fees_row.fee_resolution is 'extrato (Extrato fee in (0, 5] or not filed), extrato_lamina_beside (the Extrato filed 0, above 5 or below 0; a lâmina fee is beside it but is not newer or not plausible), extrato_to_check (same, with no lâmina fee), lamina_newer (the Extrato filed exactly 0 or above 5 and a NEWER lâmina''s single fee is in (0, 5]: the lâmina is the source), lamina (no Extrato), cad_fi (neither); NULL when no source holds the CNPJ.
@enum internal.fee_resolution';
comment on column api.portfolio_fees_row.etf_ticker is 'The ticker of the CNPJ in the owner-curated ETF registry; NULL when the CNPJ is not an ETF there.';
comment on column api.portfolio_fees_row.etf_site_source is 'Where the ETF values were copied from (the website, as the curated snapshot names it); NULL without a snapshot with a fee.';
comment on column api.portfolio_fees_row.etf_site_note is 'Says the etf_site_* values are a third-party website''s, never a disclosed fee (the Extrato, lâmina and registry carry no fee for an ETF), and why a value is NULL; NULL when the CNPJ is not in the ETF registry.';
comment on column api.portfolio_fees_row.etf_site_taxa_adm is 'Total administration fee the third-party website printed, % a year: the newest snapshot of the ticker with a fee; never placed in disclosed_*. NULL when not an ETF or no snapshot printed a fee.';
comment on column api.portfolio_fees_row.etf_site_nr_cotistas is 'Holder count from the same snapshot; descriptive only, never summed. NULL when not printed or no snapshot.';
comment on column api.portfolio_fees_row.etf_site_pl is 'Net assets (R$) from the same snapshot; descriptive only, never a fee base. NULL when not printed or no snapshot.';
comment on column api.portfolio_fees_row.etf_site_as_of is 'Date of that snapshot; NULL without one.';
comment on column api.portfolio_fees_row.benchmark_extrato is 'Extrato PARAM_TAXA_PERFM, the performance fee''s index as filed (dated extrato_as_of); never inferred from a name or class; NULL when blank or without an Extrato.';

create function api.portfolio_fees(p_cnpjs text[], p_month date default null)
returns setof api.portfolio_fees_row
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_fees', 0);
  return query
    with asked as (
      select internal.cnpj(a.c, 'portfolio_fees') as cnpj, a.ord
      from unnest(coalesce(p_cnpjs, '{}'::text[])) with ordinality as a(c, ord)
    ),
    ids as (select asked.cnpj, min(asked.ord) as ord from asked group by asked.cnpj),
    picked as (
      select ids.cnpj, ids.ord, x.dt_comptc is not null as has_extrato, r.cnpj is not null as has_registry,
             l.as_of is not null as has_lamina,
             x.denom_social as x_name, x.dt_comptc, x.tp_fundo_classe, x.classe_anbima, x.taxa_adm as x_adm,
             x.taxa_custodia_max, x.existe_taxa_perfm, x.taxa_perfm as x_perfm, x.param_taxa_perfm,
             x.calc_taxa_perfm, x.inf_taxa_perfm as x_perfm_info, x.existe_taxa_ingresso, x.taxa_ingresso_real,
             x.taxa_ingresso_pr, x.existe_taxa_saida, x.taxa_saida_real, x.taxa_saida_pr,
             r.denom_social as r_name, r.taxa_adm as r_adm, r.inf_taxa_adm as r_adm_info,
             r.taxa_perfm as r_perfm, r.inf_taxa_perfm as r_perfm_info,
             l.*, b.*, etf.*
      from ids
      left join lateral (
        select e.* from cvm.extrato e where e.cnpj = ids.cnpj order by e.dt_comptc desc limit 1
      ) x on true
      left join lateral (
        -- the newest lâmina: every class (subclass row) filed on that date
        select max(m.denom_social) as l_name, m.dt_comptc as as_of, count(*)::integer as n_classes,
               case when count(distinct m.taxa_adm) = 1 and count(m.taxa_adm) = count(*) then min(m.taxa_adm) end as l_adm,
               min(m.taxa_adm) as l_adm_min, max(m.taxa_adm) as l_adm_max,
               case when count(distinct m.taxa_perfm) = 1 and count(m.taxa_perfm) = count(*) then min(m.taxa_perfm) end as l_perfm,
               case when count(distinct m.pr_pl_despesa) = 1 and count(m.pr_pl_despesa) = count(*) then min(m.pr_pl_despesa) end as l_despesa,
               count(distinct m.pr_pl_despesa) as n_despesa,
               min(m.dt_ini_despesa) as l_ini, max(m.dt_fim_despesa) as l_fim,
               count(distinct m.taxa_adm)::integer as n_adm, (count(*) - count(m.taxa_adm))::integer as n_adm_blank,
               -- a class that left INDICE_REFER blank filed no index: not a value of n_bench, and not "the same one"
               count(distinct m.indice_refer)::integer as n_bench,
               case when count(distinct m.indice_refer) = 1 and count(m.indice_refer) = count(*) then min(m.indice_refer) end as l_bench
        from cvm.lamina m
        where m.cnpj = ids.cnpj
          and m.dt_comptc = (select max(n.dt_comptc) from cvm.lamina n where n.cnpj = ids.cnpj)
        group by m.dt_comptc
      ) l on true
      left join lateral (
        -- the balance-sheet month: p_month's, else the fund's newest; accounts of it and of the month before,
        -- read in one range scan of the two months (a value is the newest filing of its month)
        select bm.m as b_month,
               sum(v.vl_saldo_balcte) filter (where v.dt_comptc >= bm.m and v.cd_conta_balcte in ('60000002', '70000009', '80000006')) as b_nav,
               (array_agg(v.vl_saldo_balcte order by v.dt_comptc desc) filter (where v.cd_conta_balcte = '81781001' and v.dt_comptc >= bm.m))[1] as adm_cur,
               (array_agg(v.vl_saldo_balcte order by v.dt_comptc desc) filter (where v.cd_conta_balcte = '81781001' and v.dt_comptc < bm.m))[1] as adm_prev,
               (array_agg(v.vl_saldo_balcte order by v.dt_comptc desc) filter (where v.cd_conta_balcte = '81782000' and v.dt_comptc >= bm.m))[1] as perf_cur,
               (array_agg(v.vl_saldo_balcte order by v.dt_comptc desc) filter (where v.cd_conta_balcte = '81782000' and v.dt_comptc < bm.m))[1] as perf_prev,
               -- the registry puts the fiscal-year start in this month (history, or the current start's month of year)
               exists (select 1 from cvm.cad_fi_exerc_social es where es.cnpj = ids.cnpj and date_trunc('month', es.dt_ini_exerc) = bm.m)
                 or exists (select 1 from cvm.cad_fi f where f.cnpj = ids.cnpj and extract(month from f.dt_ini_exerc) = extract(month from bm.m)) as start_month
        from (
          -- offset 0 keeps the month a computed row: pulled up, its max() probe ran once per use
          select coalesce(date_trunc('month', p_month)::date,
                          (select date_trunc('month', max(v.dt_comptc))::date from cvm.balancete v where v.cnpj = ids.cnpj)) as m
          offset 0
        ) bm
        left join cvm.balancete v
          on v.cnpj = ids.cnpj and v.dt_comptc >= bm.m - interval '1 month' and v.dt_comptc < bm.m + interval '1 month'
         and v.cd_conta_balcte in ('60000002', '70000009', '80000006', '81781001', '81782000')
        where exists (select 1 from cvm.balancete v where v.cnpj = ids.cnpj and v.dt_comptc >= bm.m and v.dt_comptc < bm.m + interval '1 month')
        group by bm.m
      ) b on true
      left join lateral (
        -- an ETF of the curated registry: its ticker's newest website snapshot that printed a fee
        select g.ticker as etf_ticker, g.sample as etf_sample, w.as_of as w_as_of, w.taxa_adm as w_adm, w.nr_cotistas as w_holders,
               w.pl as w_pl, w.source as w_source, w.sample as w_sample
        from curated.etf_registry g
        left join lateral (
          select w.* from curated.etf_site_snapshot w where w.ticker = g.ticker and w.taxa_adm is not null order by w.as_of desc limit 1
        ) w on true
        where g.cnpj = ids.cnpj
      ) etf on true
      left join lateral (
        -- a CNPJ registered under several types: the one still active, then the newest registration
        select f.* from cvm.cad_fi f where f.cnpj = ids.cnpj
        order by (f.dt_cancel is null) desc, f.dt_reg desc nulls last, f.tp_fundo limit 1
      ) r on true
    ),
    resolved as (
      select p.*,
             case
               when not p.has_extrato then case when p.has_lamina then 'lamina' when p.has_registry then 'cad_fi' end
               when p.x_adm is null or (p.x_adm > 0 and p.x_adm <= 5) then 'extrato'
               -- v55: a newer plausible lâmina replaces an Extrato that filed exactly 0 or above 5
               when (p.x_adm = 0 or p.x_adm > 5) and p.l_adm > 0 and p.l_adm <= 5 and p.as_of > p.dt_comptc then 'lamina_newer'
               when p.l_adm_min is not null then 'extrato_lamina_beside'
               else 'extrato_to_check'
             end as resolution
      from picked p
    ),
    estimated as (
      select r.*,
             (r.adm_prev is not null and r.adm_cur is not null and abs(r.adm_cur) < abs(r.adm_prev)) as fell,
             case when r.start_month then -r.adm_cur
                  when abs(r.adm_cur) < abs(r.adm_prev) then null
                  else r.adm_prev - r.adm_cur end as adm_flow,
             case when r.start_month then -r.perf_cur
                  when abs(r.adm_cur) < abs(r.adm_prev) then null
                  else r.perf_prev - r.perf_cur end as perf_flow
      from resolved r
    ),
    sourced as (
      select r.*,
             case when r.resolution in ('lamina', 'lamina_newer') then 'lamina' when r.resolution = 'cad_fi' then 'cad_fi'
                  when r.resolution is not null then 'extrato' end as origin,
             case when r.resolution in ('lamina', 'lamina_newer') then r.l_adm when r.resolution = 'cad_fi' then r.r_adm
                  when r.resolution is not null then r.x_adm end as filed
      from estimated r
    )
    select s.cnpj as cnpj,
           coalesce(case when s.origin = 'lamina' then s.l_name end, s.x_name, s.l_name, s.r_name) as fund_name,
           s.b_month as month,
           s.b_nav as nav,
           s.adm_flow as adm_fee_flow,
           case when s.b_nav > 0 then round(s.adm_flow * 12 / s.b_nav * 100, 6) end as adm_fee_pct_annual_est,
           s.perf_flow as perf_fee_flow,
           case when s.b_nav > 0 then round(s.perf_flow * 12 / s.b_nav * 100, 6) end as perf_fee_pct_annual_est,
           case when s.b_month is not null then s.fell and not s.start_month end as fiscal_reset_suspect,
           case
             when s.b_month is null then 'No estimate: no balance sheet (balancete) is held for this fund' || case when p_month is not null then ' in that month.' else '.' end
             when s.fell and not s.start_month then 'No estimate: the accumulated fee fell this month (fiscal-year reset suspected) and the registry does not put the fiscal-year start in this month.'
             when s.adm_cur is null then 'No estimate: the balance sheet files no administration fee account (81781001) this month.'
             when s.adm_prev is null and not s.start_month then 'No estimate: the previous month''s balance sheet is not held, so the month''s accrual is unknown.'
             when not coalesce(s.b_nav > 0, false) then 'Estimate of the accrual only: the NAV (groups 6 + 7 + 8) is not held or not positive, so no annual rate.'
             else 'Estimate from balance-sheet accruals (month''s accrual x 12 / NAV of groups 6 + 7 + 8), not the disclosed fee'
                  || case when s.start_month then '; fiscal-year start month per the registry: the accumulated value alone.' else '.' end
           end as estimate_label,
           case when s.filed >= 0 and s.filed <= 5 then s.filed end as disclosed_taxa_adm,
           case when s.origin = 'lamina' then s.l_adm_min end as disclosed_taxa_adm_min,
           case when s.origin = 'lamina' then s.l_adm_max end as disclosed_taxa_adm_max,
           case s.origin when 'extrato' then s.x_perfm::text when 'lamina' then s.l_perfm when 'cad_fi' then s.r_perfm::text end as disclosed_taxa_perfm,
           case s.origin when 'cad_fi' then s.r_adm_info end as disclosed_taxa_adm_info,
           case s.origin when 'extrato' then s.x_perfm_info when 'cad_fi' then s.r_perfm_info end as disclosed_taxa_perfm_info,
           case s.origin
             when 'extrato' then format('CVM fund statement (Extrato, extrato_fi), version filed %s', s.dt_comptc)
             when 'lamina' then format('CVM factsheet (lâmina, lamina_fi), filed %s', s.as_of)
               || case when s.resolution = 'lamina_newer' then format(', newer than the Extrato of %s that filed %s', s.dt_comptc, s.x_adm) else '' end
             when 'cad_fi' then 'CVM legacy fund registry (cad_fi.csv), no Extrato or lâmina held'
           end as disclosed_source,
           case
             when s.origin is null then 'No Extrato, lâmina or registry entry is held for this CNPJ: every disclosed value is unknown (NULL), not zero.'
             when s.origin = 'lamina' and s.l_adm is null and s.n_adm > 1 then format('The lâmina''s %s classes filed different administration fees (%s to %s)%s: no single fee.', s.n_classes, s.l_adm_min, s.l_adm_max,
               case when s.n_adm_blank > 0 then format('; %s of them filed none', s.n_adm_blank) else '' end)
             when s.origin = 'lamina' and s.l_adm is null and s.n_adm = 1 then format('%s of the lâmina''s %s classes filed no administration fee (blank, not a zero fee) and the others filed %s: no single fee.', s.n_adm_blank, s.n_classes, s.l_adm_min)
             when s.filed = 0 then 'The fund filed an administration fee of 0, which means not informed, never a zero cost.'
             when s.filed > 5 or s.filed < 0 then format('The filed administration fee %s is outside 0..5 %% a year (probably a scale error); it is not returned as the fee and is kept in taxa_adm_filed_raw.', s.filed)
             when s.filed is null then 'The source filed no administration fee (NULL is not a zero fee).'
           end as disclosed_note,
           s.origin as disclosed_origin,
           case s.origin when 'extrato' then s.dt_comptc when 'lamina' then s.as_of end as disclosed_as_of,
           (select (extract(year from age(current_date, d)) * 12 + extract(month from age(current_date, d)))::integer
              from (select case s.origin when 'extrato' then s.dt_comptc when 'lamina' then s.as_of end as d) a) as disclosed_age_months,
           (case s.origin when 'extrato' then current_date - s.dt_comptc when 'lamina' then current_date - s.as_of end) as disclosed_age_days,
           case s.origin when 'lamina' then s.n_classes when 'extrato' then 1 when 'cad_fi' then 1 end as disclosed_n_classes,
           case when s.origin is not null then coalesce(s.filed = 0, false) end as filed_zero,
           case when s.origin is not null then coalesce(s.filed > 5 or s.filed < 0, false) end as implausible_filed,
           s.filed as taxa_adm_filed_raw,
           s.tp_fundo_classe as extrato_tp_fundo_classe,
           s.classe_anbima as extrato_classe_assoc,
           case
             when s.tp_fundo_classe = 'CLASSES - FIF' then 'Class-level row (CVM Resolution 175, TP_FUNDO_CLASSE CLASSES - FIF): the Extrato has no subclass column, so these are the class''s fees; a fee that differs by subclass is not visible and no subclass fee is assumed.'
             when s.tp_fundo_classe = 'FI' then 'Fund-level row (TP_FUNDO_CLASSE FI): the fees of the fund as filed.'
             when s.tp_fundo_classe is not null then 'TP_FUNDO_CLASSE ' || s.tp_fundo_classe || ' as filed: the Extrato has no subclass column, so no subclass fee is assumed.'
           end as extrato_class_note,
           s.existe_taxa_perfm as extrato_existe_taxa_perfm,
           s.param_taxa_perfm as extrato_param_taxa_perfm,
           s.calc_taxa_perfm as extrato_calc_taxa_perfm,
           s.x_perfm_info as extrato_inf_taxa_perfm,
           s.existe_taxa_ingresso as extrato_existe_taxa_ingresso,
           s.existe_taxa_saida as extrato_existe_taxa_saida,
           s.x_perfm as extrato_taxa_perfm,
           s.taxa_ingresso_pr as extrato_taxa_ingresso_pr,
           s.taxa_ingresso_real as extrato_taxa_ingresso_real,
           s.taxa_saida_pr as extrato_taxa_saida_pr,
           s.taxa_saida_real as extrato_taxa_saida_real,
           s.taxa_custodia_max as extrato_taxa_custodia_max,
           s.x_adm as extrato_taxa_adm_filed,
           case when s.x_adm > 0 and s.l_adm > 0 then s.x_adm / s.l_adm end as extrato_lamina_ratio,
           case when s.x_adm > 5 and s.l_adm > 0 then
             (select f from unnest(array[10, 100]) as f where abs(s.x_adm - f * s.l_adm) <= 0.005 + f * 0.005 order by f limit 1)
           end as extrato_scale_factor,
           s.dt_comptc as extrato_as_of,
           s.l_despesa as lamina_pr_pl_despesa,
           s.l_adm as lamina_taxa_adm,
           s.l_adm_min as lamina_taxa_adm_min,
           s.l_adm_max as lamina_taxa_adm_max,
           s.n_classes as lamina_n_classes,
           (extract(year from age(current_date, s.as_of)) * 12 + extract(month from age(current_date, s.as_of)))::integer as lamina_age_months,
           s.l_ini as lamina_dt_ini_despesa,
           s.l_fim as lamina_dt_fim_despesa,
           s.as_of as lamina_as_of,
           case when s.n_despesa > 1 then format('The lâmina''s %s classes filed %s different expense ratios: no single value.', s.n_classes, s.n_despesa) end as lamina_expense_note,
           s.resolution as fee_resolution,
           s.etf_ticker as etf_ticker,
           s.w_source as etf_site_source,
           case
             when s.etf_ticker is null then null
             when s.w_as_of is null then format('ETF %s in the curated registry, but no third-party website snapshot with a fee is held: etf_site_* are NULL (unknown, not zero). The Extrato, lâmina and registry carry no fee for an ETF.', s.etf_ticker)
             else format('Third-party website value (%s, %s), not a disclosed fee: the Extrato, lâmina and registry carry no fee for an ETF, so it is never placed in disclosed_*.', s.w_source, s.w_as_of)
           end
             || case when s.etf_sample or s.w_sample then ' SAMPLE ENTRY of the curated files: illustrative, not a real ETF or snapshot.' else '' end as etf_site_note,
           s.w_adm as etf_site_taxa_adm,
           s.w_holders as etf_site_nr_cotistas,
           s.w_pl as etf_site_pl,
           s.w_as_of as etf_site_as_of,
           s.param_taxa_perfm as benchmark_extrato,
           s.l_bench as benchmark_lamina,
           s.n_bench as benchmark_lamina_n
    from sourced s
    order by s.ord;
end;
$$;

alter function api.portfolio_fees(text[], date) owner to api_owner;
revoke all on function api.portfolio_fees(text[], date) from public;
grant execute on function api.portfolio_fees(text[], date) to anon, authenticated;
comment on function api.portfolio_fees(text[], date) is 'Disclosed fees of up to 200 funds.
One row per distinct CNPJ, in the order of first appearance; an unknown CNPJ gives a row of NULLs whose disclosed_note says no source holds it (not an empty answer: the caller sees which CNPJ is unknown). The disclosed fee comes from ONE source: the newest Extrato version; else the newest lâmina; else the legacy registry cad_fi. An Extrato row is the source even when it filed 0 or above 5 (no fall-through), except when it filed exactly 0 or above 5 and a NEWER lâmina''s single fee is in (0, 5] (fee_resolution lamina_newer). When the lâmina''s classes disagree the single fee is NULL with min/max and a note. The other document''s fee is returned as filed beside it (lamina_*, extrato_taxa_adm_filed), with extrato_lamina_ratio and the extrato_scale_factor flag (10 or 100); lamina_pr_pl_despesa is the total expense ratio, never added to the fee. benchmark_extrato and benchmark_lamina(_n) are the indices as filed. A filed 0 is returned as 0 with filed_zero TRUE (not informed); a value above 5 or below 0 is NULL with implausible_filed TRUE and the raw value in taxa_adm_filed_raw. The Extrato''s other fees are returned as filed, with extrato_class_note saying whether its row is a CVM 175 class (no subclass fee is assumed) or a fund, from TP_FUNDO_CLASSE. benchmark_lamina is NULL unless every class filed the same non-blank index. ESTIMATE columns (month, nav, *_fee_flow, *_pct_annual_est, fiscal_reset_suspect) come from the balance-sheet accruals: previous accumulated minus current, x 12 / NAV (groups 6+7+8); in a month where the accumulated fee falls the estimate is NULL with fiscal_reset_suspect unless the registry''s fiscal-year start is that month (then the accumulated value alone); estimate_label on every row says it is an estimate or why there is none. ETFs: for a CNPJ in the owner-curated ETF registry, etf_ticker and the newest third-party website snapshot of the ticker that printed a fee (etf_site_taxa_adm, etf_site_as_of, etf_site_source, and the holders and net assets of the same snapshot, descriptive only); never placed in disclosed_*, and etf_site_note says so and why a value is NULL. More than 200 CNPJs, or an entry that is not a CNPJ, raises 22023.
p_cnpjs: array of CNPJs, punctuated or bare (leading zeros optional), at most 200.
p_month: the balance-sheet month of the estimate (any day of it); null = each fund''s newest balance-sheet month.
@tag Portfolio
@since lamina_newer: v55
@since etf: v56, v57';
--! EndIncluded functions/portfolio_fees.sql
--! Included sql/cvm/fund_month_metric_census.sql
-- How many rows of the monthly fund series file each metric, per family and month:
-- written by the triggers on cvm.fund_month (cvm.sync_fund_month_metric_census) in
-- every statement that writes the series, so metric_coverage sums a few hundred
-- rows instead of scanning the whole series per call.
create table cvm.fund_month_metric_census (
  entity_type text not null,
  period date not null,
  metric text not null,
  filed integer not null check (filed > 0),
  primary key (entity_type, metric, period)
);
alter table cvm.fund_month_metric_census owner to ingest_writer;
grant select on cvm.fund_month_metric_census to api_owner;
comment on table cvm.fund_month_metric_census is 'Derived: one row per family, metric and period of cvm.fund_month where at least one row has the metric non-NULL, with that count; kept in the writing statement by the triggers on cvm.fund_month (cvm.sync_fund_month_metric_census), never loaded directly.';
comment on column cvm.fund_month_metric_census.entity_type is 'Family, as in cvm.fund_month.';
comment on column cvm.fund_month_metric_census.period is 'Period, as in cvm.fund_month.';
comment on column cvm.fund_month_metric_census.metric is 'A metric column of cvm.fund_month: nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield or assets.';
comment on column cvm.fund_month_metric_census.filed is 'Rows of the family and period with the metric non-NULL (at least 1).';

-- the series already held
insert into cvm.fund_month_metric_census (entity_type, period, metric, filed)
select m.entity_type, m.period, v.metric, count(*)
from cvm.fund_month m
cross join lateral (values
  ('nav', m.nav is not null), ('quota', m.quota is not null), ('quotaholders', m.quotaholders is not null),
  ('inflows', m.inflows is not null), ('redemptions', m.redemptions is not null),
  ('delinquency', m.delinquency is not null), ('monthly_yield', m.monthly_yield is not null),
  ('assets', m.assets is not null)
) v(metric, present)
where v.present
group by m.entity_type, m.period, v.metric;
--! EndIncluded sql/cvm/fund_month_metric_census.sql
--! Included sql/cvm/refresh_fund_month_metric_census.sql
-- Rewrites cvm.fund_month_metric_census for the given (family, period) pairs: each
-- pair's rows are counted again per metric (the (entity_type, period) index).
create or replace function cvm.refresh_fund_month_metric_census(p_types text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fund_month_metric_census c
  using unnest(p_types, p_periods) k(entity_type, period)
  where c.entity_type = k.entity_type and c.period = k.period;
  insert into cvm.fund_month_metric_census (entity_type, period, metric, filed)
  select k.entity_type, k.period, v.metric, count(*)
  from unnest(p_types, p_periods) k(entity_type, period)
  join cvm.fund_month m on m.entity_type = k.entity_type and m.period = k.period
  cross join lateral (values
    ('nav', m.nav is not null), ('quota', m.quota is not null), ('quotaholders', m.quotaholders is not null),
    ('inflows', m.inflows is not null), ('redemptions', m.redemptions is not null),
    ('delinquency', m.delinquency is not null), ('monthly_yield', m.monthly_yield is not null),
    ('assets', m.assets is not null)
  ) v(metric, present)
  where v.present
  group by k.entity_type, k.period, v.metric;
end;
$$;
comment on function cvm.refresh_fund_month_metric_census(text[], date[]) is 'Rewrites the cvm.fund_month_metric_census rows of the given (family, period) pairs (pairs distinct) from cvm.fund_month.';
alter function cvm.refresh_fund_month_metric_census(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_metric_census(text[], date[]) from public;
--! EndIncluded sql/cvm/refresh_fund_month_metric_census.sql
--! Included sql/cvm/sync_fund_month_metric_census.sql
-- The statement triggers on cvm.fund_month (see sql/cvm/fund_month.sql) call this:
-- every (family, period) the statement wrote is counted again per metric; a
-- truncate empties the census.
create or replace function cvm.sync_fund_month_metric_census() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_types text[];
  v_periods date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.fund_month_metric_census;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(t.entity_type), array_agg(t.period) into v_types, v_periods
    from (select distinct n.entity_type, n.period from new_rows n) t;
  elsif tg_op = 'DELETE' then
    select array_agg(t.entity_type), array_agg(t.period) into v_types, v_periods
    from (select distinct o.entity_type, o.period from old_rows o) t;
  else
    select array_agg(t.entity_type), array_agg(t.period) into v_types, v_periods
    from (select n.entity_type, n.period from new_rows n union select o.entity_type, o.period from old_rows o) t;
  end if;
  if v_types is not null then
    perform cvm.refresh_fund_month_metric_census(v_types, v_periods);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fund_month_metric_census() is 'Statement trigger of cvm.fund_month: counts the metrics of every (family, period) the statement wrote again in cvm.fund_month_metric_census; a truncate of cvm.fund_month empties it.';
alter function cvm.sync_fund_month_metric_census() owner to ingest_writer;
revoke all on function cvm.sync_fund_month_metric_census() from public;
--! EndIncluded sql/cvm/sync_fund_month_metric_census.sql
create trigger fund_month_metric_census_insert after insert on cvm.fund_month referencing new table as new_rows
  for each statement execute function cvm.sync_fund_month_metric_census();
create trigger fund_month_metric_census_update after update on cvm.fund_month referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fund_month_metric_census();
create trigger fund_month_metric_census_delete after delete on cvm.fund_month referencing old table as old_rows
  for each statement execute function cvm.sync_fund_month_metric_census();
create trigger fund_month_metric_census_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fund_month_metric_census();
--! Included functions/metric_coverage.sql
-- api.metric_coverage: the filed span and density of each metric per fund family.
drop function if exists api.metric_coverage();
drop type if exists api.metric_coverage_row;

create type api.metric_coverage_row as (
  entity_type text,
  metric text,
  first_period date,
  last_period date,
  filed_rows bigint,
  total_rows bigint
);
alter type api.metric_coverage_row owner to api_owner;
comment on type api.metric_coverage_row is 'One (fund family, metric) pair the family files.';
comment on column api.metric_coverage_row.entity_type is 'Fund family: fi, fidc, fii, fip or fiagro.
@enum internal.entity_type';
comment on column api.metric_coverage_row.metric is 'Metric of the monthly fund series (a fund_nav column): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets.
@enum internal.fund_metric';
comment on column api.metric_coverage_row.first_period is 'Oldest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.last_period is 'Newest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.filed_rows is 'Rows of the family with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.total_rows is 'All rows of the family (filed_rows / total_rows is the density).';

create function api.metric_coverage()
returns setof api.metric_coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  -- the per-month censuses the triggers on cvm.fund_month keep (a few hundred rows),
  -- never the series itself
  with totals as (
    select c.entity_type, sum(c.funds_filing) as total_rows from cvm.fund_month_census c group by c.entity_type
  ),
  filed as (
    select c.entity_type, c.metric, min(c.period) as first_period, max(c.period) as last_period, sum(c.filed) as filed_rows
    from cvm.fund_month_metric_census c
    group by c.entity_type, c.metric
  )
  select f.entity_type, f.metric, f.first_period, f.last_period, f.filed_rows, t.total_rows
  from filed f join totals t using (entity_type)
  order by f.entity_type, f.metric;
$$;

alter function api.metric_coverage() owner to api_owner;
revoke all on function api.metric_coverage() from public;
grant execute on function api.metric_coverage() to anon, authenticated;

comment on function api.metric_coverage() is 'Filed span and density of each metric per fund family.
One row per (entity_type, metric) of the monthly fund series: first_period and last_period are the oldest and newest periods with a NON-NULL value; filed_rows and total_rows give density. A pair absent from the list is one the family never files. Send {}.
@tag Coverage & catalog';
--! EndIncluded functions/metric_coverage.sql
--! Included functions/coverage.sql
-- api.coverage: what is held, per dataset, read from the ingest log (so every
-- source that ever loads a file appears without code changes) plus the monthly
-- fund series per family.
drop function if exists api.coverage();
drop type if exists api.coverage_row;

create type api.coverage_row as (
  dataset text,
  source text,
  first_period date,
  newest_period date,
  complete_through date,
  landed_at timestamptz,
  code_version text,
  as_of timestamptz,
  rows bigint,
  notes text
);
alter type api.coverage_row owner to api_owner;
comment on type api.coverage_row is 'One dataset held: its span, how complete it is, and when it last landed.';
comment on column api.coverage_row.dataset is 'The loader source name for a file family (e.g. bcb-ptax, cvm-inf-diario, cvm-registro), funds_<family> for the monthly fund series of fi, fidc, fii, fip or fiagro, or b3-bdi/<table> for each daily bulletin table (BTBLendingOpenPosition, BTBLoanBalance, BTBTrade, NegociosBTB, SharesInvesVolum, InstrumentsEquities) by session held, or b3-price-report/<report> for each price report (BVBG.086.01, BVBG.187.01) by session held, or b3-fnet/monthly_reports_<fidc|fii> for the FNET monthly structured reports by fund family, or samples/<set> for a sample set npm start is still loading (or failed to load), with every period and count NULL.';
comment on column api.coverage_row.source is 'Where the rows come from: publisher (files of the publisher), synthetic_sample (generated demo data, never a publisher figure), publisher+synthetic_sample (both), or derived for funds_<family> (built by the loaders of that family from their files).';
comment on column api.coverage_row.first_period is 'Oldest period (day or month) held.';
comment on column api.coverage_row.newest_period is 'Newest period (day or month) held.';
comment on column api.coverage_row.complete_through is 'Last period taken as complete: the newest month is assumed to be still filling unless it reaches the last day of its month, so this is the end of the month before newest_period (for funds_<family>, the previous period in the family convention: the period up to which fund_nav serves without p_to). For b3-bdi/<table>: the day before the first weekday with no session on record, or the newest session when there is no gap; the b3-bdi row then says the earliest complete_through of its tables, so the dataset and its tables never disagree.';
comment on column api.coverage_row.landed_at is 'When the newest file of the dataset was loaded (warehouse time, UTC); NULL for the derived funds_<family> rows (see the rows of their source files).';
comment on column api.coverage_row.code_version is 'Version of this code that loaded the newest file of the dataset: package version, then +git commit when the loader ran from a git checkout (e.g. 0.1.0+1a2b3c4d5e6f); NULL for the derived funds_<family> rows (see the rows of their source files) and for files loaded before versions were recorded.';
comment on column api.coverage_row.as_of is 'When this answer was computed (the transaction start, UTC), the same on every row; landed_at says when the data last changed.';
comment on column api.coverage_row.rows is 'Rows held: rows inserted by the loaded files of a file family (landing rows are never deleted), or rows of the monthly series for funds_<family>.';
comment on column api.coverage_row.notes is 'Plain words: files loaded and the newest file name, or what the series is derived from.';

create function api.coverage()
returns setof api.coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with files as (
    select l.source, min(l.first_period) as first_period, max(l.last_period) as newest_period,
           max(l.loaded_at) as landed_at, sum(l.rows_inserted)::bigint as rows, count(*) as files,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic,
           (array_agg(l.file_name order by l.loaded_at desc, l.id desc))[1] as newest_file
    from ingest.ingest_log l
    where l.status = 'loaded'
    group by l.source
  ),
  families as (
    -- the family-month census the triggers on cvm.fund_month keep, not the series itself
    select c.entity_type, min(c.period) as first_period, max(c.period) as newest_period, sum(c.funds_filing) as rows
    from cvm.fund_month_census c
    group by c.entity_type
  ),
  bulletin as (
    select s.table_name, min(l.source) as source, min(s.session_date) as first_period, max(s.session_date) as newest_period,
           count(*) as sessions, count(*) filter (where s.status = 'empty') as empty_sessions,
           sum(s.row_count)::bigint as rows, max(l.loaded_at) as landed_at,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic
    from b3.bdi_session s
    join ingest.ingest_log l on l.id = s.ingest_id
    group by s.table_name
  ),
  bulletin_gaps as (
    -- weekdays inside the held span with no session on record (neither rows nor an empty answer)
    select b.table_name, count(d.day) as missing, min(d.day)::date as first_missing
    from bulletin b
    left join lateral (
      select g.day
      from generate_series(b.first_period, b.newest_period, interval '1 day') as g(day)
      where extract(isodow from g.day) < 6
        and not exists (select 1 from b3.bdi_session s where s.table_name = b.table_name and s.session_date = g.day::date)
    ) d on true
    group by b.table_name
  ),
  tables as (
    select b.*, z.missing, case when z.first_missing is null then b.newest_period else z.first_missing - 1 end as complete_through
    from bulletin b
    join bulletin_gaps z on z.table_name = b.table_name
  ),
  tables_of_source as (
    -- a dataset with per-table rows is complete only as far as every table is
    select t.source, min(t.complete_through) as complete_through,
           (array_agg(t.table_name order by t.complete_through, t.table_name))[1] as earliest_table
    from tables t
    group by t.source
  )
  select f.source,
         case when f.all_synthetic then 'synthetic_sample' when f.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         f.first_period, f.newest_period,
         case when ts.source is not null then ts.complete_through
              when f.newest_period is null then null
              when f.newest_period = (date_trunc('month', f.newest_period) + interval '1 month - 1 day')::date then f.newest_period
              else (date_trunc('month', f.newest_period) - interval '1 day')::date end,
         f.landed_at, f.code_version, now(), f.rows,
         format('%s file(s) loaded; newest %s', f.files, f.newest_file)
           || case when ts.source is not null then format('; complete through the earliest of its %s/<table> rows (%s)', f.source, ts.earliest_table) else '' end
  from files f
  left join tables_of_source ts on ts.source = f.source
  union all
  select 'funds_' || g.entity_type,
         'derived',
         g.first_period, g.newest_period,
         cvm.complete_through_of(g.entity_type, g.newest_period),
         null::timestamptz, null::text, now(),
         g.rows,
         format('monthly fund series for %s (fund_nav); metrics per family in catalog applicability.fund_nav', g.entity_type)
  from families g
  union all
  select t.source || '/' || t.table_name,
         case when t.all_synthetic then 'synthetic_sample' when t.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         t.first_period, t.newest_period,
         t.complete_through,
         t.landed_at, t.code_version, now(), t.rows,
         format('%s session(s) held, %s of them empty (Nenhum resultado); %s weekday(s) in the span with no session on record', t.sessions, t.empty_sessions, t.missing)
  from tables t
  union all
  -- the price reports by report (BVBG.086.01, BVBG.187.01): sessions held, non-session days and weekday gaps
  select 'b3-price-report/' || r.report,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(r.session_date), max(r.session_date),
         coalesce((select min(g.day)::date - 1
                   from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                   where extract(isodow from g.day) < 6
                     and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)), max(r.session_date)),
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), sum(r.record_count)::bigint,
         format('%s session(s) held, %s of them empty (non-session days); %s weekday(s) in the span with no session on record',
                count(*), count(*) filter (where r.status = 'empty'),
                (select count(*) from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                 where extract(isodow from g.day) < 6
                   and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)))
  from b3.price_report_session r
  join ingest.ingest_log l on l.id = r.ingest_id
  group by r.report
  union all
  -- the FNET monthly structured reports by fund family (tipoFundo of the search): reference months held (first day);
  -- complete through the newest reference month whose deadline (15 days after its end) passed before the newest delivery held
  select 'b3-fnet/monthly_reports_' || case k.tipo_fundo when 1 then 'fii' else 'fidc' end,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(d.reference_date), max(d.reference_date),
         date_trunc('month', date_trunc('month', max(d.data_entrega)::date - 15) - interval '1 day')::date,
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), count(*),
         format('%s monthly structured report(s), %s of them re-filings (version 2 or later), of %s fund(s); newest delivery %s; complete through the newest reference month whose 15-day deadline passed before it',
                count(*), count(*) filter (where d.versao > 1), count(distinct k.cnpj), to_char(max(d.data_entrega), 'YYYY-MM-DD HH24:MI'))
  from b3.fnet_document d
  join b3.fnet_document_fund k on k.id = d.id and k.tipo_fundo in (1, 2)
  join ingest.ingest_log l on l.id = d.ingest_id
  where d.monthly_report
  group by k.tipo_fundo
  union all
  -- sample sets npm start is still loading in the background (it serves first)
  select 'samples/' || s.set_name, 'synthetic_sample', null::date, null::date, null::date, null::timestamptz, null::text, now(), null::bigint,
         case when s.state = 'loading' then 'sample set still loading (npm start serves first and loads the samples after); its datasets appear when it is done'
              else format('sample set failed to load: %s', s.error) end
  from ingest.sample_load s
  where s.state <> 'loaded'
  order by 1;
$$;

alter function api.coverage() owner to api_owner;
revoke all on function api.coverage() from public;
grant execute on function api.coverage() to anon, authenticated;

comment on function api.coverage() is 'What the store holds, one row per dataset: span, completeness, last landing, the code version that loaded it, rows.
One row per loader source that has loaded at least one file (read from the ingest log, so PTAX, every CVM file family and any later source appear without code changes), plus one row per fund family of the monthly fund series (funds_fi, funds_fidc, funds_fii, funds_fip, funds_fiagro), plus one row per daily bulletin table (b3-bdi/<table>: sessions held, empty sessions and weekday gaps; nothing collected is ever deleted), plus one row per price report (b3-price-report/<report>: sessions held, non-session days recorded empty, weekday gaps; complete_through is the day before the first gap), plus one row per fund family of the FNET monthly structured reports (b3-fnet/monthly_reports_fidc, b3-fnet/monthly_reports_fii: reference months held, documents of every version; complete_through is the newest reference month whose 15-day deadline passed before the newest delivery held), plus one samples/<set> row per sample set npm start is still loading in the background (absent once loaded). The b3-bdi row is complete only as far as its least complete table. as_of is when the answer was computed; landed_at and code_version say when and by which code version the newest file loaded. Sample data says so in source. Send {}.
@tag Coverage & catalog';
--! EndIncluded functions/coverage.sql
--! Included sql/cvm/fidc_cedente_slot.sql
-- cvm.fidc_cedente_slot: the originator (cedente) slots of FIDC tab I, one row per
-- filled slot, with what the slot holds classified once, when tab I is written, so
-- fidc_cedentes never handles a CPF: ids are read by their digits; all 0s or all 9s
-- are placeholders, not originators, and are left out, as are blank ids; 12 to 14
-- digits are a CNPJ (a dropped leading zero restored), 11 or fewer a CPF (a person:
-- its digits are never kept here), anything else 'other'. A table kept by the statement
-- triggers on cvm.fidc_tab_i (cvm.sync_fidc_cedente_slot), so an originator's funds
-- are an index probe instead of classifying every slot of every month per call. It
-- was a view before: the view goes.
drop view if exists cvm.fidc_cedente_slot;

create table cvm.fidc_cedente_slot (
  cnpj text not null,
  reference_date date not null,
  block text not null,
  slot integer not null,
  cedente_kind text not null,
  cedente_cnpj text,
  share_pct numeric,
  primary key (cnpj, reference_date, block, slot)
);
-- fidc_cedentes by p_cedente: the funds one originator serves
create index fidc_cedente_slot_cedente on cvm.fidc_cedente_slot (cedente_cnpj, reference_date) where cedente_cnpj is not null;
alter table cvm.fidc_cedente_slot owner to ingest_writer;
grant select on cvm.fidc_cedente_slot to api_owner;
comment on table cvm.fidc_cedente_slot is 'Derived: FIDC tab I originator slots, one row per filled slot (placeholders of all 0s or all 9s and blank ids left out): block A/B, slot 1..9, cedente_kind cnpj/cpf/other, cedente_cnpj (14 digits, only when cnpj) and the share of the block in percent as filed. Never holds a CPF''s digits. Kept by the statement triggers on cvm.fidc_tab_i (cvm.sync_fidc_cedente_slot), never loaded directly.';
comment on column cvm.fidc_cedente_slot.cnpj is 'FIDC CNPJ, as in cvm.fidc_tab_i.';
comment on column cvm.fidc_cedente_slot.reference_date is 'Reference month end, as in cvm.fidc_tab_i.';
comment on column cvm.fidc_cedente_slot.block is 'A (TAB_I2A12) or B (TAB_I2B12).';
comment on column cvm.fidc_cedente_slot.slot is 'Slot 1..9 of the block.';
comment on column cvm.fidc_cedente_slot.cedente_kind is 'cnpj (12 to 14 digits), cpf (11 or fewer: a person, digits never kept) or other.';
comment on column cvm.fidc_cedente_slot.cedente_cnpj is 'The originator''s CNPJ, 14 digits (a dropped leading zero restored); NULL unless cedente_kind is cnpj.';
comment on column cvm.fidc_cedente_slot.share_pct is 'TAB_I2{A,B}12_PR_CEDENTE_n as filed (may exceed 100); NULL when blank.';
--! EndIncluded sql/cvm/fidc_cedente_slot.sql
--! Included sql/cvm/refresh_fidc_cedente_slot.sql
-- Rewrites the cvm.fidc_cedente_slot rows of the given tab I keys (fund, month) from
-- cvm.fidc_tab_i, classifying each filled slot (see sql/cvm/fidc_cedente_slot.sql); NULL
-- arrays rewrite every key.
create or replace function cvm.refresh_fidc_cedente_slot(p_cnpjs text[], p_dates date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_cnpjs is null then
    delete from cvm.fidc_cedente_slot;
  else
    delete from cvm.fidc_cedente_slot c
    using unnest(p_cnpjs, p_dates) k(cnpj, reference_date)
    where c.cnpj = k.cnpj and c.reference_date = k.reference_date;
  end if;
  insert into cvm.fidc_cedente_slot (cnpj, reference_date, block, slot, cedente_kind, cedente_cnpj, share_pct)
  select
    t.cnpj,
    t.reference_date,
    s.block,
    s.slot,
    case
      when length(s.digits) between 12 and 14 then 'cnpj'
      when length(s.digits) between 1 and 11 then 'cpf'
      else 'other'
    end as cedente_kind,
    case when length(s.digits) between 12 and 14 then lpad(s.digits, 14, '0') end as cedente_cnpj,
    s.share_pct
  from cvm.fidc_tab_i t
  cross join lateral (
    select v.block, v.slot, v.filed, regexp_replace(v.filed, '[^0-9]', '', 'g') as digits, v.share_pct
    from (
      values
        ('A', 1, t.tab_i2a12_cpf_cnpj_cedente_1, t.tab_i2a12_pr_cedente_1),
        ('A', 2, t.tab_i2a12_cpf_cnpj_cedente_2, t.tab_i2a12_pr_cedente_2),
        ('A', 3, t.tab_i2a12_cpf_cnpj_cedente_3, t.tab_i2a12_pr_cedente_3),
        ('A', 4, t.tab_i2a12_cpf_cnpj_cedente_4, t.tab_i2a12_pr_cedente_4),
        ('A', 5, t.tab_i2a12_cpf_cnpj_cedente_5, t.tab_i2a12_pr_cedente_5),
        ('A', 6, t.tab_i2a12_cpf_cnpj_cedente_6, t.tab_i2a12_pr_cedente_6),
        ('A', 7, t.tab_i2a12_cpf_cnpj_cedente_7, t.tab_i2a12_pr_cedente_7),
        ('A', 8, t.tab_i2a12_cpf_cnpj_cedente_8, t.tab_i2a12_pr_cedente_8),
        ('A', 9, t.tab_i2a12_cpf_cnpj_cedente_9, t.tab_i2a12_pr_cedente_9),
        ('B', 1, t.tab_i2b12_cpf_cnpj_cedente_1, t.tab_i2b12_pr_cedente_1),
        ('B', 2, t.tab_i2b12_cpf_cnpj_cedente_2, t.tab_i2b12_pr_cedente_2),
        ('B', 3, t.tab_i2b12_cpf_cnpj_cedente_3, t.tab_i2b12_pr_cedente_3),
        ('B', 4, t.tab_i2b12_cpf_cnpj_cedente_4, t.tab_i2b12_pr_cedente_4),
        ('B', 5, t.tab_i2b12_cpf_cnpj_cedente_5, t.tab_i2b12_pr_cedente_5),
        ('B', 6, t.tab_i2b12_cpf_cnpj_cedente_6, t.tab_i2b12_pr_cedente_6),
        ('B', 7, t.tab_i2b12_cpf_cnpj_cedente_7, t.tab_i2b12_pr_cedente_7),
        ('B', 8, t.tab_i2b12_cpf_cnpj_cedente_8, t.tab_i2b12_pr_cedente_8),
        ('B', 9, t.tab_i2b12_cpf_cnpj_cedente_9, t.tab_i2b12_pr_cedente_9)
    ) as v(block, slot, filed, share_pct)
    where nullif(btrim(v.filed), '') is not null
  ) s
  where s.digits !~ '^(0+|9+)$'
    and (p_cnpjs is null or (t.cnpj, t.reference_date) in (select k.cnpj, k.reference_date from unnest(p_cnpjs, p_dates) k(cnpj, reference_date)));
end;
$$;
comment on function cvm.refresh_fidc_cedente_slot(text[], date[]) is 'Rewrites the cvm.fidc_cedente_slot rows of the given (fund, month) keys of cvm.fidc_tab_i (NULL arrays: every key), one row per filled slot, classified.';
alter function cvm.refresh_fidc_cedente_slot(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fidc_cedente_slot(text[], date[]) from public;
--! EndIncluded sql/cvm/refresh_fidc_cedente_slot.sql
--! Included sql/cvm/sync_fidc_cedente_slot.sql
-- The statement triggers on cvm.fidc_tab_i (see sql/cvm/fidc_tab_i.sql) call this: the
-- slots of every (fund, month) the statement wrote are classified again in
-- cvm.fidc_cedente_slot; a truncate empties it.
create or replace function cvm.sync_fidc_cedente_slot() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_cnpjs text[];
  v_dates date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.fidc_cedente_slot;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(t.cnpj), array_agg(t.reference_date) into v_cnpjs, v_dates
    from (select distinct n.cnpj, n.reference_date from new_rows n) t;
  elsif tg_op = 'DELETE' then
    select array_agg(t.cnpj), array_agg(t.reference_date) into v_cnpjs, v_dates
    from (select distinct o.cnpj, o.reference_date from old_rows o) t;
  else
    select array_agg(t.cnpj), array_agg(t.reference_date) into v_cnpjs, v_dates
    from (select n.cnpj, n.reference_date from new_rows n union select o.cnpj, o.reference_date from old_rows o) t;
  end if;
  if v_cnpjs is not null then
    perform cvm.refresh_fidc_cedente_slot(v_cnpjs, v_dates);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fidc_cedente_slot() is 'Statement trigger of cvm.fidc_tab_i: classifies again the originator slots of every (fund, month) the statement wrote, in cvm.fidc_cedente_slot; a truncate of cvm.fidc_tab_i empties it.';
alter function cvm.sync_fidc_cedente_slot() owner to ingest_writer;
revoke all on function cvm.sync_fidc_cedente_slot() from public;
--! EndIncluded sql/cvm/sync_fidc_cedente_slot.sql
create trigger fidc_cedente_slot_insert after insert on cvm.fidc_tab_i referencing new table as new_rows
  for each statement execute function cvm.sync_fidc_cedente_slot();
create trigger fidc_cedente_slot_update after update on cvm.fidc_tab_i referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fidc_cedente_slot();
create trigger fidc_cedente_slot_delete after delete on cvm.fidc_tab_i referencing old table as old_rows
  for each statement execute function cvm.sync_fidc_cedente_slot();
create trigger fidc_cedente_slot_truncate after truncate on cvm.fidc_tab_i
  for each statement execute function cvm.sync_fidc_cedente_slot();
-- the slots already held
select cvm.refresh_fidc_cedente_slot(null, null);
