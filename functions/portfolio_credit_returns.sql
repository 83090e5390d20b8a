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
  v_months integer := ((extract(year from v_to) - extract(year from v_base)) * 12 + extract(month from v_to) - extract(month from v_base))::integer;
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
    -- the series months as kept by the report writes (cvm.securit_series_month): the newest versions' lines
    -- folded, each month's step from the month before already judged; lateral, so each code is one range
    -- of its (code, month) key
    select n.ord, n.input_code, n.code, m.*
    from normalized n
    cross join lateral (
      select sm.numero_serie, sm.classe, sm.month, sm.instrument_type, sm.cnpj_emissora, sm.own_gap, sm.step_gap, sm.prev_ok,
             sm.next_filed, sm.ln_factor, sm.pu, sm.income_pu, sm.amortisation_pu,
             -- the base month is judged by its own report only
             case when sm.month = v_base then sm.own_gap else sm.step_gap end as gap
      from cvm.securit_series_month sm
      where sm.code = n.code and sm.month >= v_base and sm.month < v_after
      offset 0  -- kept a subquery: never flattened into a hash join over the whole table
    ) m
    where n.code <> ''
  ),
  per_series as (
    -- one series (code, series number, class, blanks included); a month it does not file is not_filed
    select f.ord, min(f.input_code) as input_code, min(f.code) as code, f.numero_serie, f.classe,
           (array_agg(f.instrument_type order by f.month desc))[1] as instrument_type,
           (array_agg(f.cnpj_emissora order by f.month desc))[1] as cnpj_emissora,
           -- the first month not filed: the base month, or the month after a filed one that has no successor
           case when bool_or(f.month = v_base) then min((f.month + interval '1 month')::date) filter (where not f.next_filed and f.month < v_to)
                else v_base end as missing,
           min(f.month) filter (where f.gap is not null) as gapped,
           (array_agg(f.gap order by f.month) filter (where f.gap is not null))[1] as gapped_reason,
           count(*) filter (where f.month > v_base and f.step_gap is null and f.prev_ok)::integer as computed,
           exp(sum(f.ln_factor) filter (where f.month > v_base)) - 1 as ret,
           sum(f.income_pu) filter (where f.month > v_base) as income,
           sum(f.amortisation_pu) filter (where f.month > v_base) as amortisation,
           max(f.pu) filter (where f.month = v_base) as pu_base,
           max(f.pu) filter (where f.month = v_to) as pu_end
    from filed f
    group by f.ord, f.numero_serie, f.classe
  ),
  judged as (
    select p.*, least(p.missing, p.gapped) as gap_month,
           case when p.missing is not null and (p.gapped is null or p.missing < p.gapped) then 'not_filed' else p.gapped_reason end as gap_reason
    from per_series p
  ),
  answer as (
    select dense_rank() over (order by p.ord, p.numero_serie, p.classe) as sid,
           row(p.input_code, p.code, p.instrument_type, p.cnpj_emissora, p.numero_serie, p.classe, v_base, v_to,
               v_months, p.computed, round(p.pu_base, 8), round(p.pu_end, 8),
               case when p.gap_month is null then round(p.income, 8) end,
               case when p.gap_month is null then round(p.amortisation, 8) end,
               case when p.gap_month is null then round(p.ret, 10) end,
               p.gap_month, p.gap_reason,
               v_cdi_from, v_cdi_to, v_cdi_rates, v_cdi,
               case when p.gap_month is null then round(p.ret, 10) - v_cdi end)::api.portfolio_credit_returns_row as r
    from judged p
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
