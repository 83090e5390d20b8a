// The DFP and ITR yearly zips ({dfp,itr}_cia_aberta_YYYY.zip): their statement
// members {dfp,itr}_cia_aberta_<STATEMENT>_<con|ind>_YYYY.csv land in
// cvm.cia_statement, every version (VERSAO) kept; their index member
// {dfp,itr}_cia_aberta_YYYY.csv, the receipt date (DT_RECEB) of each version,
// in cvm.cia_document. doc_type,
// statement and scope are not columns of the members: statement-members.ts
// adds them from the member's name under bracketed pseudo-headers.
import type { ColumnSpec, TableSpec } from '../common/index.js';

const col = (column: string, kind: ColumnSpec['kind'], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers: [column.toUpperCase()], kind, ...extra });

export const DOC_TYPE_HEADER = '(doc_type)';
export const STATEMENT_HEADER = '(statement)';
export const SCOPE_HEADER = '(scope)';

export const CIA_STATEMENT: TableSpec = {
  table: 'cvm.cia_statement',
  // DT_INI_EXERC tells an ITR's quarter from its year-to-date line (same account, same end)
  key: ['cnpj', 'statement', 'scope', 'doc_type', 'dt_refer', 'versao', 'ordem_exerc', 'coluna_df', 'dt_ini_exerc', 'dt_fim_exerc', 'cd_conta'],
  columns: [
    { column: 'cnpj', headers: ['CNPJ_CIA'], kind: 'cnpj' },
    { column: 'doc_type', headers: [DOC_TYPE_HEADER], kind: 'text' },
    { column: 'statement', headers: [STATEMENT_HEADER], kind: 'text' },
    { column: 'scope', headers: [SCOPE_HEADER], kind: 'text' },
    col('dt_refer', 'date'),
    col('versao', 'integer'),
    col('ordem_exerc', 'text'),
    // only the DMPL has the equity column
    col('coluna_df', 'text', { blankAs: '' }),
    col('dt_fim_exerc', 'date'),
    col('cd_conta', 'text'),
    col('cd_cvm', 'integer', { notBlank: true, required: true }),
    col('denom_cia', 'text'),
    col('grupo_dfp', 'text'),
    col('moeda', 'text'),
    col('escala_moeda', 'text', { notBlank: true, required: true }),
    // absent from the balance sheets (a position, not a flow): NULL there, the key NULLS NOT DISTINCT
    col('dt_ini_exerc', 'date', { blankAs: null }),
    col('ds_conta', 'text'),
    col('vl_conta', 'decimal', { required: true }),
    col('st_conta_fixa', 'text'),
  ],
};

export const CIA_DOCUMENT: TableSpec = {
  table: 'cvm.cia_document',
  key: ['cnpj', 'doc_type', 'dt_refer', 'versao'],
  columns: [
    { column: 'cnpj', headers: ['CNPJ_CIA'], kind: 'cnpj' },
    { column: 'doc_type', headers: [DOC_TYPE_HEADER], kind: 'text' },
    col('dt_refer', 'date'),
    col('versao', 'integer'),
    col('cd_cvm', 'integer', { notBlank: true, required: true }),
    col('denom_cia', 'text'),
    col('categ_doc', 'text'),
    col('id_doc', 'text'),
    col('dt_receb', 'date', { required: true }),
    col('link_doc', 'text'),
  ],
};
