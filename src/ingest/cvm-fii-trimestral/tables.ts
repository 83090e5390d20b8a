// The sixteen members of the FII quarterly report archive
// inf_trimestral_fii_YYYY.zip (every quarter of the year in one archive,
// Data_Referencia the quarter's end) and where each lands: cvm.fii_quarterly_<part>.
// Every member carries CNPJ_Fundo_Classe;Data_Referencia;Versao. Three members
// hold one row per report (geral, complemento, resultado_contabil_financeiro)
// and are keyed by fund, reference date and version. The others are long (one
// row per property, asset, tenant, sale...) and publish no column that tells
// two rows apart, so each row is keyed by a hash of its published fields
// (row_hash, see row-hash.ts); an identical repeated line is one row.
// Landing columns are the published names in lower case (CVM's spellings kept,
// Depesas included), except cnpj, reference_date, version, fund_type, fund_name.
// Dates other than Data_Referencia land as the text filed.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import type { ArchiveMember } from '../cvm-files/members.js';
import { ROW_HASH_HEADER, withRowHash } from '../cvm-files/row-hash.js';

export interface FiiQuarterlyMember extends TableSpec {
  /** The member's part, as in inf_trimestral_fii_<part>_YYYY.csv. */
  part: string;
  /** Long members are keyed by row_hash too. */
  long: boolean;
}

const KEY_COLUMNS: readonly ColumnSpec[] = [
  { column: 'cnpj', headers: ['CNPJ_Fundo_Classe', 'CNPJ_Fundo'], kind: 'cnpj' },
  { column: 'reference_date', headers: ['Data_Referencia'], kind: 'date' },
  { column: 'version', headers: ['Versao'], kind: 'integer' },
];
const ROW_HASH: ColumnSpec = { column: 'row_hash', headers: [ROW_HASH_HEADER], kind: 'text' };

/** A member from its published columns after the three key columns; `texts` land as text, the rest as numbers. */
function member(part: string, long: boolean, headers: readonly string[], texts: readonly string[], renamed: readonly ColumnSpec[] = []): FiiQuarterlyMember {
  const textSet = new Set(texts);
  for (const t of texts) if (!headers.includes(t)) throw new Error(`${part}: text column ${t} is not a header`);
  return {
    part,
    long,
    table: `cvm.fii_quarterly_${part}`,
    key: long ? ['cnpj', 'reference_date', 'version', 'row_hash'] : ['cnpj', 'reference_date', 'version'],
    periodColumn: 'reference_date',
    duplicates: 'drop-identical',
    columns: [
      ...KEY_COLUMNS,
      ...(long ? [ROW_HASH] : []),
      ...renamed,
      ...headers.map((h): ColumnSpec => ({ column: h.toLowerCase(), headers: [h], kind: textSet.has(h) ? 'text' : 'numeric' })),
    ],
  };
}

const TERM_BANDS = ['Ate_3Meses', '3a6Meses', '6a9Meses', '9a12Meses', '12a15Meses', '15a18Meses', '18a21Meses', '21a24Meses', '24a27Meses', '27a30Meses', '30a33Meses', '33a36Meses', 'Acima_36Meses', 'Indeterminado'];
const INDEXERS = ['IGPM', 'INPC', 'IPCA', 'INCC'];
const RESULT_LINES = [
  'Receita_Venda_Estoque', 'Custo_Estoque', 'Ajuste_Realizacao_Estoque', 'Outras_Receitas_Despesas_Estoque', 'Resultado_Liquido_Estoque',
  'Receita_Aluguel_Investimento', 'Despesa_Manutencao_Investimento', 'Receita_Venda_Investimento', 'Custo_Investimento', 'Ajuste_Justo_Investimento',
  'Outras_Receitas_Despesas_Investimento',
];
const RESULT_LINES_2 = [
  'Receita_Juros_TVM', 'Ajuste_Justo_TVM', 'Resultado_Venda_TVM', 'Outras_Receitas_Despesas_TVM', 'Resultado_Liquido_TVM', 'Resultado_Liquido_Total',
  'Receita_Juros_Aplicacao', 'Ajuste_Justo_Aplicacao', 'Resultado_Venda_Aplicacao', 'Outras_Receitas_Despesas_Aplicacao', 'Resultado_Liquido_Recurso_Liquidez',
  'Resultado_Liquido_Derivativos', 'Taxa_Administracao', 'Taxa_Desempenho', 'Despesa_Consultoria_Especializada', 'Despesa_Empresa_Especializada',
  'Despesa_Formador_Mercado', 'Despesa_Custodia', 'Despesa_Auditoria_Independente', 'Despesa_Representantes_Cotistas', 'Taxa_Imposto_Contribuicao',
  'Despesa_Comissoes_Emolumentos', 'Despesa_Honorarios_Defesas', 'Despesa_Contratos_Seguros', 'Despesa_Avaliacoes', 'Taxa_Ingresso_Saida_Cotista',
  'Despesa_Registro_Cartorio', 'Outras_Receitas_Depesas', 'Total_Receitas_Despesas', 'Resultado_Trimestral_Liquido',
];
const both = (line: string) => [`${line}_Contabil`, `${line}_Financeiro`];

export const FII_QUARTERLY_MEMBERS: readonly FiiQuarterlyMember[] = [
  member(
    'geral',
    false,
    ['Data_Entrega', 'Data_Funcionamento', 'Publico_Alvo', 'Codigo_ISIN', 'Quantidade_Cotas_Emitidas', 'Fundo_Exclusivo', 'Fundo_Nao_Listado_Exclusivo', 'Cotistas_Vinculo_Familiar', 'Mandato', 'Segmento_Atuacao', 'Tipo_Gestao', 'Prazo_Duracao', 'Data_Prazo_Duracao', 'Encerramento_Exercicio_Social', 'Mercado_Negociacao_Bolsa', 'Mercado_Negociacao_MBO', 'Mercado_Negociacao_MB', 'Entidade_Administradora_BVMF', 'Entidade_Administradora_CETIP', 'Nome_Administrador', 'CNPJ_Administrador', 'Logradouro', 'Numero', 'Complemento', 'Bairro', 'Cidade', 'Estado', 'CEP', 'Telefone1', 'Telefone2', 'Telefone3', 'Site', 'Email', 'Data_Encerramento_Trimestre'],
    ['Data_Entrega', 'Data_Funcionamento', 'Publico_Alvo', 'Codigo_ISIN', 'Fundo_Exclusivo', 'Fundo_Nao_Listado_Exclusivo', 'Cotistas_Vinculo_Familiar', 'Mandato', 'Segmento_Atuacao', 'Tipo_Gestao', 'Prazo_Duracao', 'Data_Prazo_Duracao', 'Encerramento_Exercicio_Social', 'Mercado_Negociacao_Bolsa', 'Mercado_Negociacao_MBO', 'Mercado_Negociacao_MB', 'Entidade_Administradora_BVMF', 'Entidade_Administradora_CETIP', 'Nome_Administrador', 'CNPJ_Administrador', 'Logradouro', 'Numero', 'Complemento', 'Bairro', 'Cidade', 'Estado', 'CEP', 'Telefone1', 'Telefone2', 'Telefone3', 'Site', 'Email', 'Data_Encerramento_Trimestre'],
    [
      { column: 'fund_type', headers: ['Tipo_Fundo_Classe'], kind: 'text' },
      { column: 'fund_name', headers: ['Nome_Fundo_Classe', 'Nome_Fundo'], kind: 'text' },
    ],
  ),
  member(
    'complemento',
    false,
    [
      ...TERM_BANDS.flatMap((b) => [`Percentual_Vencimento_Valor_Total_Faixa_${b}`, `Percentual_Vencimento_Receita_FII_Faixa_${b}`]),
      ...INDEXERS.flatMap((i) => [`Percentual_Indexador_Valor_Total_${i}`, `Percentual_Indexador_Receita_FII_${i}`]),
      'Caracteristicas_Contratuais', 'Politica_Contratacao_Seguro_Imovel_Renda_Acabado', 'Politica_Contratacao_Seguro_Imovel_Renda_Construcao', 'Politica_Contratacao_Seguro_Imovel_Venda_Acabado', 'Politica_Contratacao_Seguro_Imovel_Venda_Construcao',
      'Ativo_Liquidez_Valor_Disponibilidades', 'Ativo_Liquidez_Valor_Titulos_Publicos', 'Ativo_Liquidez_Valor_Titulos_Privados', 'Ativo_Liquidez_Valor_Fundos_Renda_Fixa',
    ],
    ['Caracteristicas_Contratuais', 'Politica_Contratacao_Seguro_Imovel_Renda_Acabado', 'Politica_Contratacao_Seguro_Imovel_Renda_Construcao', 'Politica_Contratacao_Seguro_Imovel_Venda_Acabado', 'Politica_Contratacao_Seguro_Imovel_Venda_Construcao'],
  ),
  member('ativo', true, ['Tipo', 'Emissor', 'CNPJ_Emissor', 'Emissao', 'Serie', 'Codigo_Acao', 'Nome_Ativo', 'Data_Vencimento', 'Quantidade', 'Valor'], ['Tipo', 'Emissor', 'CNPJ_Emissor', 'Emissao', 'Serie', 'Codigo_Acao', 'Nome_Ativo', 'Data_Vencimento']),
  member('ativo_garantia_rentabilidade', true, ['Nome_Ativo', 'Percentual_Garantido_Relativo', 'Garantidor', 'Principais_Caracteristicas_Garantia'], ['Nome_Ativo', 'Garantidor', 'Principais_Caracteristicas_Garantia']),
  member('direito', true, ['Nome_Ativo', 'Principais_Caracteristicas', 'Valor'], ['Nome_Ativo', 'Principais_Caracteristicas']),
  member(
    'imovel',
    true,
    ['Classe', 'Nome_Imovel', 'Endereco', 'Area', 'Numero_Unidades', 'Outras_Caracteristicas_Relevantes', 'Percentual_Vacancia', 'Percentual_Inadimplencia', 'Percentual_Receitas_FII', 'Percentual_Locado', 'Percentual_Vendido', 'Percentual_Conclusao_Obras_Realizado', 'Percentual_Conclusao_Obras_Previsto', 'Custo_Construcao_Realizado', 'Custo_Construcao_Previsto', 'Percentual_Imovel_Total_Investido'],
    ['Classe', 'Nome_Imovel', 'Endereco', 'Outras_Caracteristicas_Relevantes'],
  ),
  member('imovel_desempenho', true, ['Classe', 'Nome_Endereco_Imovel', 'Justificativa_Evolucao_Inferior_Previsto', 'Justificativa_Custo_Superior_Previsto'], ['Classe', 'Nome_Endereco_Imovel', 'Justificativa_Evolucao_Inferior_Previsto', 'Justificativa_Custo_Superior_Previsto']),
  member('imovel_renda_acabado_contrato', true, ['Nome_Endereco_Imovel', 'Caracteristicas_Contratuais'], ['Nome_Endereco_Imovel', 'Caracteristicas_Contratuais']),
  member('imovel_renda_acabado_inquilino', true, ['Nome_Imovel', 'Setor_Atuacao', 'Percentual_Receita_Imovel', 'Percentual_Receitas_FII'], ['Nome_Imovel', 'Setor_Atuacao']),
  member('terreno', true, ['Endereco', 'Outras_Caracteristicas_Relevantes', 'Area', 'Percentual_Terreno_Total_Investido', 'Percentual_Terreno_PL'], ['Endereco', 'Outras_Caracteristicas_Relevantes']),
  member('aquisicao_imovel', true, ['Nome_Imovel', 'Endereco', 'Area', 'Numero_Unidades', 'Outras_Caracteristicas_Relevantes', 'Percentual_Imovel_Total_Investido', 'Categoria'], ['Nome_Imovel', 'Endereco', 'Outras_Caracteristicas_Relevantes', 'Categoria']),
  member('aquisicao_terreno', true, ['Endereco', 'Area', 'Outras_Caracteristicas_Relevantes', 'Percentual_Terreno_Total_Investido', 'Percentual_Terreno_PL'], ['Endereco', 'Outras_Caracteristicas_Relevantes']),
  member('alienacao_imovel', true, ['Nome_Imovel', 'Endereco', 'Data_Alienacao', 'Area', 'Numero_Unidades', 'Outras_Caracteristicas_Relevantes', 'Percentual_Imovel_Total_Investido', 'Percentual_Imovel_PL'], ['Nome_Imovel', 'Endereco', 'Data_Alienacao', 'Outras_Caracteristicas_Relevantes']),
  member('alienacao_terreno', true, ['Endereco', 'Data_Alienacao', 'Area', 'Outras_Caracteristicas_Relevantes', 'Percentual_Terreno_Total_Investido', 'Percentual_Terreno_PL'], ['Endereco', 'Data_Alienacao', 'Outras_Caracteristicas_Relevantes']),
  member('rentabilidade_efetiva', true, ['Mes_Referencia', 'Percentual_Rentabilidade_Efetiva_Mes', 'Percentual_Rentabilidade_Auferida_Ausencia_Garantia'], ['Mes_Referencia']),
  member(
    'resultado_contabil_financeiro',
    false,
    [
      ...RESULT_LINES.flatMap(both),
      'Resultado_Liquido_Renda_Contabil', 'Resultado_Liquido_Renda_Investimento_Financeiro',
      ...RESULT_LINES_2.flatMap(both),
      'Resultado_Financeiro_Liquido_Acumulado', 'Resultado_Financeiro_Liquido_Acumulado_95', 'Parcela_Rendimento_Retido', 'Lucro_Contabil', 'Rendimentos_Declarados', 'Rendimentos_Pagos_Antecipadamente', 'Rendimento_Liquido_Pagar', 'Percentual_Resultado_Financeiro_Liquido_Declarado',
    ],
    [],
  ),
];

const PARTS = new Map(FII_QUARTERLY_MEMBERS.map((m) => [m.part, m]));
const MEMBER_NAME = /^inf_trimestral_fii_([a-z_]+?)_(\d{4})\.csv$/i;

/** The member an archive entry is, or undefined for a file this loader does not read. */
export function fiiQuarterlyMemberOf(baseName: string): FiiQuarterlyMember | undefined {
  const match = MEMBER_NAME.exec(baseName);
  return match ? PARTS.get(match[1].toLowerCase()) : undefined;
}

/** The archive's members: none is required alone (early years file fewer), but at least one must be there. */
export const FII_QUARTERLY_ARCHIVE_MEMBERS: readonly ArchiveMember[] = FII_QUARTERLY_MEMBERS.map((spec) => ({
  spec,
  matches: (name) => fiiQuarterlyMemberOf(name) === spec,
  expected: `inf_trimestral_fii_${spec.part}_YYYY.csv`,
  derive: spec.long ? withRowHash : undefined,
}));
