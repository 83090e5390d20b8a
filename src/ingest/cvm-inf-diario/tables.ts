// The daily fund report (inf_diario_fi): one row per fund or class (and
// subclass, since Resolution 175) and business day. Both header generations are
// read by name: TP_FUNDO/CNPJ_FUNDO (9 columns; the oldest files have 8, without
// TP_FUNDO) and TP_FUNDO_CLASSE/CNPJ_FUNDO_CLASSE/ID_SUBCLASSE (10 columns).
import type { TableSpec } from '../common/index.js';

export const INF_DIARIO: TableSpec = {
  table: 'cvm.inf_diario',
  key: ['dt_comptc', 'cnpj', 'id_subclasse'],
  periodColumn: 'dt_comptc',
  monthPartitioned: true,
  columns: [
    { column: 'dt_comptc', headers: ['DT_COMPTC'], kind: 'loose-date' },
    { column: 'cnpj', headers: ['CNPJ_FUNDO_CLASSE', 'CNPJ_FUNDO'], kind: 'loose-cnpj' },
    // '' = the fund or class itself (no subclass filed)
    { column: 'id_subclasse', headers: ['ID_SUBCLASSE'], kind: 'text', blankAs: '' },
    { column: 'tp_fundo', headers: ['TP_FUNDO_CLASSE', 'TP_FUNDO'], kind: 'text' },
    { column: 'vl_total', headers: ['VL_TOTAL'], kind: 'decimal' },
    { column: 'vl_quota', headers: ['VL_QUOTA'], kind: 'decimal', required: true },
    { column: 'vl_patrim_liq', headers: ['VL_PATRIM_LIQ'], kind: 'decimal', required: true },
    { column: 'captc_dia', headers: ['CAPTC_DIA'], kind: 'decimal' },
    { column: 'resg_dia', headers: ['RESG_DIA'], kind: 'decimal' },
    { column: 'nr_cotst', headers: ['NR_COTST'], kind: 'integer' },
  ],
};

export const INF_DIARIO_HEADER_175 = ['TP_FUNDO_CLASSE', 'CNPJ_FUNDO_CLASSE', 'ID_SUBCLASSE', 'DT_COMPTC', 'VL_TOTAL', 'VL_QUOTA', 'VL_PATRIM_LIQ', 'CAPTC_DIA', 'RESG_DIA', 'NR_COTST'];
export const INF_DIARIO_HEADER_LEGACY = ['TP_FUNDO', 'CNPJ_FUNDO', 'DT_COMPTC', 'VL_TOTAL', 'VL_QUOTA', 'VL_PATRIM_LIQ', 'CAPTC_DIA', 'RESG_DIA', 'NR_COTST'];
