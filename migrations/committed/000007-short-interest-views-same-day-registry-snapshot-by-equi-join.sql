--! Previous: sha1:88df4b21715a5d32306864d9194b226b180cb5f3
--! Hash: sha1:a78d755ab2bd319641e851ab1f2a1cb12a280935
--! Message: short interest views: same-day registry snapshot by equi-join, fallback probes only when missing

-- short_interest and short_interest_by_sector: the registry snapshot of the
-- session by an equi-join on (ticker, reference_date); the newest-before /
-- oldest-after probes only for sessions without a snapshot of their own.
-- Same results, no new objects.
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
       case when same_day.ticker is not null then same_day.sector else other_day.sector end as sector,
       case when same_day.ticker is not null then same_day.category else other_day.category end as instrument_category,
       pos.short_quantity,
       pos.short_value,
       rates.lender_rate_pct,
       rates.borrower_rate_pct,
       rates.contracts
  from positions pos
  -- The registry snapshot of the session, else the newest before it, else the
  -- oldest after it. With daily collection nearly every session has its own
  -- snapshot, and that snapshot IS the newest on or before the session (one row
  -- per ticker and date), so a plain equi-join answers it; the two index probes
  -- run only when it found nothing (same_day.ticker is null is a one-time
  -- filter inside the lateral, checked before any probe).
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
  ) other_day on true
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
  -- the registry snapshot as in short_interest: the same-day snapshot by an
  -- equi-join, the newest before / oldest after only when there is none
  select pos.*,
         case when same_day.ticker is not null then same_day.sector else other_day.sector end as sector,
         case when same_day.ticker is not null then same_day.category else other_day.category end as category
    from positions pos
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
    ) other_day on true
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
