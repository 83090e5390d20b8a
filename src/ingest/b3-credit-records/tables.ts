// What a ConsolidatedRecords capture lands: the capture itself (one row) and its
// debenture records. Headers are the labels the export prints (observed header of
// 2026-10-06: "Data negócio;Código IF;Instrumento financeiro;Código ISIN;Emissor;
// Data liquidação;Quantidade negociada;Preço mínimo;Preço médio;Preço máximo;
// Último preço;Preço de referência;Número de negócios;Volume financeiro (R$);
// Classificação do negócio;Oscilação"); columns are found by label, in any order
// and either letter case (the exchange's glossary writes them in title case).
import type { ColumnSpec, TableSpec, ValueKind } from '../common/index.js';

function col(column: string, kind: ValueKind, header?: string, extra: Partial<ColumnSpec> = {}): ColumnSpec {
  return { column, headers: header === undefined ? [] : [header], kind, ...extra };
}

/** The export's table name, in the request body and the file name. */
export const CREDIT_TABLE_NAME = 'ConsolidatedRecords';

/** The instrument type kept (Instrumento financeiro); the export lists every OTC instrument. */
export const KEPT_INSTRUMENT = 'DEB';

/** Published labels read but not landed as columns of their own. */
export const TRADE_DATE_LABEL = 'Data negócio';
export const INSTRUMENT_TYPE_LABEL = 'Instrumento financeiro';
export const CODE_LABEL = 'Código IF';

export const CREDIT_RECORD: TableSpec = {
  table: 'b3.credit_record',
  key: ['instrument_code', 'trade_date', 'captured_at', 'settlement_date', 'trade_classification'],
  periodColumn: 'trade_date',
  // an identical repeated line is the same record; a different one with the same key refuses the file
  duplicates: 'drop-identical',
  columns: [
    col('instrument_code', 'br-text', CODE_LABEL),
    col('trade_date', 'br-date', TRADE_DATE_LABEL),
    // the capture's time: from the file name or --captured-at
    col('captured_at', 'text'),
    col('settlement_date', 'br-date', 'Data liquidação'),
    col('trade_classification', 'br-text', 'Classificação do negócio', { blankAs: '-' }),
    col('isin', 'br-text', 'Código ISIN'),
    col('issuer_name', 'br-text', 'Emissor'),
    col('quantity', 'br-number', 'Quantidade negociada'),
    col('min_price', 'br-number', 'Preço mínimo'),
    col('avg_price', 'br-number', 'Preço médio'),
    col('max_price', 'br-number', 'Preço máximo'),
    col('last_price', 'br-number', 'Último preço'),
    col('reference_price', 'br-number', 'Preço de referência'),
    col('trade_count', 'br-number', 'Número de negócios'),
    col('volume_brl', 'br-number', 'Volume financeiro (R$)'),
    col('oscillation_pct', 'br-percent', 'Oscilação'),
    // sha256 of the record's fields as published
    col('row_sha256', 'text'),
  ],
};

export const CREDIT_CAPTURE: TableSpec = {
  table: 'b3.credit_capture',
  key: ['trade_date', 'captured_at'],
  periodColumn: 'trade_date',
  columns: [
    col('trade_date', 'date'),
    col('captured_at', 'text'),
    col('payload_sha256', 'text'),
    col('records_read', 'integer'),
    col('debenture_rows', 'integer'),
  ],
};

/** Every label the export must print, each exactly once. */
export const CREDIT_LABELS: readonly string[] = [
  ...CREDIT_RECORD.columns.flatMap((c) => c.headers),
  INSTRUMENT_TYPE_LABEL,
];
