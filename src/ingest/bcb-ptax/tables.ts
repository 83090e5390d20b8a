// The PTAX landing table: one rate per currency and business day, the last
// bulletin of the day (keep-latest by bulletin time). The file is CSV or JSON
// (parse.ts reads both by these header names); the currency comes from
// --currency, the file name or the USD-only columns, not from a column.
import type { TableSpec } from '../common/index.js';

export const PTAX_TABLE: TableSpec = {
  table: 'bcb.ptax',
  key: ['currency', 'reference_date'],
  columns: [
    { column: 'currency', headers: [], kind: 'text' },
    // the date part of dataHoraCotacao
    { column: 'reference_date', headers: ['dataHoraCotacao'], kind: 'date' },
    { column: 'buy_rate', headers: ['cotacaoCompra'], kind: 'decimal-comma', required: true },
    { column: 'sell_rate', headers: ['cotacaoVenda'], kind: 'decimal-comma', required: true },
    { column: 'buy_parity', headers: ['paridadeCompra'], kind: 'decimal-comma' },
    { column: 'sell_parity', headers: ['paridadeVenda'], kind: 'decimal-comma' },
    { column: 'bulletin_type', headers: ['tipoBoletim'], kind: 'text' },
    { column: 'bulletin_at', headers: ['dataHoraCotacao'], kind: 'text', required: true },
  ],
  periodColumn: 'reference_date',
  // a later bulletin wins; a publisher's row always replaces a synthetic sample row
  replaceWhen: 'excluded.bulletin_at >= stored.bulletin_at or (select l.synthetic from ingest.ingest_log l where l.id = stored.ingest_id)',
  // several bulletins a day: the latest dataHoraCotacao is kept (on a tie, the later record)
  duplicates: 'keep-latest',
  latestBy: 'bulletin_at',
};
