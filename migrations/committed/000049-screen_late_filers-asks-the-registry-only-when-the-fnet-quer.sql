--! Previous: sha1:e3d168b248afb2d4f83d0ba142bf7f9726396a5b
--! Hash: sha1:7583b1d4499090f3d62f33a59cf8adc4f6ee6964
--! Message: screen_late_filers asks the registry only when the FNET query named no family

-- screen_late_filers asks the registry for a family only when the FNET query did not name one
drop function if exists api.screen_late_filers(integer, date, integer, integer, text);
drop function if exists internal.fnet_family(smallint, text);
drop function if exists internal.fnet_family(smallint);
--! Included sql/internal/fnet_family.sql
-- The family an FNET query names for screen_late_filers: tipoFundo 1 is FII, 2 is
-- FIDC; anything else says nothing (the screen then asks the registry). Plain SQL
-- without a SET clause (it names no object, so no search_path is needed), so the
-- planner inlines it into the screen's scans.
create or replace function internal.fnet_family(p_tipo_fundo smallint) returns text
language sql
immutable
as $$
  select case p_tipo_fundo when 1 then 'fii' when 2 then 'fidc' end
$$;
alter function internal.fnet_family(smallint) owner to api_owner;
revoke all on function internal.fnet_family(smallint) from public;
comment on function internal.fnet_family(smallint) is 'Internal: the family an FNET query''s tipoFundo names for screen_late_filers (1 fii, 2 fidc); NULL when it names none.';
--! EndIncluded sql/internal/fnet_family.sql
--! Included functions/screen_late_filers.sql
-- api.screen_late_filers: FII and FIDC funds whose monthly structured report reached FNET late, month after month.
-- Built on the FNET register's first monthly deliveries per fund and month
-- (b3.fnet_monthly_first, kept by the register's writes): the listing names no fund,
-- so the query's CNPJ is the only identity. The late months pick the funds, then
-- only those funds' months are read. Computed once into an array so the 1000-row
-- check and the answer are one pass.
drop function if exists api.screen_late_filers(integer, date, integer, integer, text);
drop type if exists api.screen_late_filers_row;

create type api.screen_late_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  window_from date,
  window_to date,
  informes integer,
  informes_late integer,
  max_days_late integer,
  median_lag_days numeric,
  last_late_reference date,
  deadline_rule text,
  screen text,
  params jsonb
);
alter type api.screen_late_filers_row owner to api_owner;
comment on type api.screen_late_filers_row is 'A fund whose monthly structured report reached the funds filing system (FNET) late in several months: a delivery timestamp compared with a rule, not a finding.';
comment on column api.screen_late_filers_row.cnpj is 'The CNPJ the FNET search was asked for (cnpjFundo of the query), 14 digits; never matched by name.';
comment on column api.screen_late_filers_row.fund_family is 'fidc or fii: tipoFundo of the query (2 FIDC, 1 FII), else the registry family.
@enum internal.late_family';
comment on column api.screen_late_filers_row.fund_name is 'Name in the newest registry that has the CNPJ, else the FNET listing''s descricaoFundo; shown only, never used to match.';
comment on column api.screen_late_filers_row.window_from is 'First month measured for the fund''s family (first day of the month): the window''s first month, or the family''s first measurable month (2025-01 fidc, 2025-08 fii) when later.';
comment on column api.screen_late_filers_row.window_to is 'Last month of the window (first day of the month): p_end''s month.';
comment on column api.screen_late_filers_row.informes is 'Months of the window measured: months with a first delivery of a version 1 monthly structured report on record (a month with none is not counted).';
comment on column api.screen_late_filers_row.informes_late is 'Measured months delivered at least p_min_days_late days after the deadline.';
comment on column api.screen_late_filers_row.max_days_late is 'Days after the deadline of the latest delivery among the measured months.';
comment on column api.screen_late_filers_row.median_lag_days is 'Median, over the measured months, of the days from the end of the reference month to the first delivery.';
comment on column api.screen_late_filers_row.last_late_reference is 'Newest reference month (first day) delivered late.';
comment on column api.screen_late_filers_row.deadline_rule is 'The rule the delivery is compared with, citing the article of Resolution 175 of the securities regulator.';
comment on column api.screen_late_filers_row.screen is 'late_filers.';
comment on column api.screen_late_filers_row.params is 'Every argument as used (p_months, p_end as resolved to its month, p_min_days_late, p_min_late, p_family), so the call can be replayed.';

create function api.screen_late_filers(p_months integer default 12, p_end date default null, p_min_days_late integer default 5, p_min_late integer default 2, p_family text default null)
returns setof api.screen_late_filers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family text;
  v_end date;
  v_from date;
  v_first date;
  v_rows api.screen_late_filers_row[];
begin
  perform internal.assert_in_range('screen_late_filers', 'p_months', p_months, 1, 24, 'Send p_months between 1 and 24 (default 12).');
  perform internal.assert_in_range('screen_late_filers', 'p_min_days_late', p_min_days_late, 1, 365, 'Send p_min_days_late between 1 and 365 (default 5): a delivery on the deadline day is on time.');
  perform internal.assert_in_range('screen_late_filers', 'p_min_late', p_min_late, 1, 24, 'Send p_min_late between 1 and 24 (default 2).');
  v_family := internal.one_of('screen_late_filers', 'p_family', p_family, internal.domain_values('internal.late_family'),
    'Families screened: fii, fidc (the families whose monthly structured report is filed through FNET).',
    'Send p_family as fii or fidc, or null for both.');

  -- default p_end: the newest reference month with a monthly report on record
  v_end := date_trunc('month', coalesce(p_end,
    (select max(d.reference_date) from b3.fnet_document d where d.monthly_report and d.versao = 1),
    current_date - interval '1 month'))::date;
  v_from := (v_end - make_interval(months => p_months - 1))::date;
  v_first := case v_family when 'fii' then date '2025-08-01' else date '2025-01-01' end;
  if v_end < v_first then
    raise exception using
      errcode = '22023',
      message = format('screen_late_filers: the window ends at %s, before the first measured month %s', to_char(v_end, 'YYYY-MM'), to_char(v_first, 'YYYY-MM')),
      detail = 'A month is measured only from the first full month after the family''s adaptation deadline to Resolution 175: 2025-01 for fidc (deadline 2024-12), 2025-08 for fii (deadline 2025-07).',
      hint = format('Send p_end on or after %s%s.', v_first, case when v_family is null then ' (fii months count from 2025-08-01)' else '' end);
  end if;

  with late as (
    -- the late first deliveries pick the funds: only a fund with p_min_late of them is measured
    -- (days_late >= 1 repeats the partial index's predicate; p_min_days_late is at least 1)
    select f.cnpj, fam.fund_family, f.month
    from b3.fnet_monthly_first f
    -- the registry is asked only when the query did not say the family (coalesce stops at the first)
    cross join lateral (select coalesce(internal.fnet_family(f.tipo_fundo),
                                        (select r.entity_type from cvm.fund_registry r where r.cnpj = f.cnpj)) as fund_family) fam
    where f.days_late >= 1 and f.days_late >= p_min_days_late
      and f.month between v_from and v_end
  ),
  picked as (
    select l.cnpj, l.fund_family
    from late l
    where l.fund_family in ('fii', 'fidc')
      and (v_family is null or l.fund_family = v_family)
      and l.month >= greatest(v_from, case l.fund_family when 'fii' then date '2025-08-01' else date '2025-01-01' end)
    group by l.cnpj, l.fund_family
    having count(*) >= p_min_late
    limit 1001
  ),
  measured as (
    -- every first delivery of the picked funds in the window: the one row per fund, query tipoFundo
    -- and month of b3.fnet_monthly_first, its family as the query said, else as the registry says
    select f.cnpj, p.fund_family, f.month, f.listed_name, f.lag_days, f.days_late,
           greatest(v_from, case p.fund_family when 'fii' then date '2025-08-01' else date '2025-01-01' end) as family_from
    from picked p
    join b3.fnet_monthly_first f on f.cnpj = p.cnpj and f.month between v_from and v_end
    where coalesce(internal.fnet_family(f.tipo_fundo),
                   (select r.entity_type from cvm.fund_registry r where r.cnpj = f.cnpj)) = p.fund_family
  ),
  screened as (
    select m.cnpj, m.fund_family,
           min(m.listed_name) as listed_name,
           min(m.family_from) as window_from,
           count(*)::integer as informes,
           (count(*) filter (where m.days_late >= p_min_days_late))::integer as informes_late,
           max(m.days_late)::integer as max_days_late,
           percentile_cont(0.5) within group (order by m.lag_days)::numeric as median_lag_days,
           max(m.month) filter (where m.days_late >= p_min_days_late) as last_late_reference
    from measured m
    where m.month >= m.family_from
    group by m.cnpj, m.fund_family
  )
  select array_agg(row(s.cnpj, s.fund_family, coalesce(r.fund_name, s.listed_name), s.window_from, v_end, s.informes, s.informes_late, s.max_days_late, s.median_lag_days, s.last_late_reference,
           case s.fund_family
             when 'fidc' then 'Resolução CVM 175, Anexo Normativo II, art. 27, III: the monthly report within 15 days after the end of the reference month'
             else 'Resolução CVM 175, Anexo Normativo III, art. 36, I: the monthly report within 15 days after the end of the reference month' end,
           'late_filers',
           jsonb_build_object('p_months', p_months, 'p_end', v_end, 'p_min_days_late', p_min_days_late, 'p_min_late', p_min_late, 'p_family', v_family)
         )::api.screen_late_filers_row order by s.informes_late desc, s.max_days_late desc, s.cnpj)
  into v_rows
  from screened s
  left join cvm.fund_registry r on r.cnpj = s.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_late_filers',
    'Raise p_min_late or p_min_days_late, or pin p_family.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_late_filers(integer, date, integer, integer, text) owner to api_owner;
revoke all on function api.screen_late_filers(integer, date, integer, integer, text) from public;
grant execute on function api.screen_late_filers(integer, date, integer, integer, text) to anon, authenticated;

comment on function api.screen_late_filers(integer, date, integer, integer, text) is 'FII and FIDC funds that deliver their monthly structured report late.
Selects funds whose monthly structured report (the first delivery of a version 1 document of type Informe Mensal Estruturado, or Informe Mensal filed structured, in the funds filing system FNET) arrived at least p_min_days_late days after the deadline in at least p_min_late of the p_months reference months ending at p_end, most late months first. Deadline: 15 calendar days after the end of the reference month for both families (FIDC: Resolution 175 Annex II art. 27 III; FII: Annex III art. 36 I); no holiday calendar is applied, so p_min_days_late absorbs a roll-forward. Delivery days are São Paulo dates as FNET lists them. A month is measured only from the first full month after the family''s adaptation deadline (2025-01 fidc, 2025-08 fii); a window ending earlier raises 22023. A month with no report on record is not counted (absence is screen_silent_filers''s). A re-filing (version 2 or later) is never a first delivery. Fund identity is the CNPJ the FNET search was asked for, never the fund name; a fund with several classes is measured on its earliest filing of the month. A late delivery is a timestamp compared with a rule, not a finding. Every row carries screen (late_filers) and params (the arguments as used, p_end resolved to its month). Out-of-range arguments raise 22023, never clamped; more than 1000 rows raises 22023.
p_months: reference months in the window, 1..24 (default 12).
p_end: the window''s last reference month (any day of it); default the newest reference month with a monthly report on record.
p_min_days_late: days after the deadline that make a delivery late, 1..365 (default 5).
p_min_late: late months needed to be listed, 1..24 (default 2).
p_family: fii, fidc, or null for both.
@tag Screens';
--! EndIncluded functions/screen_late_filers.sql
