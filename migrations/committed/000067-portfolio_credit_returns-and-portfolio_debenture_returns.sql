--! Previous: sha1:bcbf5dc01226292bbb079f5b85a9353b4afb15cf
--! Hash: sha1:48b4c3b62d898125fb708178f495862f35d9d0b7
--! Message: portfolio_credit_returns and portfolio_debenture_returns

-- portfolio_credit_returns (CRI/CRA holding returns from unit values and flows) and portfolio_debenture_returns (the funds' median mark), each against the CDI
--! Included sql/internal/credit_return_gap.sql
-- internal.credit_return_gap: why portfolio_credit_returns could not compound a
-- series' window, written once. A column holding it says
-- `@enum internal.credit_return_gap` in its COMMENT.
create domain internal.credit_return_gap as text
  check (value in ('not_filed', 'ambiguous_rows', 'price_not_filed', 'invalid_value', 'quantity_changed', 'income_not_filed', 'amortisation_not_filed'));

alter domain internal.credit_return_gap owner to api_owner;
comment on domain internal.credit_return_gap is 'Why portfolio_credit_returns has no holding return for a series'' window: what stops the compounding at its first month (NULL when the return is computed).';
--! EndIncluded sql/internal/credit_return_gap.sql
--! Included sql/internal/cdi_over_months.sql
-- The CDI over a window of months, the rule portfolio_credit_returns and
-- portfolio_debenture_returns share: SGS 12 (% a day) compounded from the last
-- rate of the base month (inclusive) to the last rate of the end month
-- (exclusive), as a month-end value is struck at that day's close. No row's
-- values are NULL-filled: every column is NULL when SGS 12 holds no rate in the
-- base month, none in the end month, or none after it (the end month may not be
-- complete yet).
create or replace function internal.cdi_over_months(p_base date, p_end date)
returns table (cdi_from date, cdi_to date, cdi_rates integer, cdi_return numeric)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_after date := (date_trunc('month', p_end) + interval '1 month')::date;
begin
  cdi_from := (select max(s.reference_date) from bcb.sgs s
               where s.code = 12 and s.reference_date >= date_trunc('month', p_base)::date and s.reference_date < (date_trunc('month', p_base) + interval '1 month')::date);
  cdi_to := (select max(s.reference_date) from bcb.sgs s
             where s.code = 12 and s.reference_date >= date_trunc('month', p_end)::date and s.reference_date < v_after);
  if cdi_from is null or cdi_to is null or not exists (select 1 from bcb.sgs s where s.code = 12 and s.reference_date >= v_after) then
    cdi_from := null;
    cdi_to := null;
    return next;
    return;
  end if;
  select count(*)::integer, round(exp(sum(ln(1 + s.value / 100))) - 1, 10) into cdi_rates, cdi_return
  from bcb.sgs s where s.code = 12 and s.reference_date >= cdi_from and s.reference_date < cdi_to;
  return next;
end;
$$;

alter function internal.cdi_over_months(date, date) owner to api_owner;
revoke all on function internal.cdi_over_months(date, date) from public;
comment on function internal.cdi_over_months(date, date) is
  'Internal: the CDI (SGS 12) compounded from the last rate of p_base''s month (inclusive) to the last rate of p_end''s month (exclusive), a fraction rounded to 10 places, with those dates and the number of rates; one row, all NULL when SGS 12 has no rate in either month or none after p_end''s month.';
--! EndIncluded sql/internal/cdi_over_months.sql
--! Included functions/portfolio_credit_returns.sql
-- api.portfolio_credit_returns: a CRI or CRA series' holding return over a window
-- of months, from the securitiser's monthly report (the certificates' value and
-- the month's income and amortisation), against the CDI (SGS 12) over the same
-- dates. CVM publishes no dictionary for the classe member; Valor_Certificados,
-- Rendimentos and Amortizacoes are read as series totals and divided by
-- Quantidade_Certificados (the evidence is in the function's COMMENT). With the
-- quantity unchanged the month's factor is the same on either reading; only the
-- per-unit columns depend on it.
drop function if exists api.portfolio_credit_returns(text[], date, date);
drop type if exists api.portfolio_credit_returns_row;

create type api.portfolio_credit_returns_row as (
  input_code text,
  code text,
  instrument_type text,
  cnpj_emissora text,
  numero_serie numeric,
  classe text,
  base_month date,
  end_month date,
  months integer,
  months_computed integer,
  pu_base numeric,
  pu_end numeric,
  income_per_unit numeric,
  amortisation_per_unit numeric,
  holding_return numeric,
  gap_month date,
  gap_reason text,
  cdi_from date,
  cdi_to date,
  cdi_rates integer,
  cdi_return numeric,
  excess_return numeric
);
alter type api.portfolio_credit_returns_row owner to api_owner;
comment on type api.portfolio_credit_returns_row is 'One CRI/CRA series (registry code, series number, class) over the window: its holding return from the monthly reports, the CDI over the same dates, and the difference.';
comment on column api.portfolio_credit_returns_row.input_code is 'The code as sent (each distinct code once, in order of first appearance).';
comment on column api.portfolio_credit_returns_row.code is 'The code looked up: trimmed, upper-cased, a leading CRA- or CRI- removed (only with the hyphen); matched against Codigo_CETIP.';
comment on column api.portfolio_credit_returns_row.instrument_type is 'cri_mensal or cra_mensal: the report the series'' newest month in the window comes from.';
comment on column api.portfolio_credit_returns_row.cnpj_emissora is 'CNPJ_Emissora (14 digits) of the series'' newest report in the window.';
comment on column api.portfolio_credit_returns_row.numero_serie is 'Numero_Serie as filed; NULL when the reports leave it blank (such rows form one series).';
comment on column api.portfolio_credit_returns_row.classe is 'Classe as filed (Sênior, Subordinada, ...); NULL when the reports leave it blank.';
comment on column api.portfolio_credit_returns_row.base_month is 'The month before the window''s first month: its report gives the starting unit value. Never NULL.';
comment on column api.portfolio_credit_returns_row.end_month is 'The window''s last month (p_to''s month). Never NULL.';
comment on column api.portfolio_credit_returns_row.months is 'Months in the window (base_month excluded): the number of monthly factors compounded. Never NULL.';
comment on column api.portfolio_credit_returns_row.months_computed is 'Monthly factors that could be computed (both months'' reports usable, the month''s flows filed, the quantity unchanged); equals months exactly when holding_return is not NULL. Never NULL.';
comment on column api.portfolio_credit_returns_row.pu_base is 'Unit value at base_month: Valor_Certificados / Quantidade_Certificados of its report, 8 places; NULL when base_month has no usable report (gap_reason says why).';
comment on column api.portfolio_credit_returns_row.pu_end is 'Unit value at end_month, as pu_base; NULL when end_month has no usable report.';
comment on column api.portfolio_credit_returns_row.income_per_unit is 'Sum over the window''s months of Rendimentos / Quantidade_Certificados (income paid per certificate), 8 places; NULL when holding_return is NULL.';
comment on column api.portfolio_credit_returns_row.amortisation_per_unit is 'Sum over the window''s months of Amortizacoes / Quantidade_Certificados (principal paid per certificate), 8 places; NULL when holding_return is NULL.';
comment on column api.portfolio_credit_returns_row.holding_return is 'Compounded holding return over the window, a fraction (0.01 = 1%), 10 places: the product over the window''s months m of (PU_m + income_m + amortisation_m) / PU_(m-1), minus 1, all per certificate from the month''s report. NULL when any month''s factor cannot be computed: gap_month and gap_reason say the first one. Never 0 for a missing month.';
comment on column api.portfolio_credit_returns_row.gap_month is 'The first month (base_month included) that stops the compounding; NULL when holding_return is computed.';
comment on column api.portfolio_credit_returns_row.gap_reason is 'Why gap_month stops it: not_filed (no report of the series that month), ambiguous_rows (the newest report version files the series on several rows that disagree), price_not_filed (quantity or value blank), invalid_value (quantity or value not positive, or a negative flow), quantity_changed (the certificates'' quantity differs from the month before: the flows per certificate cannot be told), income_not_filed (Rendimentos blank), amortisation_not_filed (Amortizacoes blank; a month without payment must be filed as 0). NULL when holding_return is computed.
@enum internal.credit_return_gap';
comment on column api.portfolio_credit_returns_row.cdi_from is 'The last SGS 12 date in base_month: the CDI compounds from it (inclusive). NULL when cdi_return is NULL.';
comment on column api.portfolio_credit_returns_row.cdi_to is 'The last SGS 12 date in end_month: the CDI compounds up to it (exclusive), as a month-end value is struck at its close. NULL when cdi_return is NULL.';
comment on column api.portfolio_credit_returns_row.cdi_rates is 'Daily SGS 12 rates compounded; NULL when cdi_return is NULL.';
comment on column api.portfolio_credit_returns_row.cdi_return is 'CDI over the same dates, a fraction, 10 places: the product of (1 + SGS 12 value / 100) over the dates d with cdi_from <= d < cdi_to, minus 1 (B3''s DI factor convention, unrounded daily factors). NULL when SGS 12 holds no rate in base_month, none in end_month, or none after end_month (its last business day may still be to come). The same on every row of a call.';
comment on column api.portfolio_credit_returns_row.excess_return is 'holding_return - cdi_return, a fraction, 10 places (a difference of returns, not a ratio); NULL when either is NULL.';

create function api.portfolio_credit_returns(p_codes text[], p_from date default null, p_to date default null)
returns setof api.portfolio_credit_returns_row
language plpgsql stable security definer set search_path = ''
as $$
declare
  -- default p_to: the newest month any CRI/CRA report holds (read only when p_to is not sent)
  v_to date := date_trunc('month', coalesce(p_to, (select max(n.data_referencia) from cvm.securit_newest n), current_date))::date;
  v_from date := date_trunc('month', coalesce(p_from, v_to - interval '11 months'))::date;
  v_base date := (v_from - interval '1 month')::date;
  v_after date := (v_to + interval '1 month')::date;  -- the first day after end_month
  v_cdi_from date;
  v_cdi_to date;
  v_cdi_rates integer;
  v_cdi numeric;
  v_rows api.portfolio_credit_returns_row[];
begin
  if coalesce(cardinality(p_codes), 0) > 200 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_credit_returns: %s codes sent, at most 200', cardinality(p_codes)),
      detail = 'One call answers at most 200 codes.',
      hint = 'Split p_codes into calls of at most 200 codes each.';
  end if;
  perform internal.assert_window(coalesce(p_from, v_from), coalesce(p_to, (v_to + interval '1 month - 1 day')::date), 'portfolio_credit_returns',
    'Send p_from on or before p_to (both are read as their months), or leave p_from out for the 12 months ending at p_to.', p_from is null);

  -- the CDI over the window's dates, once for every series
  select c.cdi_from, c.cdi_to, c.cdi_rates, c.cdi_return into v_cdi_from, v_cdi_to, v_cdi_rates, v_cdi
  from internal.cdi_over_months(v_base, v_to) c;

  with input as (
    select min(u.ord) as ord, u.raw as input_code
    from unnest(p_codes) with ordinality as u(raw, ord)
    group by u.raw
  ),
  normalized as (
    select i.ord, i.input_code,
           regexp_replace(upper(regexp_replace(coalesce(i.input_code, ''), '^\s+|\s+$', '', 'g')), '^(CRA|CRI)-', '') as code
    from input i
  ),
  filed as (
    -- every report line of the code from base_month through end_month, with its report's newest version;
    -- lateral, so each code is one range of the (upper(codigo_cetip), data_referencia) index
    select n.ord, n.input_code, n.code, s.instrument_type, s.cnpj_emissora, s.numero_serie, s.classe, s.versao,
           date_trunc('month', s.data_referencia)::date as month,
           s.quantidade_certificados as q, s.valor_certificados as v, s.rendimentos as r, s.amortizacoes as a,
           max(s.versao) over (partition by n.ord, s.instrument_type, s.cnpj_emissora, s.codigo_identificacao_certificado, date_trunc('month', s.data_referencia)) as newest
    from normalized n
    cross join lateral (
      select c.* from cvm.securit_classe c
      where upper(c.codigo_cetip) = n.code and c.data_referencia >= v_base and c.data_referencia < v_after
      offset 0  -- kept a subquery: never flattened into a hash join over the whole table
    ) s
    where n.code <> ''
  ),
  month_filed as (
    -- one series month: its lines of the newest versions; lines that disagree make it ambiguous.
    -- sid numbers the series (code, series, class), blanks included, so later joins are plain equalities
    select f.ord, f.input_code, f.code, f.numero_serie, f.classe, f.month,
           dense_rank() over (order by f.ord, f.numero_serie, f.classe) as sid,
           max(f.instrument_type) as instrument_type, max(f.cnpj_emissora) as cnpj_emissora,
           -- the lines disagree when a figure differs among them or is blank on some only
           (min(f.q) <> max(f.q) or min(f.v) <> max(f.v) or min(f.r) <> max(f.r) or min(f.a) <> max(f.a)
            or count(f.q) not in (0, count(*)) or count(f.v) not in (0, count(*))
            or count(f.r) not in (0, count(*)) or count(f.a) not in (0, count(*))) as ambiguous,
           min(f.q) as q, min(f.v) as v, min(f.r) as r, min(f.a) as a
    from filed f
    where f.versao = f.newest
    group by f.ord, f.input_code, f.code, f.numero_serie, f.classe, f.month
  ),
  series as (
    select m.sid, min(m.ord) as ord, min(m.input_code) as input_code, min(m.code) as code,
           (array_agg(m.numero_serie))[1] as numero_serie, (array_agg(m.classe))[1] as classe,
           (array_agg(m.instrument_type order by m.month desc))[1] as instrument_type,
           (array_agg(m.cnpj_emissora order by m.month desc))[1] as cnpj_emissora
    from month_filed m
    group by m.sid
  ),
  months as (
    select s.sid, g.month, mf.q, mf.v, mf.r, mf.a,
           case
             when mf.sid is null then 'not_filed'
             when mf.ambiguous then 'ambiguous_rows'
             when mf.q is null or mf.v is null then 'price_not_filed'
             when mf.q <= 0 or mf.v <= 0 then 'invalid_value'
           end as own_gap
    from series s
    cross join (select d::date as month from generate_series(v_base, v_to, interval '1 month') d) g  -- a date, so (sid, month) is one join key
    left join month_filed mf on mf.sid = s.sid and mf.month = g.month
  ),
  stepped as (
    select m.*, lag(m.own_gap) over w as prev_gap, lag(m.q) over w as q_prev, lag(m.v) over w as v_prev
    from months m
    window w as (partition by m.sid order by m.month)
  ),
  judged as (
    select st.*,
           case
             when st.month = v_base or st.own_gap is not null then st.own_gap
             when st.r is null then 'income_not_filed'
             when st.a is null then 'amortisation_not_filed'
             when st.r < 0 or st.a < 0 then 'invalid_value'
             when st.prev_gap is null and st.q <> st.q_prev then 'quantity_changed'
           end as gap
    from stepped st
  ),
  per_series as (
    select j.sid,
           count(*) filter (where j.month > v_base)::integer as months,
           count(*) filter (where j.month > v_base and j.gap is null and j.prev_gap is null)::integer as computed,
           min(j.month) filter (where j.gap is not null) as gap_month,
           (array_agg(j.gap order by j.month) filter (where j.gap is not null))[1] as gap_reason,
           exp(sum(ln((j.v + j.r + j.a) / j.v_prev)) filter (where j.month > v_base and j.gap is null and j.prev_gap is null)) - 1 as ret,
           sum(j.r / j.q) filter (where j.month > v_base) as income,
           sum(j.a / j.q) filter (where j.month > v_base) as amortisation,
           max(j.v / j.q) filter (where j.month = v_base and j.own_gap is null) as pu_base,
           max(j.v / j.q) filter (where j.month = v_to and j.own_gap is null) as pu_end
    from judged j
    group by j.sid
  ),
  answer as (
    select s.sid,
           row(s.input_code, s.code, s.instrument_type, s.cnpj_emissora, s.numero_serie, s.classe, v_base, v_to,
               p.months, p.computed, round(p.pu_base, 8), round(p.pu_end, 8),
               case when p.gap_month is null then round(p.income, 8) end,
               case when p.gap_month is null then round(p.amortisation, 8) end,
               case when p.gap_month is null then round(p.ret, 10) end,
               p.gap_month, p.gap_reason,
               v_cdi_from, v_cdi_to, v_cdi_rates, v_cdi,
               case when p.gap_month is null then round(p.ret, 10) - v_cdi end)::api.portfolio_credit_returns_row as r
    from series s
    join per_series p on p.sid = s.sid
  )
  select array_agg(a.r order by a.sid) into v_rows from answer a;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_credit_returns',
    'Send fewer codes per call: a registry code can hold several series and classes, so split p_codes until each call answers at most 1000 rows.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_credit_returns(text[], date, date) owner to api_owner;
revoke all on function api.portfolio_credit_returns(text[], date, date) from public;
grant execute on function api.portfolio_credit_returns(text[], date, date) to anon, authenticated;
comment on function api.portfolio_credit_returns(text[], date, date) is 'CRI and CRA holding returns on the securitiser''s monthly reports, against the CDI.
What is computed, per series (Codigo_CETIP, Numero_Serie, Classe) of each code: the months of the window are p_from''s month through p_to''s month, and base_month is the month before. Each month''s report (CVM inf_mensal_cri/cra, classe member; the newest Versao of each report) gives, per certificate, PU = Valor_Certificados / Quantidade_Certificados, income = Rendimentos / Quantidade_Certificados and amortisation = Amortizacoes / Quantidade_Certificados. A month m''s factor is (PU_m + income_m + amortisation_m) / PU_(m-1); holding_return is the product of the window''s factors minus 1: the return of holding one certificate at the securitiser''s value (its curve, not a market price) from base_month''s report to end_month''s, each month''s income and amortisation reinvested at that month''s unit value (a time-weighted return, as compounding the monthly factors implies). cdi_return is the CDI (SGS 12, % a day) compounded from the last SGS date of base_month (inclusive) to the last of end_month (exclusive); excess_return = holding_return - cdi_return.
Per-unit reading: CVM publishes no dictionary for the classe member. Valor_Certificados, Rendimentos and Amortizacoes are read as series totals, divided by Quantidade_Certificados: the upstream service (SILO-BZ) computes its unit value and paid-per-unit the same way, its production reading of a CRI (24I1980390) gives a unit value near 1,071 from Valor_Certificados / Quantidade_Certificados (of the order of a 1,000 issue price; the filed value is of the order of unit value x quantity), and the securitiser''s own schedule for it (R$77.89949 a certificate, R$41,962,040.38 over 538,669 certificates) is a total divided by the quantity. With the quantity unchanged a factor is the same on either reading.
NULL, never 0: a month with no report, rows of the newest version that disagree, a blank or non-positive quantity or value, a blank Rendimentos or Amortizacoes (a month without payment must be filed as 0), a negative flow, or a quantity that differs from the month before leaves holding_return NULL, with the first such month in gap_month and the rule in gap_reason; cdi_return is NULL when SGS 12 holds no rate in base_month, or none after end_month. No judgement of the values is made (a fall of the value with no payment filed is compounded as filed).
A code no report holds, or whose series filed nothing from base_month through end_month, answers no rows. Rows in the order of the codes, then series and class.
Refused (22023): more than 200 codes, p_from after p_to, or an answer above one 1000-row page.
p_codes: array of up to 200 CRI/CRA registry codes (Codigo_CETIP), e.g. ["26E1234567", "CRA-CRA026000A"].
p_from: a date in the window''s first month (read as that month); the base month is the one before.
p_to: a date in the window''s last month (read as that month).
@tag Portfolio
@default p_to: the newest month any CRI/CRA report holds
@default p_from: 11 months before p_to''s month (a 12-month window)';
--! EndIncluded functions/portfolio_credit_returns.sql
--! Included sql/internal/debenture_return_gap.sql
-- internal.debenture_return_gap: why portfolio_debenture_returns has no mark
-- return for a code's window, written once. A column holding it says
-- `@enum internal.debenture_return_gap` in its COMMENT.
create domain internal.debenture_return_gap as text
  check (value in ('not_held', 'too_few_funds'));

alter domain internal.debenture_return_gap owner to api_owner;
comment on domain internal.debenture_return_gap is 'Why portfolio_debenture_returns has no mark return for a code''s window: what its first month without a median mark lacks (NULL when the return is computed).';
--! EndIncluded sql/internal/debenture_return_gap.sql
--! Included functions/portfolio_debenture_returns.sql
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
  fund_marks as (
    -- each fund's mark of the code in a month: its usable Debêntures lines' value over their quantity
    select n.ord, date_trunc('month', b.dt_comptc)::date as month, b.cnpj, sum(b.vl_merc_pos_final) / sum(b.qt_pos_final) as mark
    from normalized n
    cross join lateral (
      select l.dt_comptc, l.cnpj, l.vl_merc_pos_final, l.qt_pos_final from cvm.cda_blc_4 l
      where upper(l.cd_ativo) = n.code and l.dt_comptc >= v_base and l.dt_comptc < v_after
        and l.tp_aplic = 'Debêntures' and l.qt_pos_final > 0 and l.vl_merc_pos_final > 0
      offset 0  -- kept a subquery: one range of the (upper(cd_ativo), dt_comptc) index per code
    ) b
    where n.code <> ''
    group by n.ord, date_trunc('month', b.dt_comptc), b.cnpj
  ),
  month_marks as (
    select f.ord, f.month, count(*)::integer as n_funds, percentile_disc(0.5) within group (order by f.mark) as median
    from fund_marks f
    group by f.ord, f.month
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
--! EndIncluded functions/portfolio_debenture_returns.sql
-- the classe member's value and flows are read as series totals (evidence: api.portfolio_credit_returns' COMMENT)
comment on column cvm.securit_classe.valor_certificados is 'Valor_Certificados: the certificates'' value as filed (the securitizer''s curve), read as the series total (unit value x Quantidade_Certificados): CVM publishes no dictionary for it; the upstream service''s production figures (a unit value near 1,071 from this over the quantity) say so (api.portfolio_credit_returns'' COMMENT).';
comment on column cvm.securit_classe.rendimentos is 'Rendimentos: income (interest) paid in the month, as filed, BRL, read as the series total (per certificate = over Quantidade_Certificados); NULL when blank (no payment filed), never 0.';
comment on column cvm.securit_classe.amortizacoes is 'Amortizacoes: principal amortised in the month, as filed, BRL, read as the series total (per certificate = over Quantidade_Certificados); NULL when blank, never 0.';
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which real-estate funds have the longest monthly series held?","call":{"method":"GET","path":"/funds","query":"entity_type=eq.fii&order=n_reports.desc,cnpj&limit=5"},"then":"page with offset (or last_period=gte.<date> for the funds still filing); pass a row''s cnpj to fund_profile or fund_nav"},{"ask":"Who administers and manages this real-estate fund, and what does the store hold of it?","call":{"method":"POST","path":"/rpc/fund_profile","body":{"p_cnpj":"33.101.369/0001-40"}},"then":"periods lists each dataset holding the fund (funds_fii is the monthly series of fund_nav); status_history is what the registries record now, not a log of every change"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did the CRI 26E1234567 return from February to September 2026 against the CDI?","call":{"method":"POST","path":"/rpc/portfolio_credit_returns","body":{"p_codes":["26E1234567"],"p_from":"2026-02-01","p_to":"2026-09-30"}},"then":"one row per series and class: holding_return compounds (unit value + income + amortisation per certificate) / previous unit value over the months of the securitiser''s reports, cdi_return the CDI (SGS 12) over the same dates, excess_return the difference; a NULL return names its first gap_month and gap_reason (sample codes: the cvm-instruments set)"},{"ask":"How did the funds'' marks of the debentures SMPL11 and SMPL12 move in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_debenture_returns","body":{"p_codes":["SMPL11","SMPL12"],"p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"mark_return is the change of the funds'' median mark (CDA block 4), price only: coupons and amortisations are in no file held, so months_mark_fell counts the months whose median fell (a payment or a loss); cdi_return is NULL until SGS 12 holds a rate after the end month (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"How did the central bank''s IPCA cores move in 2026?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"core","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"one row per month and core, value as published (percent over the month); acc_12m chains the twelve months ending there, NULL when one is missing"},{"ask":"What was the 12-month IPCA, chained and as published?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"headline","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"the IPCA row''s acc_12m is the chain of its last twelve months; the IPCA_12M row is the central bank''s own figure for the same month, served beside it to compare"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which indices hold PETR4?","call":{"method":"POST","path":"/rpc/index_membership","body":{"p_ticker":"PETR4"}},"then":"one row per index whose portfolio holds the stock, from the newest membership answer held (updated_on, and the four-month period in force); p_index instead lists an index''s members (sample: the exchange''s genuine answer updated 2022-05-13, 660 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How did net assets of the Renda Fixa class move in 2026, per the ANBIMA bulletin?","call":{"method":"POST","path":"/rpc/anbima_classes","body":{"p_category":"Renda Fixa","p_metric":"pl_brl_mm","p_from":"2026-01-01"}},"then":"value is R$ millions as ANBIMA prints it (unit brl_mm), one row per month through the newest edition held; p_level ''type'' gives the ANBIMA types under the class, ''total'' the industry totals"},{"ask":"How did Ações Livre funds do over the last 12 and 6 months?","call":{"method":"POST","path":"/rpc/class_return_distribution","body":{"p_classe_anbima":"Ações Livre","p_fundo_cotas":"N","p_month":"2026-09-01"}},"then":"two rows (12 and 6 months): the 25th, 50th and 75th percentiles of the class''s quota returns, or nao_avaliado with the reason (fewer than 30 funds, an incomplete month)"},{"ask":"Was September unusual for these two funds, against their ANBIMA class?","call":{"method":"POST","path":"/rpc/portfolio_movement","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"],"p_month":"2026-09-01"}},"then":"one row per fund: its quota return, the class''s winsorized mean and standard deviation, z and level normal / atencao (|z| > 2) / forte (|z| > 3), or nao_avaliado with a Portuguese reason"},{"ask":"Who manages these funds, and how fast can I redeem?","call":{"method":"POST","path":"/rpc/portfolio_fund_terms","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per fund: manager and administrator as the CVM registers file them (a person''s CPF never served), and the newest Extrato''s redemption terms as filed: conversion and payment days, business or calendar days, lock-up; NULL where not filed"},{"ask":"Which ETF is the market equivalent of the Ações Livre class, and is it cheaper than the class''s funds?","call":{"method":"POST","path":"/rpc/portfolio_equivalents","body":{"p_classes":["Ações Livre","Multimercados Livre"],"p_as_of":"2026-11-01"}},"then":"one row per active ETF mapped to the class (is_equivalent on the largest by net assets; fee and net assets are a website''s curated values, flagged sample_entry on the shipped sample rows) beside the median fee of the class''s funds; a class with no mapped index is one sem_par row"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold in other funds?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_cnpj":"91000001000101","p_kind":"fund","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"held_id is each held fund''s CNPJ: call fund_holdings on it, or portfolio_lookthrough to follow the chain down with weights"},{"ask":"Which funds held SMPL3 in October 2026?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_ticker":"SMPL3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per filed line, never summed: a fund can file one ticker under several application types (tp_aplic)"},{"ask":"Which funds hold debentures issued by the company 61.000.001/0001-01?","call":{"method":"POST","path":"/rpc/fund_debentures","body":{"p_issuer":"61.000.001/0001-01"}},"then":"maturity, indexer and coupon_pct tell the issuer''s series apart; a line issued by a person never carries the person''s identifier"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold through the funds it holds, in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_lookthrough","body":{"p_cnpjs":["91000001000101"],"p_month":"2026-10-01"}},"then":"weight is each line''s share of the root through the chain, never scaled to 1; rows of kind cycle, depth_cap and month_missing say where the walk stopped and what weight stays unexplained"},{"ask":"Which funds could the statement lines \"Fundo de Investimento em Acoes Aurora\" and \"AMOS11\" be?","call":{"method":"POST","path":"/rpc/portfolio_resolve","body":{"p_names":["Fundo de Investimento em Acoes Aurora","AMOS11"]}},"then":"up to 5 candidates per line with match_kind and score; send p_quotas and p_quota_dates to see which candidate''s filed quota matches the statement"},{"ask":"Which properties did an FII file in its 2025 quarterly reports, and what changed when it re-filed a quarter?","call":{"method":"POST","path":"/rpc/fii_property_history","body":{"p_cnpj":"33.100.037/0001-40","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per property line per quarter and report version; a re-filed quarter has a row set per version (compare percentual_vacancia across versions); row_hash identifies the source row, not a durable property"},{"ask":"What was a private-equity fund (FIP) worth at each year-end?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"44.100.000/0001-39","p_entity_type":"fip","p_to":"2025-12-31"}},"then":"one row per 31 December with nav (VL_PATRIM_LIQ as filed); every other metric is NULL for fip; without p_to the newest year-end (still being filed) is left out, as coverage() funds_fip says (sample FIPs are synthetic)"},{"ask":"How much of an agribusiness fund (FIAGRO) is overdue, month by month?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"55.100.000/0001-55","p_from":"2025-05-01","p_to":"2026-10-31"}},"then":"one row per month from 2025-05 (the first month CVM publishes): nav = Patrimonio_Liquido and delinquency = Vencidos (overdue assets, BRL) of the newest version; divide delinquency by nav for a rate (sample classes are synthetic)"},{"ask":"Which FIAGRO classes have stopped filing their monthly report?","call":{"method":"POST","path":"/rpc/screen_silent_filers","body":{"p_family":"fiagro"}},"then":"one row per class whose newest month is 3 to 24 months behind the family''s complete-through month, most silent first, with screen and params; p_family fip measures year-ends (steps of 12 months)"},{"ask":"How much cash did the synthetic company GAMA (CVM code 990003) generate from operations in 2023-2025, by the method it files?","call":{"method":"POST","path":"/rpc/cash_flow_statements","body":{"p_id":"990003","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"GAMA files the indirect method (statement dfc_mi; BETA, 990002, files the direct one, dfc_md); account 6.01 is net cash from operating activities, value in reais"},{"ask":"How did the synthetic company GAMA''s equity move in 2025, column by column (DMPL)?","call":{"method":"POST","path":"/rpc/financials","body":{"p_id":"990003","p_statement":"dmpl","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per account and equity column (equity_column, CVM''s COLUNA_DF): 5.01 opening balances, 5.05 total comprehensive income, 5.07 closing balances; p_statement takes bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl"},{"ask":"What were the synthetic company GAMA''s (CVM code 990003) quarterly results in 2025, quarter by quarter and year to date?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990003","p_from":"2025-01-01","p_to":"2025-09-30","p_doc_type":"itr"}},"then":"each quarter end has its quarter lines (period_kind quarter, period_start at the quarter''s first day) and its year-to-date lines (year_to_date, from 2025-01-01); the first quarter is filed once, as quarter. The second quarter is version 2, re-filed on 2025-10-02: send p_as_of 2025-09-30 for version 1. A fourth quarter is never derived"},{"ask":"What were the synthetic company ALFA''s (CVM code 990001) revenue, EBIT, net income, total assets, equity and operating cash flow in 2023-2025, and which account is each?","call":{"method":"POST","path":"/rpc/company_financials","body":{"p_id":"990001","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"one row per period and standard line with the statement and account_code it is read from (revenue 3.01, ebit 3.05, net_income 3.11, total_assets 1, equity 2.03, operating_cash_flow 6.01); 2024 is the restated version 2 (send p_as_of 2025-04-30 for version 1)"},{"ask":"How did the synthetic companies ALFA (ticker ALFA3) and GAMA (CVM code 990003) compare on yearly revenue, net income and equity in 2023-2025?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["ALFA3","990003"],"p_metrics":["revenue","net_income","equity"],"p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"long rows (id, asset_class cia, date = fiscal year end, metric, value in reais) from each company''s consolidated DFP as known now; the same values company_financials serves for its year rows"},{"ask":"How was the synthetic company ALFA''s (CVM code 990001) 2024 income statement filed, version by version, and how did the 2025 filing re-present it?","call":{"method":"POST","path":"/rpc/financial_statement_history","body":{"p_id":"990001","p_statement":"dre","p_from":"2024-01-01","p_to":"2024-12-31"}},"then":"per account: version 1 (ÚLTIMO, received 2025-03-25), version 2 (ÚLTIMO, revenue restated, received 2025-07-15), then the 2025 filing''s comparative (PENÚLTIMO, filing_period_end 2025-12-31); values in reais"},{"ask":"What are the balance sheets of the company trading as BTVJ3 (the synthetic BETA, which traded as BETA3 until 2024-06-30)?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"BTVJ3","p_from":"2024-07-01","p_to":"2025-12-31"}},"then":"BETA''s 2024 and 2025 balance sheets (cnpj 99200002000102): the ticker is resolved through the registration forms'' (FCA) map on the window asked; BETA3 with a window after 2024-06-30 answers [], and a ticker two companies held in the window is refused naming both"},{"ask":"What material facts and notices did the synthetic company trading as ALFA3 file in 2025?","call":{"method":"POST","path":"/rpc/company_events","body":{"p_id":"ALFA3","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"ALFA''s IPE filings newest delivery first: a market notice (2025-08-01) and the material fact on its restatement at version 2 (re-filed 2025-07-16); source_url is CVM''s link as published; add p_category ''Fato Relevante'' for material facts alone"},{"ask":"Which company trades as btvj3, and what other ids does it go by?","call":{"method":"POST","path":"/rpc/lookup","body":{"p_query":"btvj3"}},"then":"the synthetic BETA''s company row (cnpj 99200002000102, CVM code 990002) matched through the registration forms'' ticker map, with every ticker the map holds for it (BETA3, BTVJ3); a name (\"varejo sintetico\"), a CNPJ or a CVM code finds it too, and a ticker of the tape gives its own row first"},{"ask":"Which shares and units has the quote tape traded, since when, and which company is behind each?","call":{"method":"POST","path":"/rpc/research_universe","body":{"p_after":""}},"then":"the first page (up to 1000 rows) in ticker order: each share or unit with its ISIN, first and last session and sessions traded; cnpj and cnpj_basis where the registration forms'' ticker map names the company (NULL on the synthetic tape''s tickers, which no form lists); continue with p_after = the last row''s ticker|isin"},{"ask":"Which documents has the FIDC 07.727.002/0001-26 filed through FNET since 2025?","call":{"method":"POST","path":"/rpc/fund_documents","body":{"p_cnpj":"07727002000126","p_from":"2025-01-01"}},"then":"newest delivery first; its 12/2024 monthly report was filed three times (versao 1, 2, 3), each its own fnet_id with its FNET download link; has_body says whether the structured XML is held (sample: a synthetic listing over the genuine bodies of versions 2 and 3)"},{"ask":"Which of the FIDC 07.727.002/0001-26''s documents were re-filed, and against which version?","call":{"method":"POST","path":"/rpc/fund_restatements","body":{"p_cnpj":"07727002000126"}},"then":"857292 (versao 3) replaced 828381 after 33 days, diff_status compared with 31 fields changed; 828381 (versao 2) replaced 820655, whose body is not held, so diff_status is null (not diffed)"},{"ask":"What did the FIDC''s third filing of its 12/2024 monthly report (FNET 857292) change?","call":{"method":"POST","path":"/rpc/fund_restatement_diff","body":{"p_fnet_id":857292}},"then":"31 fields, old and new text as filed (decimal comma): delinquent credit VL_CRED_EXISTE_INAD 72284228,87 -> 75762196,86, net assets, the senior series'' return PR_APURADA 0.54 -> 0.74 (a keyed block, match_basis key)..."},{"ask":"Which funds re-filed at least two of their FNET documents, a fifth of what they filed, in the first quarter of 2025?","call":{"method":"POST","path":"/rpc/screen_restatements","body":{"p_end":"2025-03-31","p_months":3,"p_min_restatements":2}},"then":"the FIDC 07.727.002/0001-26 re-filed its 12/2024 monthly report twice (2 of 3 documents, 66.67%, both RE); params echoes the call; fund_restatements and fund_restatement_diff show what changed"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
