// The consolidated trade file's landing table: the 15 published columns by
// header name, plus the file's status line.
import type { TableSpec } from '../common/index.js';

export const TRADE_CONSOLIDATED_TABLE: TableSpec = {
  table: 'b3.trade_consolidated',
  key: ['rpt_dt', 'tckr_symb'],
  periodColumn: 'rpt_dt',
  columns: [
    { column: 'rpt_dt', headers: ['RptDt'], kind: 'date' },
    { column: 'tckr_symb', headers: ['TckrSymb'], kind: 'text' },
    { column: 'isin', headers: ['ISIN'], kind: 'br-text', required: true },
    { column: 'sgmt_nm', headers: ['SgmtNm'], kind: 'br-text', required: true },
    { column: 'min_pric', headers: ['MinPric'], kind: 'br-number', required: true },
    { column: 'max_pric', headers: ['MaxPric'], kind: 'br-number', required: true },
    { column: 'trad_avrg_pric', headers: ['TradAvrgPric'], kind: 'br-number', required: true },
    { column: 'last_pric', headers: ['LastPric'], kind: 'br-number', required: true },
    { column: 'oscn_pctg', headers: ['OscnPctg'], kind: 'br-number', required: true },
    { column: 'adjstd_qt', headers: ['AdjstdQt'], kind: 'br-number', required: true },
    { column: 'adjstd_qt_tax', headers: ['AdjstdQtTax'], kind: 'br-number', required: true },
    { column: 'ref_pric', headers: ['RefPric'], kind: 'br-number', required: true },
    { column: 'trad_qty', headers: ['TradQty'], kind: 'integer', required: true },
    { column: 'fin_instrm_qty', headers: ['FinInstrmQty'], kind: 'br-number', required: true },
    { column: 'ntl_fin_vol', headers: ['NtlFinVol'], kind: 'br-number', required: true },
    // from the status line, not a column
    { column: 'file_status', headers: [], kind: 'text' },
  ],
  // a Final is never replaced by a Parcial
  replaceWhen: "excluded.file_status = 'Final' or stored.file_status = 'Parcial'",
};
