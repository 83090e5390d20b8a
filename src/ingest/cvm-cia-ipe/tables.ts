// The IPE yearly file (ipe_cia_aberta_YYYY.csv, alone in ipe_cia_aberta_YYYY.zip,
// 13 columns): listed companies' periodic and eventual filings (material facts,
// market notices, meeting calls and minutes, ...), one line per document
// version. A document is its delivery protocol (Protocolo_Entrega); CVM re-files
// it under the same protocol with a higher Versao, and every version lands.
import type { ColumnSpec, TableSpec } from '../common/index.js';

const col = (column: string, header: string, kind: ColumnSpec['kind'], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers: [header], kind, ...extra });

export const IPE_PROTOCOL_HEADER = 'Protocolo_Entrega';

export const IPE_DOCUMENT: TableSpec = {
  table: 'cvm.ipe_document',
  key: ['protocolo_entrega', 'versao'],
  columns: [
    col('protocolo_entrega', IPE_PROTOCOL_HEADER, 'text'),
    col('versao', 'Versao', 'integer'),
    col('cnpj', 'CNPJ_Companhia', 'cnpj', { notBlank: true, required: true }),
    col('nome_companhia', 'Nome_Companhia', 'text'),
    col('codigo_cvm', 'Codigo_CVM', 'integer', { notBlank: true, required: true }),
    col('data_referencia', 'Data_Referencia', 'date'),
    col('categoria', 'Categoria', 'text', { notBlank: true, required: true }),
    col('tipo', 'Tipo', 'text'),
    col('especie', 'Especie', 'text'),
    col('assunto', 'Assunto', 'text'),
    col('data_entrega', 'Data_Entrega', 'date', { required: true }),
    col('tipo_apresentacao', 'Tipo_Apresentacao', 'text'),
    col('link_download', 'Link_Download', 'text', { required: true }),
  ],
};
