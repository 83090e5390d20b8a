-- The factor that reinvests one ticker's cash events between two sessions: the
-- product of (1 - value per share / the raw close on the event's last date with
-- the right) over the events whose last date prior falls in [p_from, p_to).
-- Both figures are in the shares of that day, so no split factor enters.
create or replace function b3.cash_adjustment(p_ticker text, p_from date, p_to date)
returns table (factor numeric, null_reason text)
language sql
stable
set search_path = ''
as $$
  with e as (
    select 1 - (d.value_cash / coalesce(nullif(d.quoted_per_shares, 0), 1)) / (c.preult / coalesce(nullif(c.fatcot, 0), 1)) as f,
           c.preult is null or c.preult = 0 as no_close
      from b3.cash_dividend d
      left join b3.cotahist c on c.codneg = p_ticker and c.tpmerc = '010' and c.trade_date = d.last_date_prior_ex
     where d.issuer_code = left(p_ticker, 4) and d.type_stock = internal.share_type(p_ticker)
       and d.last_date_prior_ex >= p_from and d.last_date_prior_ex < p_to
  )
  select case when bool_or(e.no_close) or bool_or(e.f <= 0) then null
              when count(*) = 0 then 1::numeric
              else exp(sum(ln(case when e.f > 0 then e.f else 1 end))) end,
         case when bool_or(e.no_close) then 'prior_close_not_held' when bool_or(e.f <= 0) then 'cash_event_not_below_close' end
    from e
$$;

alter function b3.cash_adjustment(text, date, date) owner to api_owner;
revoke all on function b3.cash_adjustment(text, date, date) from public;
comment on function b3.cash_adjustment(text, date, date) is
  'Reinvestment factor of the cash events (b3.cash_dividend) of p_ticker''s issuer and share type whose lastDatePriorEx is in [p_from, p_to): the product of 1 - (valueCash / quotedPerShares) / (raw cash-board close / quotation factor on lastDatePriorEx); 1 with none; NULL with null_reason prior_close_not_held when the tape lacks that close, cash_event_not_below_close when a value reaches it.';
