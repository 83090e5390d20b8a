// The factsheet (lâmina) main member: the fee, expense and index columns, read by header name.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import type { ArchiveMember } from '../cvm-files/members.js';

const col = (column: string, kind: ColumnSpec['kind'], headers: string[] = [column.toUpperCase()], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers, kind, ...extra });

export const LAMINA: TableSpec = {
  table: 'cvm.lamina',
  key: ['cnpj', 'dt_comptc', 'id_subclasse'],
  periodColumn: 'dt_comptc',
  duplicates: 'drop-identical',
  columns: [
    col('cnpj', 'loose-cnpj', ['CNPJ_FUNDO_CLASSE', 'CNPJ_FUNDO']),
    col('dt_comptc', 'loose-date'),
    col('id_subclasse', 'text', ['ID_SUBCLASSE'], { blankAs: '' }),
    col('tp_fundo_classe', 'text', ['TP_FUNDO_CLASSE', 'TP_FUNDO']),
    col('denom_social', 'text'),
    col('taxa_adm', 'decimal', ['TAXA_ADM'], { required: true }),
    col('taxa_adm_min', 'decimal'),
    col('taxa_adm_max', 'decimal'),
    col('taxa_perfm', 'text'),
    col('pr_pl_despesa', 'decimal'),
    col('dt_ini_despesa', 'loose-date'),
    col('dt_fim_despesa', 'loose-date'),
    col('indice_refer', 'text'),
  ],
};

/** The main member lamina_fi_YYYYMM.csv; the carteira and rentab members are not read. */
export const LAMINA_MEMBERS: readonly ArchiveMember[] = [
  { spec: LAMINA, matches: (name) => /^lamina_fi_\d{6}\.csv$/i.test(name), expected: 'lamina_fi_YYYYMM.csv', required: true },
];
