--! Previous: sha1:48d5176c6bec569993972b5f239774da70fc533d
--! Hash: sha1:ce529ca3cd92bd0a638f06413839d00892d4f35c
--! Message: credit and debenture returns read months kept at load time

-- portfolio_credit_returns reads each series month (and its step from the month before) from cvm.securit_series_month, kept by triggers on cvm.securit_classe;
-- portfolio_debenture_returns reads each code's month (funds, median mark) from cvm.cda_debenture_month, kept by triggers on cvm.cda_blc_4
--! Included sql/cvm/refresh_securit_series_month.sql
-- Rewrites cvm.securit_series_month for the given codes (upper(codigo_cetip)),
-- or for every code when the array is NULL, from cvm.securit_classe.
create or replace function cvm.refresh_securit_series_month(p_codes text[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_codes is null then
    delete from cvm.securit_series_month;
  else
    delete from cvm.securit_series_month m where m.code = any(p_codes);
  end if;
  insert into cvm.securit_series_month (code, numero_serie, classe, month, instrument_type, cnpj_emissora, ambiguous, q, v, r, a,
                                         own_gap, step_gap, prev_ok, next_filed, ln_factor, pu, income_pu, amortisation_pu)
  with folded as (
    select f.code, f.numero_serie, f.classe, f.month, max(f.instrument_type) as instrument_type, max(f.cnpj_emissora) as cnpj_emissora,
           -- the lines disagree when a figure differs among them or is blank on some only
           (min(f.q) <> max(f.q) or min(f.v) <> max(f.v) or min(f.r) <> max(f.r) or min(f.a) <> max(f.a)
            or count(f.q) not in (0, count(*)) or count(f.v) not in (0, count(*))
            or count(f.r) not in (0, count(*)) or count(f.a) not in (0, count(*))) is true as ambiguous,
           min(f.q) as q, min(f.v) as v, min(f.r) as r, min(f.a) as a
    from (
      -- each line with its certificate month's newest version among the lines filing the same code
      select upper(s.codigo_cetip) as code, s.numero_serie, s.classe, date_trunc('month', s.data_referencia)::date as month,
             s.instrument_type, s.cnpj_emissora, s.versao,
             s.quantidade_certificados as q, s.valor_certificados as v, s.rendimentos as r, s.amortizacoes as a,
             max(s.versao) over (partition by upper(s.codigo_cetip), s.instrument_type, s.cnpj_emissora, s.codigo_identificacao_certificado, date_trunc('month', s.data_referencia)) as newest
      from cvm.securit_classe s
      where s.codigo_cetip is not null and (p_codes is null or upper(s.codigo_cetip) = any(p_codes))
    ) f
    where f.versao = f.newest
    group by f.code, f.numero_serie, f.classe, f.month
  ),
  judged as (
    select fo.*,
           case
             when fo.ambiguous then 'ambiguous_rows'
             when fo.q is null or fo.v is null then 'price_not_filed'
             when fo.q <= 0 or fo.v <= 0 then 'invalid_value'
           end as own_gap
    from folded fo
  ),
  linked as (
    -- the series' months before and after, when filed (series = code, series number, class, blanks included)
    select j.*, p.own_gap as prev_gap, p.q as q_prev, p.v as v_prev, p.month is not null as prev_filed, nx.month is not null as next_filed
    from judged j
    left join judged p on p.code = j.code and p.numero_serie is not distinct from j.numero_serie and p.classe is not distinct from j.classe
                      and p.month = (j.month - interval '1 month')::date
    left join judged nx on nx.code = j.code and nx.numero_serie is not distinct from j.numero_serie and nx.classe is not distinct from j.classe
                       and nx.month = (j.month + interval '1 month')::date
  ),
  stepped as (
    select l.*, l.prev_filed and l.prev_gap is null as prev_ok,
           case
             when l.own_gap is not null then l.own_gap
             when l.r is null then 'income_not_filed'
             when l.a is null then 'amortisation_not_filed'
             when l.r < 0 or l.a < 0 then 'invalid_value'
             when l.prev_filed and l.prev_gap is null and l.q <> l.q_prev then 'quantity_changed'
           end as step_gap
    from linked l
  )
  select st.code, st.numero_serie, st.classe, st.month, st.instrument_type, st.cnpj_emissora, st.ambiguous, st.q, st.v, st.r, st.a,
         st.own_gap, st.step_gap, st.prev_ok, st.next_filed,
         case when st.step_gap is null and st.prev_ok then ln((st.v + st.r + st.a) / st.v_prev) end,
         case when st.own_gap is null then st.v / st.q end,
         case when st.q <> 0 then st.r / st.q end,
         case when st.q <> 0 then st.a / st.q end
  from stepped st;
end;
$$;
alter function cvm.refresh_securit_series_month(text[]) owner to ingest_writer;
revoke all on function cvm.refresh_securit_series_month(text[]) from public;
comment on function cvm.refresh_securit_series_month(text[]) is 'Rewrites the series months of the given codes (upper(codigo_cetip)), or of every code when the array is NULL.';
--! EndIncluded sql/cvm/refresh_securit_series_month.sql
--! Included sql/cvm/sync_securit_series_month.sql
-- The statement triggers on cvm.securit_classe (see sql/cvm/securit_series_month.sql)
-- call this: every code a statement wrote has its series months read again.
create or replace function cvm.sync_securit_series_month() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_codes text[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.securit_series_month;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(distinct upper(n.codigo_cetip)) into v_codes from new_rows n where n.codigo_cetip is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct upper(o.codigo_cetip)) into v_codes from old_rows o where o.codigo_cetip is not null;
  else
    select array_agg(distinct r.code) into v_codes
    from (select upper(n.codigo_cetip) as code from new_rows n union select upper(o.codigo_cetip) from old_rows o) r
    where r.code is not null;
  end if;
  if v_codes is not null then
    perform cvm.refresh_securit_series_month(v_codes);
  end if;
  return null;
end;
$$;
alter function cvm.sync_securit_series_month() owner to ingest_writer;
revoke all on function cvm.sync_securit_series_month() from public;
comment on function cvm.sync_securit_series_month() is 'Statement trigger of cvm.securit_classe: rewrites cvm.securit_series_month for the codes the statement wrote.';
--! EndIncluded sql/cvm/sync_securit_series_month.sql
--! Included sql/cvm/securit_series_month.sql
-- Each CRI/CRA series' month (registry code, series number, class, month) as
-- api.portfolio_credit_returns reads it: the lines of the newest version of each
-- certificate's report that files the code, folded into one set of figures,
-- whether those lines disagree, and the month's step from the month before (its
-- factor or why there is none), which depends on no window. Written by the triggers below in every statement
-- that writes cvm.securit_classe, so a call reads one index range per code
-- instead of every version's lines.
create table cvm.securit_series_month (
  code text not null,
  numero_serie numeric,
  classe text,
  month date not null,
  instrument_type text not null,
  cnpj_emissora text not null,
  ambiguous boolean not null,
  q numeric,
  v numeric,
  r numeric,
  a numeric,
  own_gap text,
  step_gap text,
  prev_ok boolean not null,
  next_filed boolean not null,
  ln_factor numeric,
  pu numeric,
  income_pu numeric,
  amortisation_pu numeric,
  constraint securit_series_month_key unique nulls not distinct (code, month, numero_serie, classe)
);
alter table cvm.securit_series_month owner to ingest_writer;
grant select on cvm.securit_series_month to api_owner;
comment on table cvm.securit_series_month is 'One row per CRI/CRA series month of cvm.securit_classe (upper(Codigo_CETIP), Numero_Serie, Classe, month): the lines of the newest version of each certificate''s report of that month filing the code; kept in the writing statement by the triggers on cvm.securit_classe (cvm.sync_securit_series_month). api.portfolio_credit_returns reads it.';
comment on column cvm.securit_series_month.code is 'upper(Codigo_CETIP) as filed (not trimmed): the key portfolio_credit_returns matches its normalised codes against.';
comment on column cvm.securit_series_month.numero_serie is 'Numero_Serie as filed; NULL when blank (such lines form one series).';
comment on column cvm.securit_series_month.classe is 'Classe as filed; NULL when blank.';
comment on column cvm.securit_series_month.month is 'The report''s month (first day).';
comment on column cvm.securit_series_month.instrument_type is 'The greatest instrument_type among the lines (cri_mensal or cra_mensal).';
comment on column cvm.securit_series_month.cnpj_emissora is 'The greatest CNPJ_Emissora among the lines.';
comment on column cvm.securit_series_month.ambiguous is 'True when the lines disagree: a figure differs among them or is blank on some only.';
comment on column cvm.securit_series_month.q is 'The least Quantidade_Certificados of the lines; NULL when all are blank.';
comment on column cvm.securit_series_month.v is 'The least Valor_Certificados of the lines; NULL when all are blank.';
comment on column cvm.securit_series_month.r is 'The least Rendimentos of the lines; NULL when all are blank.';
comment on column cvm.securit_series_month.a is 'The least Amortizacoes of the lines; NULL when all are blank.';
comment on column cvm.securit_series_month.own_gap is 'Why the month''s own report is unusable as a month (ambiguous_rows, price_not_filed, invalid_value: quantity or value not above 0); NULL when usable. What a window''s base month is judged by.';
comment on column cvm.securit_series_month.step_gap is 'Why the month gives no factor when it is not a window''s base month: own_gap, else income_not_filed, amortisation_not_filed, invalid_value (a negative flow), quantity_changed (the month before is usable and its quantity differs); NULL when it does.';
comment on column cvm.securit_series_month.prev_ok is 'True when the series files the month before and that month''s own_gap is NULL.';
comment on column cvm.securit_series_month.next_filed is 'True when the series files the month after.';
comment on column cvm.securit_series_month.ln_factor is 'ln((v + r + a) / the month before''s v) when step_gap is NULL and prev_ok; NULL otherwise.';
comment on column cvm.securit_series_month.pu is 'v / q when own_gap is NULL; NULL otherwise.';
comment on column cvm.securit_series_month.income_pu is 'r / q; NULL when either is NULL or q is 0.';
comment on column cvm.securit_series_month.amortisation_pu is 'a / q; NULL when either is NULL or q is 0.';

-- the triggers that keep it (cvm.sync_securit_series_month)
create trigger securit_series_month_insert after insert on cvm.securit_classe referencing new table as new_rows
  for each statement execute function cvm.sync_securit_series_month();
create trigger securit_series_month_update after update on cvm.securit_classe referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_securit_series_month();
create trigger securit_series_month_delete after delete on cvm.securit_classe referencing old table as old_rows
  for each statement execute function cvm.sync_securit_series_month();
create trigger securit_series_month_truncate after truncate on cvm.securit_classe
  for each statement execute function cvm.sync_securit_series_month();
--! EndIncluded sql/cvm/securit_series_month.sql
select cvm.refresh_securit_series_month(null);
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
--! EndIncluded functions/portfolio_credit_returns.sql
--! Included sql/cvm/refresh_cda_debenture_month.sql
-- Rewrites cvm.cda_debenture_month for the given (code, month) pairs (code =
-- upper(cd_ativo), month = the first day), or for every one when the arrays are
-- NULL, from cvm.cda_blc_4.
create or replace function cvm.refresh_cda_debenture_month(p_codes text[], p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_codes is null then
    delete from cvm.cda_debenture_month;
    insert into cvm.cda_debenture_month (code, month, n_funds, median)
    select f.code, f.month, count(*)::integer, percentile_disc(0.5) within group (order by f.mark)
    from (
      select upper(l.cd_ativo) as code, date_trunc('month', l.dt_comptc)::date as month, l.cnpj, sum(l.vl_merc_pos_final) / sum(l.qt_pos_final) as mark
      from cvm.cda_blc_4 l
      where l.cd_ativo is not null and l.tp_aplic = 'Debêntures' and l.qt_pos_final > 0 and l.vl_merc_pos_final > 0
      group by 1, 2, 3
    ) f
    group by f.code, f.month;
    return;
  end if;
  delete from cvm.cda_debenture_month d
  using (select distinct * from unnest(p_codes, p_months) k(code, month)) k
  where d.code = k.code and d.month = k.month;
  insert into cvm.cda_debenture_month (code, month, n_funds, median)
  select k.code, k.month, count(*)::integer, percentile_disc(0.5) within group (order by f.mark)
  from (select distinct * from unnest(p_codes, p_months) k(code, month)) k
  cross join lateral (
    -- one range of the (upper(cd_ativo), dt_comptc) index per pair
    select l.cnpj, sum(l.vl_merc_pos_final) / sum(l.qt_pos_final) as mark
    from cvm.cda_blc_4 l
    where upper(l.cd_ativo) = k.code and l.dt_comptc >= k.month and l.dt_comptc < (k.month + interval '1 month')
      and l.tp_aplic = 'Debêntures' and l.qt_pos_final > 0 and l.vl_merc_pos_final > 0
    group by l.cnpj
  ) f
  group by k.code, k.month;
end;
$$;
alter function cvm.refresh_cda_debenture_month(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_cda_debenture_month(text[], date[]) from public;
comment on function cvm.refresh_cda_debenture_month(text[], date[]) is 'Rewrites the debenture months of the given (upper(cd_ativo), month) pairs, or every one when the arrays are NULL.';
--! EndIncluded sql/cvm/refresh_cda_debenture_month.sql
--! Included sql/cvm/sync_cda_debenture_month.sql
-- The statement triggers on cvm.cda_blc_4 (see sql/cvm/cda_debenture_month.sql)
-- call this: every (code, month) a statement wrote as Debêntures, before or
-- after, has its funds' marks read again. Other lines leave the table alone.
create or replace function cvm.sync_cda_debenture_month() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_codes text[];
  v_months date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.cda_debenture_month;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(k.code), array_agg(k.month) into v_codes, v_months
    from (select distinct upper(n.cd_ativo) as code, date_trunc('month', n.dt_comptc)::date as month
          from new_rows n where n.tp_aplic = 'Debêntures' and n.cd_ativo is not null) k;
  elsif tg_op = 'DELETE' then
    select array_agg(k.code), array_agg(k.month) into v_codes, v_months
    from (select distinct upper(o.cd_ativo) as code, date_trunc('month', o.dt_comptc)::date as month
          from old_rows o where o.tp_aplic = 'Debêntures' and o.cd_ativo is not null) k;
  else
    select array_agg(k.code), array_agg(k.month) into v_codes, v_months
    from (select upper(n.cd_ativo) as code, date_trunc('month', n.dt_comptc)::date as month
          from new_rows n where n.tp_aplic = 'Debêntures' and n.cd_ativo is not null
          union
          select upper(o.cd_ativo), date_trunc('month', o.dt_comptc)::date
          from old_rows o where o.tp_aplic = 'Debêntures' and o.cd_ativo is not null) k;
  end if;
  if v_codes is not null then
    perform cvm.refresh_cda_debenture_month(v_codes, v_months);
  end if;
  return null;
end;
$$;
alter function cvm.sync_cda_debenture_month() owner to ingest_writer;
revoke all on function cvm.sync_cda_debenture_month() from public;
comment on function cvm.sync_cda_debenture_month() is 'Statement trigger of cvm.cda_blc_4: rewrites cvm.cda_debenture_month for the Debêntures (code, month) pairs the statement wrote or removed.';
--! EndIncluded sql/cvm/sync_cda_debenture_month.sql
--! Included sql/cvm/cda_debenture_month.sql
-- Each debenture code's month in the funds' holdings (CDA block 4, the
-- Debêntures lines with quantity and value above 0) as
-- api.portfolio_debenture_returns reads it: how many funds mark it and their
-- lower median mark. Written by the triggers below in every statement that
-- writes cvm.cda_blc_4 (the table is not partitioned; the CDA loader's upsert
-- and its fund-month trim are plain statements on it), so a call reads one
-- index range per code instead of every fund's lines.
create table cvm.cda_debenture_month (
  code text not null,
  month date not null,
  n_funds integer not null,
  median numeric not null,
  primary key (code, month)
);
alter table cvm.cda_debenture_month owner to ingest_writer;
grant select on cvm.cda_debenture_month to api_owner;
comment on table cvm.cda_debenture_month is 'One row per code and month that some fund''s CDA block 4 lists as Debêntures with quantity and value above 0: the funds marking it and the lower median of their marks; kept in the writing statement by the triggers on cvm.cda_blc_4 (cvm.sync_cda_debenture_month). api.portfolio_debenture_returns reads it.';
comment on column cvm.cda_debenture_month.code is 'upper(CD_ATIVO) as filed (not trimmed): the key portfolio_debenture_returns matches its normalised codes against.';
comment on column cvm.cda_debenture_month.month is 'The month of DT_COMPTC (first day).';
comment on column cvm.cda_debenture_month.n_funds is 'Funds (CNPJ) with a usable Debêntures line of the code that month; at least 1.';
comment on column cvm.cda_debenture_month.median is 'percentile_disc(0.5) of the funds'' marks, each the sum of VL_MERC_POS_FINAL over the sum of QT_POS_FINAL of its usable lines; unrounded.';

-- the triggers that keep it (cvm.sync_cda_debenture_month)
create trigger cda_debenture_month_insert after insert on cvm.cda_blc_4 referencing new table as new_rows
  for each statement execute function cvm.sync_cda_debenture_month();
create trigger cda_debenture_month_update after update on cvm.cda_blc_4 referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_cda_debenture_month();
create trigger cda_debenture_month_delete after delete on cvm.cda_blc_4 referencing old table as old_rows
  for each statement execute function cvm.sync_cda_debenture_month();
create trigger cda_debenture_month_truncate after truncate on cvm.cda_blc_4
  for each statement execute function cvm.sync_cda_debenture_month();
--! EndIncluded sql/cvm/cda_debenture_month.sql
select cvm.refresh_cda_debenture_month(null, null);
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
--! EndIncluded functions/portfolio_debenture_returns.sql
