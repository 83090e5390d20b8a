-- One row per outright futures contract and session from the price reports,
-- as future_series and future_curve serve it. Both reports can hold a session:
-- BVBG.086.01 (the fuller one) wins; a ticker repeated within a report keeps its
-- most traded row. DISTINCT ON lists root too, so a filter on root (a function
-- of ticker) is pushed below the DISTINCT ON onto the partial index.
create or replace view b3.future_settlement as
select distinct on (p.trade_date, left(p.ticker, 3), p.ticker)
       p.ticker,
       left(p.ticker, 3) as root,
       p.trade_date,
       make_date(2000 + substr(p.ticker, 5, 2)::integer, strpos('FGHJKMNQUVXZ', substr(p.ticker, 4, 1)), 1) as contract_month,
       p.adjstd_qt_tax as settlement_rate,
       p.adjstd_qt as settlement_price,
       p.prvs_adjstd_qt_tax as prev_settlement_rate,
       p.adjstd_qt_stin as settlement_status,
       p.opn_intrst as open_interest,
       p.fin_instrm_qty as contracts,
       coalesce(p.trad_qty, p.rglr_txs_qty) as trades,
       p.ntl_fin_vol as notional_brl,
       p.frst_pric as open_px,
       p.min_pric as low_px,
       p.max_pric as high_px,
       p.trad_avrg_pric as avg_px,
       p.last_pric as close_px,
       case when l.synthetic then 'synthetic_sample'
            when p.report = 'BVBG.086.01' then 'b3_price_report'
            else 'b3_derivatives_report' end as source
  from b3.price_report p
  join ingest.ingest_log l on l.id = p.ingest_id
 where p.ticker ~ '^[A-Z][A-Z0-9]{2}[FGHJKMNQUVXZ][0-9]{2}$'
 order by p.trade_date, left(p.ticker, 3), p.ticker, (p.report = 'BVBG.086.01') desc,
          p.fin_instrm_qty desc nulls last, p.opn_intrst desc nulls last, p.instrument_id, p.days_to_sttlm;

alter view b3.future_settlement owner to api_owner;
comment on view b3.future_settlement is 'Outright futures (root, month letter F..Z, two-digit year) per session from the price reports: settlement rate and price, open interest, contracts, trades, volume, first/min/max/average/last prices. BVBG.086.01 is preferred over BVBG.187.01 for the same session; a ticker repeated in one report keeps its most traded row. trades is TradQty, or RglrTxsQty where the report carries only that (BVBG.187.01; the two are equal wherever both are published). contract_month reads the two-digit year as 20YY.';
