-- api.class_return_distribution: how the funds of one ANBIMA class (as the CVM
-- Extrato files it) did over 12 and 6 months: the quartiles of their quota
-- returns, what a fund or an equivalent ETF is set against.
drop function if exists api.class_return_distribution(text, text, date);
drop type if exists api.class_return_distribution_row;

create type api.class_return_distribution_row as (
  classe_anbima text,
  fundo_cotas text,
  window_months integer,
  start_month date,
  end_month date,
  month_complete boolean,
  n_universe integer,
  n_funds integer,
  n_excluded_no_quota integer,
  min_funds integer,
  p25_pct numeric,
  median_pct numeric,
  p75_pct numeric,
  status text,
  reason text
);
alter type api.class_return_distribution_row owner to api_owner;
comment on type api.class_return_distribution_row is 'The quota returns of one ANBIMA class (as filed in the CVM Extrato) and FUNDO_COTAS flag over one window ending at the month asked: their 25th, 50th and 75th percentiles.';
comment on column api.class_return_distribution_row.classe_anbima is 'The class as the Extrato files it (the spelling of the newest filing that names it).';
comment on column api.class_return_distribution_row.fundo_cotas is 'S (funds of funds) or N, as asked.
@enum internal.fundo_cotas';
comment on column api.class_return_distribution_row.window_months is '12 or 6: the months between start_month and end_month.';
comment on column api.class_return_distribution_row.start_month is 'First day of the month whose month-end quota the return starts from (end_month minus window_months).';
comment on column api.class_return_distribution_row.end_month is 'First day of the month asked: the return ends at its month-end quota.';
comment on column api.class_return_distribution_row.month_complete is 'True when end_month is complete in the daily report (before the newest month held, which is still being filed).';
comment on column api.class_return_distribution_row.n_universe is 'Funds whose newest Extrato files this class and flag (ETFs of the curated registry left out).';
comment on column api.class_return_distribution_row.n_funds is 'Of those, funds with a positive month-end quota in both start_month and end_month: the funds the percentiles are over.';
comment on column api.class_return_distribution_row.n_excluded_no_quota is 'n_universe minus n_funds: funds with no positive quota at one end of the window.';
comment on column api.class_return_distribution_row.min_funds is 'The fewest funds a distribution is stated for (30).';
comment on column api.class_return_distribution_row.p25_pct is '25th percentile (continuous) of the funds'' returns over the window, percent, 6 decimals; NULL when nao_avaliado.';
comment on column api.class_return_distribution_row.median_pct is 'Median of the funds'' returns over the window, percent, 6 decimals; NULL when nao_avaliado.';
comment on column api.class_return_distribution_row.p75_pct is '75th percentile of the funds'' returns over the window, percent, 6 decimals; NULL when nao_avaliado.';
comment on column api.class_return_distribution_row.status is 'evaluated, or nao_avaliado (fewer than min_funds funds, or an incomplete month).
@enum internal.distribution_status';
comment on column api.class_return_distribution_row.reason is 'Portuguese: why the window is nao_avaliado, or what was compared. Never NULL.';

create function api.class_return_distribution(p_classe_anbima text, p_fundo_cotas text, p_month date default null)
returns setof api.class_return_distribution_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_min constant integer := 30;
  v_class text := upper(btrim(p_classe_anbima));
  v_fc text := upper(btrim(p_fundo_cotas));
  v_complete_through date := cvm.fi_complete_through();
  v_end date := date_trunc('month', coalesce(p_month, v_complete_through))::date;
  v_filed text;
  v_held text;
  v_universe integer;
begin
  if v_fc is null or not (v_fc = any (internal.domain_values('internal.fundo_cotas'))) then
    raise exception using
      errcode = '22023',
      message = format('class_return_distribution: p_fundo_cotas %s is not S or N', coalesce(quote_literal(p_fundo_cotas), 'NULL')),
      detail = 'Funds of funds (S) and other funds (N) are distributed apart, as the Extrato''s FUNDO_COTAS flag files them.',
      hint = 'Send p_fundo_cotas as S or N.';
  end if;
  select min(x.classe_anbima) into v_filed from cvm.extrato_latest x where upper(btrim(x.classe_anbima)) = v_class;
  if v_filed is null then
    select string_agg(distinct x.classe_anbima, ', ' order by x.classe_anbima) into v_held from cvm.extrato_latest x where x.classe_anbima is not null;
    raise exception using
      errcode = '22023',
      message = format('class_return_distribution: no fund files the ANBIMA class %s', coalesce(quote_literal(p_classe_anbima), 'NULL')),
      detail = format('Classes filed in the newest Extratos: %s.', coalesce(v_held, 'none (no Extrato loaded)')),
      hint = 'Send p_classe_anbima as the Extrato files it (case-insensitive), e.g. a portfolio_fee_peers or portfolio_movement row''s class.';
  end if;
  if v_end is null then
    v_end := date_trunc('month', current_date)::date; -- no daily report held: every window is nao_avaliado
  end if;

  -- counted once (a scalar subquery in the inlined query below would run per use)
  select count(*)::integer into v_universe from cvm.extrato_latest x
  where upper(btrim(x.classe_anbima)) = v_class and upper(btrim(x.fundo_cotas)) = v_fc
    and not exists (select 1 from curated.etf_registry g where g.cnpj = x.cnpj);

  return query
    with windows as (select w.months, (v_end - make_interval(months => w.months))::date as start_month from unnest(array[12, 6]) as w(months)),
    stats as (
      -- the window's quartiles, kept at load time (cvm.fi_class_window)
      select s.months, s.n, s.p25, s.p50, s.p75
      from cvm.fi_class_window s
      where s.cls_key = v_class and s.fc_key = v_fc and s.end_month = v_end
    ),
    judged as (
      select w.months, w.start_month, v_universe as n_universe, coalesce(s.n, 0) as n,
             s.p25, s.p50, s.p75,
             coalesce(v_end <= v_complete_through, false) as complete
      from windows w left join stats s on s.months = w.months
    )
    select v_filed, v_fc, j.months, j.start_month, v_end, j.complete, j.n_universe, j.n, j.n_universe - j.n, v_min,
           case when j.complete and j.n >= v_min then round(j.p25::numeric, 6) end,
           case when j.complete and j.n >= v_min then round(j.p50::numeric, 6) end,
           case when j.complete and j.n >= v_min then round(j.p75::numeric, 6) end,
           case when j.complete and j.n >= v_min then 'evaluated' else 'nao_avaliado' end,
           case
             when not j.complete then format('mês %s incompleto: o informe diário ainda está sendo entregue (completo até %s)', to_char(v_end, 'YYYY-MM'), coalesce(to_char(v_complete_through, 'YYYY-MM'), 'nenhum mês'))
             when j.n < v_min then format('apenas %s fundos da classe têm cota em %s e %s; mínimo %s', j.n, to_char(j.start_month, 'YYYY-MM'), to_char(v_end, 'YYYY-MM'), v_min)
             else format('retorno da cota de %s a %s de %s fundos da classe (FUNDO_COTAS %s)', to_char(j.start_month, 'YYYY-MM'), to_char(v_end, 'YYYY-MM'), j.n, v_fc)
           end
    from judged j
    order by j.months desc;
end;
$$;

alter function api.class_return_distribution(text, text, date) owner to api_owner;
revoke all on function api.class_return_distribution(text, text, date) from public;
grant execute on function api.class_return_distribution(text, text, date) to anon, authenticated;
comment on function api.class_return_distribution(text, text, date) is 'Quota returns of an ANBIMA class over 12 and 6 months: 25th, 50th and 75th percentiles.
Two rows (12 and 6 months) for one class as the CVM Extrato files it and one FUNDO_COTAS flag. The universe is every fund whose newest Extrato files that class and flag (curated ETFs left out); a fund''s return is (month-end quota of p_month / month-end quota window_months before - 1) x 100, from the daily report''s class quota (cvm.fund_month, the last reported day of each month); a fund without a positive quota at both ends is counted in n_excluded_no_quota, never as 0. The percentiles are continuous (percentile_cont), 6 decimals. At least 30 funds and a complete month (before the newest month of the daily report, still being filed) give status evaluated; otherwise nao_avaliado with the quartiles NULL and a Portuguese reason. A class no fund files raises 22023 listing the classes filed; p_fundo_cotas other than S or N raises 22023. One page: two rows.
p_classe_anbima: the ANBIMA class as the Extrato files it, e.g. Ações Livre (case-insensitive).
p_fundo_cotas: S (funds of funds) or N.
p_month: any day of the month the returns end at; default the last complete month of the daily report.
@tag Portfolio
@enum p_fundo_cotas: internal.fundo_cotas
@default p_month: the last complete month of the daily report';
