-- api.cash_events: one ticker's cash events (dividends, interest on equity, ...)
-- as the exchange's listed-companies service publishes them, oldest first.
drop function if exists api.cash_events(text, date, date);
drop type if exists api.cash_events_row;

create type api.cash_events_row as (
  ticker text,
  issuer_code text,
  share_type text,
  kind text,
  approved_on date,
  last_date_prior date,
  ex_date date,
  value_per_share numeric,
  quoted_per_shares numeric,
  payment_date date,
  closing_price_prior_ex numeric,
  value_pct_of_close numeric,
  source text
);
alter type api.cash_events_row owner to api_owner;
comment on type api.cash_events_row is 'One cash event of one issuer and share type, as the exchange''s listed-companies service (GetListedCashDividends) publishes it.';
comment on column api.cash_events_row.ticker is 'The ticker asked for (B3 trading code).';
comment on column api.cash_events_row.issuer_code is 'The issuer''s 4-letter code (the ticker''s first four characters).';
comment on column api.cash_events_row.share_type is 'typeStock as published: the share type the ticker''s suffix names (3 ON, 4 PN, 5 PNA, 6 PNB, 7 PNC, 8 PND, 11 UNT).';
comment on column api.cash_events_row.kind is 'corporateAction as published: DIVIDENDO, JRS CAP PROPRIO (interest on equity), RENDIMENTO, ...';
comment on column api.cash_events_row.approved_on is 'dateApproval: the day the event was approved.';
comment on column api.cash_events_row.last_date_prior is 'lastDatePriorEx: the last session the shares traded with the right.';
comment on column api.cash_events_row.ex_date is 'The first session after last_date_prior on the quote tape; NULL when the tape does not hold last_date_prior as a session, or no later one.';
comment on column api.cash_events_row.value_per_share is 'valueCash as published: BRL per quoted_per_shares shares (gross; interest on equity before withholding tax).';
comment on column api.cash_events_row.quoted_per_shares is 'quotedPerShares: value_per_share is per this many shares.';
comment on column api.cash_events_row.payment_date is 'paymentDate from the issuer''s company answer (GetListedSupplementCompany cashDividends, which lists only recent events); NULL when that answer does not list the event or leaves the date blank.';
comment on column api.cash_events_row.closing_price_prior_ex is 'closingPricePriorExDate: the close the exchange states for the last date prior; NULL when not published.';
comment on column api.cash_events_row.value_pct_of_close is 'corporateActionPrice: value_per_share as a percentage of that close, as published; NULL when not published.';
comment on column api.cash_events_row.source is 'b3_listed_companies (the exchange''s answer) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.cash_events(p_ticker text, p_from date default null, p_to date default null)
returns setof api.cash_events_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, '1900-01-01'::date);
  v_type text;
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'cash_events',
    'Send p_from on or before p_to, or omit p_from for every event held.');
  if v_ticker is null or v_ticker !~ '^[A-Z0-9]{4}[0-9]{1,2}$' then
    raise exception using
      errcode = '22023',
      message = format('cash_events: %s is not a ticker', coalesce(quote_literal(p_ticker), 'null')),
      detail = 'A ticker is the issuer''s four characters and the share''s number (ABEV3, PETR4, TAEE11).',
      hint = 'Send p_ticker as a B3 trading code, e.g. ABEV3.';
  end if;
  v_type := internal.share_type(v_ticker);

  select count(*) into v_rows
  from (select 1 from b3.cash_dividend d
        where d.issuer_code = left(v_ticker, 4) and d.type_stock = v_type and d.last_date_prior_ex between v_from and v_to
        limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'cash_events', 'Narrow p_from/p_to.');

  return query
    select v_ticker, d.issuer_code, d.type_stock, d.corporate_action, d.date_approval, d.last_date_prior_ex,
           -- the next session only when the tape holds the last date prior itself (else a gap in the tape would move it)
           case when exists (select 1 from b3.tape_session s where s.trade_date = d.last_date_prior_ex)
                then (select s.trade_date from b3.tape_session s where s.trade_date > d.last_date_prior_ex order by s.trade_date limit 1) end,
           d.value_cash, d.quoted_per_shares,
           -- the company answer's payment date, when it lists this one event (same kind, approval, last date and value)
           (select case when count(distinct c.payment_date) = 1 and count(*) = count(c.payment_date) then min(c.payment_date) end
              from b3.company_cash_dividend c
             where c.issuer_code = d.issuer_code and c.label = d.corporate_action and c.approved_on = d.date_approval
               and c.last_date_prior = d.last_date_prior_ex and c.rate = d.value_cash),
           d.closing_price_prior_ex_date, d.corporate_action_price,
           case when l.synthetic then 'synthetic_sample' else 'b3_listed_companies' end
    from b3.cash_dividend d
    join ingest.ingest_log l on l.id = d.ingest_id
    where d.issuer_code = left(v_ticker, 4) and d.type_stock = v_type and d.last_date_prior_ex between v_from and v_to
    order by d.last_date_prior_ex, d.date_approval, d.corporate_action, d.value_cash;
end;
$$;

alter function api.cash_events(text, date, date) owner to api_owner;
revoke all on function api.cash_events(text, date, date) from public;
grant execute on function api.cash_events(text, date, date) to anon, authenticated;

comment on function api.cash_events(text, date, date) is 'One ticker''s cash events (dividends, interest on equity, ...) as the exchange publishes them, oldest first.
From the exchange''s listed-companies service: GetListedCashDividends (every event of the issuer and share type: kind, approval, last date with the right, value per share, the close it states) and, for recent events, the payment date from GetListedSupplementCompany. The ticker names its issuer (first four characters) and share type (suffix 3 ON, 4 PN, 5 PNA, 6 PNB, 7 PNC, 8 PND, 11 UNT); a ticker with another suffix, or an issuer not held, gives an empty array. Values are as published, never adjusted for later splits. Rows are ordered by last_date_prior, approval, kind, value. Above 1000 events refused (22023). A malformed ticker is refused (22023).
p_ticker: B3 trading code (case-insensitive), e.g. ABEV3.
p_from: first last-date-prior (YYYY-MM-DD); default: every event held.
p_to: last last-date-prior (YYYY-MM-DD); default today.
@tag Company events
@default p_from: every event held
@default p_to: today';
