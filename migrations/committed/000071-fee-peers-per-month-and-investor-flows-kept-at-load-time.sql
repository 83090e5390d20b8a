--! Previous: sha1:501b28988abdbbac3caee2922d683532abbe48f6
--! Hash: sha1:48d5176c6bec569993972b5f239774da70fc533d
--! Message: fee peers per month and investor flows kept at load time

-- portfolio_fee_peers reads each target's peer group from cvm.fee_peer_group (kept by statement triggers on cvm.extrato_latest, cvm.fi_quota_active and curated.etf_registry);
-- investor_flow reads b3.investor_flow_day, its rows classified and differenced at load time (kept by statement triggers on b3.investor_participation and b3.bdi_session)
--! Included sql/cvm/fee_peer_group.sql
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
--! EndIncluded sql/cvm/fee_peer_group.sql
--! Included sql/cvm/refresh_fee_peer_group.sql
-- Rewrites cvm.fee_peer_group for the given classes and months (NULL = every one).
create or replace function cvm.refresh_fee_peer_group(p_classes text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fee_peer_group s
  where (p_classes is null or s.classe_anbima = any (p_classes)) and (p_periods is null or s.period = any (p_periods));
  insert into cvm.fee_peer_group (period, classe_anbima, fundo_cotas, tp_fundo_classe, n_members, n_usable, vals, cum, oldest, newest)
  with members as (
    select a.period, l.classe_anbima, l.fundo_cotas, l.tp_fundo_classe, l.dt_comptc, l.taxa_adm,
           coalesce(l.taxa_adm > 0 and l.taxa_adm <= 5, false) as usable
    from cvm.extrato_latest l
    join cvm.fi_quota_active a on a.cnpj = l.cnpj
    where l.classe_anbima is not null
      and (p_classes is null or l.classe_anbima = any (p_classes))
      and (p_periods is null or a.period = any (p_periods))
      and not exists (select 1 from curated.etf_registry e where e.cnpj = l.cnpj)
  ),
  counted as (
    select m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe, count(*)::integer as n_members,
           (count(*) filter (where m.usable))::integer as n_usable,
           min(m.dt_comptc) filter (where m.usable) as oldest, max(m.dt_comptc) filter (where m.usable) as newest
    from members m
    group by m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe
  ),
  -- each distinct usable fee once, with how many fees of the group are at or below it
  running as (
    select m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe, m.taxa_adm as f,
           (sum(count(*)) over (partition by m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe order by m.taxa_adm))::bigint as cum
    from members m
    where m.usable
    group by m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe, m.taxa_adm
  ),
  histogram as (
    select r.period, r.classe_anbima, r.fundo_cotas, r.tp_fundo_classe, array_agg(r.f order by r.f) as vals, array_agg(r.cum order by r.f) as cum
    from running r
    group by r.period, r.classe_anbima, r.fundo_cotas, r.tp_fundo_classe
  )
  select c.period, c.classe_anbima, c.fundo_cotas, c.tp_fundo_classe, c.n_members, c.n_usable, h.vals, h.cum, c.oldest, c.newest
  from counted c
  left join histogram h on h.period = c.period and h.classe_anbima = c.classe_anbima
   and h.fundo_cotas is not distinct from c.fundo_cotas and h.tp_fundo_classe is not distinct from c.tp_fundo_classe;
end;
$$;
comment on function cvm.refresh_fee_peer_group(text[], date[]) is 'Rewrites cvm.fee_peer_group for the given CLASSE_ANBIMA values and months (NULL = every one): active funds of cvm.extrato_latest per cell, curated ETFs left out, and the histogram of their TAXA_ADM in (0, 5].';
alter function cvm.refresh_fee_peer_group(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fee_peer_group(text[], date[]) from public;
--! EndIncluded sql/cvm/refresh_fee_peer_group.sql
--! Included sql/cvm/sync_fee_peer_group.sql
-- Statement triggers of cvm.extrato_latest, cvm.fi_quota_active and
-- curated.etf_registry call this: the fee-peer groups a statement can change are
-- counted again (the classes the touched funds file, before and after; for an
-- activity write only its months).
create or replace function cvm.sync_fee_peer_group() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_classes text[];
  v_periods date[];
begin
  if tg_op = 'TRUNCATE' then
    perform cvm.refresh_fee_peer_group(null, null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it
  if tg_table_name = 'extrato_latest' then
    if tg_op = 'INSERT' then
      select array_agg(distinct n.classe_anbima) into v_classes from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct o.classe_anbima) into v_classes from old_rows o;
    else
      select array_agg(distinct c) into v_classes
      from (select n.classe_anbima as c from new_rows n union select o.classe_anbima from old_rows o) k;
    end if;
  elsif tg_table_name = 'fi_quota_active' then
    if tg_op = 'INSERT' then
      select array_agg(distinct x.classe_anbima), array_agg(distinct n.period) into v_classes, v_periods
      from new_rows n join cvm.extrato_latest x on x.cnpj = n.cnpj;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct x.classe_anbima), array_agg(distinct o.period) into v_classes, v_periods
      from old_rows o join cvm.extrato_latest x on x.cnpj = o.cnpj;
    else
      select array_agg(distinct x.classe_anbima), array_agg(distinct k.period) into v_classes, v_periods
      from (select n.cnpj, n.period from new_rows n union select o.cnpj, o.period from old_rows o) k
      join cvm.extrato_latest x on x.cnpj = k.cnpj;
    end if;
  else
    if tg_op = 'INSERT' then
      select array_agg(distinct x.classe_anbima) into v_classes from new_rows n join cvm.extrato_latest x on x.cnpj = n.cnpj;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct x.classe_anbima) into v_classes from old_rows o join cvm.extrato_latest x on x.cnpj = o.cnpj;
    else
      select array_agg(distinct x.classe_anbima) into v_classes
      from (select n.cnpj from new_rows n union select o.cnpj from old_rows o) k join cvm.extrato_latest x on x.cnpj = k.cnpj;
    end if;
  end if;
  v_classes := array_remove(v_classes, null);
  if cardinality(v_classes) > 0 then
    perform cvm.refresh_fee_peer_group(v_classes, v_periods);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fee_peer_group() is 'Statement trigger of cvm.extrato_latest, cvm.fi_quota_active and curated.etf_registry: rewrites the cvm.fee_peer_group rows of the classes the touched funds file (before and after), in every month or, for an activity write, in the months written.';
alter function cvm.sync_fee_peer_group() owner to ingest_writer;
revoke all on function cvm.sync_fee_peer_group() from public;

drop trigger if exists fee_peer_group_insert on cvm.extrato_latest;
drop trigger if exists fee_peer_group_update on cvm.extrato_latest;
drop trigger if exists fee_peer_group_delete on cvm.extrato_latest;
drop trigger if exists fee_peer_group_truncate on cvm.extrato_latest;
create trigger fee_peer_group_insert after insert on cvm.extrato_latest
  referencing new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_update after update on cvm.extrato_latest
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_delete after delete on cvm.extrato_latest
  referencing old table as old_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_truncate after truncate on cvm.extrato_latest
  for each statement execute function cvm.sync_fee_peer_group();

drop trigger if exists fee_peer_group_insert on cvm.fi_quota_active;
drop trigger if exists fee_peer_group_update on cvm.fi_quota_active;
drop trigger if exists fee_peer_group_delete on cvm.fi_quota_active;
drop trigger if exists fee_peer_group_truncate on cvm.fi_quota_active;
create trigger fee_peer_group_insert after insert on cvm.fi_quota_active
  referencing new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_update after update on cvm.fi_quota_active
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_delete after delete on cvm.fi_quota_active
  referencing old table as old_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_truncate after truncate on cvm.fi_quota_active
  for each statement execute function cvm.sync_fee_peer_group();

drop trigger if exists fee_peer_group_insert on curated.etf_registry;
drop trigger if exists fee_peer_group_update on curated.etf_registry;
drop trigger if exists fee_peer_group_delete on curated.etf_registry;
drop trigger if exists fee_peer_group_truncate on curated.etf_registry;
create trigger fee_peer_group_insert after insert on curated.etf_registry
  referencing new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_update after update on curated.etf_registry
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_delete after delete on curated.etf_registry
  referencing old table as old_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_truncate after truncate on curated.etf_registry
  for each statement execute function cvm.sync_fee_peer_group();

-- the groups already held
select cvm.refresh_fee_peer_group(null, null);
--! EndIncluded sql/cvm/sync_fee_peer_group.sql
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
    keys as (
      select distinct t.classe_anbima, coalesce(t.fundo_cotas, '') as fundo_cotas, coalesce(t.tp_fundo_classe, '') as tp_fundo_classe
      from targets t where t.classe_anbima is not null
    ),
    kept as (
      -- the targets' groups as cvm.fee_peer_group keeps them (its triggers run in the
      -- loaders' transactions): one row per group
      select s.*, k.fundo_cotas as fundo_cotas_key, k.tp_fundo_classe as tp_key,
             s.oldest >= (v_as_of - interval '36 months')::date and s.newest <= v_as_of as covered
      from keys k
      join cvm.fee_peer_group s on s.period = v_to and s.classe_anbima = k.classe_anbima
       and coalesce(s.fundo_cotas, '') = k.fundo_cotas and coalesce(s.tp_fundo_classe, '') = k.tp_fundo_classe
    ),
    recount as (
      -- a cell whose kept fees reach outside p_as_of's 36-month window: usability then
      -- depends on the date, so its funds are counted here
      select distinct s.classe_anbima, s.fundo_cotas_key, s.tp_key from kept s where not s.covered
    ),
    peers as (
      -- the active funds of those cells only (the index on the class); active = a quota
      -- in each of the three reference months (cvm.fi_quota_active, kept by the triggers
      -- on cvm.fund_month); the ETF check a hash anti-join
      select p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe, p.taxa_adm, p.dt_comptc,
             p.taxa_adm > 0 and p.taxa_adm <= 5 and p.dt_comptc <= v_as_of
               and p.dt_comptc >= (v_as_of - interval '36 months')::date as usable
      from recount k
      join cvm.extrato_latest p on p.classe_anbima = k.classe_anbima
       and coalesce(p.fundo_cotas, '') = k.fundo_cotas_key and coalesce(p.tp_fundo_classe, '') = k.tp_key
      join cvm.fi_quota_active a on a.period = v_to and a.cnpj = p.cnpj
      left join curated.etf_registry g on g.cnpj = p.cnpj
      where g.cnpj is null
    ),
    live_counts as (
      select p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe,
             count(*) filter (where p.usable) as n_usable, count(*) filter (where not coalesce(p.usable, false)) as n_unusable,
             min(p.dt_comptc) filter (where p.usable) as oldest, max(p.dt_comptc) filter (where p.usable) as newest
      from peers p
      group by p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe
    ),
    live_histogram as (
      select d.classe_anbima, d.fundo_cotas, d.tp_fundo_classe, array_agg(d.f order by d.f) as vals, array_agg(d.cum order by d.f) as cum
      from (select p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe, p.taxa_adm as f,
                   (sum(count(*)) over (partition by p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe order by p.taxa_adm))::bigint as cum
            from peers p where p.usable
            group by p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe, p.taxa_adm) d
      group by d.classe_anbima, d.fundo_cotas, d.tp_fundo_classe
    ),
    groups as (
      -- each group: counts, dates and its usable fees as distinct values with running counts
      select s.classe_anbima, s.fundo_cotas, s.tp_fundo_classe, s.n_usable::bigint as n_usable,
             (s.n_members - s.n_usable)::bigint as n_unusable, s.vals, s.cum, s.oldest, s.newest
      from kept s where s.covered or s.oldest is null
      union all
      select c.classe_anbima, c.fundo_cotas, c.tp_fundo_classe, c.n_usable, c.n_unusable, h.vals, h.cum, c.oldest, c.newest
      from live_counts c
      left join live_histogram h on h.classe_anbima = c.classe_anbima
       and h.fundo_cotas is not distinct from c.fundo_cotas and h.tp_fundo_classe is not distinct from c.tp_fundo_classe
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
    combined as (
      -- the combined group (fund fees, plus the ETF fees: they join only a group with 30
      -- fund fees) as distinct values with running counts; the ETF fees merged into the
      -- fund histogram (a few dozen values), never the fees re-sorted one by one
      select g.classe_anbima, g.fundo_cotas, g.tp_fundo_classe, g.n_usable, g.n_unusable, g.oldest, g.newest,
             coalesce(eg.n_etf, 0) as n_etf, coalesce(eg.n_etf_unusable, 0) as n_etf_unusable,
             eg.tickers, eg.etf_oldest, eg.etf_newest,
             case when eg.etf_fees is null then g.vals else r.vals end as all_vals,
             case when eg.etf_fees is null then g.cum else r.cum end as all_cum
      from groups g
      left join etf_groups eg on eg.classe_anbima = g.classe_anbima
      left join lateral (
        select array_agg(d.f order by d.f) as vals, array_agg(d.cum order by d.f) as cum
        from (select x.f, (sum(sum(x.c)) over (order by x.f))::bigint as cum
              from (select u.f, u.cum - coalesce(g.cum[u.i - 1], 0) as c from unnest(g.vals, g.cum) with ordinality as u(f, cum, i)
                    union all
                    select f, 1 from unnest(eg.etf_fees) f) x
              group by x.f) d
      ) r on eg.etf_fees is not null
    ),
    stats as (
      -- quartiles as percentile_cont computes them (float8, linear between the two
      -- neighbouring ranks), each rank's value read from the running counts
      select c.classe_anbima, c.fundo_cotas, c.tp_fundo_classe, c.n_usable, c.n_unusable, c.oldest, c.newest,
             c.n_etf, c.n_etf_unusable, c.tickers, c.etf_oldest, c.etf_newest,
             c.all_cum[cardinality(c.all_cum)] as n_all, q.p25, q.p50, q.p75, c.all_vals as vals, c.all_cum as cum
      from combined c
      cross join lateral (
        select max(v.v) filter (where v.p = 0.25) as p25, max(v.v) filter (where v.p = 0.5) as p50, max(v.v) filter (where v.p = 0.75) as p75
        from (select pp.p,
                     case when ceil(pp.pos) = floor(pp.pos) then lo.v
                          else lo.v + (pp.pos - floor(pp.pos)) * (hi.v - lo.v) end as v
              from (select p, p * (c.all_cum[cardinality(c.all_cum)] - 1)::double precision as pos
                    from unnest(array[0.25, 0.5, 0.75]::double precision[]) p) pp
              -- the value at 0-based rank r: the first distinct value whose running count exceeds r
              cross join lateral (select c.all_vals[width_bucket(floor(pp.pos)::bigint, c.all_cum) + 1]::double precision as v) lo
              cross join lateral (select c.all_vals[width_bucket(ceil(pp.pos)::bigint, c.all_cum) + 1]::double precision as v) hi) v
      ) q
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
--! Included sql/b3/investor_flow_day.sql
-- api.investor_flow's rows, classified and differenced at load time: kept by the
-- statement triggers of b3.investor_participation and b3.bdi_session
-- (b3.sync_investor_flow_day), which rewrite the months a write touches (a delta
-- never crosses a month, and a session's status only decides snapshots of its own
-- month), so a read of a few sessions is a range of the key, not a window over
-- every snapshot held.
create table b3.investor_flow_day (
  reference_date date not null,
  investor_type text not null,
  flow_basis text not null,
  buy_value_thousands numeric,
  sell_value_thousands numeric,
  net_value_thousands numeric,
  mtd_buy_value_thousands numeric,
  mtd_sell_value_thousands numeric,
  primary key (reference_date, investor_type)
);
create index investor_flow_day_type on b3.investor_flow_day (investor_type, reference_date);
alter table b3.investor_flow_day owner to ingest_writer;
grant select on b3.investor_flow_day to api_owner;
comment on table b3.investor_flow_day is 'Derived: one row per b3.investor_participation snapshot with its flow_basis and daily flows as api.investor_flow documents them; kept by the statement triggers of b3.investor_participation and b3.bdi_session (b3.sync_investor_flow_day), never loaded directly.';
comment on column b3.investor_flow_day.reference_date is 'reference_date of the snapshot.';
comment on column b3.investor_flow_day.investor_type is 'Investor type as published.';
comment on column b3.investor_flow_day.flow_basis is 'delta, month_open, unknown_opening_snapshot or missing_previous_snapshot (see api.investor_flow).';
comment on column b3.investor_flow_day.buy_value_thousands is 'Daily buys, R$ thousands; NULL unless delta or month_open.';
comment on column b3.investor_flow_day.sell_value_thousands is 'Daily sells, R$ thousands; NULL unless delta or month_open.';
comment on column b3.investor_flow_day.net_value_thousands is 'Daily buys minus sells, R$ thousands; NULL unless delta or month_open.';
comment on column b3.investor_flow_day.mtd_buy_value_thousands is 'Month-to-date buys as published; NULL when blank.';
comment on column b3.investor_flow_day.mtd_sell_value_thousands is 'Month-to-date sells as published; NULL when blank.';
--! EndIncluded sql/b3/investor_flow_day.sql
--! Included sql/b3/refresh_investor_flow_day.sql
-- Rewrites b3.investor_flow_day for the given months (first days; NULL = every
-- month): api.investor_flow's classification and differences, as documented there.
create or replace function b3.refresh_investor_flow_day(p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from b3.investor_flow_day f
  where p_months is null or date_trunc('month', f.reference_date)::date = any (p_months);
  insert into b3.investor_flow_day (reference_date, investor_type, flow_basis, buy_value_thousands, sell_value_thousands,
                                    net_value_thousands, mtd_buy_value_thousands, mtd_sell_value_thousands)
  with snapshots as (
    select p.reference_date,
           p.investor_type,
           p.buy_thousands,
           p.sell_thousands,
           lag(p.buy_thousands) over month_so_far as previous_buy,
           lag(p.sell_thousands) over month_so_far as previous_sell,
           lag(p.reference_date) over month_so_far as previous_date
      from b3.investor_participation p
     where p_months is null or date_trunc('month', p.reference_date)::date = any (p_months)
    window month_so_far as (partition by p.investor_type, date_trunc('month', p.reference_date) order by p.reference_date)
  ),
  known_no_session as materialized (
    -- weekdays known not to be a trading session (see api.investor_flow's COMMENT): the exchange
    -- answered Nenhum resultado in a bulletin table, and no lending table holds
    -- data asked for or dated that day; built once, probed per snapshot by hash
    select e.session_date as day
      from b3.bdi_session e
     where e.status = 'empty'
    except
    select x.day
      from b3.bdi_session l
     cross join lateral (values (l.session_date), (l.data_date)) as x(day)
     where l.status = 'loaded' and x.day is not null
       and l.table_name in ('BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'NegociosBTB')
  ),
  classified as (
    -- a snapshot is differenced (delta) only with the previous session, and is the
    -- month's first session (month_open) only when nothing before it in the month
    -- could have been a session: either way, every weekday in the gap must be known
    -- to be no session. No weekday in the gap (the usual case) is decided by date
    -- arithmetic alone; only a real gap probes known_no_session.
    select s.*, f.flow_basis
      from snapshots s
     cross join lateral (
      -- offset 0 keeps this a subquery: classified once per row, not once per output column
      select case
             when s.previous_date = s.reference_date - case extract(isodow from s.reference_date)::int when 1 then 3 when 7 then 2 else 1 end
               then 'delta'
             when s.previous_date is null
                  and s.reference_date = date_trunc('month', s.reference_date)::date
                      + case extract(isodow from date_trunc('month', s.reference_date))::int when 6 then 2 when 7 then 1 else 0 end
               then 'month_open'
             when not exists (
               select 1
                 from generate_series(coalesce(s.previous_date + 1, date_trunc('month', s.reference_date)), s.reference_date - 1, interval '1 day') as d(day)
                where extract(isodow from d.day) < 6
                  and d.day::date not in (select k.day from known_no_session k)
             ) then case when s.previous_date is null then 'month_open' else 'delta' end
             when s.previous_date is null then 'unknown_opening_snapshot'
             else 'missing_previous_snapshot'
           end as flow_basis
      offset 0
     ) f
  )
  select c.reference_date,
         c.investor_type,
         c.flow_basis,
         case c.flow_basis when 'delta' then c.buy_thousands - c.previous_buy when 'month_open' then c.buy_thousands end as buy_value_thousands,
         case c.flow_basis when 'delta' then c.sell_thousands - c.previous_sell when 'month_open' then c.sell_thousands end as sell_value_thousands,
         case c.flow_basis
           when 'delta' then (c.buy_thousands - c.previous_buy) - (c.sell_thousands - c.previous_sell)
           when 'month_open' then c.buy_thousands - c.sell_thousands
         end as net_value_thousands,
         c.buy_thousands as mtd_buy_value_thousands,
         c.sell_thousands as mtd_sell_value_thousands
    from classified c;
end;
$$;
comment on function b3.refresh_investor_flow_day(date[]) is 'Rewrites b3.investor_flow_day for the given months (first days; NULL = every one) from b3.investor_participation and b3.bdi_session.';
alter function b3.refresh_investor_flow_day(date[]) owner to ingest_writer;
revoke all on function b3.refresh_investor_flow_day(date[]) from public;
--! EndIncluded sql/b3/refresh_investor_flow_day.sql
--! Included sql/b3/sync_investor_flow_day.sql
-- Statement triggers of b3.investor_participation and b3.bdi_session call this: the
-- months of the snapshots written, or of the session days (asked for or dated) whose
-- status was written, are classified and differenced again. A truncate rewrites all.
create or replace function b3.sync_investor_flow_day() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_months date[];
begin
  if tg_op = 'TRUNCATE' then
    perform b3.refresh_investor_flow_day(null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it
  if tg_table_name = 'investor_participation' then
    if tg_op = 'INSERT' then
      select array_agg(distinct date_trunc('month', n.reference_date)::date) into v_months from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct date_trunc('month', o.reference_date)::date) into v_months from old_rows o;
    else
      select array_agg(distinct m) into v_months
      from (select date_trunc('month', n.reference_date)::date as m from new_rows n
            union select date_trunc('month', o.reference_date)::date from old_rows o) k;
    end if;
  else
    if tg_op = 'INSERT' then
      select array_agg(distinct date_trunc('month', d.day)::date) into v_months
      from new_rows n cross join lateral (values (n.session_date), (n.data_date)) d(day) where d.day is not null;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct date_trunc('month', d.day)::date) into v_months
      from old_rows o cross join lateral (values (o.session_date), (o.data_date)) d(day) where d.day is not null;
    else
      select array_agg(distinct date_trunc('month', d.day)::date) into v_months
      from (select n.session_date, n.data_date from new_rows n union all select o.session_date, o.data_date from old_rows o) r
      cross join lateral (values (r.session_date), (r.data_date)) d(day) where d.day is not null;
    end if;
  end if;
  if v_months is not null then
    perform b3.refresh_investor_flow_day(v_months);
  end if;
  return null;
end;
$$;
comment on function b3.sync_investor_flow_day() is 'Statement trigger of b3.investor_participation and b3.bdi_session: rewrites the b3.investor_flow_day months the statement touched (snapshot months; session and data-date months); a truncate rewrites every month.';
alter function b3.sync_investor_flow_day() owner to ingest_writer;
revoke all on function b3.sync_investor_flow_day() from public;

drop trigger if exists investor_flow_day_insert on b3.investor_participation;
drop trigger if exists investor_flow_day_update on b3.investor_participation;
drop trigger if exists investor_flow_day_delete on b3.investor_participation;
drop trigger if exists investor_flow_day_truncate on b3.investor_participation;
create trigger investor_flow_day_insert after insert on b3.investor_participation
  referencing new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_update after update on b3.investor_participation
  referencing old table as old_rows new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_delete after delete on b3.investor_participation
  referencing old table as old_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_truncate after truncate on b3.investor_participation
  for each statement execute function b3.sync_investor_flow_day();

drop trigger if exists investor_flow_day_insert on b3.bdi_session;
drop trigger if exists investor_flow_day_update on b3.bdi_session;
drop trigger if exists investor_flow_day_delete on b3.bdi_session;
drop trigger if exists investor_flow_day_truncate on b3.bdi_session;
create trigger investor_flow_day_insert after insert on b3.bdi_session
  referencing new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_update after update on b3.bdi_session
  referencing old table as old_rows new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_delete after delete on b3.bdi_session
  referencing old table as old_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_truncate after truncate on b3.bdi_session
  for each statement execute function b3.sync_investor_flow_day();

-- the snapshots already held
select b3.refresh_investor_flow_day(null);
--! EndIncluded sql/b3/sync_investor_flow_day.sql
--! Included views/investor_flow.sql
-- api.investor_flow: daily net flow by investor type from the month-to-date
-- participation snapshots (SharesInvesVolum): a delta is only ever the difference
-- of consecutive sessions, never across a month or a missing session.
create or replace view api.investor_flow with (security_invoker = false) as
-- the rows are classified and differenced at load time (b3.investor_flow_day, kept by
-- the triggers on b3.investor_participation and b3.bdi_session; the rules live in
-- b3.refresh_investor_flow_day): a filter on reference_date or investor_type is a
-- range of an index, not a window over every snapshot held
select f.reference_date,
       f.investor_type,
       f.flow_basis,
       f.buy_value_thousands,
       f.sell_value_thousands,
       f.net_value_thousands,
       f.mtd_buy_value_thousands,
       f.mtd_sell_value_thousands
  from b3.investor_flow_day f;

alter view api.investor_flow owner to api_owner;
revoke all on api.investor_flow from public;
grant select on api.investor_flow to anon, authenticated;
comment on view api.investor_flow is 'Daily net flow by investor type, in R$ thousands, computed as the difference between month-to-date participation snapshots (SharesInvesVolum, cash market), published with a T+2 lag.

flow_basis says how each row was computed: delta = this snapshot minus the snapshot of the previous session, which is held (a delta is only ever one session of flow); month_open = the first session of the month, whose month-to-date value is the day; unknown_opening_snapshot = no earlier snapshot of the month is held and the snapshot is not known to be the first session of the month; missing_previous_snapshot = an earlier snapshot of the month is held, but a session between it and this one may be missing, so the difference could hold several sessions of flow. For unknown_opening_snapshot and missing_previous_snapshot the flows are NULL on purpose (the month-to-date columns are still filled). A difference never crosses a month.

Known to be no session (rule): a weekday is known not to be a trading session when the exchange answered Nenhum resultado for that day in a bulletin table and no lending table (open positions, balances, trades) holds data asked for or dated that day. A snapshot is month_open only when every earlier weekday of its month is known to be no session, and delta only when every weekday between the previous snapshot held and this one is; a weekday of which nothing is known, or one that held data in another table, gives unknown_opening_snapshot or missing_previous_snapshot instead: a held snapshot is not assumed to be the first session, nor the previous one. Investor types are as the exchange publishes them: Institucionais, Instituições Financeiras, Investidor Estrangeiro, Investidores Individuais, Outros.
@tag Short interest & flows';
comment on column api.investor_flow.reference_date is 'Session the month-to-date snapshot runs to (the caption date Dados acumulados do início do mês até o dia DD/MM/YYYY), YYYY-MM-DD.';
comment on column api.investor_flow.investor_type is 'Investor type as the exchange publishes it (Tipos de investidores): Institucionais, Instituições Financeiras, Investidor Estrangeiro, Investidores Individuais, Outros.
@enum internal.investor_type';
comment on column api.investor_flow.flow_basis is 'How the flow was computed: delta, month_open, unknown_opening_snapshot or missing_previous_snapshot (see the view description; catalog enums.investor_flow.flow_basis and flow_basis).
@enum internal.flow_basis';
comment on column api.investor_flow.buy_value_thousands is 'Buys of the session in R$ thousands: the month-to-date buys minus the previous session''s snapshot (delta) or the month-to-date buys (month_open); NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.sell_value_thousands is 'Sells of the session in R$ thousands, computed as buy_value_thousands; NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.net_value_thousands is 'Net flow of the session in R$ thousands: buy_value_thousands minus sell_value_thousands; NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.mtd_buy_value_thousands is 'Month-to-date buys up to reference_date in R$ thousands, as published (Compras (R$) mil).';
comment on column api.investor_flow.mtd_sell_value_thousands is 'Month-to-date sells up to reference_date in R$ thousands, as published (Vendas (R$) mil).';
--! EndIncluded views/investor_flow.sql
