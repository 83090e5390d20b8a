-- api.index_portfolio: the exchange's theoretical portfolio of one index as
-- captured on a day, one row per stock, as published.
drop function if exists api.index_portfolio(text, date);
drop type if exists api.index_portfolio_row;

create type api.index_portfolio_row as (
  index_code text,
  captured_on date,
  ticker text,
  asset_name text,
  asset_type text,
  theoretical_quantity numeric,
  weight_pct numeric,
  source text
);
alter type api.index_portfolio_row owner to api_owner;
comment on type api.index_portfolio_row is 'One stock of one index''s theoretical portfolio, as the exchange''s GetTheoricalPortfolio answer published it on the day it was captured.';
comment on column api.index_portfolio_row.index_code is 'The exchange''s index code, e.g. IBOV.';
comment on column api.index_portfolio_row.captured_on is 'The day the portfolio was captured: the portfolio in force that day (the newest capture on or before p_date).';
comment on column api.index_portfolio_row.ticker is 'cod: the stock''s trading code.';
comment on column api.index_portfolio_row.asset_name is 'asset: the issuer''s short name as published; NULL when blank.';
comment on column api.index_portfolio_row.asset_type is 'type: share type and listing segment as published (ON NM, PN N1, UNT N2, ...); NULL when blank.';
comment on column api.index_portfolio_row.theoretical_quantity is 'theoricalQty: the theoretical quantity of the stock in the portfolio.';
comment on column api.index_portfolio_row.weight_pct is 'part: the stock''s weight in the portfolio, percent, as published (three decimals; the weights may sum to 100 +- 0.001 by rounding).';
comment on column api.index_portfolio_row.source is 'b3_index_portfolio (the exchange''s answer) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.index_portfolio(p_index text, p_date date default null)
returns setof api.index_portfolio_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_index text := upper(btrim(p_index));
  v_on date;
  v_rows bigint;
begin
  if v_index is null or v_index !~ '^[A-Z0-9]{3,8}$' then
    raise exception using
      errcode = '22023',
      message = format('index_portfolio: %s is not an index code', coalesce(quote_literal(p_index), 'null')),
      detail = 'An index code is 3 to 8 letters or digits (IBOV, IBXX, SMLL, IDIV, ...).',
      hint = 'Send p_index as the exchange''s index code, e.g. IBOV.';
  end if;
  -- the newest capture on or before p_date (one index probe of the key)
  select p.captured_on into v_on
    from b3.index_portfolio p
   where p.index_code = v_index and p.captured_on <= coalesce(p_date, 'infinity'::date)
   order by p.captured_on desc
   limit 1;

  select count(*) into v_rows
  from (select 1 from b3.index_portfolio p where p.index_code = v_index and p.captured_on = v_on limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'index_portfolio', 'No index portfolio holds more than 1000 stocks: check p_index.');

  return query
    select p.index_code, p.captured_on, p.ticker, p.asset_name, p.asset_type, p.theoretical_quantity, p.weight_pct,
           case when l.synthetic then 'synthetic_sample' else 'b3_index_portfolio' end
    from b3.index_portfolio p
    join ingest.ingest_log l on l.id = p.ingest_id
    where p.index_code = v_index and p.captured_on = v_on
    order by p.ticker;
end;
$$;

alter function api.index_portfolio(text, date) owner to api_owner;
revoke all on function api.index_portfolio(text, date) from public;
grant execute on function api.index_portfolio(text, date) to anon, authenticated;

comment on function api.index_portfolio(text, date) is 'The exchange''s theoretical portfolio of one index on a day: each stock''s theoretical quantity and weight, as published.
From the exchange''s GetTheoricalPortfolio answers, one capture per index and day: the newest capture on or before p_date (default: the newest held), every stock of it, ordered by ticker. An index with no capture on or before p_date (or not held) gives an empty array. A malformed index code is refused (22023).
p_index: the exchange''s index code (case-insensitive), e.g. IBOV.
p_date: the day (YYYY-MM-DD); default: the newest capture held.
@tag Quotes
@default p_date: the newest capture held';
