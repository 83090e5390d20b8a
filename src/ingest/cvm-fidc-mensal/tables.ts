// What one tab of the FIDC monthly report declares: which archive members hold
// it, the landing table, and the column map. The loader iterates the registry
// in tabs/index.ts; adding a tab is one module there plus its table in a
// migration (see README, "FII and FIDC monthly reports").
import type { ColumnSpec, TableSpec } from '../common/index.js';

/**
 * A tab's table: landing table in schema cvm, key = the common prefix key (cnpj,
 * reference_date) plus any row key of the tab, every column the common prefix
 * first (PREFIX_COLUMNS). The loader adds the period column and the duplicate
 * policy every tab shares (fidcSpec).
 */
export interface FidcTab extends TableSpec {
  /** Tab name as in the member name inf_mensal_fidc_tab_<tab>_YYYYMM.csv, e.g. I, IV, X_1. */
  tab: string;
  /** The archive may lack the tab's member (CVM omits tab VIII from some months); then the tab lands no rows. */
  optional?: boolean;
}

/** A tab's full table description: an identical repeated line is dropped, a repeat with other values refuses the file. */
export function fidcSpec(tab: FidcTab): TableSpec {
  return { periodColumn: 'reference_date', duplicates: 'drop-identical', ...tab };
}

/**
 * The prefix every tab starts with: TP_FUNDO_CLASSE;CNPJ_FUNDO_CLASSE;DENOM_SOCIAL;DT_COMPTC,
 * or in older files CNPJ_FUNDO;DENOM_SOCIAL;DT_COMPTC (no type).
 */
export const PREFIX_COLUMNS: readonly ColumnSpec[] = [
  { column: 'cnpj', headers: ['CNPJ_FUNDO_CLASSE', 'CNPJ_FUNDO'], kind: 'cnpj' },
  { column: 'reference_date', headers: ['DT_COMPTC'], kind: 'date' },
  { column: 'fund_type', headers: ['TP_FUNDO_CLASSE'], kind: 'text' },
  { column: 'fund_name', headers: ['DENOM_SOCIAL'], kind: 'text' },
];

export const PREFIX_KEY = ['cnpj', 'reference_date'] as const;

/**
 * The prefix of the tabs keyed by filer too: a CNPJ may file the same month twice,
 * once as 'Fundo' and once as 'Classe' (genuine tab X_7 202412), so TP_FUNDO_CLASSE
 * is part of their key; NULL in the older prefix that has no type (key NULLS NOT DISTINCT).
 */
export const FILER_PREFIX_COLUMNS: readonly ColumnSpec[] = PREFIX_COLUMNS.map((c) => (c.column === 'fund_type' ? { ...c, blankAs: null } : c));

export const FILER_KEY = ['cnpj', 'reference_date', 'fund_type'] as const;

/** A published value column landed under its own name in lower case. */
export function published(source: string, kind: ColumnSpec['kind'] = 'numeric', required = false): ColumnSpec {
  return { column: source.toLowerCase(), headers: [source], kind, required };
}

/** Matches the tab's members in a monthly archive and in the yearly HIST archive (the same names). */
export function memberPattern(tab: string): RegExp {
  return new RegExp(`^inf_mensal_fidc_tab_${tab}_(\\d{6})\\.csv$`, 'i');
}
