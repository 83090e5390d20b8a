// The CRI and CRA monthly reports' `classe` member: one row per class and series
// of a filed report version (Versao), read by header name. CRA files the paid-in
// total as Valor_Total_Integralizado, CRI as Total_Integralizado. The month's
// income and amortisation (Rendimentos, Amortizacoes) and filed return are kept
// beside the certificates' quantity and value.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import { LINE_NO_HEADER, ordinalWithin, withDerivedFields } from '../cvm-files/derived-fields.js';
import type { ArchiveMember } from '../cvm-files/members.js';

const col = (column: string, kind: ColumnSpec['kind'], headers: string[], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers, kind, ...extra });

const INSTRUMENT_TYPE_HEADER = '(instrument_type)';
const DOCUMENT = [['CNPJ_Emissora'], ['Codigo_Identificacao_Certificado'], ['Data_Referencia'], ['Versao']];

export const SECURIT_CLASSE: TableSpec = {
  table: 'cvm.securit_classe',
  // several distinct rows of one report can share class and series (and identical repeats occur): line_no numbers a report's rows
  key: ['instrument_type', 'cnpj_emissora', 'codigo_identificacao_certificado', 'data_referencia', 'versao', 'line_no'],
  periodColumn: 'data_referencia',
  columns: [
    col('instrument_type', 'text', [INSTRUMENT_TYPE_HEADER]),
    col('cnpj_emissora', 'loose-cnpj', ['CNPJ_Emissora']),
    col('codigo_identificacao_certificado', 'text', ['Codigo_Identificacao_Certificado']),
    col('data_referencia', 'loose-date', ['Data_Referencia']),
    col('versao', 'integer', ['Versao']),
    col('line_no', 'integer', [LINE_NO_HEADER]),
    col('classe', 'text', ['Classe']),
    col('numero_serie', 'decimal', ['Numero_Serie']),
    col('tipo_oferta', 'text', ['Tipo_Oferta']),
    col('codigo_cetip', 'text', ['Codigo_CETIP'], { required: true }),
    col('codigo_isin', 'text', ['Codigo_ISIN']),
    col('data_vencimento', 'loose-date', ['Data_Vencimento']),
    col('situacao', 'text', ['Situacao']),
    col('valor_total_integralizado', 'decimal', ['Valor_Total_Integralizado', 'Total_Integralizado']),
    col('taxa_juros', 'text', ['Taxa_Juros']),
    col('quantidade_certificados', 'decimal', ['Quantidade_Certificados']),
    col('valor_certificados', 'decimal', ['Valor_Certificados']),
    col('classificacao_risco_atual', 'text', ['Classificacao_Risco_Atual']),
    // the month's flows the credit returns read (after ingest_id in the table: added later)
    col('rendimentos', 'decimal', ['Rendimentos']),
    col('amortizacoes', 'decimal', ['Amortizacoes']),
    col('rentabilidade', 'decimal', ['Rentabilidade']),
  ],
};

function classeMember(kind: 'cri' | 'cra'): ArchiveMember {
  return {
    spec: SECURIT_CLASSE,
    matches: (name) => new RegExp(`^inf_mensal_${kind}_classe_\\d{4}(\\d{2})?\\.csv$`, 'i').test(name),
    expected: `inf_mensal_${kind}_classe_YYYY.csv`,
    derive: (source) => withDerivedFields(source, [{ header: INSTRUMENT_TYPE_HEADER, value: () => `${kind}_mensal` }, ordinalWithin(source, DOCUMENT)]),
  };
}

/** The classe member of a CRI or a CRA archive (neither is required alone; one must be there). */
export const SECURIT_MEMBERS: readonly ArchiveMember[] = [classeMember('cri'), classeMember('cra')];
