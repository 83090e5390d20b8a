// The balance sheet (balancete): the accounts the fee estimate needs, read by
// header name; every other account is dropped while streaming.
import type { ColumnSpec, TableSpec } from '../common/index.js';

const col = (column: string, kind: ColumnSpec['kind'], headers: string[] = [column.toUpperCase()]): ColumnSpec => ({ column, headers, kind });

export const BALANCETE: TableSpec = {
  table: 'cvm.balancete',
  key: ['cnpj', 'dt_comptc', 'cd_conta_balcte'],
  periodColumn: 'dt_comptc',
  duplicates: 'drop-identical',
  columns: [
    col('cnpj', 'loose-cnpj', ['CNPJ_FUNDO_CLASSE', 'CNPJ_FUNDO']),
    col('dt_comptc', 'loose-date'),
    col('cd_conta_balcte', 'text'),
    col('tp_fundo_classe', 'text', ['TP_FUNDO_CLASSE', 'TP_FUNDO']),
    col('vl_saldo_balcte', 'decimal'),
  ],
};

/** Accounts kept: administration fee (81781001) and its children, performance fee, the NAV groups 6, 7, 8. */
export const KEPT_ACCOUNTS: ReadonlySet<string> = new Set([
  '81781001', '81781056', '81781104', '81781252', '81781159', '81781207', '81781300',
  '81782000',
  '60000002', '70000009', '80000006',
]);
