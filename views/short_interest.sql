-- api.short_interest: open securities-lending positions (short interest) per
-- session and ticker, with the published sector, lending rates and the quote
-- tape's 21-session average traded value. Dropped and recreated: the upstream
-- column order puts the new columns between the old ones.
drop view if exists api.short_interest;
create view api.short_interest with (security_invoker = false) as
select pos.trade_date,
       pos.ticker,
       pos.asset_name,
       pos.isin,
       pos.sector,
       null::text as sector_top,
       pos.category as instrument_category,
       pos.short_quantity,
       pos.short_value,
       null::numeric as pct_float,
       null::text as float_basis,
       null::numeric as float_denominator,
       round(pos.short_value / nullif(adtv.adtv_value_21, 0), 2) as days_to_cover,
       adtv.adtv_value_21,
       -- the session's window size from the average's own row; only a ticker without
       -- one looks the session up
       coalesce(adtv.adtv_sessions, (select t.window_sessions from b3.tape_session t where t.trade_date = pos.trade_date)) as adtv_sessions,
       rates.lender_rate_pct,
       rates.borrower_rate_pct,
       rates.contracts
  -- the Total-row and registry-snapshot rules, shared with short_interest_by_sector
  from b3.short_position pos
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
  ) rates on true
  -- the ticker's 21-session average, kept per session by the COTAHIST loader
  -- (b3.refresh_cash_adtv): one key probe
  left join b3.cash_adtv adtv on adtv.trade_date = pos.trade_date and adtv.codneg = pos.ticker;

alter view api.short_interest owner to api_owner;
revoke all on api.short_interest from public;
grant select on api.short_interest to anon, authenticated;
comment on view api.short_interest is 'Short interest per session and ticker: open securities-lending positions from the exchange''s daily bulletin (BTBLendingOpenPosition), with the sector and category the equities registry publishes and the lending rates of BTBLoanBalance.

short_quantity and short_value sum the per-market rows (registered and electronic markets); the exchange''s Total row is never added to them and is used only when a ticker has no per-market row. The exchange keeps about 21 sessions and publishes no archive; every session collected here is kept. From the quote tape (COTAHIST): adtv_value_21 (the 21-session average traded value), adtv_sessions and days_to_cover. pct_float, float_basis, float_denominator and sector_top are NULL: no free-float, shares-outstanding or sector-tree source is held (see each column).
@tag Short interest & flows';
comment on column api.short_interest.trade_date is 'Session of the open position (YYYY-MM-DD).';
comment on column api.short_interest.ticker is 'B3 trading code (Código IF).';
comment on column api.short_interest.asset_name is 'Company or fund name as published (Empresa ou fundo).';
comment on column api.short_interest.isin is 'ISIN as published (Código ISIN).';
comment on column api.short_interest.sector is 'Sector the equities instrument registry (InstrumentsEquities, column Segmento) publishes for the ticker: the snapshot of the session, else the newest before it, else the oldest after it. NULL when the registry holds no sector for the ticker.';
comment on column api.short_interest.sector_top is 'Top-level economic sector above sector. Always NULL here: the exchange''s sector classification tree (economic sector, subsector, segment) is not a source this store holds; the equities registry publishes only the segment (sector).';
comment on column api.short_interest.instrument_category is 'Category the equities instrument registry publishes (e.g. SHARES, UNIT, ETF EQUITIES, FUNDS, BDR); NULL when the ticker is not in the registry.';
comment on column api.short_interest.short_quantity is 'Shares (or units) on loan at the end of the session: sum of the per-market rows, never including the Total row.';
comment on column api.short_interest.short_value is 'Value on loan in R$ (Saldo em R$): sum of the per-market rows, never including the Total row.';
comment on column api.short_interest.lender_rate_pct is 'Lender (doador) volume-weighted average rate, % per year, from BTBLoanBalance: the Total row when published, else the per-market averages weighted by quantity (6 decimals). NULL when no balance is published for the ticker and session.';
comment on column api.short_interest.borrower_rate_pct is 'Borrower (tomador) volume-weighted average rate, % per year, from BTBLoanBalance, as lender_rate_pct. NULL when not published.';
comment on column api.short_interest.contracts is 'Open lending contracts (Número de contratos) from BTBLoanBalance: the Total row when published, else the sum of the market rows. NULL when not published.';
comment on column api.short_interest.pct_float is 'short_quantity as a share of the free float (a fraction). Always NULL here: neither input the upstream service uses is held (the exchange''s index portfolios, which publish each constituent''s free-float shares, nor shares outstanding per ticker; the registry''s share_capital is capital in BRL, not a share count).';
comment on column api.short_interest.float_basis is 'Which denominator pct_float uses: index_free_float or shares_outstanding. Always NULL here, as pct_float (no free-float or shares-outstanding source is held).';
comment on column api.short_interest.float_denominator is 'The free-float or outstanding share count pct_float divides by. Always NULL here, as pct_float.';
comment on column api.short_interest.days_to_cover is 'short_value / adtv_value_21: sessions of average traded value the position represents, 2 decimals. NULL when adtv_value_21 is NULL (or 0).';
comment on column api.short_interest.adtv_value_21 is 'Average daily traded value, BRL: the ticker''s cash-board volume (COTAHIST VOLTOT, TPMERC 010) summed over the adtv_sessions tape sessions ending at trade_date, divided by adtv_sessions (a session without a trade counts 0), 2 decimals. NULL when the quote tape does not hold trade_date, or holds no cash-board trade of the ticker in those sessions.';
comment on column api.short_interest.adtv_sessions is 'Sessions adtv_value_21 averages over: the 21 quote-tape sessions ending at trade_date (inclusive), fewer when the tape holds fewer before it. NULL when the tape does not hold trade_date.';
