-- api.index_membership: which indices hold a stock, or which stocks an index
-- holds, as the exchange's membership answer states on a day.
drop function if exists api.index_membership(text, text, date);
drop type if exists api.index_membership_row;

create type api.index_membership_row as (
  updated_on date,
  period_year int,
  start_month int,
  end_month int,
  ticker text,
  company text,
  spotlight text,
  index_code text,
  source text
);
alter type api.index_membership_row owner to api_owner;
comment on type api.index_membership_row is 'One stock in one index, as the exchange''s GetStockIndex answer in force on the asked day published it.';
comment on column api.index_membership_row.updated_on is 'header.update: the day the exchange last updated the membership served (the newest answer updated on or before p_date).';
comment on column api.index_membership_row.period_year is 'header.year: the year of the four-month portfolio period in force.';
comment on column api.index_membership_row.start_month is 'header.startMonth: first month of the portfolio period in force.';
comment on column api.index_membership_row.end_month is 'header.endMonth: last month of the portfolio period in force.';
comment on column api.index_membership_row.ticker is 'code: the stock''s trading code.';
comment on column api.index_membership_row.company is 'company: the issuer''s short name as published; NULL when blank.';
comment on column api.index_membership_row.spotlight is 'spotlight: share type and listing segment as published (ON NM, PN N1, DRN, ...); NULL when blank.';
comment on column api.index_membership_row.index_code is 'One code of the answer''s indexes list: an index whose portfolio holds the stock.';
comment on column api.index_membership_row.source is 'b3_index_membership (the exchange''s answer) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.index_membership(p_ticker text default null, p_index text default null, p_date date default null)
returns setof api.index_membership_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_index text := upper(btrim(p_index));
  v_on date;
begin
  if v_ticker is null and v_index is null then
    raise exception using
      errcode = '22023',
      message = 'index_membership: give p_ticker, p_index or both',
      detail = 'The whole membership answer (every listed stock and each of its indices) holds thousands of rows.',
      hint = 'Send p_ticker (e.g. PETR4) for the indices that hold a stock, or p_index (e.g. IBOV) for the stocks an index holds.';
  end if;
  if v_ticker is not null and v_ticker !~ '^[A-Z0-9]{4,12}$' then
    raise exception using
      errcode = '22023',
      message = format('index_membership: %s is not a trading code', quote_literal(p_ticker)),
      detail = 'A trading code is 4 to 12 letters or digits (PETR4, BOVA11, AAPL34, ...).',
      hint = 'Send p_ticker as the exchange''s trading code, e.g. PETR4.';
  end if;
  if v_index is not null and v_index !~ '^[A-Z0-9]{3,8}$' then
    raise exception using
      errcode = '22023',
      message = format('index_membership: %s is not an index code', quote_literal(p_index)),
      detail = 'An index code is 3 to 8 letters or digits (IBOV, IBXX, SMLL, IDIV, ...).',
      hint = 'Send p_index as the exchange''s index code, e.g. IBOV.';
  end if;
  -- the answer in force: the newest updated on or before p_date (one probe of the key)
  select m.updated_on into v_on
    from b3.index_membership m
   where m.updated_on <= coalesce(p_date, 'infinity'::date)
   order by m.updated_on desc
   limit 1;

  -- no row cap to check: one answer holds each stock once, and no index holds 1000 stocks
  return query
    select m.updated_on, m.period_year, m.start_month, m.end_month, m.ticker, m.company, m.spotlight, c.code,
           case when l.synthetic then 'synthetic_sample' else 'b3_index_membership' end
    from b3.index_membership m
    cross join lateral unnest(m.index_codes) as c(code)
    join ingest.ingest_log l on l.id = m.ingest_id
    where m.updated_on = v_on
      and (v_ticker is null or m.ticker = v_ticker)
      and (v_index is null or m.index_codes @> array[v_index])
      and (v_index is null or c.code = v_index)
    order by c.code, m.ticker;
end;
$$;

alter function api.index_membership(text, text, date) owner to api_owner;
revoke all on function api.index_membership(text, text, date) from public;
grant execute on function api.index_membership(text, text, date) to anon, authenticated;

comment on function api.index_membership(text, text, date) is 'Index membership: the indices whose portfolio holds a stock, or the stocks one index holds, as the exchange publishes it.
From the exchange''s GetStockIndex answers (every listed stock with the codes of the indices that hold it, and the four-month portfolio period in force): the newest answer updated on or before p_date (default: the newest held), one row per stock and index, ordered by index code, then ticker. p_ticker alone gives every index holding that stock; p_index alone every stock of that index; both, one row when the index holds the stock, else an empty array. A stock or index not in the answer, or no answer on or before p_date, gives an empty array. Neither argument, or a malformed code, is refused (22023). Beyond the upstream service: index_portfolio gives one index''s quantities and weights; this gives membership across all indices.
p_ticker: the stock''s trading code (case-insensitive), e.g. PETR4.
p_index: the exchange''s index code (case-insensitive), e.g. IBOV.
p_date: the day (YYYY-MM-DD); default: the newest answer held.
@tag Quotes
@default p_date: the newest answer held';
