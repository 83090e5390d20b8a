// CDA (fund holdings): every block of the monthly archive and of the HIST yearly
// archive, read by header name; both the HIST (TP_FUNDO/CNPJ_FUNDO) and the
// current (TP_FUNDO_CLASSE/CNPJ_FUNDO_CLASSE) generations. Each block table
// starts with the same three key columns (cnpj, dt_comptc, line_no), which the
// fund-month trim (fund-month-trim.ts) relies on.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import { LINE_NO_HEADER, ordinalWithin, withDerivedFields } from '../cvm-files/derived-fields.js';
import type { ArchiveMember } from '../cvm-files/members.js';
import type { HeaderedRecords } from '../common/index.js';
import { issuerCnpjField, ISSUER_CNPJ_HEADER, ISSUER_NAME_HEADER, issuerNameField } from './issuer.js';

const col = (column: string, kind: ColumnSpec['kind'], headers: string[] = [column.toUpperCase()], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers, kind, ...extra });

export const CNPJ_HEADERS = ['CNPJ_FUNDO_CLASSE', 'CNPJ_FUNDO'];

/** The columns every block begins with (through DT_CONFID_APLIC), after the key. */
const KEY = [col('cnpj', 'loose-cnpj', CNPJ_HEADERS), col('dt_comptc', 'loose-date'), col('line_no', 'integer', [LINE_NO_HEADER])];
const PREFIX = [
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
];

// a fund's month has no column that tells two holdings apart: line_no numbers them in file order
const block = (n: number, columns: ColumnSpec[]): TableSpec => ({
  table: `cvm.cda_blc_${n}`,
  key: ['cnpj', 'dt_comptc', 'line_no'],
  periodColumn: 'dt_comptc',
  columns: [...KEY, ...PREFIX, ...columns],
});

/** Block 1: federal public bonds (títulos públicos). */
export const CDA_BLC_1 = block(1, [col('tp_titpub', 'text'), col('cd_isin', 'text'), col('cd_selic', 'text'), col('dt_emissao', 'loose-date'), col('dt_venc', 'loose-date')]);

/** Block 2: quotas of other funds; the held fund's CNPJ under its two published names. */
export const CDA_BLC_2 = block(2, [
  col('cnpj_fundo_cota', 'loose-cnpj', ['CNPJ_FUNDO_CLASSE_COTA', 'CNPJ_FUNDO_COTA']),
  col('nm_fundo_cota', 'text', ['NM_FUNDO_CLASSE_SUBCLASSE_COTA', 'NM_FUNDO_COTA']),
]);

/** Block 3: swaps. */
export const CDA_BLC_3 = block(3, [col('cd_swap', 'text'), col('ds_swap', 'text')]);

/** Block 4: coded assets (shares, debentures, options, BDRs, units). */
export const CDA_BLC_4 = block(4, [
  col('cd_ativo', 'text', ['CD_ATIVO'], { required: true }),
  col('ds_ativo', 'text'),
  col('cd_isin', 'text'),
  col('dt_ini_vigencia', 'loose-date'),
  col('dt_fim_vigencia', 'loose-date'),
]);

/** The rate structure blocks 5 and 6 share. */
const RATE = [
  col('titulo_posfx', 'text'),
  col('cd_indexador_posfx', 'text'),
  col('ds_indexador_posfx', 'text'),
  col('pr_indexador_posfx', 'decimal'),
  col('pr_cupom_posfx', 'decimal'),
  col('pr_taxa_prefx', 'decimal'),
];

/** Block 5: bank deposits and bank-issued paper; the issuer is an institution (CNPJ_EMISSOR) with its risk rating. */
export const CDA_BLC_5 = block(5, [
  col('cnpj_emissor', 'loose-cnpj'),
  col('emissor', 'text'),
  ...RATE,
  col('risco_emissor', 'text'),
  col('ag_risco', 'text'),
  col('dt_risco', 'loose-date'),
  col('grau_risco', 'text'),
  col('dt_venc', 'loose-date'),
]);

/**
 * Block 6: private credit and agribusiness paper. The issuer's CPF_CNPJ_EMISSOR
 * (and EMISSOR) are read only through issuer.ts, which keeps a company's CNPJ
 * and name and drops a person's.
 */
export const CDA_BLC_6 = block(6, [
  col('pf_pj_emissor', 'text'),
  col('cpf_cnpj_emissor', 'loose-cnpj', [ISSUER_CNPJ_HEADER]),
  col('emissor', 'text', [ISSUER_NAME_HEADER]),
  ...RATE,
  col('dt_venc', 'loose-date'),
  col('titulo_cetip', 'text'),
  col('titulo_garantia', 'text'),
  col('cnpj_instituicao_financ_coobr', 'loose-cnpj'),
]);

/** Block 7: investments abroad. */
export const CDA_BLC_7 = block(7, [
  col('invest_coletivo', 'text'),
  col('invest_coletivo_gestor', 'text'),
  col('cd_pais', 'text'),
  col('pais', 'text'),
  col('cd_bv_merc', 'text'),
  col('bv_merc', 'text'),
  col('cd_ativo_bv_merc', 'text'),
  col('ds_ativo_exterior', 'text'),
  col('qt_ativo_exterior', 'decimal'),
  col('vl_ativo_exterior', 'decimal'),
]);

/** Block 8: other assets without a code; the issuer as in block 6. */
export const CDA_BLC_8 = block(8, [
  col('ds_ativo', 'text'),
  col('pf_pj_emissor', 'text'),
  col('cpf_cnpj_emissor', 'loose-cnpj', [ISSUER_CNPJ_HEADER]),
  col('emissor', 'text', [ISSUER_NAME_HEADER]),
]);

/** The fund month's net assets (cda_fi_PL): one row per fund month. */
export const CDA_PL: TableSpec = {
  table: 'cvm.cda_pl',
  key: ['cnpj', 'dt_comptc'],
  periodColumn: 'dt_comptc',
  columns: [col('cnpj', 'loose-cnpj', CNPJ_HEADERS), col('dt_comptc', 'loose-date'), col('tp_fundo_classe', 'text', ['TP_FUNDO_CLASSE', 'TP_FUNDO']), col('denom_social', 'text'), col('vl_patrim_liq', 'decimal', ['VL_PATRIM_LIQ'], { required: true })],
};

/** Holdings under a confidentiality window (cda_fi_CONFID): by application type, no asset named. */
export const CDA_CONFID: TableSpec = {
  table: 'cvm.cda_confid',
  key: ['cnpj', 'dt_comptc', 'line_no'],
  periodColumn: 'dt_comptc',
  columns: [
    ...KEY,
    col('tp_fundo_classe', 'text', ['TP_FUNDO_CLASSE', 'TP_FUNDO']),
    col('denom_social', 'text'),
    col('tp_aplic', 'text', ['TP_APLIC'], { required: true }),
    col('vl_venda_negoc', 'decimal'),
    col('vl_aquis_negoc', 'decimal'),
    col('vl_merc_pos_final', 'decimal'),
    col('vl_custo_pos_final', 'decimal'),
    col('dt_confid_aplic', 'loose-date'),
  ],
};

const numbered = (source: HeaderedRecords) => withDerivedFields(source, [ordinalWithin(source, [CNPJ_HEADERS, ['DT_COMPTC']])]);
const numberedWithIssuer = (source: HeaderedRecords) => withDerivedFields(source, [ordinalWithin(source, [CNPJ_HEADERS, ['DT_COMPTC']]), issuerCnpjField(source), issuerNameField(source)]);

/** A member of a monthly archive (cda_fi_X_YYYYMM.csv) or of a HIST yearly one (monthly members, or cda_fi_X_YYYY.csv). */
const member = (part: string, spec: TableSpec, derive: ArchiveMember['derive'], required = false): ArchiveMember => ({
  spec,
  matches: (name) => new RegExp(`^cda_fi_${part}_\\d{4}(\\d{2})?\\.csv$`, 'i').test(name),
  expected: `cda_fi_${part}_YYYYMM.csv`,
  required,
  derive,
});

/** Every member the loader reads; others (cda_fie_*) are not loaded. Block 4 is the one every archive has. */
export const CDA_MEMBERS: readonly ArchiveMember[] = [
  member('BLC_1', CDA_BLC_1, numbered),
  member('BLC_2', CDA_BLC_2, numbered),
  member('BLC_3', CDA_BLC_3, numbered),
  member('BLC_4', CDA_BLC_4, numbered, true),
  member('BLC_5', CDA_BLC_5, numbered),
  member('BLC_6', CDA_BLC_6, numberedWithIssuer),
  member('BLC_7', CDA_BLC_7, numbered),
  member('BLC_8', CDA_BLC_8, numberedWithIssuer),
  member('PL', CDA_PL, undefined),
  member('CONFID', CDA_CONFID, numbered),
];

/** The tables numbered by line within a fund month (trimmed when a fund month is re-filed). */
export const CDA_LINE_TABLES: readonly TableSpec[] = [CDA_BLC_1, CDA_BLC_2, CDA_BLC_3, CDA_BLC_4, CDA_BLC_5, CDA_BLC_6, CDA_BLC_7, CDA_BLC_8, CDA_CONFID];
