// The legacy registry (cad_fi.csv, 41 columns; older versions had INVEST_QUALIF
// and no TP_FUNDO/CD_CVM) and the cad_fi_hist.zip members this project keeps:
// the fiscal year (exerc_social) and the fees (taxa_adm, taxa_perfm), which the
// fees issue reads. Every column is read by header name.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import { memberNamed, type ArchiveMember } from '../cvm-files/members.js';

const col = (column: string, kind: ColumnSpec['kind'], headers: string[] = [column.toUpperCase()], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers, kind, ...extra });

export const CAD_FI: TableSpec = {
  table: 'cvm.cad_fi',
  key: ['cnpj', 'tp_fundo'],
  columns: [
    col('tp_fundo', 'text', ['TP_FUNDO', 'TP_FUNDO_CLASSE'], { blankAs: '' }),
    col('cnpj', 'loose-cnpj', ['CNPJ_FUNDO', 'CNPJ_FUNDO_CLASSE']),
    col('denom_social', 'text', ['DENOM_SOCIAL'], { required: true }),
    col('dt_reg', 'loose-date'),
    col('dt_const', 'loose-date'),
    col('cd_cvm', 'text'),
    col('dt_cancel', 'loose-date'),
    col('sit', 'text', ['SIT'], { required: true }),
    col('dt_ini_sit', 'loose-date'),
    col('dt_ini_ativ', 'loose-date'),
    col('dt_ini_exerc', 'loose-date'),
    col('dt_fim_exerc', 'loose-date'),
    col('classe', 'text'),
    col('dt_ini_classe', 'loose-date'),
    col('rentab_fundo', 'text'),
    col('condom', 'text'),
    col('fundo_cotas', 'text'),
    col('fundo_exclusivo', 'text'),
    col('trib_lprazo', 'text'),
    col('publico_alvo', 'text'),
    col('entid_invest', 'text'),
    col('invest_qualif', 'text'),
    col('taxa_perfm', 'decimal'),
    col('inf_taxa_perfm', 'text'),
    col('taxa_adm', 'decimal'),
    col('inf_taxa_adm', 'text'),
    col('vl_patrim_liq', 'decimal'),
    col('dt_patrim_liq', 'loose-date'),
    col('diretor', 'text'),
    col('cnpj_admin', 'loose-cnpj'),
    col('admin', 'text'),
    col('pf_pj_gestor', 'text'),
    col('cpf_cnpj_gestor', 'text'),
    col('gestor', 'text'),
    col('cnpj_auditor', 'loose-cnpj'),
    col('auditor', 'text'),
    col('cnpj_custodiante', 'loose-cnpj'),
    col('custodiante', 'text'),
    col('cnpj_controlador', 'loose-cnpj'),
    col('controlador', 'text'),
    col('invest_cempr_exter', 'text'),
    col('classe_anbima', 'text'),
  ],
};

/** The 41-column header of the current cad_fi.csv, in file order. */
export const CAD_FI_HEADER = CAD_FI.columns.filter((c) => c.column !== 'invest_qualif').map((c) => c.headers[0]);

export const CAD_FI_EXERC_SOCIAL: TableSpec = {
  table: 'cvm.cad_fi_exerc_social',
  key: ['cnpj', 'dt_ini_exerc', 'dt_fim_exerc'],
  columns: [col('cnpj', 'loose-cnpj', ['CNPJ_FUNDO', 'CNPJ_FUNDO_CLASSE']), col('dt_reg', 'loose-date'), col('dt_ini_exerc', 'loose-date'), col('dt_fim_exerc', 'loose-date')],
};

export const CAD_FI_TAXA_ADM: TableSpec = {
  table: 'cvm.cad_fi_taxa_adm',
  key: ['cnpj', 'dt_ini_taxa_adm'],
  columns: [
    col('cnpj', 'loose-cnpj', ['CNPJ_FUNDO', 'CNPJ_FUNDO_CLASSE']),
    col('dt_reg', 'loose-date'),
    col('taxa_adm', 'decimal', ['TAXA_ADM'], { required: true }),
    col('inf_taxa_adm', 'text'),
    col('dt_ini_taxa_adm', 'loose-date'),
  ],
};

export const CAD_FI_TAXA_PERFM: TableSpec = {
  table: 'cvm.cad_fi_taxa_perfm',
  key: ['cnpj', 'dt_ini_taxa_perfm'],
  columns: [
    col('cnpj', 'loose-cnpj', ['CNPJ_FUNDO', 'CNPJ_FUNDO_CLASSE']),
    col('dt_reg', 'loose-date'),
    col('vl_taxa_perfm', 'decimal', ['VL_TAXA_PERFM'], { required: true }),
    col('ds_taxa_perfm', 'text'),
    col('dt_ini_taxa_perfm', 'loose-date'),
  ],
};

/** The cad_fi_hist.zip members loaded (any of them); the other 16 are not. */
export const CAD_FI_HIST_MEMBERS: readonly ArchiveMember[] = [
  { spec: CAD_FI_EXERC_SOCIAL, matches: memberNamed('cad_fi_hist_exerc_social'), expected: 'cad_fi_hist_exerc_social.csv' },
  { spec: CAD_FI_TAXA_ADM, matches: memberNamed('cad_fi_hist_taxa_adm'), expected: 'cad_fi_hist_taxa_adm.csv' },
  { spec: CAD_FI_TAXA_PERFM, matches: memberNamed('cad_fi_hist_taxa_perfm'), expected: 'cad_fi_hist_taxa_perfm.csv' },
];
