// The price reports' landing tables. A PricRpt record is XML, so each column
// names the element path (below PricRpt) it is read from instead of a header;
// `kind` is the value rule. Leaves with no column land in other_fields.
import type { TableSpec } from '../common/index.js';

export type XmlKind = 'text' | 'date' | 'integer' | 'decimal';

export interface XmlField {
  column: string;
  /** Element path below <PricRpt>, e.g. FinInstrmAttrbts/AdjstdQtTax. */
  path: string;
  kind: XmlKind;
}

const attribute = (name: string, column: string, kind: XmlKind): XmlField => ({ column, path: `FinInstrmAttrbts/${name}`, kind });

/** Every PricRpt leaf the table has a column for (the other columns come from the file, not the record). */
export const PRICE_REPORT_FIELDS: readonly XmlField[] = [
  { column: 'trade_date', path: 'TradDt/Dt', kind: 'date' },
  { column: 'ticker', path: 'SctyId/TckrSymb', kind: 'text' },
  { column: 'instrument_id', path: 'FinInstrmId/OthrId/Id', kind: 'text' },
  { column: 'days_to_sttlm', path: 'TradDtls/DaysToSttlm', kind: 'integer' },
  { column: 'id_tp', path: 'FinInstrmId/OthrId/Tp/Prtry', kind: 'text' },
  { column: 'mkt_idr_cd', path: 'FinInstrmId/PlcOfListg/MktIdrCd', kind: 'text' },
  { column: 'trad_qty', path: 'TradDtls/TradQty', kind: 'integer' },
  attribute('MktDataStrmId', 'mkt_data_strm_id', 'text'),
  attribute('NtlFinVol', 'ntl_fin_vol', 'decimal'),
  attribute('IntlFinVol', 'intl_fin_vol', 'decimal'),
  attribute('OpnIntrst', 'opn_intrst', 'decimal'),
  attribute('FinInstrmQty', 'fin_instrm_qty', 'decimal'),
  attribute('BestBidPric', 'best_bid_pric', 'decimal'),
  attribute('BestAskPric', 'best_ask_pric', 'decimal'),
  attribute('FrstPric', 'frst_pric', 'decimal'),
  attribute('MinPric', 'min_pric', 'decimal'),
  attribute('MaxPric', 'max_pric', 'decimal'),
  attribute('TradAvrgPric', 'trad_avrg_pric', 'decimal'),
  attribute('LastPric', 'last_pric', 'decimal'),
  attribute('RglrTxsQty', 'rglr_txs_qty', 'integer'),
  attribute('RglrTraddCtrcts', 'rglr_tradd_ctrcts', 'decimal'),
  attribute('NtlRglrVol', 'ntl_rglr_vol', 'decimal'),
  attribute('IntlRglrVol', 'intl_rglr_vol', 'decimal'),
  attribute('NonRglrTxsQty', 'non_rglr_txs_qty', 'integer'),
  attribute('NonRglrTraddCtrcts', 'non_rglr_tradd_ctrcts', 'decimal'),
  attribute('NtlNonRglrVol', 'ntl_non_rglr_vol', 'decimal'),
  attribute('IntlNonRglrVol', 'intl_non_rglr_vol', 'decimal'),
  attribute('AdjstdQt', 'adjstd_qt', 'decimal'),
  attribute('AdjstdQtTax', 'adjstd_qt_tax', 'decimal'),
  attribute('AdjstdQtStin', 'adjstd_qt_stin', 'text'),
  attribute('PrvsAdjstdQt', 'prvs_adjstd_qt', 'decimal'),
  attribute('PrvsAdjstdQtTax', 'prvs_adjstd_qt_tax', 'decimal'),
  attribute('PrvsAdjstdQtStin', 'prvs_adjstd_qt_stin', 'text'),
  attribute('OscnPctg', 'oscn_pctg', 'decimal'),
  attribute('VartnPts', 'vartn_pts', 'decimal'),
  attribute('EqvtVal', 'eqvt_val', 'decimal'),
  attribute('AdjstdValCtrct', 'adjstd_val_ctrct', 'decimal'),
  attribute('MaxTradLmt', 'max_trad_lmt', 'decimal'),
  attribute('MinTradLmt', 'min_trad_lmt', 'decimal'),
];

/** Columns a record's values fill, in the order parse.ts writes them. */
export const PRICE_REPORT_COLUMNS = [
  ...PRICE_REPORT_FIELDS.map((f) => f.column),
  'report',
  'report_created',
  'session_date',
  'other_fields',
] as const;

export const PRICE_REPORT_TABLE: TableSpec = {
  table: 'b3.price_report',
  key: ['trade_date', 'ticker', 'instrument_id', 'days_to_sttlm', 'report'],
  periodColumn: 'trade_date',
  columns: PRICE_REPORT_COLUMNS.map((column) => ({ column, headers: [], kind: 'text' as const })),
  // a version created earlier never replaces the one held
  replaceWhen: 'excluded.report_created >= stored.report_created',
};

/** One row per report and session seen: loaded, or empty (a non-session day's empty zip). */
export const PRICE_REPORT_SESSION_TABLE: TableSpec = {
  table: 'b3.price_report_session',
  key: ['report', 'session_date'],
  columns: ['report', 'session_date', 'status', 'report_created', 'versions', 'record_count'].map((column) => ({ column, headers: [], kind: 'text' as const })),
  replaceWhen: "stored.status = 'empty' or (excluded.status = 'loaded' and excluded.report_created >= stored.report_created)",
};
