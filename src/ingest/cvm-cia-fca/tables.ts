// The FCA yearly zip (fca_cia_aberta_YYYY.zip), member valor_mobiliario
// (fca_cia_aberta_valor_mobiliario_YYYY.csv, 18 columns): each filed version of a
// company's registration form lists its securities with their trading codes and
// the dates trading began and ended. Every version lands. A version publishes no
// column that tells two of its lines apart (two debenture series without a code
// are identical but for the line), so the line's ordinal within its filed version
// (cnpj, Data_Referencia, Versao) completes the key.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import { LINE_NO_HEADER } from '../cvm-files/derived-fields.js';

const col = (column: string, header: string, kind: ColumnSpec['kind'], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column, headers: [header], kind, ...extra });

/** The filed version a line belongs to, by published header. */
export const FCA_DOCUMENT: readonly (readonly string[])[] = [['CNPJ_Companhia'], ['Data_Referencia'], ['Versao']];

export const FCA_VALOR_MOBILIARIO: TableSpec = {
  table: 'cvm.fca_valor_mobiliario',
  key: ['cnpj', 'dt_refer', 'versao', 'line_no'],
  columns: [
    col('cnpj', 'CNPJ_Companhia', 'cnpj'),
    col('dt_refer', 'Data_Referencia', 'date'),
    col('versao', 'Versao', 'integer'),
    { column: 'line_no', headers: [LINE_NO_HEADER], kind: 'integer' },
    col('id_documento', 'ID_Documento', 'text'),
    col('nome_empresarial', 'Nome_Empresarial', 'text'),
    col('valor_mobiliario', 'Valor_Mobiliario', 'text', { required: true }),
    col('sigla_classe_acao_preferencial', 'Sigla_Classe_Acao_Preferencial', 'text'),
    col('classe_acao_preferencial', 'Classe_Acao_Preferencial', 'text'),
    col('codigo_negociacao', 'Codigo_Negociacao', 'text', { required: true }),
    col('composicao_bdr_unit', 'Composicao_BDR_Unit', 'text'),
    col('mercado', 'Mercado', 'text'),
    col('sigla_entidade_administradora', 'Sigla_Entidade_Administradora', 'text'),
    col('entidade_administradora', 'Entidade_Administradora', 'text'),
    col('data_inicio_negociacao', 'Data_Inicio_Negociacao', 'date', { required: true }),
    col('data_fim_negociacao', 'Data_Fim_Negociacao', 'date', { required: true }),
    col('segmento', 'Segmento', 'text'),
    col('data_inicio_listagem', 'Data_Inicio_Listagem', 'date'),
    col('data_fim_listagem', 'Data_Fim_Listagem', 'date'),
  ],
};
