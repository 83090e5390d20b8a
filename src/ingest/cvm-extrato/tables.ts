// The fund statement (Extrato): the fee and redemption-term columns of both layouts, read by header
// name (pre-2020: CNPJ_FUNDO and no TP_FUNDO_CLASSE; since 2020: 117 columns).
import type { ColumnSpec, TableSpec } from '../common/index.js';

const col = (column: string, kind: ColumnSpec['kind'], headers: string[] = [column.toUpperCase()], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers, kind, ...extra });

export const EXTRATO: TableSpec = {
  table: 'cvm.extrato',
  key: ['cnpj', 'dt_comptc'],
  periodColumn: 'dt_comptc',
  duplicates: 'drop-identical',
  columns: [
    col('cnpj', 'loose-cnpj', ['CNPJ_FUNDO_CLASSE', 'CNPJ_FUNDO']),
    col('dt_comptc', 'loose-date'),
    col('tp_fundo_classe', 'text'),
    col('denom_social', 'text'),
    col('condom', 'text'),
    col('fundo_cotas', 'text'),
    col('classe_anbima', 'text'),
    col('taxa_adm', 'decimal', ['TAXA_ADM'], { required: true }),
    col('taxa_custodia_max', 'decimal'),
    col('existe_taxa_perfm', 'text'),
    col('taxa_perfm', 'decimal'),
    col('param_taxa_perfm', 'text'),
    col('calc_taxa_perfm', 'text'),
    col('inf_taxa_perfm', 'text'),
    col('existe_taxa_ingresso', 'text'),
    col('taxa_ingresso_real', 'decimal'),
    col('taxa_ingresso_pr', 'decimal'),
    col('existe_taxa_saida', 'text'),
    col('taxa_saida_real', 'decimal'),
    col('taxa_saida_pr', 'decimal'),
    // the redemption terms portfolio_fund_terms serves (after ingest_id: added later)
    col('aplic_min', 'decimal'),
    col('qt_dia_conversao_cota', 'integer'),
    col('qt_dia_pagto_cota', 'integer'),
    col('qt_dia_resgate_cotas', 'integer'),
    col('qt_dia_pagto_resgate', 'integer'),
    col('tp_dia_pagto_resgate', 'text'),
    col('taxa_saida_pagto_resgate', 'text'),
  ],
};
