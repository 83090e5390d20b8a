--! Previous: sha1:00679f37a216c20fc4b75615a89d5623e6b8cf38
--! Hash: sha1:0533d3ed175a40c3a0d1b7d6f07d9a96dabef7ce
--! Message: Private helper schema internal: assert_row_cap and caller_tier moved out of api, the shared 22023 checks (fund family, window order, CNPJ) as helpers; b3.short_position: the Total-row and registry-snapshot rules both short_interest views read

-- Private helper schema internal (row cap, caller tier and the shared 22023 rule
-- checks) that the api functions call instead of pasting; b3.short_position
-- holds the Total-row and registry-snapshot rules both short_interest views read.
--! Included sql/internal/schema.sql
-- Private helpers the api functions call instead of pasting the same
-- rule twice. Not exposed: not in PostgREST db-schemas, no usage for anon or
-- authenticated. api functions are SECURITY DEFINER owned by api_owner, so they
-- reach these helpers as api_owner; nothing else needs to.
create schema internal authorization api_owner;
revoke all on schema internal from public;
comment on schema internal is 'Private helpers shared by the api functions (row cap, caller tier, the shared 22023 rule checks); never exposed to callers.';
--! EndIncluded sql/internal/schema.sql
--! Included sql/internal/assert_row_cap.sql
-- Internal helper (not granted to callers): every set-returning function counts
-- its own window (fetching at most 1001 rows) and calls this, so a window above
-- the 1000-row response cut is refused with a why and a how instead of trimmed.
create or replace function internal.assert_row_cap(p_n bigint, p_fn text, p_how text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_n > 1000 then
    raise exception using
      errcode = '22023',
      message = format('%s: the requested window holds more than 1000 rows; refused rather than trimmed', p_fn),
      detail = 'Every response is cut at 1000 rows, so set-returning functions refuse a larger result instead of silently returning part of it.',
      hint = p_how;
  end if;
end;
$$;

alter function internal.assert_row_cap(bigint, text, text) owner to api_owner;
revoke all on function internal.assert_row_cap(bigint, text, text) from public;
comment on function internal.assert_row_cap(bigint, text, text) is
  E'Internal: raises SQLSTATE 22023 when a set-returning function''s window holds more than 1000 rows.';
--! EndIncluded sql/internal/assert_row_cap.sql
--! Included sql/internal/caller_tier.sql
-- Internal helper (not granted to callers). Under SECURITY DEFINER current_user is
-- the owner, so the tier must come from the request claims; anything missing,
-- empty or malformed fails closed to anon.
create or replace function internal.caller_tier()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_claims text := current_setting('request.jwt.claims', true);
begin
  if v_claims is null or v_claims = '' then
    return 'anon';
  end if;
  if (v_claims::jsonb ->> 'role') = 'authenticated' then
    return 'authenticated';
  end if;
  return 'anon';
exception
  when others then
    return 'anon';
end;
$$;

alter function internal.caller_tier() owner to api_owner;
revoke all on function internal.caller_tier() from public;
comment on function internal.caller_tier() is
  E'Internal: the caller''s tier, ''authenticated'' when the request.jwt.claims GUC carries role authenticated, else ''anon'' (fails closed).';
--! EndIncluded sql/internal/caller_tier.sql
--! Included sql/internal/fund_family.sql
-- The fund family argument (p_entity_type) of the fund endpoints: folded to
-- lower case, NULL kept (every family), anything else refused with 22023.
create or replace function internal.fund_family(p_entity_type text, p_fn text, p_how text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_family text := lower(btrim(p_entity_type));
begin
  if v_family is not null and v_family not in ('fi', 'fidc', 'fii') then
    raise exception using
      errcode = '22023',
      message = format('%s: unknown p_entity_type %s', p_fn, quote_literal(p_entity_type)),
      detail = 'Families served: fi, fidc, fii.',
      hint = p_how;
  end if;
  return v_family;
end;
$$;

alter function internal.fund_family(text, text, text) owner to api_owner;
revoke all on function internal.fund_family(text, text, text) from public;
comment on function internal.fund_family(text, text, text) is
  'Internal: p_entity_type folded to fi, fidc or fii (NULL = every family); anything else raises 22023 naming the calling function, with p_how as the hint.';
--! EndIncluded sql/internal/fund_family.sql
--! Included sql/internal/assert_window.sql
-- The date window rule of every function with p_from and p_to: an empty
-- window by construction is refused, never answered with []. The caller says
-- whether p_from is its default, so the message can say where it came from.
create or replace function internal.assert_window(p_from date, p_to date, p_fn text, p_how text, p_from_is_default boolean default false)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_from is not null and p_to is not null and p_from > p_to then
    raise exception using
      errcode = '22023',
      message = format('%s: p_from (%s%s) is after p_to (%s)', p_fn, p_from, case when p_from_is_default then ', the default' end, p_to),
      detail = 'The window is empty by construction.',
      hint = p_how;
  end if;
end;
$$;

alter function internal.assert_window(date, date, text, text, boolean) owner to api_owner;
revoke all on function internal.assert_window(date, date, text, text, boolean) from public;
comment on function internal.assert_window(date, date, text, text, boolean) is
  'Internal: raises 22023 naming the calling function when p_from is after p_to (both given), with p_how as the hint; p_from_is_default adds ", the default" after p_from.';
--! EndIncluded sql/internal/assert_window.sql
--! Included sql/internal/cnpj.sql
-- A CNPJ argument as callers send it (punctuated or bare, leading zeros
-- optional) -> the 14 digits the landing tables store; anything else is 22023.
create or replace function internal.cnpj(p_cnpj text, p_fn text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_digits text := regexp_replace(coalesce(p_cnpj, ''), '[.\-/\s]', '', 'g');
begin
  if v_digits !~ '^[0-9]{1,14}$' then
    raise exception using
      errcode = '22023',
      message = format('%s: %s is not a CNPJ', p_fn, coalesce(quote_literal(p_cnpj), 'NULL')),
      detail = 'A CNPJ is 14 digits; dots, slash and hyphen are ignored.',
      hint = 'Send p_cnpj like "00.000.684/0001-21" or "00000684000121"; search_funds finds a CNPJ by name.';
  end if;
  return lpad(v_digits, 14, '0');
end;
$$;

alter function internal.cnpj(text, text) owner to api_owner;
revoke all on function internal.cnpj(text, text) from public;
comment on function internal.cnpj(text, text) is
  'Internal: a CNPJ argument with dots, slash, hyphen and blanks removed and left-padded to 14 digits; anything but 1-14 digits raises 22023 naming the calling function.';
--! EndIncluded sql/internal/cnpj.sql
--! Included functions/ptax.sql
-- api.ptax: the central bank's PTAX rate for one currency, oldest first.
-- The row type is named so its columns carry comments into the OpenAPI schema;
-- the file drops and re-creates both, so applying it twice changes nothing.
drop function if exists api.ptax(text, date, date);
drop type if exists api.ptax_row;

create type api.ptax_row as (
  currency text,
  unit text,
  reference_date date,
  buy_rate numeric,
  sell_rate numeric,
  source text
);
alter type api.ptax_row owner to api_owner;
comment on type api.ptax_row is 'One PTAX business day for one currency.';
comment on column api.ptax_row.currency is 'ISO 4217 code of the currency, e.g. USD.';
comment on column api.ptax_row.unit is 'What the rates measure: BRL per ONE unit of the currency, e.g. ''BRL per 1 JPY''.';
comment on column api.ptax_row.reference_date is 'Business day of the bulletin (YYYY-MM-DD).';
comment on column api.ptax_row.buy_rate is 'PTAX buy rate as published (cotacaoCompra), BRL per one unit.';
comment on column api.ptax_row.sell_rate is 'PTAX sell rate as published (cotacaoVenda), BRL per one unit.';
comment on column api.ptax_row.source is 'Where the row comes from: bcb_ptax_olinda (a central-bank PTAX file) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central-bank figure).';

create function api.ptax(p_currency text, p_from date default null, p_to date default null)
returns setof api.ptax_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_currency text := upper(btrim(p_currency));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_unit text;
  v_rows bigint;
begin
  select c.unit into v_unit
  from bcb.currency c
  where c.symbol = v_currency
    and exists (select 1 from bcb.ptax p where p.currency = c.symbol);

  if v_unit is null then
    raise exception using
      errcode = '22023',
      message = format('ptax: unknown currency %s', coalesce(quote_literal(p_currency), 'NULL')),
      detail = format('Currencies held: %s.', coalesce(
        (select string_agg(c.symbol, ', ' order by c.symbol)
         from bcb.currency c
         where exists (select 1 from bcb.ptax p where p.currency = c.symbol)),
        'none (no PTAX data loaded yet)')),
      hint = 'Pass p_currency as one of the ISO codes listed in details, for example {"p_currency":"USD"}.';
  end if;

  perform internal.assert_window(v_from, v_to, 'ptax',
    'Send p_from on or before p_to, or omit p_from for the default 12-month window.');

  select count(*) into v_rows
  from (
    select 1 from bcb.ptax p
    where p.currency = v_currency and p.reference_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'ptax',
    'Narrow p_from/p_to: PTAX has about 250 business days a year, so a window of up to 3 years fits in one response.');

  return query
    select p.currency, v_unit, p.reference_date, p.buy_rate, p.sell_rate,
           case when l.synthetic then 'synthetic_sample' else 'bcb_ptax_olinda' end
    from bcb.ptax p
    join ingest.ingest_log l on l.id = p.ingest_id
    where p.currency = v_currency and p.reference_date between v_from and v_to
    order by p.reference_date;
end;
$$;

alter function api.ptax(text, date, date) owner to api_owner;
revoke all on function api.ptax(text, date, date) from public;
grant execute on function api.ptax(text, date, date) to anon, authenticated;

comment on function api.ptax(text, date, date) is 'PTAX exchange rate for one currency, oldest first.
The central bank''s PTAX buy and sell rates as published, in BRL per ONE unit of the currency (the unit column says so; JPY and ARS included), one row per business day. Several bulletins are published a day; the last one received is kept (the closing bulletin for a completed day). No mid rate, cross rate or holiday row is derived. Default window: 12 months before p_to, or before today. An unknown currency raises 22023 listing the currencies held; a window above 1000 rows raises 22023.
p_currency: ISO currency code held in the store (USD, EUR, JPY, ...); case-insensitive.
p_from: first day of the window (YYYY-MM-DD); default 12 months before p_to.
p_to: last day of the window (YYYY-MM-DD); default today.';
--! EndIncluded functions/ptax.sql
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
comment on column api.fund_nav_row.entity_type is 'Fund family: fi (investment fund, daily report), fidc (receivables fund, FIDC monthly report) or fii (real-estate fund, FII monthly report).';
comment on column api.fund_nav_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fund_nav_row.period is 'Reference month: fi and fii the first day of the month, fidc the last day (YYYY-MM-DD).';
comment on column api.fund_nav_row.nav is 'Net asset value in BRL: fi VL_PATRIM_LIQ of the last reported day of the month; fidc and fii as filed in their monthly report.';
comment on column api.fund_nav_row.quota is 'fi only: quota value (VL_QUOTA) of the last reported day of the month; NULL for fidc and fii.';
comment on column api.fund_nav_row.quotaholders is 'fi: NR_COTST of the last reported day of the month; fii: quotaholders as filed; NULL for fidc.';
comment on column api.fund_nav_row.inflows is 'fi only: the sum of the month''s daily inflows (CAPTC_DIA), BRL; NULL when no day filed one and for fidc and fii.';
comment on column api.fund_nav_row.redemptions is 'fi only: the sum of the month''s daily redemptions (RESG_DIA), BRL; NULL when no day filed one and for fidc and fii.';
comment on column api.fund_nav_row.delinquency is 'fidc only: overdue receivables in BRL as filed; NULL for fi and fii.';
comment on column api.fund_nav_row.monthly_yield is 'fii only: the monthly yield as filed; NULL for fi and fidc.';
comment on column api.fund_nav_row.assets is 'fii only: total assets in BRL as filed; NULL for fi and fidc.';

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
    'Send p_entity_type as fi, fidc or fii, or null for every family of the CNPJ (whole-result mode only).');
  v_after date;
  v_rows bigint;
  -- the default window starts where the upstream service's does
  v_from date := coalesce(p_from, date '2019-01-01');
  -- without p_to, each family up to its complete-through period (the one coverage() reports);
  -- looked up only for the family asked for, or all three when none is
  v_to_fi date := coalesce(p_to, case when coalesce(v_family, 'fi') = 'fi' then cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi')) end);
  v_to_fidc date := coalesce(p_to, case when coalesce(v_family, 'fidc') = 'fidc' then cvm.complete_through_of('fidc', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fidc')) end);
  v_to_fii date := coalesce(p_to, case when coalesce(v_family, 'fii') = 'fii' then cvm.complete_through_of('fii', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fii')) end);
begin
  perform internal.assert_window(v_from, p_to, 'fund_nav', 'Send p_from on or before p_to.', v_from = date '2019-01-01');

  if p_after is not null then
    if v_family is null then
      raise exception using
        errcode = '22023',
        message = 'fund_nav: paging (p_after) needs p_entity_type',
        detail = 'The cursor is a bare period, unique only within one fund family.',
        hint = 'Send p_entity_type (fi, fidc or fii) with p_after; p_after = '''' for the first page, then the last row''s period (YYYY-MM-DD).';
    end if;
    if p_after <> '' then
      begin
        v_after := p_after::date;
      exception when others then
        raise exception using
          errcode = '22023',
          message = format('fund_nav: p_after %s is not a period', quote_literal(p_after)),
          detail = 'The cursor is the period of the last row of the previous page.',
          hint = 'Send p_after = '''' for the first page, then the last row''s period as YYYY-MM-DD.';
      end;
    end if;
    return query
      select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
             m.delinquency, m.monthly_yield, m.assets
      from cvm.fund_month m
      where m.entity_type = v_family and m.cnpj = v_cnpj
        and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
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
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
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
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
    order by m.period, m.entity_type;
end;
$$;

alter function api.fund_nav(text, date, date, text, text) owner to api_owner;
revoke all on function api.fund_nav(text, date, date, text, text) from public;
grant execute on function api.fund_nav(text, date, date, text, text) to anon, authenticated;

comment on function api.fund_nav(text, date, date, text, text) is 'Monthly series of one fund (NAV, quota, flows, holders, delinquency, yield), oldest first.
One row per family and reference month from the monthly fund series. Each family fills only the metrics it files and leaves the others NULL, never 0: fi nav, quota, quotaholders, inflows, redemptions (from the daily report: the last reported day of the month, flows summed over the month); fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets. Period convention: fi and fii the first day of the month, fidc the last day. Window: from p_from (default 2019-01-01, as the upstream service) to p_to; without p_to each family is served up to its complete-through period, the one coverage() reports for funds_<family> (the family''s newest month is still being filed, so it is left out until p_to asks for it). An unknown CNPJ gives an empty array. Paging: p_after = '''' for the first page, then the last row''s period as YYYY-MM-DD; a page shorter than 1000 rows is the last; p_entity_type is required when paging (22023 otherwise). p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first period of the window (YYYY-MM-DD); default 2019-01-01 (null means the default).
p_to: last period of the window (YYYY-MM-DD); default null = each family up to its complete-through period (coverage() funds_<family>); a later p_to also returns the month still being filed.
p_entity_type: fund family fi, fidc or fii; default null (every family of the CNPJ); required when paging.
p_after: cursor: null = whole result, '''' = first page, then the last row''s period (YYYY-MM-DD).';
--! EndIncluded functions/fund_nav.sql
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
comment on column api.search_funds_row.entity_type is 'Fund family: fi, fidc or fii (mapped from the CVM fund type).';
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
  v_family text := internal.fund_family(p_entity_type, 'search_funds', 'Send p_entity_type as fi, fidc or fii, or null for every family.');
  -- tier ceilings: catalog.json tiers.anon.search_funds_rows and tiers.authenticated.search_funds_rows
  v_ceiling integer := case internal.caller_tier() when 'authenticated' then 200 else 25 end;
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
A query of digits (dots, slash, hyphen and spaces ignored) is a CNPJ prefix, answered in CNPJ order. Any other query is a name search, case- and accent-insensitive: names containing every word of the query (in any order), or, when none does, the names closest to it (trigram word similarity, for misspellings); names starting with the query first, then by similarity. An empty or whitespace-only query lists funds by name. A query longer than 300 characters is refused (22023). Only the families served (fi, fidc, fii) are searched. Rows: default 50, silently clamped to 25 for anonymous callers and 200 when signed in (catalog tiers search_funds_rows); a result of exactly the ceiling is probably truncated.
p_query: name words or the beginning of a CNPJ, at most 300 characters; default '''' (every fund, by name; whitespace alone counts as empty).
p_entity_type: only this family: fi, fidc or fii; default null (all three).
p_limit: rows wanted; default 50, clamped to 1..25 anonymous and 1..200 signed in.';
--! EndIncluded functions/search_funds.sql
drop function api.assert_row_cap(bigint, text, text);
drop function api.caller_tier();
--! Included sql/b3/short_position.sql
-- The two rules api.short_interest and api.short_interest_by_sector share, in
-- one place: per session and ticker, the per-market rows summed (the
-- exchange's Total row used only when it is alone) and the registry snapshot
-- of the session (else the newest before it, else the oldest after it).
-- A plain view so the planner folds it into each reader like inline text
-- (a SECURITY DEFINER or plpgsql function would be an optimisation fence, and
-- an inlined SQL function would check the landing tables against the caller).
-- Readers must not add joins that can multiply or drop its rows before the
-- LIMIT: api.short_interest adds the rates by a lateral, by_sector groups.
create or replace view b3.short_position as
select pos.trade_date,
       pos.ticker,
       pos.asset_name,
       pos.isin,
       pos.short_quantity,
       pos.short_value,
       case when same_day.ticker is not null then same_day.sector else other_day.sector end as sector,
       case when same_day.ticker is not null then same_day.category else other_day.category end as category
  -- a derived table, not a CTE: a view with a WITH clause is not pulled up into
  -- its reader, and the readers' filters and LIMIT would stop at it
  from (
    select p.trade_date,
           p.ticker,
           max(p.asset_name) as asset_name,
           max(p.isin) as isin,
           case when bool_or(not p.is_total) then sum(p.quantity) filter (where not p.is_total)
                else sum(p.quantity) end as short_quantity,
           case when bool_or(not p.is_total) then sum(p.value_brl) filter (where not p.is_total)
                else sum(p.value_brl) end as short_value
      from b3.lending_open_position p
     group by p.trade_date, p.ticker
  ) pos
  -- With daily collection nearly every session has its own snapshot, and that
  -- snapshot IS the newest on or before the session (one row per ticker and
  -- date), so a plain equi-join answers it; the two index probes run only when
  -- it found nothing (same_day.ticker is null is a one-time filter inside the
  -- lateral, checked before any probe).
  left join b3.instrument_registry same_day
         on same_day.ticker = pos.ticker and same_day.reference_date = pos.trade_date
  left join lateral (
    select x.sector, x.category
      from ((select r.sector, r.category, 0 as preference
               from b3.instrument_registry r
              where same_day.ticker is null
                and r.ticker = pos.ticker and r.reference_date < pos.trade_date
              order by r.reference_date desc
              limit 1)
            union all
            (select r.sector, r.category, 1 as preference
               from b3.instrument_registry r
              where same_day.ticker is null
                and r.ticker = pos.ticker and r.reference_date > pos.trade_date
              order by r.reference_date
              limit 1)) as x
     order by x.preference
     limit 1
  ) other_day on true;

alter view b3.short_position owner to api_owner;
revoke all on b3.short_position from public;
comment on view b3.short_position is 'Internal: open lending positions per session and ticker (per-market rows summed, the Total row only when alone) with the registry sector and category of the session (else the newest before, else the oldest after). Read by api.short_interest and api.short_interest_by_sector.';
--! EndIncluded sql/b3/short_position.sql
--! Included views/short_interest.sql
-- api.short_interest: open securities-lending positions (short interest) per
-- session and ticker, with the published sector and lending rates.
create or replace view api.short_interest with (security_invoker = false) as
select pos.trade_date,
       pos.ticker,
       pos.asset_name,
       pos.isin,
       pos.sector,
       pos.category as instrument_category,
       pos.short_quantity,
       pos.short_value,
       rates.lender_rate_pct,
       rates.borrower_rate_pct,
       rates.contracts
  -- the Total-row and registry-snapshot rules, shared with short_interest_by_sector
  from b3.short_position pos
  left join lateral (
    select case when bool_or(b.is_total) then max(b.lender_rate_avg) filter (where b.is_total)
                else round(sum(b.lender_rate_avg * b.quantity) / nullif(sum(b.quantity) filter (where b.lender_rate_avg is not null), 0), 6) end as lender_rate_pct,
           case when bool_or(b.is_total) then max(b.borrower_rate_avg) filter (where b.is_total)
                else round(sum(b.borrower_rate_avg * b.quantity) / nullif(sum(b.quantity) filter (where b.borrower_rate_avg is not null), 0), 6) end as borrower_rate_pct,
           case when bool_or(b.is_total) then max(b.contracts) filter (where b.is_total)
                else sum(b.contracts) end as contracts
      from b3.lending_balance b
     where b.trade_date = pos.trade_date and b.ticker = pos.ticker
    having count(*) > 0
  ) rates on true;

alter view api.short_interest owner to api_owner;
revoke all on api.short_interest from public;
grant select on api.short_interest to anon, authenticated;
comment on view api.short_interest is 'Short interest per session and ticker: open securities-lending positions from the exchange''s daily bulletin (BTBLendingOpenPosition), with the sector and category the equities registry publishes and the lending rates of BTBLoanBalance.

short_quantity and short_value sum the per-market rows (registered and electronic markets); the exchange''s Total row is never added to them and is used only when a ticker has no per-market row. The exchange keeps about 21 sessions and publishes no archive; every session collected here is kept.';
comment on column api.short_interest.trade_date is 'Session of the open position (YYYY-MM-DD).';
comment on column api.short_interest.ticker is 'B3 trading code (Código IF).';
comment on column api.short_interest.asset_name is 'Company or fund name as published (Empresa ou fundo).';
comment on column api.short_interest.isin is 'ISIN as published (Código ISIN).';
comment on column api.short_interest.sector is 'Sector the equities instrument registry (InstrumentsEquities, column Segmento) publishes for the ticker: the snapshot of the session, else the newest before it, else the oldest after it. NULL when the registry holds no sector for the ticker.';
comment on column api.short_interest.instrument_category is 'Category the equities instrument registry publishes (e.g. SHARES, UNIT, ETF EQUITIES, FUNDS, BDR); NULL when the ticker is not in the registry.';
comment on column api.short_interest.short_quantity is 'Shares (or units) on loan at the end of the session: sum of the per-market rows, never including the Total row.';
comment on column api.short_interest.short_value is 'Value on loan in R$ (Saldo em R$): sum of the per-market rows, never including the Total row.';
comment on column api.short_interest.lender_rate_pct is 'Lender (doador) volume-weighted average rate, % per year, from BTBLoanBalance: the Total row when published, else the per-market averages weighted by quantity (6 decimals). NULL when no balance is published for the ticker and session.';
comment on column api.short_interest.borrower_rate_pct is 'Borrower (tomador) volume-weighted average rate, % per year, from BTBLoanBalance, as lender_rate_pct. NULL when not published.';
comment on column api.short_interest.contracts is 'Open lending contracts (Número de contratos) from BTBLoanBalance: the Total row when published, else the sum of the market rows. NULL when not published.';
--! EndIncluded views/short_interest.sql
--! Included views/short_interest_by_sector.sql
-- api.short_interest_by_sector: short interest summed per session and sector.
create or replace view api.short_interest_by_sector with (security_invoker = false) as
select c.trade_date,
       coalesce(c.sector, 'Não classificado') as sector,
       count(*)::integer as tickers,
       sum(c.short_value) as short_value,
       case when count(c.category) = count(*)
            then coalesce(sum(c.short_value) filter (where c.category in ('SHARES', 'UNIT')), 0) end as short_value_equities,
       sum(c.short_quantity) as short_quantity
  -- the Total-row and registry-snapshot rules, shared with short_interest
  from b3.short_position c
 group by c.trade_date, coalesce(c.sector, 'Não classificado');

alter view api.short_interest_by_sector owner to api_owner;
revoke all on api.short_interest_by_sector from public;
grant select on api.short_interest_by_sector to anon, authenticated;
comment on view api.short_interest_by_sector is 'Short balance by exchange sector per session, summed over the tickers of short_interest (same rules for the Total row and the registry snapshot).

Tickers with no published sector are grouped under the sector value Não classificado; they are never dropped. short_value_equities counts shares and units only (registry category SHARES or UNIT).';
comment on column api.short_interest_by_sector.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.short_interest_by_sector.sector is 'Sector as the equities instrument registry publishes it, or Não classificado for tickers with no published sector.';
comment on column api.short_interest_by_sector.tickers is 'Number of tickers with an open lending position in the sector that session.';
comment on column api.short_interest_by_sector.short_value is 'Sum of short_value (R$) over the tickers of the sector.';
comment on column api.short_interest_by_sector.short_value_equities is 'Sum of short_value (R$) over the shares and units of the sector (registry category SHARES or UNIT); 0 when every ticker has a category and none is a share or unit; NULL when some ticker has no published category (it cannot be told apart).';
comment on column api.short_interest_by_sector.short_quantity is 'Sum of short_quantity over the tickers of the sector (mixes shares, units and fund quotas).';
--! EndIncluded views/short_interest_by_sector.sql
