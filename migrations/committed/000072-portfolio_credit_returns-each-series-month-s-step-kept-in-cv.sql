--! Previous: sha1:804f2de4b12a6dc2fd5e76c96145e0507bf61c82
--! Hash: sha1:5436dd6a47384a81e3c3a9670e0c3b3fef10b4be
--! Message: portfolio_credit_returns: each series month's step kept in cvm.securit_series_month

-- portfolio_credit_returns: each series month's step from the month before (factor or gap) kept in cvm.securit_series_month; a call aggregates its rows
drop trigger if exists securit_series_month_insert on cvm.securit_classe;
drop trigger if exists securit_series_month_update on cvm.securit_classe;
drop trigger if exists securit_series_month_delete on cvm.securit_classe;
drop trigger if exists securit_series_month_truncate on cvm.securit_classe;
drop table if exists cvm.securit_series_month;
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
