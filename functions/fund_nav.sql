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
