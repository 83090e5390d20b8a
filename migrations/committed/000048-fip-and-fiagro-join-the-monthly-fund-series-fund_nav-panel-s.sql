--! Previous: sha1:f7c2ea0a5f03c4b0797648815c9b798800da1abc
--! Hash: sha1:aefcba20ccf7b6f8e813b9ede16d45cbc62d906b
--! Message: FIP and FIAGRO join the monthly fund series: fund_nav, panel, search_funds, coverage, metric_coverage, screen_silent_filers

-- FIP and FIAGRO join the monthly fund series: the family value sets, the series' table and registry
alter domain internal.entity_type drop constraint entity_type_check;
alter domain internal.entity_type add constraint entity_type_check check (value in ('fi', 'fidc', 'fii', 'fip', 'fiagro'));
comment on domain internal.entity_type is 'A fund family served: fi (investment funds, daily report), fidc (receivables funds), fii (real-estate funds), fip (private-equity funds, periodic report), fiagro (agribusiness funds, monthly report from 2025-05).';
alter domain internal.asset_class drop constraint asset_class_check;
alter domain internal.asset_class add constraint asset_class_check check (value in ('fi', 'fidc', 'fii', 'fip', 'fiagro', 'equity', 'unit', 'bdr', 'fund_quota', 'other'));
alter domain internal.silent_family drop constraint silent_family_check;
alter domain internal.silent_family add constraint silent_family_check check (value in ('fi', 'fidc', 'fii', 'fip', 'fiagro'));
comment on domain internal.silent_family is 'A family screen_silent_filers accepts: every family of the monthly fund series (fi, fidc, fii, fip, fiagro).';
alter table cvm.fund_month drop constraint fund_month_entity_type_check;
alter table cvm.fund_month add constraint fund_month_entity_type_check check (entity_type in ('fi', 'fidc', 'fii', 'fip', 'fiagro'));
alter table cvm.fund_month drop constraint fund_month_period_convention;
alter table cvm.fund_month add constraint fund_month_period_convention check (
    case entity_type
      when 'fidc' then period = (date_trunc('month', period) + interval '1 month - 1 day')::date
      when 'fip' then period = (date_trunc('year', period) + interval '1 year - 1 day')::date
      else period = date_trunc('month', period)::date
    end);
comment on table cvm.fund_month is 'Monthly fund series keyed (entity_type, cnpj, period): fi nav, quota, quotaholders, inflows, redemptions (month-end of the daily report); fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets; fip nav (31 December); fiagro nav, delinquency. Period: fi, fii and fiagro first day of the month, fidc last day, fip 31 December. NULL where a family does not file a metric, never 0.';
alter table cvm.fund_registry drop constraint fund_registry_entity_type_check;
alter table cvm.fund_registry add constraint fund_registry_entity_type_check check (entity_type in ('fi', 'fidc', 'fii', 'fip', 'fiagro'));
--! Included sql/cvm/entity_type_of.sql
-- CVM fund type as filed (TP_FUNDO, TP_FUNDO_CLASSE, Tipo_Fundo) -> the family the
-- api serves. FIAGRO types are read before the FIDC, FII and FIP patterns (a
-- FIAGRO-FIDC is an agribusiness fund). Types outside the five families (FMIEE,
-- FUNCINE, ...) give NULL: kept in the landing tables, not served.
create or replace function cvm.entity_type_of(p_cvm_type text) returns text
language sql immutable parallel safe
set search_path = ''
return case
  when p_cvm_type is null then null
  when upper(btrim(p_cvm_type)) ~ '^(CLASSES - )?FIAGRO' then 'fiagro'
  when upper(btrim(p_cvm_type)) in ('FI', 'FIF', 'CLASSES - FIF', 'FACFIF', 'FAPI', 'FITVM', 'FIC-FITVM', 'FIEX', 'FIC-FIEX', 'FI-FGTS', 'FMP-FGTS', 'FMP-FGTS CL') then 'fi'
  when upper(btrim(p_cvm_type)) ~ '^(FIC[- ]?)?FIDC' then 'fidc'
  when upper(btrim(p_cvm_type)) in ('FII', 'FIC-FII', 'FICFII') then 'fii'
  when upper(btrim(p_cvm_type)) ~ '^(CLASSES - )?(FIC[- ]?)?FIP' then 'fip'
  else null
end;
alter function cvm.entity_type_of(text) owner to ingest_writer;
revoke all on function cvm.entity_type_of(text) from public;
grant execute on function cvm.entity_type_of(text) to api_owner;
comment on function cvm.entity_type_of(text) is 'Family served by the api for a CVM fund type: fi (FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS), fidc (FIDC, FIDC-NP, FIDC-PIPS, FIC-FIDC, ...), fii (FII, FIC-FII); fip (FIP, FIP-IE, FIP-EE, FIC-FIP, CLASSES - FIP, ...); fiagro (FIAGRO, FIAGRO-FIDC, FIAGRO-FII, FIAGRO-FIP, ...); NULL for every other type (FMIEE, FUNCINE, ...), which is kept but not served.';
--! EndIncluded sql/cvm/entity_type_of.sql
--! Included sql/cvm/complete_through_of.sql
-- the complete-through rule of the monthly fund series, shared by coverage()
-- (funds_<family>) and fund_nav (its default p_to): the family's newest period
-- is still being filed, so the series is complete through the period before it
-- (a standard SQL body, bound at creation and without SET, so callers inline it)
create or replace function cvm.complete_through_of(p_entity_type text, p_newest_period date) returns date
language sql immutable parallel safe
return case when p_entity_type = 'fidc' then (date_trunc('month', p_newest_period) - interval '1 day')::date
            when p_entity_type = 'fip' then (date_trunc('year', p_newest_period) - interval '1 day')::date
            else (date_trunc('month', p_newest_period) - interval '1 month')::date end;
alter function cvm.complete_through_of(text, date) owner to ingest_writer;
revoke all on function cvm.complete_through_of(text, date) from public;
grant execute on function cvm.complete_through_of(text, date) to api_owner;
comment on function cvm.complete_through_of(text, date) is 'Complete-through period of a fund family given its newest period: fi, fii and fiagro the first day of the month before, fidc the last day of the month before, fip 31 December of the year before (the newest period is taken as still being filed).';
--! EndIncluded sql/cvm/complete_through_of.sql
--! Included sql/cvm/refresh_fund_month_fip.sql
-- The fip rows of cvm.fund_month from the FIP periodic report rows one file
-- loaded: nav on 31 December only (the series' fip convention). A fund files a
-- row per quota class, each repeating the fund's VL_PATRIM_LIQ, and CVM also
-- publishes restated rows with no version column: the rows of the newest file
-- holding the fund and date settle it, and when those still disagree the nav
-- is NULL (not guessed). Runs in the file's transaction (afterLoad); one row per
-- key through the primary key index, so it needs no planner statistics.
create or replace function cvm.refresh_fund_month_fip(p_ingest_id bigint) returns void
language sql
set search_path = ''
begin atomic
  insert into cvm.fund_month (entity_type, cnpj, period, nav)
  select 'fip', t.cnpj, t.reference_date, n.nav
  from (
    select distinct r.cnpj, r.reference_date
    from cvm.fip_report r
    where r.ingest_id = p_ingest_id and extract(month from r.reference_date) = 12 and extract(day from r.reference_date) = 31
  ) t
  cross join lateral (
    select case when count(distinct r.vl_patrim_liq) = 1 then min(r.vl_patrim_liq) end as nav
    from cvm.fip_report r
    where r.cnpj = t.cnpj and r.reference_date = t.reference_date
      and r.ingest_id = (select max(o.ingest_id) from cvm.fip_report o where o.cnpj = t.cnpj and o.reference_date = t.reference_date)
  ) n
  on conflict (entity_type, cnpj, period) do update set nav = excluded.nav
    where cvm.fund_month.nav is distinct from excluded.nav;
end;
alter function cvm.refresh_fund_month_fip(bigint) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_fip(bigint) from public;
comment on function cvm.refresh_fund_month_fip(bigint) is 'Refreshes the fip rows of cvm.fund_month (period 31 December, nav = VL_PATRIM_LIQ) for the funds and year-ends a FIP report load touched; rows of a fund and date that disagree are settled by the newest file, NULL when its own rows disagree. Run by the cvm-fip loader inside the file''s transaction.';
--! EndIncluded sql/cvm/refresh_fund_month_fip.sql
--! Included sql/cvm/refresh_fund_month_fiagro.sql
-- The fiagro rows of cvm.fund_month from the FIAGRO monthly report rows one
-- file loaded: period the first day of the reference month, the newest Versao
-- of the month wins; nav = Patrimonio_Liquido, delinquency = Vencidos (the
-- filed total of overdue assets). Runs in the file's transaction (afterLoad);
-- one row per key through the primary key index.
create or replace function cvm.refresh_fund_month_fiagro(p_ingest_id bigint) returns void
language sql
set search_path = ''
begin atomic
  insert into cvm.fund_month (entity_type, cnpj, period, nav, delinquency)
  select 'fiagro', t.cnpj, t.period, n.patrimonio_liquido, n.vencidos
  from (
    select distinct r.cnpj, date_trunc('month', r.reference_date)::date as period
    from cvm.fiagro_monthly r
    where r.ingest_id = p_ingest_id
  ) t
  cross join lateral (
    select r.patrimonio_liquido, r.vencidos
    from cvm.fiagro_monthly r
    where r.cnpj = t.cnpj and r.reference_date >= t.period and r.reference_date < (t.period + interval '1 month')::date
    order by r.version desc, r.reference_date desc
    limit 1
  ) n
  on conflict (entity_type, cnpj, period) do update set nav = excluded.nav, delinquency = excluded.delinquency
    where (cvm.fund_month.nav, cvm.fund_month.delinquency) is distinct from (excluded.nav, excluded.delinquency);
end;
alter function cvm.refresh_fund_month_fiagro(bigint) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_fiagro(bigint) from public;
comment on function cvm.refresh_fund_month_fiagro(bigint) is 'Refreshes the fiagro rows of cvm.fund_month (first day of the month; newest Versao: nav = Patrimonio_Liquido, delinquency = Vencidos) for the classes and months a FIAGRO monthly report load touched. Run by the cvm-fiagro-mensal loader inside the file''s transaction.';
--! EndIncluded sql/cvm/refresh_fund_month_fiagro.sql
--! Included sql/internal/fund_family.sql
-- The fund family argument (p_entity_type) of the fund endpoints: folded to
-- lower case, NULL kept (every family), anything else refused with 22023.
create or replace function internal.fund_family(p_entity_type text, p_fn text, p_how text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return internal.one_of(p_fn, 'p_entity_type', p_entity_type, internal.domain_values('internal.entity_type'), 'Families served: fi, fidc, fii, fip, fiagro.', p_how);
end;
$$;

alter function internal.fund_family(text, text, text) owner to api_owner;
revoke all on function internal.fund_family(text, text, text) from public;
comment on function internal.fund_family(text, text, text) is
  'Internal: p_entity_type folded to fi, fidc, fii, fip or fiagro (NULL = every family); anything else raises 22023 naming the calling function, with p_how as the hint.
@enum internal.entity_type';
--! EndIncluded sql/internal/fund_family.sql
--! Included sql/internal/panel_metric.sql
-- The metrics api.panel serves, one row per (metric, id type, class): the fund
-- families' filed metrics (catalog applicability.fund_nav) and the quote tape's
-- session figures. catalog.json metrics is pinned to this list by a test.
create or replace function internal.panel_metric()
returns table (metric text, id_type text, asset_class text, grain text[])
language sql
immutable
set search_path = ''
as $$
  select v.metric, v.id_type, v.asset_class, v.grain
  from (values
    ('nav', 'cnpj', 'fi', array['month']), ('quota', 'cnpj', 'fi', array['month']),
    ('quotaholders', 'cnpj', 'fi', array['month']), ('inflows', 'cnpj', 'fi', array['month']),
    ('redemptions', 'cnpj', 'fi', array['month']),
    ('nav', 'cnpj', 'fidc', array['month']), ('delinquency', 'cnpj', 'fidc', array['month']),
    ('nav', 'cnpj', 'fii', array['month']), ('quotaholders', 'cnpj', 'fii', array['month']),
    ('monthly_yield', 'cnpj', 'fii', array['month']), ('assets', 'cnpj', 'fii', array['month']),
    ('nav', 'cnpj', 'fip', array['month']),
    ('nav', 'cnpj', 'fiagro', array['month']), ('delinquency', 'cnpj', 'fiagro', array['month']),
    ('open', 'ticker', null, array['day', 'month']), ('high', 'ticker', null, array['day', 'month']),
    ('low', 'ticker', null, array['day', 'month']), ('close', 'ticker', null, array['day', 'month']),
    ('volume', 'ticker', null, array['day', 'month']), ('trades', 'ticker', null, array['day', 'month']),
    ('quantity', 'ticker', null, array['day', 'month']),
    ('close_adj', 'ticker', null, array['day', 'month']), ('close_return', 'ticker', null, array['day', 'month'])
  ) v(metric, id_type, asset_class, grain);
$$;

alter function internal.panel_metric() owner to api_owner;
revoke all on function internal.panel_metric() from public;
comment on function internal.panel_metric() is
  'Internal: the metrics of api.panel: per metric its id type (cnpj for the monthly fund series, ticker for the quote tape), the fund family that files it (NULL for the tape: every class the tape types) and the grains it is served at.';
--! EndIncluded sql/internal/panel_metric.sql
--! Included functions/fund_nav.sql
-- api.fund_nav: one fund's monthly series, oldest first, with cursor paging.
-- The row type is named so its columns carry comments into the OpenAPI schema.
drop function if exists api.fund_nav(text, date, date, text, text);
drop type if exists api.fund_nav_row;

create type api.fund_nav_row as (
  entity_type text,
  cnpj text,
  period date,
  nav numeric,
  quota numeric,
  quotaholders bigint,
  inflows numeric,
  redemptions numeric,
  delinquency numeric,
  monthly_yield numeric,
  assets numeric
);
alter type api.fund_nav_row owner to api_owner;
comment on type api.fund_nav_row is 'One fund, family and reference month of the monthly fund series.';
comment on column api.fund_nav_row.entity_type is 'Fund family: fi (investment fund, daily report), fidc (receivables fund, FIDC monthly report), fii (real-estate fund, FII monthly report), fip (private-equity fund, FIP periodic report, year-end only) or fiagro (agribusiness fund, FIAGRO monthly report from 2025-05).
@enum internal.entity_type';
comment on column api.fund_nav_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fund_nav_row.period is 'Reference period: fi, fii and fiagro the first day of the month, fidc the last day, fip 31 December (YYYY-MM-DD).';
comment on column api.fund_nav_row.nav is 'Net asset value in BRL: fi VL_PATRIM_LIQ of the last reported day of the month; fidc, fii and fiagro as filed in their monthly report; fip VL_PATRIM_LIQ filed for 31 December (NULL when the newest file''s rows for that date disagree).';
comment on column api.fund_nav_row.quota is 'fi only: quota value (VL_QUOTA) of the last reported day of the month; NULL for the other families.';
comment on column api.fund_nav_row.quotaholders is 'fi: NR_COTST of the last reported day of the month; fii: quotaholders as filed; NULL for fidc, fip and fiagro.';
comment on column api.fund_nav_row.inflows is 'fi only: the sum of the month''s daily inflows (CAPTC_DIA), BRL; NULL when no day filed one and for the other families.';
comment on column api.fund_nav_row.redemptions is 'fi only: the sum of the month''s daily redemptions (RESG_DIA), BRL; NULL when no day filed one and for the other families.';
comment on column api.fund_nav_row.delinquency is 'fidc: overdue receivables in BRL as filed; fiagro: overdue assets (Vencidos) in BRL as filed; NULL for fi, fii and fip.';
comment on column api.fund_nav_row.monthly_yield is 'fii only: the monthly yield as filed; NULL for the other families.';
comment on column api.fund_nav_row.assets is 'fii only: total assets in BRL as filed; NULL for the other families.';

create function api.fund_nav(
  p_cnpj text,
  p_from date default '2019-01-01',
  p_to date default null,
  p_entity_type text default null,
  p_after text default null
)
returns setof api.fund_nav_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fund_nav');
  v_family text := internal.fund_family(p_entity_type, 'fund_nav',
    'Send p_entity_type as fi, fidc, fii, fip or fiagro, or null for every family of the CNPJ (whole-result mode only).');
  v_after date;
  v_rows bigint;
  -- the default window starts where the upstream service's does
  v_from date := coalesce(p_from, date '2019-01-01');
  -- without p_to, each family up to its complete-through period (the one coverage() reports);
  -- looked up only for the family asked for, or all five when none is
  v_to_fi date := coalesce(p_to, case when coalesce(v_family, 'fi') = 'fi' then cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi')) end);
  v_to_fidc date := coalesce(p_to, case when coalesce(v_family, 'fidc') = 'fidc' then cvm.complete_through_of('fidc', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fidc')) end);
  v_to_fii date := coalesce(p_to, case when coalesce(v_family, 'fii') = 'fii' then cvm.complete_through_of('fii', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fii')) end);
  v_to_fip date := coalesce(p_to, case when coalesce(v_family, 'fip') = 'fip' then cvm.complete_through_of('fip', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fip')) end);
  v_to_fiagro date := coalesce(p_to, case when coalesce(v_family, 'fiagro') = 'fiagro' then cvm.complete_through_of('fiagro', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fiagro')) end);
begin
  perform internal.assert_window(v_from, p_to, 'fund_nav', 'Send p_from on or before p_to.', v_from = date '2019-01-01');

  if p_after is not null then
    if v_family is null then
      raise exception using
        errcode = '22023',
        message = 'fund_nav: paging (p_after) needs p_entity_type',
        detail = 'The cursor is a bare period, unique only within one fund family.',
        hint = 'Send p_entity_type (fi, fidc, fii, fip or fiagro) with p_after; p_after = '''' for the first page, then the last row''s period (YYYY-MM-DD).';
    end if;
    v_after := internal.cursor_date(p_after, 'fund_nav', 'period', 'period');
    return query
      select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
             m.delinquency, m.monthly_yield, m.assets
      from cvm.fund_month m
      where m.entity_type = v_family and m.cnpj = v_cnpj
        and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc when 'fii' then v_to_fii when 'fip' then v_to_fip else v_to_fiagro end
        and (v_after is null or m.period > v_after)
      order by m.period
      limit 1000;
    return;
  end if;

  select count(*) into v_rows
  from (
    select 1 from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc when 'fii' then v_to_fii when 'fip' then v_to_fip else v_to_fiagro end
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'fund_nav',
    'Page with p_entity_type and p_after = '''' (then the last row''s period), or narrow p_from/p_to.');

  return query
    select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
           m.delinquency, m.monthly_yield, m.assets
    from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc when 'fii' then v_to_fii when 'fip' then v_to_fip else v_to_fiagro end
    order by m.period, m.entity_type;
end;
$$;

alter function api.fund_nav(text, date, date, text, text) owner to api_owner;
revoke all on function api.fund_nav(text, date, date, text, text) from public;
grant execute on function api.fund_nav(text, date, date, text, text) to anon, authenticated;

comment on function api.fund_nav(text, date, date, text, text) is 'Monthly series of one fund (NAV, quota, flows, holders, delinquency, yield), oldest first.
One row per family and reference month from the monthly fund series. Each family fills only the metrics it files and leaves the others NULL, never 0: fi nav, quota, quotaholders, inflows, redemptions (from the daily report: the last reported day of the month, flows summed over the month); fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets; fip nav on 31 December only (the FIP periodic report''s year-end filing: quarterly through 2023, four-monthly from 2024); fiagro nav, delinquency (FIAGRO monthly report, from 2025-05). Period convention: fi, fii and fiagro the first day of the month, fidc the last day, fip 31 December. Window: from p_from (default 2019-01-01, as the upstream service) to p_to; without p_to each family is served up to its complete-through period, the one coverage() reports for funds_<family> (the family''s newest month is still being filed, so it is left out until p_to asks for it). An unknown CNPJ gives an empty array. Paging: p_after = '''' for the first page, then the last row''s period as YYYY-MM-DD; a page shorter than 1000 rows is the last; p_entity_type is required when paging (22023 otherwise). p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first period of the window (YYYY-MM-DD); default 2019-01-01 (null means the default).
p_to: last period of the window (YYYY-MM-DD); default null = each family up to its complete-through period (coverage() funds_<family>); a later p_to also returns the month still being filed.
p_entity_type: fund family fi, fidc, fii, fip or fiagro; default null (every family of the CNPJ); required when paging.
p_after: cursor: null = whole result, '''' = first page, then the last row''s period (YYYY-MM-DD).
@tag Funds
@cursor period
@default p_from
@default p_to: each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it
@default p_entity_type
@default p_after';
--! EndIncluded functions/fund_nav.sql
--! Included functions/panel.sql
-- api.panel: long rows (id, asset_class, date, metric, value) over the monthly
-- fund series and the quote tape, for a few ids at once, cursor paged.
drop function if exists api.panel(text[], text[], date, date, text, text, text);
drop type if exists api.panel_row;

create type api.panel_row as (
  id text,
  asset_class text,
  date date,
  metric text,
  value numeric
);
alter type api.panel_row owner to api_owner;
comment on type api.panel_row is 'One value of one metric of one id at one date (long format).';
comment on column api.panel_row.id is 'The id as served: a fund CNPJ (14 digits) or a B3 ticker (upper case).';
comment on column api.panel_row.asset_class is 'Fund family (fi, fidc, fii, fip, fiagro) for a CNPJ; for a ticker the class the tape types it as (equity, unit, bdr, fii, fund_quota, other; api.quotes asset_class).
@enum internal.asset_class';
comment on column api.panel_row.date is 'Fund series: the reference period (fi, fii and fiagro the first day of the month, fidc the last, fip 31 December). Tape: the session (p_freq day) or the month''s last session in the window (p_freq month).';
comment on column api.panel_row.metric is 'Metric name (catalog metrics): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets for funds; open, high, low, close, volume, trades, quantity, close_adj, close_return for tickers.
@enum internal.panel_metric_name';
comment on column api.panel_row.value is 'The value as filed or published (prices raw, never adjusted, but close_adj and close_return, which say so by name); NULL when the fund did not file a metric its family files, or when an adjusted metric cannot be computed (quote_history''s null_reason says why), never 0.';

create function api.panel(
  p_ids text[],
  p_metrics text[] default null,
  p_from date default null,
  p_to date default null,
  p_freq text default 'month',
  p_entity_type text default null,
  p_after text default null
)
returns setof api.panel_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids record := internal.panel_ids(p_ids);
  v_cnpjs text[] := v_ids.cnpjs;
  v_tickers text[] := v_ids.tickers;
  v_family text := internal.fund_family(p_entity_type, 'panel',
    'Send p_entity_type as fi, fidc, fii, fip or fiagro to keep one fund family, or null for every family of the CNPJs.');
  v_freq text;
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_metrics text[];
  v_families text[];
  v_bad text;
  v_after_date date;
  v_after_id text;
  v_after_metric text;
  v_after_class text;
  v_rows bigint;
begin
  v_freq := internal.one_of('panel', 'p_freq', coalesce(p_freq, 'month'), internal.domain_values('internal.panel_freq'),
    'Frequencies: month (fund series as filed, the tape as monthly bars) and day (the tape session by session).',
    'Send p_freq as month or day.');
  perform internal.assert_window(v_from, v_to, 'panel',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.');

  if p_metrics is not null then
    select array_agg(distinct lower(btrim(m))) into v_metrics from unnest(p_metrics) m;
    select string_agg(m, ', ' order by m) into v_bad
    from unnest(v_metrics) m where not exists (select 1 from internal.panel_metric() pm where pm.metric = m);
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: unknown metric %s', v_bad),
        detail = (select 'Metrics: ' || string_agg(distinct pm.metric, ', ') || '.' from internal.panel_metric() pm),
        hint = 'Send p_metrics from catalog metrics, or null for every metric of each id.';
    end if;
    -- a metric none of the ids' types carries
    select string_agg(m, ', ' order by m) into v_bad
    from unnest(v_metrics) m
    where not exists (select 1 from internal.panel_metric() pm
                      where pm.metric = m
                        and ((pm.id_type = 'cnpj' and cardinality(v_cnpjs) > 0) or (pm.id_type = 'ticker' and cardinality(v_tickers) > 0)));
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: no id in p_ids carries %s', v_bad),
        detail = 'Fund metrics (nav, quota, ...) belong to CNPJ ids; tape metrics (close, volume, ...) to ticker ids (catalog metrics id_type).',
        hint = 'Send the metric with an id of its type, or drop it from p_metrics.';
    end if;
  end if;

  if cardinality(v_cnpjs) > 0 then
    select array_agg(distinct m.entity_type order by m.entity_type) into v_families
    from cvm.fund_month m
    where m.cnpj = any(v_cnpjs) and (v_family is null or m.entity_type = v_family);
    -- a fund metric one of the ids' families never files
    select string_agg(format('%s never files %s', f, m), '; ' order by f, m) into v_bad
    from unnest(coalesce(v_families, '{}')) f
    cross join unnest(coalesce(v_metrics, '{}')) m
    where exists (select 1 from internal.panel_metric() pm where pm.metric = m and pm.id_type = 'cnpj')
      and not exists (select 1 from internal.panel_metric() pm where pm.metric = m and pm.asset_class = f);
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: %s', v_bad),
        detail = 'A fund family files only some metrics: metric_coverage lists each family''s metrics and the span it files them over (catalog applicability.fund_nav).',
        hint = 'Drop the metric, or send p_entity_type to keep the families that file it; POST /rpc/metric_coverage shows which do.';
    end if;
    if v_freq = 'day' and (v_metrics is null or exists (
        select 1 from unnest(v_metrics) m join internal.panel_metric() pm on pm.metric = m and pm.id_type = 'cnpj')) then
      raise exception using
        errcode = '22023',
        message = 'panel: the fund series is monthly; p_freq day serves only ticker metrics',
        detail = 'Fund metrics have grain month (catalog metrics grain); only the quote tape has sessions.',
        hint = 'Send p_freq month, or only ticker ids or tape metrics with p_freq day.';
    end if;
  end if;

  if p_after is not null and p_after <> '' then
    begin
      if array_length(string_to_array(p_after, '|'), 1) <> 4 then raise exception 'cursor'; end if;
      v_after_date := split_part(p_after, '|', 1)::date;
      v_after_id := split_part(p_after, '|', 2);
      v_after_metric := split_part(p_after, '|', 3);
      v_after_class := split_part(p_after, '|', 4);
    exception when others then
      raise exception using
        errcode = '22023',
        message = format('panel: p_after %s is not a panel cursor', quote_literal(p_after)),
        detail = 'The cursor is the last row''s date|id|metric|asset_class.',
        hint = 'Send p_after = '''' for the first page, then date|id|metric|asset_class of the last row, e.g. 2026-01-30|PETR4|close|equity.';
    end;
  end if;

  return query
    with fund as (
      select m.cnpj as id, m.entity_type as asset_class, m.period as date, v.metric, v.value
      from cvm.fund_month m
      cross join lateral (values
        ('nav', m.nav), ('quota', m.quota), ('quotaholders', m.quotaholders::numeric), ('inflows', m.inflows),
        ('redemptions', m.redemptions), ('delinquency', m.delinquency), ('monthly_yield', m.monthly_yield), ('assets', m.assets)
      ) v(metric, value)
      where m.cnpj = any(v_cnpjs) and (v_family is null or m.entity_type = v_family)
        and m.period between v_from and v_to
        and exists (select 1 from internal.panel_metric() pm where pm.metric = v.metric and pm.asset_class = m.entity_type)
        and (v_metrics is null or v.metric = any(v_metrics))
    ),
    adjusted as (
      -- the adjusted closes, only when asked for (they read the issuer's corporate events)
      select t.ticker, a.trade_date, a.close_adj, a.close_total_return
      from unnest(v_tickers) t(ticker)
      cross join lateral b3.quote_adjusted(t.ticker, v_from, v_to, 'cash', 'close_return' = any(v_metrics)) a
      where v_metrics && array['close_adj', 'close_return']
    ),
    sessions as (
      select q.ticker, q.trade_date, q.asset_class, q.open, q.high, q.low, q.close, q.volume, q.trades, q.quantity,
             a.close_adj, a.close_total_return
      from api.quotes q
      left join adjusted a on a.ticker = q.ticker and a.trade_date = q.trade_date
      where q.ticker = any(v_tickers) and q.board = 'cash' and q.trade_date between v_from and v_to
    ),
    bars as (
      -- p_freq day: each session; month: one bar of the sessions of the month in the window
      select s.ticker, s.trade_date, s.asset_class, s.open, s.high, s.low, s.close, s.volume, s.trades::numeric as trades, s.quantity,
             s.close_adj, s.close_total_return
      from sessions s where v_freq = 'day'
      union all
      select s.ticker, max(s.trade_date), (array_agg(s.asset_class order by s.trade_date desc))[1],
             (array_agg(s.open order by s.trade_date))[1], max(s.high), min(s.low),
             (array_agg(s.close order by s.trade_date desc))[1], sum(s.volume), sum(s.trades), sum(s.quantity),
             (array_agg(s.close_adj order by s.trade_date desc))[1], (array_agg(s.close_total_return order by s.trade_date desc))[1]
      from sessions s where v_freq = 'month'
      group by s.ticker, date_trunc('month', s.trade_date)
    ),
    returns as (
      -- close_return: the total-return close against the previous bar in the window (day: the previous
      -- session; month: the previous calendar month only, never a two-month return across a gap)
      select b.*,
             case when v_freq = 'day' or date_trunc('month', lag(b.trade_date) over w) = date_trunc('month', b.trade_date) - interval '1 month'
                  then round(b.close_total_return / nullif(lag(b.close_total_return) over w, 0) - 1, 8) end as close_return
      from bars b
      window w as (partition by b.ticker order by b.trade_date)
    ),
    tape as (
      select b.ticker as id, b.asset_class, b.trade_date as date, v.metric, v.value
      from returns b
      cross join lateral (values
        ('open', b.open), ('high', b.high), ('low', b.low), ('close', b.close),
        ('volume', b.volume), ('trades', b.trades), ('quantity', b.quantity),
        ('close_adj', b.close_adj), ('close_return', b.close_return)
      ) v(metric, value)
      -- no p_metrics: the raw metrics only (the adjusted ones are asked for by name)
      where (v_metrics is null and v.metric not in ('close_adj', 'close_return')) or v.metric = any(v_metrics)
    )
    select r.id, r.asset_class, r.date, r.metric, r.value
    from (select * from fund union all select * from tape) r
    where v_after_date is null or (r.date, r.id, r.metric, r.asset_class) > (v_after_date, v_after_id, v_after_metric, v_after_class)
    order by r.date, r.id, r.metric, r.asset_class
    limit case when p_after is null then 1001 else 1000 end;

  get diagnostics v_rows = row_count;
  perform internal.assert_row_cap(v_rows, 'panel',
    'Page with p_after = '''' (then the last row''s date|id|metric|asset_class), or narrow p_ids, p_metrics or p_from/p_to.');
end;
$$;

alter function api.panel(text[], text[], date, date, text, text, text) owner to api_owner;
revoke all on function api.panel(text[], text[], date, date, text, text, text) from public;
grant execute on function api.panel(text[], text[], date, date, text, text, text) to anon, authenticated;

comment on function api.panel(text[], text[], date, date, text, text, text) is 'Several ids and metrics at once in long rows (id, asset_class, date, metric, value): the monthly fund series and the quote tape side by side.
Ids: a 14-digit CNPJ (punctuation ignored) reads the monthly fund series (the metrics its family files: fi nav, quota, quotaholders, inflows, redemptions; fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets; fip nav, on 31 December only; fiagro nav, delinquency); anything else is a ticker read from the cash board of the quote tape (open, high, low, close, volume, trades, quantity; prices raw, never adjusted; and, when named in p_metrics, close_adj = quote_history''s split, reverse-split and bonus adjusted close per share and close_return = the return of quote_history''s close_total_return (cash events reinvested) since the previous session (day) or the previous calendar month''s last session (month), 8 decimals; each NULL where quote_history''s null_reason says why, and close_return NULL on the first bar of the window or after a month without a session). 1 to 3 ids anonymous, 1 to 50 signed in (catalog tiers.*.panel_ids); more is refused (22023). p_freq month (default) serves the fund series as filed and the tape as monthly bars of the sessions in the window (open of the first session, high and low over the month, close of the last, volume, trades and quantity summed; date = the month''s last session); p_freq day serves the tape session by session and refuses fund metrics (the series is monthly). A metric a family never files is refused (22023, metric_coverage lists what each family files); an unknown metric, or one no id in p_ids carries, is refused too. A metric the family files but a fund left blank that month is NULL, never 0. Unknown ids give no rows (all unknown: an empty array). Rows are ordered by date, id, metric, asset_class. Paging: p_after = '''' for the first page, then the last row''s date|id|metric|asset_class; a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ids: fund CNPJs and/or B3 tickers, e.g. {PETR4,33.101.369/0001-40}.
p_metrics: metric names (catalog metrics); default null = every metric of each id but the adjusted close_adj and close_return.
p_from: first date (YYYY-MM-DD); default 365 days before p_to.
p_to: last date (YYYY-MM-DD); default today.
p_freq: month (default) or day.
p_entity_type: fi, fidc, fii, fip or fiagro to keep one family of the CNPJ ids; default null (every family).
p_after: cursor: null = whole result, '''' = first page, then the last row''s date|id|metric|asset_class.
@tag Panel
@cursor date|id|metric|asset_class
@default p_metrics: every metric of each id (catalog metrics) but close_adj and close_return, which are served when named
@default p_from: 365 days before p_to
@default p_to: today
@default p_freq
@default p_entity_type
@default p_after';
--! EndIncluded functions/panel.sql
--! Included functions/search_funds.sql
-- api.search_funds: find a fund by name (ranked, case- and accent-insensitive,
-- on the trigram index) or by CNPJ prefix. Rows are clamped to the caller tier.
drop function if exists api.search_funds(text, text, integer);
drop type if exists api.search_funds_row;

create type api.search_funds_row as (
  cnpj text,
  fund_name text,
  entity_type text,
  status text,
  fund_class text,
  first_period date,
  last_period date
);
alter type api.search_funds_row owner to api_owner;
comment on type api.search_funds_row is 'One fund or class of the registry.';
comment on column api.search_funds_row.cnpj is 'Fund or class CNPJ, 14 digits (the id fund_nav takes).';
comment on column api.search_funds_row.fund_name is 'Registered name as filed (Denominacao_Social or DENOM_SOCIAL).';
comment on column api.search_funds_row.entity_type is 'Fund family: fi, fidc, fii, fip or fiagro (mapped from the CVM fund type).
@enum internal.entity_type';
comment on column api.search_funds_row.status is 'Registry status as filed, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA.';
comment on column api.search_funds_row.fund_class is 'Class as filed: registro_classe Classificacao, or cad_fi CLASSE; NULL when not filed.';
comment on column api.search_funds_row.first_period is 'Oldest period of the fund in the monthly series (fund_nav) for this family; NULL when none is held.';
comment on column api.search_funds_row.last_period is 'Newest period of the fund in the monthly series (fund_nav) for this family; NULL when none is held.';

create function api.search_funds(p_query text default '', p_entity_type text default null, p_limit integer default 50)
returns setof api.search_funds_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- whitespace: \s (space, tab, newline, ...) plus the unicode spaces it leaves out (no-break, em, ideographic, ...)
  v_space text := '[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]';
  -- every kind of whitespace trimmed (btrim alone keeps tabs and newlines)
  v_query text := regexp_replace(coalesce(p_query, ''), format('^%s+|%s+$', v_space, v_space), '', 'g');
  v_family text := internal.fund_family(p_entity_type, 'search_funds', 'Send p_entity_type as fi, fidc, fii, fip or fiagro, or null for every family.');
  -- tier ceilings: catalog.json tiers.anon.search_funds_rows and tiers.authenticated.search_funds_rows
  v_ceiling integer := internal.tier_ceiling('search_funds_rows', 25, 200);
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), v_ceiling);
  v_folded text;
  v_digits text;
  v_words text;
  v_found bigint;
  -- the ranked name query; %s is the match condition, $1 the folded query, $2 the family, $3 the row limit
  v_ranked text := 'select r.cnpj, r.fund_name, r.entity_type, r.status, r.fund_class, s.first_period, s.last_period
    from (
      select f.*, (f.search_name like $1 || chr(37)) as starts, extensions.word_similarity($1, f.search_name) as score
      from cvm.fund_registry f
      where %s and f.entity_type is not null and ($2 is null or f.entity_type = $2)
      order by starts desc, score desc, f.fund_name, f.cnpj
      limit $3
    ) r
    left join lateral (
      select min(m.period) as first_period, max(m.period) as last_period
      from cvm.fund_month m where m.entity_type = r.entity_type and m.cnpj = r.cnpj
    ) s on true
    order by r.starts desc, r.score desc, r.fund_name, r.cnpj';
begin
  if length(v_query) > 300 then
    raise exception using
      errcode = '22023',
      message = format('search_funds: p_query is %s characters long', length(v_query)),
      detail = 'A name search or CNPJ prefix is at most 300 characters.',
      hint = 'Send a few words of the fund name, or the beginning of its CNPJ.';
  end if;

  if v_query ~ '^[0-9][0-9./\-\s]*$' then
    -- a CNPJ or its beginning: prefix match on the digits
    v_digits := regexp_replace(v_query, '\D', '', 'g');
    return query
      select r.cnpj, r.fund_name, r.entity_type, r.status, r.fund_class, s.first_period, s.last_period
      from (
        select f.* from cvm.fund_registry f
        where f.cnpj like v_digits || '%' and f.entity_type is not null
          and (v_family is null or f.entity_type = v_family)
        order by f.cnpj
        limit v_limit
      ) r
      left join lateral (
        select min(m.period) as first_period, max(m.period) as last_period
        from cvm.fund_month m where m.entity_type = r.entity_type and m.cnpj = r.cnpj
      ) s on true
      order by r.cnpj;
    return;
  end if;

  v_folded := cvm.fold_name(v_query);
  -- every word of the query inside the name (any order), each word a LIKE the
  -- trigram index answers; built as literals so the planner sees each pattern
  select string_agg(format('f.search_name like %L', '%' || replace(replace(replace(w, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'), ' and ')
    into v_words
  from regexp_split_to_table(v_folded, v_space || '+') w
  where w <> '';
  if v_words is null then
    -- no word at all (empty or whitespace only): every fund, by name
    return query
      select f.cnpj, f.fund_name, f.entity_type, f.status, f.fund_class, s.first_period, s.last_period
      from (
        select f.* from cvm.fund_registry f
        where f.entity_type is not null and (v_family is null or f.entity_type = v_family)
        order by f.fund_name, f.cnpj
        limit v_limit
      ) f
      left join lateral (
        select min(m.period) as first_period, max(m.period) as last_period
        from cvm.fund_month m where m.entity_type = f.entity_type and m.cnpj = f.cnpj
      ) s on true
      order by f.fund_name, f.cnpj;
    return;
  end if;

  return query execute format(v_ranked, v_words) using v_folded, v_family, v_limit;
  get diagnostics v_found = row_count;
  if v_found = 0 then
    -- nothing contains every word: the names closest to the query (a misspelling)
    return query execute format(v_ranked, '$1 operator(extensions.<%) f.search_name') using v_folded, v_family, v_limit;
  end if;
end;
$$;

alter function api.search_funds(text, text, integer) owner to api_owner;
revoke all on function api.search_funds(text, text, integer) from public;
grant execute on function api.search_funds(text, text, integer) to anon, authenticated;

comment on function api.search_funds(text, text, integer) is 'Find funds by name or CNPJ, best match first.
A query of digits (dots, slash, hyphen and spaces ignored) is a CNPJ prefix, answered in CNPJ order. Any other query is a name search, case- and accent-insensitive: names containing every word of the query (in any order), or, when none does, the names closest to it (trigram word similarity, for misspellings); names starting with the query first, then by similarity. An empty or whitespace-only query lists funds by name. A query longer than 300 characters is refused (22023). Only the families served (fi, fidc, fii, fip, fiagro) are searched. Rows: default 50, silently clamped to 25 for anonymous callers and 200 when signed in (catalog tiers search_funds_rows); a result of exactly the ceiling is probably truncated.
p_query: name words or the beginning of a CNPJ, at most 300 characters; default '''' (every fund, by name; whitespace alone counts as empty).
p_entity_type: only this family: fi, fidc, fii, fip or fiagro; default null (all five).
p_limit: rows wanted; default 50, clamped to 1..25 anonymous and 1..200 signed in.
@tag Lookup
@default p_query
@default p_entity_type
@default p_limit';
--! EndIncluded functions/search_funds.sql
--! Included functions/coverage.sql
-- api.coverage: what is held, per dataset, read from the ingest log (so every
-- source that ever loads a file appears without code changes) plus the monthly
-- fund series per family.
drop function if exists api.coverage();
drop type if exists api.coverage_row;

create type api.coverage_row as (
  dataset text,
  source text,
  first_period date,
  newest_period date,
  complete_through date,
  landed_at timestamptz,
  code_version text,
  as_of timestamptz,
  rows bigint,
  notes text
);
alter type api.coverage_row owner to api_owner;
comment on type api.coverage_row is 'One dataset held: its span, how complete it is, and when it last landed.';
comment on column api.coverage_row.dataset is 'The loader source name for a file family (e.g. bcb-ptax, cvm-inf-diario, cvm-registro), funds_<family> for the monthly fund series of fi, fidc, fii, fip or fiagro, or b3-bdi/<table> for each daily bulletin table (BTBLendingOpenPosition, BTBLoanBalance, BTBTrade, NegociosBTB, SharesInvesVolum, InstrumentsEquities) by session held, or b3-price-report/<report> for each price report (BVBG.086.01, BVBG.187.01) by session held, or b3-fnet/monthly_reports_<fidc|fii> for the FNET monthly structured reports by fund family, or samples/<set> for a sample set npm start is still loading (or failed to load), with every period and count NULL.';
comment on column api.coverage_row.source is 'Where the rows come from: publisher (files of the publisher), synthetic_sample (generated demo data, never a publisher figure), publisher+synthetic_sample (both), or derived for funds_<family> (built by the loaders of that family from their files).';
comment on column api.coverage_row.first_period is 'Oldest period (day or month) held.';
comment on column api.coverage_row.newest_period is 'Newest period (day or month) held.';
comment on column api.coverage_row.complete_through is 'Last period taken as complete: the newest month is assumed to be still filling unless it reaches the last day of its month, so this is the end of the month before newest_period (for funds_<family>, the previous period in the family convention: the period up to which fund_nav serves without p_to). For b3-bdi/<table>: the day before the first weekday with no session on record, or the newest session when there is no gap; the b3-bdi row then says the earliest complete_through of its tables, so the dataset and its tables never disagree.';
comment on column api.coverage_row.landed_at is 'When the newest file of the dataset was loaded (warehouse time, UTC); NULL for the derived funds_<family> rows (see the rows of their source files).';
comment on column api.coverage_row.code_version is 'Version of this code that loaded the newest file of the dataset: package version, then +git commit when the loader ran from a git checkout (e.g. 0.1.0+1a2b3c4d5e6f); NULL for the derived funds_<family> rows (see the rows of their source files) and for files loaded before versions were recorded.';
comment on column api.coverage_row.as_of is 'When this answer was computed (the transaction start, UTC), the same on every row; landed_at says when the data last changed.';
comment on column api.coverage_row.rows is 'Rows held: rows inserted by the loaded files of a file family (landing rows are never deleted), or rows of the monthly series for funds_<family>.';
comment on column api.coverage_row.notes is 'Plain words: files loaded and the newest file name, or what the series is derived from.';

create function api.coverage()
returns setof api.coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with files as (
    select l.source, min(l.first_period) as first_period, max(l.last_period) as newest_period,
           max(l.loaded_at) as landed_at, sum(l.rows_inserted)::bigint as rows, count(*) as files,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic,
           (array_agg(l.file_name order by l.loaded_at desc, l.id desc))[1] as newest_file
    from ingest.ingest_log l
    where l.status = 'loaded'
    group by l.source
  ),
  families as (
    select m.entity_type, min(m.period) as first_period, max(m.period) as newest_period, count(*) as rows
    from cvm.fund_month m
    group by m.entity_type
  ),
  bulletin as (
    select s.table_name, min(l.source) as source, min(s.session_date) as first_period, max(s.session_date) as newest_period,
           count(*) as sessions, count(*) filter (where s.status = 'empty') as empty_sessions,
           sum(s.row_count)::bigint as rows, max(l.loaded_at) as landed_at,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic
    from b3.bdi_session s
    join ingest.ingest_log l on l.id = s.ingest_id
    group by s.table_name
  ),
  bulletin_gaps as (
    -- weekdays inside the held span with no session on record (neither rows nor an empty answer)
    select b.table_name, count(d.day) as missing, min(d.day)::date as first_missing
    from bulletin b
    left join lateral (
      select g.day
      from generate_series(b.first_period, b.newest_period, interval '1 day') as g(day)
      where extract(isodow from g.day) < 6
        and not exists (select 1 from b3.bdi_session s where s.table_name = b.table_name and s.session_date = g.day::date)
    ) d on true
    group by b.table_name
  ),
  tables as (
    select b.*, z.missing, case when z.first_missing is null then b.newest_period else z.first_missing - 1 end as complete_through
    from bulletin b
    join bulletin_gaps z on z.table_name = b.table_name
  ),
  tables_of_source as (
    -- a dataset with per-table rows is complete only as far as every table is
    select t.source, min(t.complete_through) as complete_through,
           (array_agg(t.table_name order by t.complete_through, t.table_name))[1] as earliest_table
    from tables t
    group by t.source
  )
  select f.source,
         case when f.all_synthetic then 'synthetic_sample' when f.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         f.first_period, f.newest_period,
         case when ts.source is not null then ts.complete_through
              when f.newest_period is null then null
              when f.newest_period = (date_trunc('month', f.newest_period) + interval '1 month - 1 day')::date then f.newest_period
              else (date_trunc('month', f.newest_period) - interval '1 day')::date end,
         f.landed_at, f.code_version, now(), f.rows,
         format('%s file(s) loaded; newest %s', f.files, f.newest_file)
           || case when ts.source is not null then format('; complete through the earliest of its %s/<table> rows (%s)', f.source, ts.earliest_table) else '' end
  from files f
  left join tables_of_source ts on ts.source = f.source
  union all
  select 'funds_' || g.entity_type,
         'derived',
         g.first_period, g.newest_period,
         cvm.complete_through_of(g.entity_type, g.newest_period),
         null::timestamptz, null::text, now(),
         g.rows,
         format('monthly fund series for %s (fund_nav); metrics per family in catalog applicability.fund_nav', g.entity_type)
  from families g
  union all
  select t.source || '/' || t.table_name,
         case when t.all_synthetic then 'synthetic_sample' when t.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         t.first_period, t.newest_period,
         t.complete_through,
         t.landed_at, t.code_version, now(), t.rows,
         format('%s session(s) held, %s of them empty (Nenhum resultado); %s weekday(s) in the span with no session on record', t.sessions, t.empty_sessions, t.missing)
  from tables t
  union all
  -- the price reports by report (BVBG.086.01, BVBG.187.01): sessions held, non-session days and weekday gaps
  select 'b3-price-report/' || r.report,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(r.session_date), max(r.session_date),
         coalesce((select min(g.day)::date - 1
                   from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                   where extract(isodow from g.day) < 6
                     and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)), max(r.session_date)),
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), sum(r.record_count)::bigint,
         format('%s session(s) held, %s of them empty (non-session days); %s weekday(s) in the span with no session on record',
                count(*), count(*) filter (where r.status = 'empty'),
                (select count(*) from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                 where extract(isodow from g.day) < 6
                   and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)))
  from b3.price_report_session r
  join ingest.ingest_log l on l.id = r.ingest_id
  group by r.report
  union all
  -- the FNET monthly structured reports by fund family (tipoFundo of the search): reference months held (first day);
  -- complete through the newest reference month whose deadline (15 days after its end) passed before the newest delivery held
  select 'b3-fnet/monthly_reports_' || case k.tipo_fundo when 1 then 'fii' else 'fidc' end,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(d.reference_date), max(d.reference_date),
         date_trunc('month', date_trunc('month', max(d.data_entrega)::date - 15) - interval '1 day')::date,
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), count(*),
         format('%s monthly structured report(s), %s of them re-filings (version 2 or later), of %s fund(s); newest delivery %s; complete through the newest reference month whose 15-day deadline passed before it',
                count(*), count(*) filter (where d.versao > 1), count(distinct k.cnpj), to_char(max(d.data_entrega), 'YYYY-MM-DD HH24:MI'))
  from b3.fnet_document d
  join b3.fnet_document_fund k on k.id = d.id and k.tipo_fundo in (1, 2)
  join ingest.ingest_log l on l.id = d.ingest_id
  where d.monthly_report
  group by k.tipo_fundo
  union all
  -- sample sets npm start is still loading in the background (it serves first)
  select 'samples/' || s.set_name, 'synthetic_sample', null::date, null::date, null::date, null::timestamptz, null::text, now(), null::bigint,
         case when s.state = 'loading' then 'sample set still loading (npm start serves first and loads the samples after); its datasets appear when it is done'
              else format('sample set failed to load: %s', s.error) end
  from ingest.sample_load s
  where s.state <> 'loaded'
  order by 1;
$$;

alter function api.coverage() owner to api_owner;
revoke all on function api.coverage() from public;
grant execute on function api.coverage() to anon, authenticated;

comment on function api.coverage() is 'What the store holds, one row per dataset: span, completeness, last landing, the code version that loaded it, rows.
One row per loader source that has loaded at least one file (read from the ingest log, so PTAX, every CVM file family and any later source appear without code changes), plus one row per fund family of the monthly fund series (funds_fi, funds_fidc, funds_fii, funds_fip, funds_fiagro), plus one row per daily bulletin table (b3-bdi/<table>: sessions held, empty sessions and weekday gaps; nothing collected is ever deleted), plus one row per price report (b3-price-report/<report>: sessions held, non-session days recorded empty, weekday gaps; complete_through is the day before the first gap), plus one row per fund family of the FNET monthly structured reports (b3-fnet/monthly_reports_fidc, b3-fnet/monthly_reports_fii: reference months held, documents of every version; complete_through is the newest reference month whose 15-day deadline passed before the newest delivery held), plus one samples/<set> row per sample set npm start is still loading in the background (absent once loaded). The b3-bdi row is complete only as far as its least complete table. as_of is when the answer was computed; landed_at and code_version say when and by which code version the newest file loaded. Sample data says so in source. Send {}.
@tag Coverage & catalog';
--! EndIncluded functions/coverage.sql
--! Included functions/metric_coverage.sql
-- api.metric_coverage: the filed span and density of each metric per fund family.
drop function if exists api.metric_coverage();
drop type if exists api.metric_coverage_row;

create type api.metric_coverage_row as (
  entity_type text,
  metric text,
  first_period date,
  last_period date,
  filed_rows bigint,
  total_rows bigint
);
alter type api.metric_coverage_row owner to api_owner;
comment on type api.metric_coverage_row is 'One (fund family, metric) pair the family files.';
comment on column api.metric_coverage_row.entity_type is 'Fund family: fi, fidc, fii, fip or fiagro.
@enum internal.entity_type';
comment on column api.metric_coverage_row.metric is 'Metric of the monthly fund series (a fund_nav column): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets.
@enum internal.fund_metric';
comment on column api.metric_coverage_row.first_period is 'Oldest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.last_period is 'Newest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.filed_rows is 'Rows of the family with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.total_rows is 'All rows of the family (filed_rows / total_rows is the density).';

create function api.metric_coverage()
returns setof api.metric_coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with totals as (
    select m.entity_type, count(*) as total_rows from cvm.fund_month m group by m.entity_type
  ),
  filed as (
    select m.entity_type, v.metric, min(m.period) as first_period, max(m.period) as last_period, count(*) as filed_rows
    from cvm.fund_month m
    cross join lateral (values
      ('nav', m.nav is not null), ('quota', m.quota is not null), ('quotaholders', m.quotaholders is not null),
      ('inflows', m.inflows is not null), ('redemptions', m.redemptions is not null),
      ('delinquency', m.delinquency is not null), ('monthly_yield', m.monthly_yield is not null),
      ('assets', m.assets is not null)
    ) v(metric, present)
    where v.present
    group by m.entity_type, v.metric
  )
  select f.entity_type, f.metric, f.first_period, f.last_period, f.filed_rows, t.total_rows
  from filed f join totals t using (entity_type)
  order by f.entity_type, f.metric;
$$;

alter function api.metric_coverage() owner to api_owner;
revoke all on function api.metric_coverage() from public;
grant execute on function api.metric_coverage() to anon, authenticated;

comment on function api.metric_coverage() is 'Filed span and density of each metric per fund family.
One row per (entity_type, metric) of the monthly fund series: first_period and last_period are the oldest and newest periods with a NON-NULL value; filed_rows and total_rows give density. A pair absent from the list is one the family never files. Send {}.
@tag Coverage & catalog';
--! EndIncluded functions/metric_coverage.sql
--! Included functions/screen_silent_filers.sql
-- api.screen_silent_filers: funds whose newest monthly filing is months behind their family's complete period.
drop function if exists api.screen_silent_filers(integer, integer, text);
drop type if exists api.screen_silent_filers_row;

create type api.screen_silent_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  status text,
  last_period date,
  complete_through date,
  months_silent integer,
  screen text,
  params jsonb
);
alter type api.screen_silent_filers_row owner to api_owner;
comment on type api.screen_silent_filers_row is 'A fund that has stopped filing its monthly report: a signal with a stated rule, not a verdict.';
comment on column api.screen_silent_filers_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_silent_filers_row.fund_family is 'fi, fidc, fii, fip or fiagro: the family of the monthly fund series the fund files in.
@enum internal.entity_type';
comment on column api.screen_silent_filers_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_silent_filers_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_silent_filers_row.last_period is 'The newest period the fund filed (fi, fii and fiagro the first day of the month, fidc the last day, fip 31 December).';
comment on column api.screen_silent_filers_row.complete_through is 'The family''s latest complete period: the period before the newest period any fund of the family has filed (fip: 31 December of the year before) (the newest is taken as still being filed), as coverage() reports for funds_<family>.';
comment on column api.screen_silent_filers_row.months_silent is 'Months from last_period to complete_through.';
comment on column api.screen_silent_filers_row.screen is 'silent_filers.';
comment on column api.screen_silent_filers_row.params is 'Every argument as used (p_min_silent_months, p_max_silent_months, p_family), so the call can be replayed.';

create function api.screen_silent_filers(p_min_silent_months integer default 3, p_max_silent_months integer default 24, p_family text default null)
returns setof api.screen_silent_filers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family text;
  v_params jsonb := jsonb_build_object('p_min_silent_months', p_min_silent_months, 'p_max_silent_months', p_max_silent_months, 'p_family', lower(btrim(p_family)));
  v_rows bigint;
begin
  if p_min_silent_months is null or p_max_silent_months is null or p_min_silent_months < 1 or p_max_silent_months > 240 or p_min_silent_months > p_max_silent_months then
    raise exception using
      errcode = '22023',
      message = format('screen_silent_filers: months %s..%s are out of range', coalesce(p_min_silent_months::text, 'NULL'), coalesce(p_max_silent_months::text, 'NULL')),
      detail = 'p_min_silent_months must be at least 1 and at most p_max_silent_months, which must be at most 240; thresholds are never clamped.',
      hint = 'Send for example {"p_min_silent_months":3,"p_max_silent_months":24}, the defaults.';
  end if;
  v_family := internal.one_of('screen_silent_filers', 'p_family', p_family, internal.domain_values('internal.silent_family'),
    'Families: fi, fidc, fii, fip, fiagro.',
    'Send p_family as fi, fidc, fii, fip or fiagro, or null for every family.');

  select count(*) into v_rows
  from (
    select 1 from internal.silent_funds(v_family) f
    where f.months_silent between p_min_silent_months and p_max_silent_months
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'screen_silent_filers',
    'Raise p_min_silent_months, lower p_max_silent_months, or pin p_family.');

  return query
    select f.cnpj, f.fund_family, r.fund_name, r.status, f.last_period, f.complete_through, f.months_silent, 'silent_filers'::text, v_params
    from internal.silent_funds(v_family) f
    left join cvm.fund_registry r on r.cnpj = f.cnpj
    where f.months_silent between p_min_silent_months and p_max_silent_months
    order by f.months_silent desc, f.fund_family, f.cnpj;
end;
$$;

alter function api.screen_silent_filers(integer, integer, text) owner to api_owner;
revoke all on function api.screen_silent_filers(integer, integer, text) from public;
grant execute on function api.screen_silent_filers(integer, integer, text) to anon, authenticated;

comment on function api.screen_silent_filers(integer, integer, text) is 'Funds that have stopped filing their monthly report: the newest filing at least p_min_silent_months and at most p_max_silent_months behind the family''s latest complete period, most silent first.
"Complete" is decided from the data held: each family''s newest month filed by any fund is taken as still being filed, so the family is complete through the month before it (the rule coverage() reports for funds_<family>). A fund''s months_silent is the months from its newest filing to that period. A signal with a stated rule, not a verdict: a fund may have been cancelled, merged or renamed (status says what the registry files). Every row carries screen (silent_filers) and params (the arguments as used). Out-of-range thresholds and an unknown p_family raise 22023, never clamped; more than 1000 rows raises 22023. fip files one period a year (31 December, complete through the year before the newest), so a fip is silent in steps of 12 months; fiagro is published from 2025-05.
p_min_silent_months: at least this many months behind (default 3, 1..p_max_silent_months).
p_max_silent_months: at most this many months behind (default 24, up to 240): older silences are left out.
p_family: fi, fidc, fii, fip, fiagro, or null for every family.
@tag Screens';
--! EndIncluded functions/screen_silent_filers.sql
--! Included sql/internal/catalog_part_applicability.sql
-- GENERATED from catalog.json ("applicability") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_applicability: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_applicability()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"fip":{"metrics":["nav"],"period":"31 December","source":"CVM FIP periodic report (inf_trimestral_fip quarterly through 2023, inf_quadrimestral_fip four-monthly from 2024): nav = VL_PATRIM_LIQ filed for 31 December (the classes'' rows repeat it; rows of one fund and date that disagree, restated with no version column, are settled by the newest file, NULL when its rows still disagree); the other periods stay in the landing table"},"fiagro":{"metrics":["nav","delinquency"],"period":"first day of the reference month","source":"CVM FIAGRO monthly report (inf_mensal_fiagro, from 2025-05, highest Versao of the month): nav = Patrimonio_Liquido; delinquency = Vencidos (the filed total of overdue assets)"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; every FIP type (FIP, FIP-IE, FIC-FIP, CLASSES - FIP, ...) -> fip; every FIAGRO type (FIAGRO, FIAGRO-FIDC, FIAGRO-FII, ...) -> fiagro; other types (FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}}'::json
$fn$;

alter function internal.catalog_part_applicability() owner to api_owner;
revoke all on function internal.catalog_part_applicability() from public;
comment on function internal.catalog_part_applicability() is 'Internal: catalog.json "applicability", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_applicability.sql
--! Included sql/internal/catalog_part_asset_classes.sql
-- GENERATED from catalog.json ("asset_classes") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_asset_classes: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_asset_classes()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fii":{"what":"real-estate funds (CVM FII monthly report; their listed quotas on the quote tape, CODBDI 12)","served_by":["fund_nav","search_funds","metric_coverage","panel","quotes","quote_history"]},"fip":{"what":"private-equity funds (CVM FIP periodic report: NAV on 31 December)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fiagro":{"what":"agribusiness funds (CVM FIAGRO monthly report, from 2025-05)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]},"future":{"what":"B3 futures contracts by outright code (root, month letter, two-digit year), from the settlement price reports BVBG.086.01 and BVBG.187.01","served_by":["future_series","future_curve"]},"index":{"what":"the exchange''s indices (closing level per session) from its index statistics","served_by":["index_history"]},"equity":{"what":"shares on the quote tape (ESPECI ON*/PN*)","served_by":["quotes","quote_history","panel"]},"unit":{"what":"units on the quote tape (ESPECI UNT*)","served_by":["quotes","quote_history","panel"]},"bdr":{"what":"depositary receipts on the quote tape (ESPECI DR*)","served_by":["quotes","quote_history","panel"]},"fund_quota":{"what":"listed fund quotas on the quote tape other than real-estate funds (ESPECI CI*)","served_by":["quotes","quote_history","panel"]},"other":{"what":"any other cash-market security on the quote tape (rights, receipts, ...)","served_by":["quotes","quote_history","panel"]}}'::json
$fn$;

alter function internal.catalog_part_asset_classes() owner to api_owner;
revoke all on function internal.catalog_part_asset_classes() from public;
comment on function internal.catalog_part_asset_classes() is 'Internal: catalog.json "asset_classes", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_asset_classes.sql
--! Included sql/internal/catalog_part_metrics.sql
-- GENERATED from catalog.json ("metrics") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_metrics: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_metrics()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"nav":{"id_type":["cnpj"],"asset_class":["fi","fidc","fii","fip","fiagro"],"grain":["month"],"source":"CVM daily report (fi), FIDC monthly report (fidc), FII monthly report (fii), FIP periodic report on 31 December (fip), FIAGRO monthly report (fiagro); cvm.fund_month","meaning":"net asset value, BRL"},"quota":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (VL_QUOTA of the month''s last reported day)","meaning":"quota value"},"quotaholders":{"id_type":["cnpj"],"asset_class":["fi","fii"],"grain":["month"],"source":"CVM daily report (fi), FII monthly report (fii)","meaning":"number of quotaholders"},"inflows":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (CAPTC_DIA summed over the month)","meaning":"the month''s inflows, BRL"},"redemptions":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (RESG_DIA summed over the month)","meaning":"the month''s redemptions, BRL"},"delinquency":{"id_type":["cnpj"],"asset_class":["fidc","fiagro"],"grain":["month"],"source":"CVM FIDC monthly report (tabs V and VI filed overdue totals); CVM FIAGRO monthly report (Vencidos, overdue assets)","meaning":"overdue receivables (fidc) or overdue assets (fiagro), BRL"},"monthly_yield":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Percentual_Dividend_Yield_Mes)","meaning":"the month''s yield as a fraction as filed (0.0062 = 0.62 %)"},"assets":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Valor_Ativo)","meaning":"total assets, BRL"},"open":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"opening price, raw (month: the first session''s open)"},"high":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"highest price, raw (month: the highest of the sessions)"},"low":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"lowest price, raw (month: the lowest of the sessions)"},"close":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"last price, raw, never adjusted (month: the last session''s close)"},"volume":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"volume traded, BRL (month: summed)"},"trades":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"number of trades (month: summed)"},"quantity":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"quantity traded (month: summed)"},"close_adj":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board, with the listed-companies stock events (b3-corporate-events); quote_history close_adj","meaning":"close per share adjusted for splits, reverse splits and bonus shares into the shares of the ticker''s newest session, 6 decimals (month: the last session''s); NULL where quote_history''s close_adj_null_reason says why (NULL for any class but equity and unit: not_share_or_unit); served only when named in p_metrics"},"close_return":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"quote_history close_total_return (stock and cash events reinvested)","meaning":"total return since the previous session (day) or the previous calendar month''s last session (month), 8 decimals; NULL on the first bar of the window, after a month without a session, or where close_total_return is NULL (NULL for any class but equity and unit: not_share_or_unit); served only when named in p_metrics"}}'::json
$fn$;

alter function internal.catalog_part_metrics() owner to api_owner;
revoke all on function internal.catalog_part_metrics() from public;
comment on function internal.catalog_part_metrics() is 'Internal: catalog.json "metrics", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_metrics.sql
--! Included sql/internal/catalog_part_screens.sql
-- GENERATED from catalog.json ("screens") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_screens: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_screens()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fip","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fip, fiagro or null"},"meaning":"funds whose newest filing is p_min..p_max months behind their family''s complete-through period (the period before the family''s newest period; fip files 31 December only, so it moves in steps of 12 months); a signal, not a verdict"},"late_filers":{"function":"screen_late_filers","family":["fii","fidc"],"source":"the FNET document register (b3.fnet_document) with the fund the search was asked for (b3.fnet_document_fund)","grain":"fund","params":{"p_months":12,"p_end":null,"p_min_days_late":5,"p_min_late":2,"p_family":null},"bounds":{"p_months":"1..24","p_end":"a day of the window''s last month, not before 2025-01 (fidc or both) or 2025-08 (fii); null = the newest reference month on record","p_min_days_late":"1..365","p_min_late":"1..24","p_family":"fii, fidc or null"},"deadline_rule":"15 calendar days after the end of the reference month, no holiday calendar: FIDC Resolução CVM 175 Anexo Normativo II art. 27 III; FII Anexo Normativo III art. 36 I","meaning":"funds whose first delivery of a version 1 monthly structured report reached FNET at least p_min_days_late days after the deadline in at least p_min_late of the p_months months ending at p_end; months measured from 2025-01 (fidc) and 2025-08 (fii); a month with no report is not counted; identity is the CNPJ the search was asked for; a timestamp compared with a rule, not a finding"},"delinquency_drivers":{"function":"screen_delinquency_drivers","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_end":null,"p_months":12,"p_min_months":6,"p_min_delta_brl":1000000,"p_min_delta_pp":1,"p_driver":null},"bounds":{"p_end":"a day of the window''s last month; the window may not start before 2025-01; null = the fidc complete-through period","p_months":"2..24","p_min_months":"2..p_months","p_min_delta_brl":">= 0","p_min_delta_pp":">= 0","p_driver":"consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable or null"},"regime_break":"funds_fidc delinquency at 2025-01 (regime_breaks)","meaning":"first against last observation of the window in BRL and in percentage points of NAV, classed consistent_worsening (both up), value_up_rate_masked (value up, rate flat or down), denominator_only (rate up, value flat or down), improvement (both down) or stable (anything else); stopped_reporting when the newest filing is two or more months behind the window end; a signal, not a verdict"},"zombie_growth":{"function":"screen_zombie_growth","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_period":null,"p_min_delinq_pct":5,"p_min_aum":1000000},"bounds":{"p_period":"a day of the month screened; null = the newest fidc month held","p_min_delinq_pct":"0..100","p_min_aum":">= 0"},"meaning":"FIDCs whose delinquency / NAV * 100 is above p_min_delinq_pct in one month while NAV is above p_min_aum (both strict): credit going bad inside a fund still carrying money; a distressed-credit mandate, an orderly wind-down or one late payer in a small book look the same; a signal, not a verdict"},"evergreen_aging":{"function":"screen_evergreen_aging","family":["fidc"],"source":"the aging ladder of tab VI (cvm.fidc_tab_vi: the > 1080-day overdue band and the filed overdue total) beside the registries","grain":"fund","params":{"p_lookback_months":12,"p_min_longtail_pct":70,"p_max_variation_pp":10},"bounds":{"p_lookback_months":"3..36","p_min_longtail_pct":"0..100","p_max_variation_pp":"0..100"},"meaning":"FIDCs whose > 1080-day overdue band, as a share of the filed tab VI overdue total in the months above R$100,000 overdue, peaks above p_min_longtail_pct and moves less than p_max_variation_pp over the p_lookback_months ending at the newest fidc month held: old credit neither written off nor recovered; a slow judicial recovery or a policy of not writing off look the same; a signal, not a verdict"},"captive_vehicles":{"function":"screen_captive_vehicles","family":["fii"],"source":"the monthly fund series (cvm.fund_month, fii: nav and quotaholders of the newest report version) beside the registries","grain":"fund","params":{"p_lookback_months":3,"p_max_investors":10,"p_min_aum":50000000},"bounds":{"p_lookback_months":"1..36","p_max_investors":"1..1000","p_min_aum":">= 0"},"meaning":"FIIs whose largest NAV over the p_lookback_months ending at the newest fii month held is above p_min_aum while their smallest quotaholder count is below p_max_investors (both strict): a large vehicle held by a handful of investors; exclusive and family-office FIIs are legal and look exactly like this; a signal, not a verdict"},"dormant_funds":{"function":"screen_dormant_funds","family":["fi"],"source":"the still fi months of the monthly fund series (cvm.fund_month: month sums of the daily report''s flows, month-end quotaholders and NAV) beside the registries","grain":"fund","params":{"p_lookback_months":3,"p_dormancy":null,"p_min_nav":null},"bounds":{"p_lookback_months":"2..12","p_dormancy":"empty_shell, parked_capital or null (output filter)","p_min_nav":">= 0 or null, BRL, against last_nav (output filter)"},"meaning":"fi classes that filed every month of the p_lookback_months months ending at the fi complete-through period with inflows and redemptions both 0 and a quotaholder count; empty_shell when no month had a quotaholder (a vehicle registered ahead of its launch looks the same), parked_capital otherwise (exclusive and closed structures look exactly like this); a month with unreported flows or quotaholders disqualifies rather than counting as zero; parked_capital can exceed one page: pin p_dormancy and walk p_min_nav bands; a signal, not a verdict"},"dormant_trend":{"function":"screen_dormant_trend","family":["fi"],"source":"the still fi months of the monthly fund series (cvm.fund_month), the dormant_funds rule at every month","grain":"month","params":{"p_lookback_months":3,"p_history_months":36},"bounds":{"p_lookback_months":"2..12","p_history_months":"1..60"},"meaning":"dormant_funds evaluated at every month of the p_history_months months ending at the fi complete-through period: funds_filing, empty_shells and parked_capital counts and parked_nav (NAV of the parked_capital classes); counts of a screen, not of misconduct; a signal, not a verdict"},"overdue_securit":{"function":"screen_overdue_securit","family":["cri","cra"],"source":"the class and series lines of the CRI and CRA monthly reports (cvm.securit_classe), each certificate''s newest report held","grain":"series line of a certificate''s newest report","params":{"p_min_volume":100000},"bounds":{"p_min_volume":">= 0, BRL paid in"},"meaning":"CRI and CRA series whose filed maturity is before today (as_of, São Paulo) while the certificate''s newest report (newest reference month, then version) still files a status other than Cancelado, Vencido, Liquidado or Encerrado, paid in above p_min_volume; the filing is stale and the screen cannot say whether the series was extended, renegotiated, not yet re-filed or is in silent default; status served as filed; a signal, not a verdict"}}'::json
$fn$;

alter function internal.catalog_part_screens() owner to api_owner;
revoke all on function internal.catalog_part_screens() from public;
comment on function internal.catalog_part_screens() is 'Internal: catalog.json "screens", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_screens.sql
--! Included sql/internal/catalog_part_tags.sql
-- GENERATED from catalog.json ("tags") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_tags: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_tags()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Series of CVM funds (fi, fidc, fii, fiagro monthly; fip on 31 December): NAV, quota, holders, flows, delinquency, yield, assets; FII properties as filed quarterly.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings.","Company events":"Corporate events as the exchange publishes them: cash events (dividends, interest on equity) per ticker; splits and bonuses reach quote_history''s adjusted closes.","Financials":"Listed companies'' statements from CVM''s DFP filings, in reais, as known on any date (p_as_of): every version is kept with its receipt date, so a restatement shows only from when CVM received it."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
-- the registry's families are derived by cvm.entity_type_of: classify the FIP and FIAGRO funds held
select cvm.refresh_fund_registry();
