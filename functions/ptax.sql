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
p_to: last day of the window (YYYY-MM-DD); default today.
@tag Macro
@default p_from: 12 months before p_to
@default p_to: today';
