--! Previous: -
--! Hash: sha1:1480807bac047ae49ab3662ea8741750226fdaef
--! Message: foundation: roles, private landing schemas, ingest log, bcb ptax, api.ptax and api.catalog

-- Roles are cluster-wide, so create them only when missing (a second database
-- on the same server, such as a test clone, reuses them).
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'api_owner') then
    create role api_owner nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'ingest_writer') then
    create role ingest_writer nologin;
  end if;
end
$$;

grant anon, authenticated to authenticator;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

-- Nothing is reachable by default: not public, not functions created later.
revoke all on schema public from public;
alter default privileges revoke execute on functions from public;
alter default privileges for role api_owner revoke execute on functions from public;

-- The public surface.
create schema api authorization api_owner;
grant usage on schema api to anon, authenticated;
comment on schema api is 'Brazilian public financial data read API
Read-only views and functions over central-bank, exchange and securities-regulator data. Every request carries the apikey header; functions take a JSON body of p_ arguments and answer arrays oldest first.';

-- Private landing schemas: written by ingest_writer, read by api_owner only.
create schema ingest authorization ingest_writer;
create schema bcb authorization ingest_writer;
revoke all on schema ingest, bcb from public;
grant usage on schema ingest, bcb to api_owner;

-- One row per source file loaded (or refused): what, from where, how much.
create table ingest.ingest_log (
  id bigint generated always as identity primary key,
  source text not null,
  file_name text not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bigint not null check (bytes >= 0),
  status text not null check (status in ('loaded', 'failed')),
  rows_read integer not null default 0,
  rows_inserted integer not null default 0,
  rows_updated integer not null default 0,
  rows_skipped integer not null default 0,
  first_period date,
  last_period date,
  error text,
  archive_path text,
  fetched_at timestamptz not null,
  loaded_at timestamptz not null default now(),
  -- generated sample data (npm start on an empty database), never a publisher's file
  synthetic boolean not null default false
);
alter table ingest.ingest_log owner to ingest_writer;
create index ingest_log_source_sha on ingest.ingest_log (source, sha256) where status = 'loaded';
grant select on ingest.ingest_log to api_owner;
comment on table ingest.ingest_log is 'One row per source file a loader processed: file, sha256, rows read/inserted/updated/skipped, fetched_at; failed files load nothing and say why; synthetic marks generated sample files.';

-- Currencies PTAX is published for, with the unit the rates are quoted in.
create table bcb.currency (
  symbol text primary key check (symbol ~ '^[A-Z]{3}$'),
  name text not null,
  parity_type text check (parity_type in ('A', 'B')),
  unit text not null
);
alter table bcb.currency owner to ingest_writer;
grant select on bcb.currency to api_owner;
comment on table bcb.currency is 'Currencies of the PTAX service (Olinda Moedas): symbol, name, parity type (A: units per USD, B: USD per unit) and the unit PTAX rates are quoted in (BRL per one unit).';

insert into bcb.currency (symbol, name, parity_type, unit) values
  ('USD', 'Dólar dos Estados Unidos', 'A', 'BRL per 1 USD'),
  ('EUR', 'Euro', 'B', 'BRL per 1 EUR'),
  ('GBP', 'Libra Esterlina', 'B', 'BRL per 1 GBP'),
  ('JPY', 'Iene', 'A', 'BRL per 1 JPY'),
  ('CHF', 'Franco Suíço', 'A', 'BRL per 1 CHF'),
  ('CAD', 'Dólar Canadense', 'A', 'BRL per 1 CAD'),
  ('AUD', 'Dólar Australiano', 'B', 'BRL per 1 AUD'),
  ('DKK', 'Coroa Dinamarquesa', 'A', 'BRL per 1 DKK'),
  ('NOK', 'Coroa Norueguesa', 'A', 'BRL per 1 NOK'),
  ('SEK', 'Coroa Sueca', 'A', 'BRL per 1 SEK'),
  ('ARS', 'Peso Argentino', 'A', 'BRL per 1 ARS');

-- PTAX as published: one row per currency and business day, the last bulletin
-- received that day kept (bulletin_at decides), values never rewritten.
create table bcb.ptax (
  currency text not null references bcb.currency (symbol),
  reference_date date not null,
  buy_rate numeric not null,
  sell_rate numeric not null,
  buy_parity numeric,
  sell_parity numeric,
  bulletin_type text,
  bulletin_at timestamp not null,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (currency, reference_date)
);
alter table bcb.ptax owner to ingest_writer;
grant select on bcb.ptax to api_owner;
comment on table bcb.ptax is 'BCB PTAX rates (Olinda CotacaoMoedaPeriodo / CotacaoDolarPeriodo), last bulletin of each day, BRL per one unit of the currency.';

--! Included functions/assert_row_cap.sql
-- Internal helper (not granted to callers): every set-returning function counts
-- its own window (fetching at most 1001 rows) and calls this, so a window above
-- the 1000-row response cut is refused with a why and a how instead of trimmed.
create or replace function api.assert_row_cap(p_n bigint, p_fn text, p_how text)
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

alter function api.assert_row_cap(bigint, text, text) owner to api_owner;
revoke all on function api.assert_row_cap(bigint, text, text) from public;
comment on function api.assert_row_cap(bigint, text, text) is
  E'Internal: raises SQLSTATE 22023 when a set-returning function''s window holds more than 1000 rows.';
--! EndIncluded functions/assert_row_cap.sql
--! Included functions/caller_tier.sql
-- Internal helper (not granted to callers). Under SECURITY DEFINER current_user is
-- the owner, so the tier must come from the request claims; anything missing,
-- empty or malformed fails closed to anon.
create or replace function api.caller_tier()
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

alter function api.caller_tier() owner to api_owner;
revoke all on function api.caller_tier() from public;
comment on function api.caller_tier() is
  E'Internal: the caller''s tier, ''authenticated'' when the request.jwt.claims GUC carries role authenticated, else ''anon'' (fails closed).';
--! EndIncluded functions/caller_tier.sql
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{},"raise_only":["ptax"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows."],"screens":{},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, identifier types, the rules in short prose, screens, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
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

  if v_from > v_to then
    raise exception using
      errcode = '22023',
      message = format('ptax: p_from (%s) is after p_to (%s)', v_from, v_to),
      detail = 'The window is empty by construction.',
      hint = 'Send p_from on or before p_to, or omit p_from for the default 12-month window.';
  end if;

  select count(*) into v_rows
  from (
    select 1 from bcb.ptax p
    where p.currency = v_currency and p.reference_date between v_from and v_to
    limit 1001
  ) w;
  perform api.assert_row_cap(v_rows, 'ptax',
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
