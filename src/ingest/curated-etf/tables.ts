// The owner-curated ETF registries (curated/*.csv, UTF-8, comma-separated), read
// by header name; every row says who reviewed it and when, and whether it is an
// illustrative sample entry.
import type { ColumnSpec, TableSpec } from '../common/index.js';

const col = (column: string, kind: ColumnSpec['kind'], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers: [column], kind, ...extra });
const REVIEW: ColumnSpec[] = [col('sample', 'yes-no', { notBlank: true }), col('reviewed_by', 'text', { notBlank: true }), col('reviewed_at', 'date', { notBlank: true })];

export const ETF_REGISTRY: TableSpec = {
  table: 'curated.etf_registry',
  key: ['cnpj'],
  columns: [col('cnpj', 'loose-cnpj'), col('ticker', 'text', { notBlank: true }), col('fund_name', 'text'), col('underlying_index', 'text', { notBlank: true }), col('active', 'yes-no', { notBlank: true }), ...REVIEW],
};

export const ETF_SITE_SNAPSHOT: TableSpec = {
  table: 'curated.etf_site_snapshot',
  key: ['ticker', 'as_of'],
  periodColumn: 'as_of',
  columns: [col('ticker', 'text'), col('as_of', 'date'), col('taxa_adm', 'decimal'), col('nr_cotistas', 'decimal'), col('pl', 'decimal'), col('source', 'text', { notBlank: true }), ...REVIEW],
};

export const ETF_INDEX_CLASS: TableSpec = {
  table: 'curated.etf_index_class',
  key: ['underlying_index'],
  columns: [col('underlying_index', 'text'), col('classe_anbima', 'text', { notBlank: true }), ...REVIEW],
};

/** Which table a curated file fills, by its name (etf_registry*.csv, ...). */
export const CURATED_FILES: readonly { prefix: string; spec: TableSpec }[] = [
  { prefix: 'etf_registry', spec: ETF_REGISTRY },
  { prefix: 'etf_site_snapshots', spec: ETF_SITE_SNAPSHOT },
  { prefix: 'etf_index_class', spec: ETF_INDEX_CLASS },
];
