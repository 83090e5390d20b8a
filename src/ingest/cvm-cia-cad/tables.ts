// The register of listed companies (cad_cia_aberta.csv, 47 columns) and the
// columns this project lands. A company on several markets is published as one
// line per market (TP_MERC), identical otherwise: the market is in the key, so
// every line lands. The register's people (TP_RESP, RESP and the *_RESP
// address, phone and e-mail columns) and the company's phone, fax and e-mail
// are deliberately absent: a column not listed here is never read.
import type { ColumnSpec, TableSpec } from '../common/index.js';

const col = (column: string, kind: ColumnSpec['kind'], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers: [column.toUpperCase()], kind, ...extra });

export const CAD_CIA_ABERTA: TableSpec = {
  table: 'cvm.cad_cia_aberta',
  key: ['cd_cvm', 'tp_merc'],
  columns: [
    col('cd_cvm', 'integer'),
    col('tp_merc', 'text', { blankAs: '' }),
    { column: 'cnpj', headers: ['CNPJ_CIA'], kind: 'cnpj', notBlank: true, required: true },
    col('denom_social', 'text', { notBlank: true, required: true }),
    col('denom_comerc', 'text'),
    col('dt_reg', 'date'),
    col('dt_const', 'date'),
    col('dt_cancel', 'date'),
    col('motivo_cancel', 'text'),
    col('sit', 'text'),
    col('dt_ini_sit', 'date'),
    col('setor_ativ', 'text'),
    col('categ_reg', 'text'),
    col('dt_ini_categ', 'date'),
    col('sit_emissor', 'text'),
    col('dt_ini_sit_emissor', 'date'),
    col('controle_acionario', 'text'),
    col('tp_ender', 'text'),
    col('logradouro', 'text'),
    col('compl', 'text'),
    col('bairro', 'text'),
    col('mun', 'text'),
    col('uf', 'text'),
    col('pais', 'text'),
    col('cep', 'text'),
    col('cnpj_auditor', 'text'),
    col('auditor', 'text'),
  ],
};

/** Published columns never landed: the register's people and contact lines. */
export const CAD_CIA_UNLANDED = [
  'DDD_TEL', 'TEL', 'DDD_FAX', 'FAX', 'EMAIL', 'TP_RESP', 'RESP', 'DT_INI_RESP', 'LOGRADOURO_RESP', 'COMPL_RESP', 'BAIRRO_RESP',
  'MUN_RESP', 'UF_RESP', 'PAIS_RESP', 'CEP_RESP', 'DDD_TEL_RESP', 'TEL_RESP', 'DDD_FAX_RESP', 'FAX_RESP', 'EMAIL_RESP',
] as const;
