-- api.portfolio_equivalents: the market equivalent of an ANBIMA class: the
-- active ETFs on an index the owner mapped to the class (curated files), the
-- largest by net assets marked, each fee beside the class's fund fees. It names
-- an ETF with the same objective, never a recommendation.
drop function if exists api.portfolio_equivalents(text[], date);
drop type if exists api.portfolio_equivalents_row;

create type api.portfolio_equivalents_row as (
  classe_anbima text,
  status text,
  class_indices text[],
  n_etfs integer,
  etf_cnpj text,
  ticker text,
  etf_name text,
  underlying_index text,
  pl_brl numeric,
  pl_as_of date,
  fee_pct_year numeric,
  fee_as_of date,
  pl_rank integer,
  is_equivalent boolean,
  n_fund_fees integer,
  fund_fee_median_pct numeric,
  fee_below_fund_median boolean,
  sample_entry boolean,
  note text
);
alter type api.portfolio_equivalents_row owner to api_owner;
comment on type api.portfolio_equivalents_row is 'One ETF that is a market equivalent of an ANBIMA class, or one row saying why the class has none.';
comment on column api.portfolio_equivalents_row.classe_anbima is 'The class as asked (trimmed), one of p_classes.';
comment on column api.portfolio_equivalents_row.status is 'encontrado, sem_par, sem_etf or sem_pl (see the function).
@enum internal.equivalent_status';
comment on column api.portfolio_equivalents_row.class_indices is 'The underlying indices the curated mapping gives the class, sorted; NULL when sem_par.';
comment on column api.portfolio_equivalents_row.n_etfs is 'Active ETFs on those indices; 0 when sem_par or sem_etf.';
comment on column api.portfolio_equivalents_row.etf_cnpj is 'The ETF''s CNPJ, 14 digits; NULL on a sem_par or sem_etf row.';
comment on column api.portfolio_equivalents_row.ticker is 'The ETF''s exchange ticker; NULL on a sem_par or sem_etf row.';
comment on column api.portfolio_equivalents_row.etf_name is 'The ETF''s name in the curated registry; NULL when not filed there or no ETF.';
comment on column api.portfolio_equivalents_row.underlying_index is 'The index the ETF tracks; NULL when no ETF.';
comment on column api.portfolio_equivalents_row.pl_brl is 'Net assets (R$) a third-party website printed, the newest curated snapshot with one dated by p_as_of; NULL when none.';
comment on column api.portfolio_equivalents_row.pl_as_of is 'Date of that snapshot; NULL with pl_brl.';
comment on column api.portfolio_equivalents_row.fee_pct_year is 'Administration fee (% a year) the website printed, the newest snapshot with one dated by p_as_of (the etf_site_taxa_adm portfolio_fees serves); never a disclosed fee; NULL when none.';
comment on column api.portfolio_equivalents_row.fee_as_of is 'Date of that snapshot; NULL with fee_pct_year.';
comment on column api.portfolio_equivalents_row.pl_rank is 'Rank by pl_brl within the class, largest 1, ties by ticker; NULL for an ETF with no net assets (never ranked).';
comment on column api.portfolio_equivalents_row.is_equivalent is 'True on the rank-1 ETF: the class''s market equivalent. False otherwise.';
comment on column api.portfolio_equivalents_row.n_fund_fees is 'Funds whose newest Extrato files the class with a usable fee (above 0, at most 5, filed by p_as_of): what fund_fee_median_pct is over.';
comment on column api.portfolio_equivalents_row.fund_fee_median_pct is 'Median of those funds'' administration fees, % a year as filed; NULL when no fund fee is usable.';
comment on column api.portfolio_equivalents_row.fee_below_fund_median is 'True when fee_pct_year is below fund_fee_median_pct (the ETF is the cheaper vehicle by this fee), false when not; NULL when either is NULL.';
comment on column api.portfolio_equivalents_row.sample_entry is 'True when any curated row behind this answer (registry, mapping, snapshot) is a sample entry: illustrative, not a real ETF or figure.';
comment on column api.portfolio_equivalents_row.note is 'What the numbers are (third-party website values, the mapping reviewed by the owner), and why a value is missing. Never NULL.';

create function api.portfolio_equivalents(p_classes text[], p_as_of date default null)
returns setof api.portfolio_equivalents_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, current_date);
  v_n integer := coalesce(cardinality(p_classes), 0);
begin
  if v_n > 200 or v_n < 1 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_equivalents: %s classes sent, 1 to 200 accepted', v_n),
      detail = 'One call answers 1 to 200 ANBIMA classes, one page, never trimmed.',
      hint = 'Send p_classes as 1 to 200 classes as the Extrato files them, split across calls.';
  end if;
  if exists (select 1 from unnest(p_classes) c where nullif(btrim(c), '') is null) then
    raise exception using
      errcode = '22023',
      message = 'portfolio_equivalents: a blank class in p_classes',
      detail = 'Every entry names one ANBIMA class.',
      hint = 'Remove the blank entries, or send the class as the Extrato files it.';
  end if;
  return query
    with asked as (select distinct btrim(c) as cls from unnest(p_classes) c),
    mapped as (
      select a.cls, m.underlying_index, m.sample from asked a
      join curated.etf_index_class m on upper(btrim(m.classe_anbima)) = upper(a.cls)
    ),
    etfs as (
      select m.cls, g.cnpj, g.ticker, g.fund_name, g.underlying_index, (g.sample or m.sample) as sample,
             pl.pl, pl.as_of as pl_as_of, pl.sample as pl_sample, fee.taxa_adm, fee.as_of as fee_as_of, fee.sample as fee_sample
      from mapped m
      join curated.etf_registry g on g.underlying_index = m.underlying_index and g.active
      left join lateral (select s.pl, s.as_of, s.sample from curated.etf_site_snapshot s
                         where s.ticker = g.ticker and s.pl is not null and s.as_of <= v_as_of order by s.as_of desc limit 1) pl on true
      left join lateral (select s.taxa_adm, s.as_of, s.sample from curated.etf_site_snapshot s
                         where s.ticker = g.ticker and s.taxa_adm is not null and s.as_of <= v_as_of order by s.as_of desc limit 1) fee on true
    ),
    ranked as (
      select e.*, case when e.pl is not null then rank() over (partition by e.cls order by e.pl desc nulls last, e.ticker)::integer end as pl_rank,
             count(*) over (partition by e.cls)::integer as n, count(e.pl) over (partition by e.cls) as n_pl
      from etfs e
    ),
    fund_fees as (
      -- the class's fee median kept at load time (cvm.extrato_class_fee), when every fee it
      -- counts was filed by p_as_of; else counted here from the newest filings by then
      select a.cls, f.n, f.median
      from asked a join cvm.extrato_class_fee f on f.cls_key = upper(a.cls)
      where f.max_dt_comptc <= v_as_of
      union all
      select a.cls, count(*)::integer as n, percentile_cont(0.5) within group (order by l.taxa_adm) as median
      from asked a
      join cvm.extrato_latest l on upper(btrim(l.classe_anbima)) = upper(a.cls)
      where l.taxa_adm > 0 and l.taxa_adm <= 5 and l.dt_comptc <= v_as_of
        and not exists (select 1 from curated.etf_registry g where g.cnpj = l.cnpj)
        and not exists (select 1 from cvm.extrato_class_fee f where f.cls_key = upper(a.cls) and f.max_dt_comptc <= v_as_of)
      group by a.cls
    ),
    indices as (select m.cls, array_agg(m.underlying_index order by m.underlying_index) as list, bool_or(m.sample) as sample from mapped m group by m.cls)
    select a.cls,
           case when i.cls is null then 'sem_par' when r.cnpj is null then 'sem_etf' when r.n_pl = 0 then 'sem_pl' else 'encontrado' end,
           i.list, coalesce(r.n, 0), r.cnpj, r.ticker, r.fund_name, r.underlying_index,
           r.pl, r.pl_as_of, r.taxa_adm, r.fee_as_of, r.pl_rank, coalesce(r.pl_rank = 1, false),
           coalesce(f.n, 0), round(f.median::numeric, 6),
           case when r.taxa_adm is not null and f.median is not null then r.taxa_adm < f.median::numeric end,
           coalesce(r.sample or r.pl_sample or r.fee_sample or i.sample, false),
           concat_ws(' ',
             case when i.cls is null then 'No underlying index is mapped to this class in curated/etf_index_class.csv.'
                  when r.cnpj is null then 'No active ETF of the curated registry tracks the mapped indices.'
                  else 'Net assets and fee are a third-party website''s values (curated snapshots), never a disclosed fee; the index-to-class mapping is the owner''s review.' end,
             case when r.cnpj is not null and r.pl is null then format('No snapshot with net assets dated by %s: not ranked.', v_as_of) end,
             case when r.cnpj is not null and r.taxa_adm is null then format('No snapshot with a fee dated by %s.', v_as_of) end,
             case when coalesce(r.sample or r.pl_sample or r.fee_sample or i.sample, false) then 'SAMPLE ENTRY of the curated files: illustrative, not a real ETF or snapshot.' end)
    from asked a
    left join indices i on i.cls = a.cls
    left join ranked r on r.cls = a.cls
    left join fund_fees f on f.cls = a.cls
    order by a.cls, r.pl_rank nulls last, r.ticker;
end;
$$;

alter function api.portfolio_equivalents(text[], date) owner to api_owner;
revoke all on function api.portfolio_equivalents(text[], date) from public;
grant execute on function api.portfolio_equivalents(text[], date) to anon, authenticated;
comment on function api.portfolio_equivalents(text[], date) is 'Market equivalents of ANBIMA classes: the ETFs on an index mapped to each class, the largest by net assets marked, their fee beside the class''s fund fees.
Per class asked (as the Extrato files it, case-insensitive): every active ETF of the curated registry whose underlying index the curated mapping (curated/etf_index_class.csv, the owner''s review) gives the class, one row per ETF, with the net assets and the fee a third-party website printed (the newest curated snapshot with each, dated by p_as_of: the values portfolio_fees serves as etf_site_*; never a disclosed fee). is_equivalent marks the largest by net assets (pl_rank 1, ties by ticker); an ETF without net assets is never ranked. Beside each, the median administration fee of the class''s funds (their newest Extrato, fees above 0 and at most 5 filed by p_as_of, ETFs left out) and whether the ETF''s fee is below it. A class with no mapped index is one sem_par row, one with no active ETF one sem_etf row (ETF columns NULL); when no ETF has net assets every row is sem_pl. sample_entry and note flag curated sample rows. It names a vehicle with the same objective, not a recommendation. 1 to 200 classes (22023 otherwise; a blank entry too), one page.
p_classes: 1 to 200 ANBIMA classes as the Extrato files them.
p_as_of: the date the snapshots and fees may be dated by; default today.
@tag Portfolio
@default p_as_of: today';
