--! Previous: sha1:255028562c6d2a839da4129e18565270f4e88871
--! Hash: sha1:914665157812e8cb2910bc740d523d115247552d
--! Message: b3 bulletin landing tables, the five bulletin views and the catalog with their endpoints

-- B3 daily bulletin (BDI) landing tables and the five views that read them.
-- The exchange keeps about 21 sessions and publishes no archive, so every
-- session collected is kept here for good; b3.bdi_session records which
-- sessions each table holds, empty sessions included.
create schema b3 authorization ingest_writer;
grant usage on schema b3 to api_owner;
comment on schema b3 is 'Landing tables for the exchange (B3) files: the daily bulletin (BDI) tables for securities lending, short interest, investor participation and the equities instrument registry; private (read only through api).';

create table b3.bdi_session (
  table_name text not null check (table_name in ('BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'NegociosBTB', 'SharesInvesVolum', 'InstrumentsEquities')),
  session_date date not null,
  status text not null check (status in ('loaded', 'empty')),
  data_date date,
  row_count integer not null check (row_count >= 0),
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (table_name, session_date),
  check ((status = 'empty') = (row_count = 0))
);
alter table b3.bdi_session owner to ingest_writer;
create index bdi_session_session_date on b3.bdi_session (session_date);
grant select on b3.bdi_session to api_owner;
comment on table b3.bdi_session is 'One row per bulletin table and session held: loaded (rows stored) or empty (the exchange answered Nenhum resultado). session_date is the date asked for; data_date the date the rows carry (the caption reference date for SharesInvesVolum, T+2 earlier). A loaded session is never replaced by an empty one.';

create table b3.lending_open_position (
  trade_date date not null,
  ticker text not null,
  loan_type text not null,
  market text not null,
  isin text,
  asset_name text,
  quantity numeric,
  average_price numeric,
  value_brl numeric,
  is_total boolean not null,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (trade_date, ticker, loan_type, market)
);
alter table b3.lending_open_position owner to ingest_writer;
create index lending_open_position_ticker on b3.lending_open_position (ticker, trade_date);
grant select on b3.lending_open_position to api_owner;
comment on table b3.lending_open_position is 'BTBLendingOpenPosition as published: open securities-lending positions (short interest) per session, ticker, loan type and market. The exchange adds a Mercado = Total row per ticker equal to the sum of its market rows; is_total marks it so it is never added to them.';

create table b3.lending_balance (
  trade_date date not null,
  ticker text not null,
  market text not null,
  isin text,
  asset_name text,
  contracts numeric,
  quantity numeric,
  value_brl numeric,
  lender_rate_min numeric,
  lender_rate_avg numeric,
  lender_rate_max numeric,
  borrower_rate_min numeric,
  borrower_rate_avg numeric,
  borrower_rate_max numeric,
  is_total boolean not null,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (trade_date, ticker, market)
);
alter table b3.lending_balance owner to ingest_writer;
create index lending_balance_ticker on b3.lending_balance (ticker, trade_date);
grant select on b3.lending_balance to api_owner;
comment on table b3.lending_balance is 'BTBLoanBalance as published: lending balances and rates (% per year) per session, ticker and market; lender (doador) and borrower (tomador) minimum, volume-weighted average and maximum rates.';

create table b3.lending_trade (
  trade_date date not null,
  trade_number text not null,
  ticker text not null,
  quantity numeric not null,
  rate_pct numeric,
  market text,
  trade_time time,
  update_action text,
  session_type text,
  lender_code text,
  lender_name text,
  borrower_code text,
  borrower_name text,
  layout text not null check (layout in ('BTBTrade', 'NegociosBTB')),
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (trade_date, trade_number)
);
alter table b3.lending_trade owner to ingest_writer;
create index lending_trade_date_ticker on b3.lending_trade (trade_date, ticker);
create index lending_trade_ticker on b3.lending_trade (ticker, trade_date);
grant select on b3.lending_trade to api_owner;
comment on table b3.lending_trade is 'Securities-lending trades, one row per trade: the BDI table BTBTrade (participant codes and names) or the older NegociosBTB file (participant codes only). Participants are brokers.';

create table b3.investor_participation (
  reference_date date not null,
  investor_type text not null,
  buy_thousands numeric,
  buy_share_pct numeric,
  sell_thousands numeric,
  sell_share_pct numeric,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (reference_date, investor_type)
);
alter table b3.investor_participation owner to ingest_writer;
create index investor_participation_type on b3.investor_participation (investor_type, reference_date);
grant select on b3.investor_participation to api_owner;
comment on table b3.investor_participation is 'SharesInvesVolum as published: cash-market buys and sells by investor type, month-to-date cumulative in R$ thousands up to reference_date (the caption date, T+2).';

create table b3.instrument_registry (
  reference_date date not null,
  ticker text not null,
  asset text,
  asset_description text,
  sector text,
  market text,
  category text,
  isin text,
  institution_name text,
  share_capital numeric,
  governance_level text,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (reference_date, ticker)
);
alter table b3.instrument_registry owner to ingest_writer;
create index instrument_registry_ticker on b3.instrument_registry (ticker, reference_date);
create index instrument_registry_sector on b3.instrument_registry (sector);
grant select on b3.instrument_registry to api_owner;
comment on table b3.instrument_registry is 'InstrumentsEquities as published per session: each cash-market ticker with its sector (the Segmento column), category (SHARES, UNIT, ...), ISIN and issuer.';

--! Included views/short_interest.sql
-- api.short_interest: open securities-lending positions (short interest) per
-- session and ticker, with the published sector and lending rates.
create or replace view api.short_interest with (security_invoker = false) as
with positions as (
  -- The exchange publishes per-market rows plus a Total row equal to their sum:
  -- the per-market rows are summed; the Total row is used only when it is alone.
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
)
select pos.trade_date,
       pos.ticker,
       pos.asset_name,
       pos.isin,
       reg.sector,
       reg.category as instrument_category,
       pos.short_quantity,
       pos.short_value,
       rates.lender_rate_pct,
       rates.borrower_rate_pct,
       rates.contracts
  from positions pos
  left join lateral (
    -- the registry snapshot of the session, else the newest before it, else the oldest after it
    -- (two index probes on (ticker, reference_date))
    select x.sector, x.category
      from ((select r.sector, r.category, 0 as preference
               from b3.instrument_registry r
              where r.ticker = pos.ticker and r.reference_date <= pos.trade_date
              order by r.reference_date desc
              limit 1)
            union all
            (select r.sector, r.category, 1 as preference
               from b3.instrument_registry r
              where r.ticker = pos.ticker and r.reference_date > pos.trade_date
              order by r.reference_date
              limit 1)) as x
     order by x.preference
     limit 1
  ) reg on true
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
with positions as (
  -- as in short_interest: per-market rows summed, the Total row only when it is alone
  select p.trade_date,
         p.ticker,
         case when bool_or(not p.is_total) then sum(p.quantity) filter (where not p.is_total)
              else sum(p.quantity) end as short_quantity,
         case when bool_or(not p.is_total) then sum(p.value_brl) filter (where not p.is_total)
              else sum(p.value_brl) end as short_value
    from b3.lending_open_position p
   group by p.trade_date, p.ticker
),
classified as (
  select pos.*, reg.sector, reg.category
    from positions pos
    left join lateral (
      -- the registry snapshot of the session, else the newest before it, else the oldest after it
      select x.sector, x.category
        from ((select r.sector, r.category, 0 as preference
                 from b3.instrument_registry r
                where r.ticker = pos.ticker and r.reference_date <= pos.trade_date
                order by r.reference_date desc
                limit 1)
              union all
              (select r.sector, r.category, 1 as preference
                 from b3.instrument_registry r
                where r.ticker = pos.ticker and r.reference_date > pos.trade_date
                order by r.reference_date
                limit 1)) as x
       order by x.preference
       limit 1
    ) reg on true
)
select c.trade_date,
       coalesce(c.sector, 'Não classificado') as sector,
       count(*)::integer as tickers,
       sum(c.short_value) as short_value,
       case when count(c.category) = count(*)
            then coalesce(sum(c.short_value) filter (where c.category in ('SHARES', 'UNIT')), 0) end as short_value_equities,
       sum(c.short_quantity) as short_quantity
  from classified c
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
--! Included views/investor_flow.sql
-- api.investor_flow: daily net flow by investor type from the month-to-date
-- participation snapshots (SharesInvesVolum), never differencing across a month.
create or replace view api.investor_flow with (security_invoker = false) as
with snapshots as (
  select p.reference_date,
         p.investor_type,
         p.buy_thousands,
         p.sell_thousands,
         lag(p.buy_thousands) over month_so_far as previous_buy,
         lag(p.sell_thousands) over month_so_far as previous_sell,
         lag(p.reference_date) over month_so_far as previous_date
    from b3.investor_participation p
  window month_so_far as (partition by p.investor_type, date_trunc('month', p.reference_date) order by p.reference_date)
),
classified as (
  select s.*,
         case
           when s.previous_date is not null then 'delta'
           -- the month's first session: every earlier weekday of the month is known to be no session
           when not exists (
             select 1
               from generate_series(date_trunc('month', s.reference_date), s.reference_date - 1, interval '1 day') as d(day)
              where extract(isodow from d.day) < 6
                and not (
                  exists (select 1 from b3.bdi_session e where e.session_date = d.day::date and e.status = 'empty')
                  and not exists (select 1 from b3.bdi_session l
                                   where l.status = 'loaded' and d.day::date in (l.session_date, l.data_date)
                                     and l.table_name in ('BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'NegociosBTB'))
                )
           ) then 'month_open'
           else 'unknown_opening_snapshot'
         end as flow_basis
    from snapshots s
)
select c.reference_date,
       c.investor_type,
       c.flow_basis,
       case c.flow_basis when 'delta' then c.buy_thousands - c.previous_buy when 'month_open' then c.buy_thousands end as buy_value_thousands,
       case c.flow_basis when 'delta' then c.sell_thousands - c.previous_sell when 'month_open' then c.sell_thousands end as sell_value_thousands,
       case c.flow_basis
         when 'delta' then (c.buy_thousands - c.previous_buy) - (c.sell_thousands - c.previous_sell)
         when 'month_open' then c.buy_thousands - c.sell_thousands
       end as net_value_thousands,
       c.buy_thousands as mtd_buy_value_thousands,
       c.sell_thousands as mtd_sell_value_thousands
  from classified c;

alter view api.investor_flow owner to api_owner;
revoke all on api.investor_flow from public;
grant select on api.investor_flow to anon, authenticated;
comment on view api.investor_flow is 'Daily net flow by investor type, in R$ thousands, computed as the difference between month-to-date participation snapshots (SharesInvesVolum, cash market), published with a T+2 lag.

flow_basis says how each row was computed: delta = this snapshot minus the previous snapshot held in the same month (when a session of the month is missing here, the difference covers every session since that previous snapshot); month_open = the first session of the month, whose month-to-date value is the day; unknown_opening_snapshot = no earlier snapshot of the month is held and the snapshot is not known to be the first session of the month, so the flows are NULL on purpose (the month-to-date columns are still filled). A difference never crosses a month.

First session of the month (rule): a snapshot is month_open only when every earlier weekday of its month is known not to be a trading session, i.e. the exchange answered Nenhum resultado for that day in a bulletin table and no lending table (open positions, balances, trades) holds data asked for or dated that day. A weekday of which nothing is known, or one that held data in another table, makes the first held snapshot unknown_opening_snapshot: the first snapshot held is not assumed to be the first session. Investor types are as the exchange publishes them: Institucionais, Instituições Financeiras, Investidor Estrangeiro, Investidores Individuais, Outros.';
comment on column api.investor_flow.reference_date is 'Session the month-to-date snapshot runs to (the caption date Dados acumulados do início do mês até o dia DD/MM/YYYY), YYYY-MM-DD.';
comment on column api.investor_flow.investor_type is 'Investor type as the exchange publishes it (Tipos de investidores): Institucionais, Instituições Financeiras, Investidor Estrangeiro, Investidores Individuais, Outros.';
comment on column api.investor_flow.flow_basis is 'How the flow was computed: delta, month_open or unknown_opening_snapshot (see the view description).';
comment on column api.investor_flow.buy_value_thousands is 'Buys of the session in R$ thousands: the month-to-date buys minus the previous snapshot of the month (delta) or the month-to-date buys (month_open); NULL for unknown_opening_snapshot.';
comment on column api.investor_flow.sell_value_thousands is 'Sells of the session in R$ thousands, computed as buy_value_thousands; NULL for unknown_opening_snapshot.';
comment on column api.investor_flow.net_value_thousands is 'Net flow of the session in R$ thousands: buy_value_thousands minus sell_value_thousands; NULL for unknown_opening_snapshot.';
comment on column api.investor_flow.mtd_buy_value_thousands is 'Month-to-date buys up to reference_date in R$ thousands, as published (Compras (R$) mil).';
comment on column api.investor_flow.mtd_sell_value_thousands is 'Month-to-date sells up to reference_date in R$ thousands, as published (Vendas (R$) mil).';
--! EndIncluded views/investor_flow.sql
--! Included views/lending_trades.sql
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

Every trade row published is counted as published; the exchange keeps about 21 sessions and every session collected here is kept.';
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
--! EndIncluded views/lending_trades.sql
--! Included views/lending_participants.sql
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

broker_name is published by the BDI table BTBTrade only; sessions from the older NegociosBTB file carry participant codes and a NULL name.';
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
--! EndIncluded views/lending_participants.sql
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{},"raise_only":["ptax"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows."],"screens":{},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, identifier types, the rules in short prose, screens, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
