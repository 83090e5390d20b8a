-- The exchange's price reports, one row per <PricRpt> record as published:
-- BVBG.086.01 (PRyymmdd, every instrument) and BVBG.187.01 (SPRDyymmdd, the
-- shorter derivatives report). Both reports of one session are kept side by
-- side (report is part of the key); the api prefers BVBG.086.01.
create table b3.price_report (
  trade_date date not null,
  ticker text not null,
  instrument_id text not null,
  days_to_sttlm text not null default '',
  report text not null check (report in ('BVBG.086.01', 'BVBG.187.01')),
  report_created timestamp not null,
  session_date date not null,
  id_tp text,
  mkt_idr_cd text,
  trad_qty bigint,
  mkt_data_strm_id text,
  ntl_fin_vol numeric,
  intl_fin_vol numeric,
  opn_intrst numeric,
  fin_instrm_qty numeric,
  best_bid_pric numeric,
  best_ask_pric numeric,
  frst_pric numeric,
  min_pric numeric,
  max_pric numeric,
  trad_avrg_pric numeric,
  last_pric numeric,
  rglr_txs_qty bigint,
  rglr_tradd_ctrcts numeric,
  ntl_rglr_vol numeric,
  intl_rglr_vol numeric,
  non_rglr_txs_qty bigint,
  non_rglr_tradd_ctrcts numeric,
  ntl_non_rglr_vol numeric,
  intl_non_rglr_vol numeric,
  adjstd_qt numeric,
  adjstd_qt_tax numeric,
  adjstd_qt_stin text,
  prvs_adjstd_qt numeric,
  prvs_adjstd_qt_tax numeric,
  prvs_adjstd_qt_stin text,
  oscn_pctg numeric,
  vartn_pts numeric,
  eqvt_val numeric,
  adjstd_val_ctrct numeric,
  max_trad_lmt numeric,
  min_trad_lmt numeric,
  other_fields jsonb,
  ingest_id bigint not null,
  primary key (trade_date, ticker, instrument_id, days_to_sttlm, report)
);
create index price_report_ticker_date on b3.price_report (ticker, trade_date);
create index price_report_future_root on b3.price_report (left(ticker, 3), trade_date)
  where ticker ~ '^[A-Z][A-Z0-9]{2}[FGHJKMNQUVXZ][0-9]{2}$';
alter table b3.price_report owner to ingest_writer;
grant select on b3.price_report to api_owner;
comment on table b3.price_report is 'B3 price reports (BVBG.086.01 PriceReport, BVBG.187.01 derivatives report), one row per PricRpt record of the version with the latest CreDtAndTm, values as published. Column names are the XML element names in lower case.';
comment on column b3.price_report.trade_date is 'TradDt/Dt: the record''s trade date (a report can carry a few records dated the next session).';
comment on column b3.price_report.ticker is 'SctyId/TckrSymb.';
comment on column b3.price_report.instrument_id is 'FinInstrmId/OthrId/Id: the exchange''s instrument id.';
comment on column b3.price_report.days_to_sttlm is 'TradDtls/DaysToSttlm (forward records repeat a ticker once per term); empty when the record has none.';
comment on column b3.price_report.report is 'BizGrpTp of the file: BVBG.086.01 (PriceReport) or BVBG.187.01 (derivatives report).';
comment on column b3.price_report.report_created is 'BizGrpDtls/CreDtAndTm of the version loaded (exchange local time); an older version never replaces a newer one.';
comment on column b3.price_report.session_date is 'The session the file is for: the date in its name (PRyymmdd, SPRDyymmdd); for a file not named so, the record''s own trade date.';
comment on column b3.price_report.id_tp is 'FinInstrmId/OthrId/Tp/Prtry.';
comment on column b3.price_report.mkt_idr_cd is 'FinInstrmId/PlcOfListg/MktIdrCd.';
comment on column b3.price_report.trad_qty is 'TradDtls/TradQty: number of trades.';
comment on column b3.price_report.fin_instrm_qty is 'FinInstrmQty: contracts (or units) traded.';
comment on column b3.price_report.ntl_fin_vol is 'NtlFinVol: volume in BRL.';
comment on column b3.price_report.intl_fin_vol is 'IntlFinVol: volume in USD.';
comment on column b3.price_report.opn_intrst is 'OpnIntrst: open interest (contracts).';
comment on column b3.price_report.adjstd_qt is 'AdjstdQt: settlement price (for DI1 the unit price, PU).';
comment on column b3.price_report.adjstd_qt_tax is 'AdjstdQtTax: settlement rate (% per year) of rate futures such as DI1.';
comment on column b3.price_report.adjstd_qt_stin is 'AdjstdQtStin as published (F or P in the files seen).';
comment on column b3.price_report.prvs_adjstd_qt is 'PrvsAdjstdQt: previous settlement price.';
comment on column b3.price_report.prvs_adjstd_qt_tax is 'PrvsAdjstdQtTax: previous settlement rate.';
comment on column b3.price_report.other_fields is 'Leaf elements of the record this table has no column for, by path, as published; NULL when none (nothing is dropped).';
