// The FNET register's landing tables: the documents as listed (one row per id,
// every version its own id) and the fund each was listed for, which only the
// query knows (the listing's cnpjFundo is null on every row). Headers are the
// listing's JSON field names; derived columns have none.
import type { TableSpec } from '../common/index.js';

export const FNET_DOCUMENT: TableSpec = {
  table: 'b3.fnet_document',
  key: ['id'],
  periodColumn: 'reference_date',
  // a page re-walked after unstable paging may list a document twice, identically
  duplicates: 'drop-identical',
  columns: [
    { column: 'id', headers: ['id'], kind: 'integer' },
    { column: 'descricao_fundo', headers: ['descricaoFundo'], kind: 'text' },
    { column: 'nome_pregao', headers: ['nomePregao'], kind: 'text' },
    { column: 'fundo_ou_classe', headers: ['fundoOuClasse'], kind: 'text' },
    { column: 'categoria_documento', headers: ['categoriaDocumento'], kind: 'text' },
    { column: 'tipo_documento', headers: ['tipoDocumento'], kind: 'text' },
    { column: 'especie_documento', headers: ['especieDocumento'], kind: 'text' },
    { column: 'data_referencia', headers: ['dataReferencia'], kind: 'text' },
    { column: 'formato_data_referencia', headers: ['formatoDataReferencia'], kind: 'text' },
    { column: 'reference_date', headers: [], kind: 'date' },
    { column: 'data_entrega', headers: ['dataEntrega'], kind: 'text', notBlank: true },
    { column: 'versao', headers: ['versao'], kind: 'integer' },
    { column: 'modalidade', headers: ['modalidade'], kind: 'text' },
    { column: 'status', headers: ['status'], kind: 'text' },
    { column: 'situacao_documento', headers: ['situacaoDocumento'], kind: 'text' },
    { column: 'arquivo_estruturado', headers: ['arquivoEstruturado'], kind: 'text' },
    { column: 'analisado', headers: ['analisado'], kind: 'text' },
    { column: 'alta_prioridade', headers: ['altaPrioridade'], kind: 'text' },
  ],
};

export const FNET_DOCUMENT_FUND: TableSpec = {
  table: 'b3.fnet_document_fund',
  key: ['id', 'cnpj'],
  duplicates: 'drop-identical',
  columns: [
    { column: 'id', headers: ['id'], kind: 'integer' },
    { column: 'cnpj', headers: [], kind: 'cnpj' },
    { column: 'tipo_fundo', headers: [], kind: 'integer' },
  ],
};

// The bodies of the monthly structured reports (downloadDocumento?id=N): one row
// per body, one row per leaf field. Every column is derived from the XML (no
// header names); body.ts decodes the values.
export const FNET_DOCUMENT_BODY: TableSpec = {
  table: 'b3.fnet_document_body',
  key: ['id'],
  columns: [
    { column: 'id', headers: [], kind: 'integer' },
    { column: 'root', headers: [], kind: 'text' },
    { column: 'declared_cnpj', headers: [], kind: 'text' },
    { column: 'declared_reference', headers: [], kind: 'text' },
    { column: 'fields', headers: [], kind: 'integer' },
  ],
};

export const FNET_DOCUMENT_FIELD: TableSpec = {
  table: 'b3.fnet_document_field',
  key: ['id', 'field_path'],
  columns: [
    { column: 'id', headers: [], kind: 'integer' },
    { column: 'field_path', headers: [], kind: 'text' },
    { column: 'block', headers: [], kind: 'text' },
    { column: 'leaf', headers: [], kind: 'text' },
    { column: 'value', headers: [], kind: 'text' },
    { column: 'number', headers: [], kind: 'numeric' },
  ],
};
