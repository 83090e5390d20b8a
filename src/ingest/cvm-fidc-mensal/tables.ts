// What one tab of the FIDC monthly report declares: which archive members hold
// it, the landing table, and the column map. The loader iterates the registry
// in tabs/index.ts; adding a tab is one module there plus its table in a
// migration (see README, "FII and FIDC monthly reports").
import type { MemberColumn } from '../cvm-files/member-table.js';

export interface FidcTab {
  /** Tab name as in the member name inf_mensal_fidc_tab_<tab>_YYYYMM.csv, e.g. I, IV, X_1. */
  tab: string;
  /** Landing table in schema cvm. */
  table: string;
  /** Landing key: the common prefix key (cnpj, reference_date) plus any row key of the tab. */
  key: readonly string[];
  /** Every landing column, the common prefix first (see prefixColumns). */
  columns: readonly MemberColumn[];
}

/**
 * The prefix every tab starts with: TP_FUNDO_CLASSE;CNPJ_FUNDO_CLASSE;DENOM_SOCIAL;DT_COMPTC,
 * or in older files CNPJ_FUNDO;DENOM_SOCIAL;DT_COMPTC (no type).
 */
export const PREFIX_COLUMNS: readonly MemberColumn[] = [
  { column: 'cnpj', source: ['CNPJ_FUNDO_CLASSE', 'CNPJ_FUNDO'], kind: 'cnpj', required: true, notBlank: true },
  { column: 'reference_date', source: ['DT_COMPTC'], kind: 'date', required: true, notBlank: true },
  { column: 'fund_type', source: ['TP_FUNDO_CLASSE'], kind: 'text' },
  { column: 'fund_name', source: ['DENOM_SOCIAL'], kind: 'text' },
];

export const PREFIX_KEY = ['cnpj', 'reference_date'] as const;

/** A published value column landed under its own name in lower case. */
export function published(source: string, kind: MemberColumn['kind'] = 'numeric', required = false): MemberColumn {
  return { column: source.toLowerCase(), source: [source], kind, required };
}

/** Matches the tab's members in a monthly archive and in the yearly HIST archive (the same names). */
export function memberPattern(tab: string): RegExp {
  return new RegExp(`^inf_mensal_fidc_tab_${tab}_(\\d{6})\\.csv$`, 'i');
}
