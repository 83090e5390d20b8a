-- api.lending_trades: securities-lending trades summed per session and ticker.
create or replace view api.lending_trades with (security_invoker = false) as
select t.trade_date,
       t.ticker,
       count(*)::integer as trades,
       sum(t.quantity) as quantity,
       round(sum(t.rate_pct * t.quantity) / nullif(sum(t.quantity) filter (where t.rate_pct is not null), 0), 6) as rate_pct,
       min(t.rate_pct) as rate_min_pct,
       max(t.rate_pct) as rate_max_pct,
       count(distinct t.lender_code)::integer as lender_brokers,
       count(distinct t.borrower_code)::integer as borrower_brokers,
       count(*) filter (where t.lender_code = t.borrower_code)::integer as internal_trades
  from b3.lending_trade t
 group by t.trade_date, t.ticker;

alter view api.lending_trades owner to api_owner;
revoke all on api.lending_trades from public;
grant select on api.lending_trades to anon, authenticated;
comment on view api.lending_trades is 'Securities-lending trades per session and ticker, from the exchange''s trade list (BDI table BTBTrade, or the older NegociosBTB file): number of trades, quantity, volume-weighted rate and its range, distinct lending and borrowing participants (brokers), and trades where the lender and borrower are the same participant.

Every trade row published is counted as published; the exchange keeps about 21 sessions and every session collected here is kept.
@tag Securities lending';
comment on column api.lending_trades.trade_date is 'Session of the trades (YYYY-MM-DD).';
comment on column api.lending_trades.ticker is 'B3 trading code lent.';
comment on column api.lending_trades.trades is 'Number of lending trades.';
comment on column api.lending_trades.quantity is 'Shares (or units) lent, summed over the trades.';
comment on column api.lending_trades.rate_pct is 'Quantity-weighted average lending rate, % per year (6 decimals).';
comment on column api.lending_trades.rate_min_pct is 'Lowest trade rate, % per year.';
comment on column api.lending_trades.rate_max_pct is 'Highest trade rate, % per year.';
comment on column api.lending_trades.lender_brokers is 'Distinct lending participants (participante doador, broker codes).';
comment on column api.lending_trades.borrower_brokers is 'Distinct borrowing participants (participante tomador, broker codes).';
comment on column api.lending_trades.internal_trades is 'Trades whose lending and borrowing participant are the same broker code.';
