-- The exchange's consolidated daily trade file (TradeInformationConsolidatedFile,
-- Up2Data), every segment, one row per session and ticker, as published. A
-- session's Final file replaces its Parcial one; a Parcial never replaces a Final.
create table b3.trade_consolidated (
  rpt_dt date not null,
  tckr_symb text not null,
  isin text,
  sgmt_nm text,
  min_pric numeric,
  max_pric numeric,
  trad_avrg_pric numeric,
  last_pric numeric,
  oscn_pctg numeric,
  adjstd_qt numeric,
  adjstd_qt_tax numeric,
  ref_pric numeric,
  trad_qty bigint,
  fin_instrm_qty numeric,
  ntl_fin_vol numeric,
  file_status text not null check (file_status in ('Final', 'Parcial')),
  ingest_id bigint not null,
  primary key (rpt_dt, tckr_symb)
);
create index trade_consolidated_forward on b3.trade_consolidated (tckr_symb, rpt_dt) where sgmt_nm = 'FORWARD';
create index trade_consolidated_ticker on b3.trade_consolidated (tckr_symb);
alter table b3.trade_consolidated owner to ingest_writer;
grant select on b3.trade_consolidated to api_owner;
comment on table b3.trade_consolidated is 'B3 TradeInformationConsolidatedFile (arquivos.b3.com.br), one row per session (RptDt) and ticker, every segment, values as published (decimal comma read as numbers). A Final file replaces the Parcial rows of its session (rows the Final does not list are removed); a Parcial file never replaces or adds to a Final session.';
comment on column b3.trade_consolidated.rpt_dt is 'RptDt: the session.';
comment on column b3.trade_consolidated.tckr_symb is 'TckrSymb: trading code.';
comment on column b3.trade_consolidated.sgmt_nm is 'SgmtNm: segment (CASH, ODD LOT, FINANCIAL, AGRIBUSINESS, FORWARD, ...).';
comment on column b3.trade_consolidated.ref_pric is 'RefPric: the exchange''s reference price; not a trade.';
comment on column b3.trade_consolidated.trad_qty is 'TradQty: number of trades.';
comment on column b3.trade_consolidated.fin_instrm_qty is 'FinInstrmQty: quantity (contracts) traded.';
comment on column b3.trade_consolidated.ntl_fin_vol is 'NtlFinVol: volume in BRL, as this file computes it.';
comment on column b3.trade_consolidated.file_status is 'The file''s status line (Status do Arquivo): Final or Parcial.';
