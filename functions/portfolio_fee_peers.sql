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
