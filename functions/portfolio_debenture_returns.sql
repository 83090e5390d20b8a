-- api.portfolio_debenture_returns: a debenture's mark return over a window of
-- months from the funds' holdings (CDA block 4, the Debêntures lines: each
-- fund's value over its quantity, the median across funds), against the CDI
-- (SGS 12). Price only: no file we hold carries a debenture's coupons or
-- amortisations (the CDA holds positions, B3's consolidated records trades), so
-- a holding return with the flows cannot be computed, and a month whose median
-- mark falls is counted, not explained.
drop function if exists api.portfolio_debenture_returns(text[], date, date);
drop type if exists api.portfolio_debenture_returns_row;

create type api.portfolio_debenture_returns_row as (
  input_code text,
  code text,
  base_month date,
  end_month date,
  months integer,
  months_marked integer,
  n_funds_base integer,
  n_funds_end integer,
  mark_base numeric,
  mark_end numeric,
  mark_return numeric,
  months_mark_fell integer,
  gap_month date,
  gap_reason text,
  cdi_from date,
  cdi_to date,
  cdi_rates integer,
  cdi_return numeric,
  excess_return numeric
);
alter type api.portfolio_debenture_returns_row owner to api_owner;
comment on type api.portfolio_debenture_returns_row is 'One debenture code over the window: the funds'' median mark at both ends, the mark return (price only, no coupons or amortisations), the CDI over the same dates, and the difference.';
comment on column api.portfolio_debenture_returns_row.input_code is 'The code as sent (each distinct code once, in order of first appearance).';
comment on column api.portfolio_debenture_returns_row.code is 'The code looked up: trimmed, upper-cased, a leading DEB- removed (only with the hyphen); matched against CD_ATIVO of the Debêntures lines.';
comment on column api.portfolio_debenture_returns_row.base_month is 'The month before the window''s first month: its median mark is the start. Never NULL.';
comment on column api.portfolio_debenture_returns_row.end_month is 'The window''s last month (p_to''s month). Never NULL.';
comment on column api.portfolio_debenture_returns_row.months is 'Months in the window (base_month excluded). Never NULL.';
comment on column api.portfolio_debenture_returns_row.months_marked is 'Months from base_month through end_month with a median mark (at least 3 funds); months + 1 exactly when mark_return is not NULL. Never NULL.';
comment on column api.portfolio_debenture_returns_row.n_funds_base is 'Funds whose base_month holdings give a usable mark for the code (quantity and value above 0); 0 when none.';
comment on column api.portfolio_debenture_returns_row.n_funds_end is 'As n_funds_base, at end_month.';
comment on column api.portfolio_debenture_returns_row.mark_base is 'Median mark at base_month: per fund, the sum of VL_MERC_POS_FINAL over the sum of QT_POS_FINAL of its Debêntures lines of the code with both above 0, then the lower median across funds (percentile_disc 0.5), 8 places; the funds'' own marks, not a trade price. NULL with fewer than 3 funds.';
comment on column api.portfolio_debenture_returns_row.mark_end is 'Median mark at end_month, as mark_base; NULL with fewer than 3 funds.';
comment on column api.portfolio_debenture_returns_row.mark_return is 'mark_end / mark_base - 1, a fraction, 10 places: the change of the funds'' median mark, price only. Coupons and amortisations paid in the window are in no file held, so this is not the holding return of a debenture that paid in the window (it understates it by what was paid). NULL when any month of the window (base_month included) has no median mark: gap_month and gap_reason say the first. Never 0 for a missing month.';
comment on column api.portfolio_debenture_returns_row.months_mark_fell is 'Months of the window whose median mark is below the previous month''s: a coupon or amortisation date, or a loss; the holdings cannot tell which. Counted over the months with both marks. Never NULL.';
comment on column api.portfolio_debenture_returns_row.gap_month is 'The first month (base_month included) without a median mark; NULL when mark_return is computed.';
comment on column api.portfolio_debenture_returns_row.gap_reason is 'Why gap_month has no median mark: not_held (no fund''s holdings that month list the code as Debêntures with a usable quantity and value), too_few_funds (1 or 2 funds do: a median of fewer than 3 marks is one fund''s opinion). NULL when mark_return is computed.
@enum internal.debenture_return_gap';
comment on column api.portfolio_debenture_returns_row.cdi_from is 'The last SGS 12 date in base_month: the CDI compounds from it (inclusive). NULL when cdi_return is NULL.';
comment on column api.portfolio_debenture_returns_row.cdi_to is 'The last SGS 12 date in end_month: the CDI compounds up to it (exclusive). NULL when cdi_return is NULL.';
comment on column api.portfolio_debenture_returns_row.cdi_rates is 'Daily SGS 12 rates compounded; NULL when cdi_return is NULL.';
comment on column api.portfolio_debenture_returns_row.cdi_return is 'CDI over the same dates, a fraction, 10 places: the product of (1 + SGS 12 value / 100) over the dates d with cdi_from <= d < cdi_to, minus 1. NULL when SGS 12 holds no rate in base_month, none in end_month, or none after end_month. The same on every row of a call.';
comment on column api.portfolio_debenture_returns_row.excess_return is 'mark_return - cdi_return, a fraction, 10 places (a difference of returns, price only on the debenture side); NULL when either is NULL.';

create function api.portfolio_debenture_returns(p_codes text[], p_from date default null, p_to date default null)
returns setof api.portfolio_debenture_returns_row
language plpgsql stable security definer set search_path = ''
as $$
declare
  -- default p_to: the newest month in which funds hold any of the codes (one index probe per code; read only when p_to is not sent)
  v_to date := date_trunc('month', coalesce(p_to,
    (select max(t.newest) from unnest(p_codes) u(raw)
     cross join lateral (select max(l.dt_comptc) as newest from cvm.cda_blc_4 l
                         where upper(l.cd_ativo) = regexp_replace(upper(regexp_replace(coalesce(u.raw, ''), '^\s+|\s+$', '', 'g')), '^DEB-', '')) t
     where coalesce(cardinality(p_codes), 0) <= 200),
    current_date))::date;
  v_from date := date_trunc('month', coalesce(p_from, v_to - interval '11 months'))::date;
  v_base date := (v_from - interval '1 month')::date;
  v_after date := (v_to + interval '1 month')::date;
  v_cdi_from date;
  v_cdi_to date;
  v_cdi_rates integer;
  v_cdi numeric;
  v_rows api.portfolio_debenture_returns_row[];
begin
  if coalesce(cardinality(p_codes), 0) > 200 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_debenture_returns: %s codes sent, at most 200', cardinality(p_codes)),
      detail = 'One call answers at most 200 codes.',
      hint = 'Split p_codes into calls of at most 200 codes each.';
  end if;
  perform internal.assert_window(coalesce(p_from, v_from), coalesce(p_to, (v_after - 1)), 'portfolio_debenture_returns',
    'Send p_from on or before p_to (both are read as their months), or leave p_from out for the 12 months ending at p_to.', p_from is null);

  select c.cdi_from, c.cdi_to, c.cdi_rates, c.cdi_return into v_cdi_from, v_cdi_to, v_cdi_rates, v_cdi
  from internal.cdi_over_months(v_base, v_to) c;

  with input as (
    select min(u.ord) as ord, u.raw as input_code
    from unnest(p_codes) with ordinality as u(raw, ord)
    group by u.raw
  ),
  normalized as (
    select i.ord, i.input_code,
           regexp_replace(upper(regexp_replace(coalesce(i.input_code, ''), '^\s+|\s+$', '', 'g')), '^DEB-', '') as code
    from input i
  ),
  month_marks as (
    -- the code's months as kept by the holdings writes (cvm.cda_debenture_month): funds marking it and their
    -- median mark; lateral, so each code is one range of its (code, month) key
    select n.ord, m.month, m.n_funds, m.median
    from normalized n
    cross join lateral (
      select d.month, d.n_funds, d.median from cvm.cda_debenture_month d
      where d.code = n.code and d.month >= v_base and d.month < v_after
      offset 0  -- kept a subquery: never flattened into a hash join over the whole table
    ) m
    where n.code <> ''
  ),
  months as (
    select c.ord, g.month, coalesce(m.n_funds, 0) as n_funds, case when m.n_funds >= 3 then m.median end as median,
           case when m.n_funds is null then 'not_held' when m.n_funds < 3 then 'too_few_funds' end as gap
    from (select distinct m.ord from month_marks m) c
    cross join (select d::date as month from generate_series(v_base, v_to, interval '1 month') d) g
    left join month_marks m on m.ord = c.ord and m.month = g.month
  ),
  stepped as (
    select m.*, lag(m.median) over (partition by m.ord order by m.month) as prev_median
    from months m
  ),
  per_code as (
    select s.ord,
           count(*) filter (where s.month > v_base)::integer as months,
           count(*) filter (where s.gap is null)::integer as marked,
           max(s.n_funds) filter (where s.month = v_base) as n_base,
           max(s.n_funds) filter (where s.month = v_to) as n_end,
           max(s.median) filter (where s.month = v_base) as mark_base,
           max(s.median) filter (where s.month = v_to) as mark_end,
           count(*) filter (where s.median < s.prev_median)::integer as fell,
           min(s.month) filter (where s.gap is not null) as gap_month,
           (array_agg(s.gap order by s.month) filter (where s.gap is not null))[1] as gap_reason
    from stepped s
    group by s.ord
  ),
  answer as (
    select n.ord,
           row(n.input_code, n.code, v_base, v_to, p.months, p.marked, p.n_base, p.n_end, round(p.mark_base, 8), round(p.mark_end, 8),
               case when p.gap_month is null then round(p.mark_end / p.mark_base - 1, 10) end,
               p.fell, p.gap_month, p.gap_reason, v_cdi_from, v_cdi_to, v_cdi_rates, v_cdi,
               case when p.gap_month is null then round(p.mark_end / p.mark_base - 1, 10) - v_cdi end)::api.portfolio_debenture_returns_row as r
    from per_code p
    join normalized n on n.ord = p.ord
  )
  select array_agg(a.r order by a.ord) into v_rows from answer a;

  -- one row per code: at most 200, under the page; the cap is stated for the catalog's refusals all the same
  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_debenture_returns', 'Send fewer codes per call.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_debenture_returns(text[], date, date) owner to api_owner;
revoke all on function api.portfolio_debenture_returns(text[], date, date) from public;
grant execute on function api.portfolio_debenture_returns(text[], date, date) to anon, authenticated;
comment on function api.portfolio_debenture_returns(text[], date, date) is 'Debenture mark returns from the funds'' holdings (CDA), price only, against the CDI.
What is computed, per code: the months of the window are p_from''s month through p_to''s month, and base_month is the month before. For each month, every fund whose CDA block 4 lists the code (CD_ATIVO) under TP_APLIC Debêntures with quantity and value above 0 gives a mark, the sum of VL_MERC_POS_FINAL over the sum of QT_POS_FINAL of those lines; the month''s median mark is the lower median (percentile_disc 0.5) of the funds'' marks, kept when at least 3 funds give one. mark_return = median mark of end_month / median mark of base_month - 1, computed only when every month of the window has a median mark; months_mark_fell counts the months whose median is below the month before. cdi_return is the CDI (SGS 12) compounded from the last SGS date of base_month (inclusive) to the last of end_month (exclusive); excess_return = mark_return - cdi_return.
What cannot be computed, and why: a holding return with the debenture''s coupons and amortisations. No file held carries them: the CDA holds each fund''s month-end position (quantity, value), B3''s consolidated records (credit_market_history) hold trades; the issuers'' payment schedules (the SND/ANBIMA event calendars) are not loaded. mark_return is the change of the funds'' median mark, a price return that understates the holding return by what was paid in the window, and a fall of the median (months_mark_fell) may be a payment or a loss.
NULL, never 0: a month of the window with no usable Debêntures line (not_held) or fewer than 3 funds (too_few_funds) leaves mark_return and excess_return NULL, the first such month in gap_month; cdi_return is NULL when SGS 12 holds no rate in base_month, none in end_month, or none after end_month.
A code no fund holds as Debêntures from base_month through end_month answers no row (portfolio_instruments says what else a code is). Rows in the order of the codes.
Refused (22023): more than 200 codes, p_from after p_to, or an answer above one 1000-row page.
p_codes: array of up to 200 debenture codes as the funds file them (CD_ATIVO), e.g. ["SMPL11", "DEB-SMPL12"].
p_from: a date in the window''s first month (read as that month); the base month is the one before.
p_to: a date in the window''s last month (read as that month).
@tag Portfolio
@default p_to: the newest month in which the funds'' holdings (CDA block 4) list any of the codes
@default p_from: 11 months before p_to''s month (a 12-month window)';
