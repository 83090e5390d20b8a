// CDA (fund holdings) block 4: coded assets (shares, debentures, options, BDRs,
// units), read by header name; both the HIST (TP_FUNDO/CNPJ_FUNDO) and the
// current (TP_FUNDO_CLASSE/CNPJ_FUNDO_CLASSE) generations.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import { LINE_NO_HEADER, ordinalWithin, withDerivedFields } from '../cvm-files/derived-fields.js';
import type { ArchiveMember } from '../cvm-files/members.js';

const col = (column: string, kind: ColumnSpec['kind'], headers: string[] = [column.toUpperCase()], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers, kind, ...extra });

const CNPJ_HEADERS = ['CNPJ_FUNDO_CLASSE', 'CNPJ_FUNDO'];

export const CDA_BLC_4: TableSpec = {
  table: 'cvm.cda_blc_4',
  // a fund's month has no column that tells two holdings apart: line_no numbers them in file order
  key: ['cnpj', 'dt_comptc', 'line_no'],
  periodColumn: 'dt_comptc',
  columns: [
    col('cnpj', 'loose-cnpj', CNPJ_HEADERS),
    col('dt_comptc', 'loose-date'),
    col('line_no', 'integer', [LINE_NO_HEADER]),
    col('tp_fundo_classe', 'text', ['TP_FUNDO_CLASSE', 'TP_FUNDO']),
    col('denom_social', 'text'),
    col('tp_aplic', 'text', ['TP_APLIC'], { required: true }),
    col('tp_ativo', 'text'),
    col('emissor_ligado', 'text'),
    col('tp_negoc', 'text'),
    col('qt_venda_negoc', 'decimal'),
    col('vl_venda_negoc', 'decimal'),
    col('qt_aquis_negoc', 'decimal'),
    col('vl_aquis_negoc', 'decimal'),
    col('qt_pos_final', 'decimal'),
    col('vl_merc_pos_final', 'decimal'),
    col('vl_custo_pos_final', 'decimal'),
    col('dt_confid_aplic', 'loose-date'),
    col('cd_ativo', 'text', ['CD_ATIVO'], { required: true }),
    col('ds_ativo', 'text'),
    col('cd_isin', 'text'),
    col('dt_ini_vigencia', 'loose-date'),
    col('dt_fim_vigencia', 'loose-date'),
  ],
};

/** cda_fi_BLC_4_YYYYMM.csv (monthly archive, and the HIST yearly archive's monthly members) or cda_fi_BLC_4_YYYY.csv (a yearly member). */
export const CDA_MEMBERS: readonly ArchiveMember[] = [
  {
    spec: CDA_BLC_4,
    matches: (name) => /^cda_fi_BLC_4_\d{4}(\d{2})?\.csv$/i.test(name),
    expected: 'cda_fi_BLC_4_YYYYMM.csv',
    required: true,
    derive: (source) => withDerivedFields(source, [ordinalWithin(source, [CNPJ_HEADERS, ['DT_COMPTC']])]),
  },
];
