// The reference-rate curves' landing tables. TaxaSwap.txt is fixed-width, so
// each column names its 1-based positions from B3's layout document instead of
// a header; parse.ts cuts and reads them.
import type { TableSpec } from '../common/index.js';

export interface FixedField {
  column: string;
  /** The field's name in B3's layout document, for refusals. */
  name: string;
  from: number;
  to: number;
}

/** Every field of a record (72 characters), 1-based positions as B3's layout document states them. */
export const TAXA_SWAP_LAYOUT = {
  transaction: { column: '', name: 'Identificacao da transacao', from: 1, to: 6 },
  complement: { column: '', name: 'Complemento da transacao', from: 7, to: 9 },
  recordType: { column: '', name: 'Tipo de registro', from: 10, to: 11 },
  tradeDate: { column: 'trade_date', name: 'Data de geracao do arquivo', from: 12, to: 19 },
  forwardCurve: { column: 'forward_curve_code', name: 'Codigo das curvas a termo', from: 20, to: 21 },
  curve: { column: 'curve', name: 'Codigo da taxa', from: 22, to: 26 },
  description: { column: 'curve_description', name: 'Descricao da taxa', from: 27, to: 41 },
  calendarDays: { column: 'calendar_days', name: 'Numero de dias corridos', from: 42, to: 46 },
  businessDays: { column: 'business_days', name: 'Numero de saques', from: 47, to: 51 },
  sign: { column: '', name: 'Sinal da taxa teorica', from: 52, to: 52 },
  rate: { column: 'rate', name: 'Taxa teorica', from: 53, to: 66 },
  vertexType: { column: 'vertex_type', name: 'Caracteristica do vertice', from: 67, to: 67 },
  vertexCode: { column: 'vertex_code', name: 'Codigo do vertice', from: 68, to: 72 },
} as const satisfies Record<string, FixedField>;

export const TAXA_SWAP_RECORD_LENGTH = 72;
export const RATE_DECIMALS = 7;

/** Columns of b3.reference_rate in the order parse.ts writes a row. */
const REFERENCE_RATE_COLUMNS = ['curve', 'trade_date', 'calendar_days', 'business_days', 'rate', 'vertex_type', 'vertex_code', 'curve_description', 'forward_curve_code'] as const;

export const REFERENCE_RATE_TABLE: TableSpec = {
  table: 'b3.reference_rate',
  key: ['curve', 'trade_date', 'calendar_days'],
  periodColumn: 'trade_date',
  columns: REFERENCE_RATE_COLUMNS.map((column) => ({ column, headers: [], kind: 'text' as const })),
};

/** One row per session a file stands for: loaded, or no_file (the exchange's empty zip). */
export const REFERENCE_RATE_SESSION_TABLE: TableSpec = {
  table: 'b3.reference_rate_session',
  key: ['session_date'],
  periodColumn: 'session_date',
  columns: ['session_date', 'status', 'vertex_count'].map((column) => ({ column, headers: [], kind: 'text' as const })),
  // an empty answer never turns a loaded session back into "no file"
  replaceWhen: "excluded.status = 'loaded'",
};
