-- api.lending_participants: each broker's lending and borrowing per session and ticker.
create or replace view api.lending_participants with (security_invoker = false) as
with legs as (
  -- every trade has two legs: the lender's and the borrower's
  select t.trade_date, t.ticker, leg.side, leg.code, leg.name, t.quantity, t.rate_pct,
         (t.lender_code = t.borrower_code) as internal
    from b3.lending_trade t
   cross join lateral (values ('lender', t.lender_code, t.lender_name), ('borrower', t.borrower_code, t.borrower_name)) as leg(side, code, name)
   where leg.code is not null
)
select l.trade_date,
       l.ticker,
       l.code as broker_code,
       max(l.name) as broker_name,
       coalesce(sum(l.quantity) filter (where l.side = 'lender'), 0) as quantity_lent,
       coalesce(sum(l.quantity) filter (where l.side = 'borrower'), 0) as quantity_borrowed,
       coalesce(sum(l.quantity) filter (where l.side = 'lender'), 0) - coalesce(sum(l.quantity) filter (where l.side = 'borrower'), 0) as quantity_net,
       round(sum(l.rate_pct * l.quantity) filter (where l.side = 'lender')
             / nullif(sum(l.quantity) filter (where l.side = 'lender' and l.rate_pct is not null), 0), 6) as lender_rate_pct,
       round(sum(l.rate_pct * l.quantity) filter (where l.side = 'borrower')
             / nullif(sum(l.quantity) filter (where l.side = 'borrower' and l.rate_pct is not null), 0), 6) as borrower_rate_pct,
       count(*) filter (where l.internal)::integer as internal_legs,
       coalesce(sum(l.quantity) filter (where l.internal and l.side = 'lender'), 0) as internal_qty
  from legs l
 group by l.trade_date, l.ticker, l.code;

alter view api.lending_participants owner to api_owner;
revoke all on api.lending_participants from public;
grant select on api.lending_participants to anon, authenticated;
comment on view api.lending_participants is 'Each participant''s (broker''s) securities lending per session and ticker, from the exchange''s trade list: quantity lent and borrowed, the net, the quantity-weighted rate of each side, and its internal trades (the broker on both sides).

broker_name is published by the BDI table BTBTrade only; sessions from the older NegociosBTB file carry participant codes and a NULL name.
@tag Securities lending';
comment on column api.lending_participants.trade_date is 'Session of the trades (YYYY-MM-DD).';
comment on column api.lending_participants.ticker is 'B3 trading code lent.';
comment on column api.lending_participants.broker_code is 'Participant code as published (the broker).';
comment on column api.lending_participants.broker_name is 'Participant name as published in BTBTrade; NULL when the source file carries codes only (NegociosBTB).';
comment on column api.lending_participants.quantity_lent is 'Quantity the participant lent (lender leg), summed over the trades; 0 when it only borrowed.';
comment on column api.lending_participants.quantity_borrowed is 'Quantity the participant borrowed (borrower leg), summed over the trades; 0 when it only lent.';
comment on column api.lending_participants.quantity_net is 'quantity_lent minus quantity_borrowed.';
comment on column api.lending_participants.lender_rate_pct is 'Quantity-weighted rate of the trades where the participant lent, % per year (6 decimals); NULL when it did not lend.';
comment on column api.lending_participants.borrower_rate_pct is 'Quantity-weighted rate of the trades where the participant borrowed, % per year (6 decimals); NULL when it did not borrow.';
comment on column api.lending_participants.internal_legs is 'Legs of internal trades (the participant on both sides); each internal trade counts twice, once per leg.';
comment on column api.lending_participants.internal_qty is 'Quantity of the internal trades, counted once per trade.';
