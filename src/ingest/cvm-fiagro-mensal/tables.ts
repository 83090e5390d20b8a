// The two members of the FIAGRO monthly report archive inf_mensal_fiagro_YYYYMM.zip
// (published from 2025-05, RCVM 175 names in title case) and where each lands:
// the report (inf_mensal_fiagro_YYYYMM.csv, one row per class, month and version)
// into cvm.fiagro_monthly, and its subclasses (inf_mensal_fiagro_subclasse_YYYYMM.csv,
// no Versao and no key column) into cvm.fiagro_monthly_subclasse keyed by row hash.
// Landing columns are the published names in lower case (CVM's spellings kept:
// Provisoes_Contigencias, A_Vencer_Acima1080_Dias), except cnpj, fund_name,
// reference_date and version.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import type { ArchiveMember } from '../cvm-files/members.js';
import { ROW_HASH_HEADER, withRowHash } from '../cvm-files/row-hash.js';

const TEXTS = [
  'Data_Entrega', 'Classe_Unica', 'CNPJ_Administrador', 'Nome_Administrador', 'Data_Registro', 'Publico_Alvo', 'Codigo_ISIN', 'Cotistas_Vinculo_Familiar', 'Regra_Anexo',
  'Classificacao_Autorregulada', 'Prazo_Duracao', 'Encerramento_Exercicio_Social', 'Mercado_Negociacao', 'Entidade_Administradora', 'Email_Administrador',
  'Servico_Atendimento_Cotista', 'Site', 'Nome_Gestor', 'CNPJ_Gestor',
];
const HOLDERS = ['Numero_Cotistas', 'Numero_Cotistas_Pessoa_Natural', 'Numero_Cotistas_Pessoa_Juridica_Nao_Financeira', 'Numero_Cotistas_Pessoa_Juridica_Financeira', 'Numero_Cotistas_Investidor_Nao_Residente', 'Numero_Cotistas_Entidade_Previdencia_Complementar_Exceto_RPPS', 'Numero_Cotistas_Entidade_RPPS', 'Numero_Cotistas_Sociedade_Seguradora_Resseguradora', 'Numero_Cotistas_Fundos_Investimento', 'Numero_Cotistas_Distribuidos_Conta_Ordem', 'Numero_Cotistas_Outros_Tipos'];
const BANDS = ['Ate30Dias', '31a60Dias', '61a90Dias', '91a120Dias', '121a180Dias', '181a360Dias', '361a720Dias', '721a1080Dias'];
const AMOUNTS = [
  'Valor_Ativo', 'Patrimonio_Liquido', 'Cotas_Emitidas', 'Valor_Patrimonial_Cotas', 'Percentual_Despesas_Taxa_Administracao', 'Percentual_Despesas_Taxa_Gestao', 'Percentual_Despesas_Taxa_Distribuicao',
  'Rentabilidade_Efetiva_Mes', 'Rentabilidade_Patrimonial_Mes', 'Dividend_Yield_Mes', 'Percentual_Amortizacao_Cotas_Mes', 'Total_Necessidades_Liquidez', 'Fundos_Renda_Fixa', 'Titulos_Renda_Fixa',
  'Total_Investido', 'Imoveis_Rurais', 'Participacoes_Societarias', 'Ativos_Financeiros_Lato_Sensu', 'Ativos_Financeiros', 'Ativos_Financeiros_Emissao_IF', 'LCA', 'LCI', 'Outros_Ativos_Emissao_IF',
  'Outros_Ativos_Financeiros', 'Valores_Mobiliarios', 'Titulos_Participacoes_Societarias', 'Acoes_Certificados_Deposito', 'Outros_Titulos_Participacao', 'Titulos_Divida_Corporativa', 'Debentures',
  'Debentures_Conversiveis', 'Debentures_Nao_Conversiveis', 'Notas_Comerciais', 'Notas_Comerciais_Curto_Prazo', 'Notas_Comerciais_Longo_Prazo', 'Outros_Titulos_Divida_Corporativa',
  'Valor_Titulos_Credito', 'CPR', 'CPR_Financeira', 'CPR_Fisica', 'CDCA', 'CDA_WA', 'Outros_Titulos_Credito_Agronegocio', 'Titulos_Credito_Liquidacao_Financeira',
  'Devedor_Pessoa_Juridica_Liquidacao_Financeira', 'Devedor_Pessoa_Natural_Liquidacao_Financeira', 'Titulos_Credito_Liquidacao_Fisica', 'Devedor_Pessoa_Juridica_Liquidacao_Fisica',
  'Devedor_Pessoa_Natural_Liquidacao_Fisica', 'Demais_Direitos_Creditorios', 'Direitos_Creditorios_Agronegocio', 'Direitos_Creditorios_Imoveis_Rurais', 'Titulos_Securitizacao', 'CRA', 'CRI',
  'Outros_Titulos_Securitizacao', 'Cotas_Fundos_Investimento', 'FIF', 'FIDC', 'FII', 'FIP', 'FIIM', 'FIAGRO', 'Creditos_Carbono_Agronegocio', 'Creditos_Descarbonizacao', 'Valores_Receber',
  'Total_Ativos_Prazo_Vencimento', 'A_Vencer', ...BANDS.map((b) => `A_Vencer_${b}`), 'A_Vencer_Acima1080_Dias', 'Vencidos', ...BANDS.map((b) => `Vencidos_${b}`), 'Vencidos_Acima1080Dias',
  'Rendimentos_Distribuir', 'Taxa_Administracao_Pagar', 'Taxa_Gestao_Pagar', 'Taxa_Performance_Pagar', 'Taxa_Distribuicao_Pagar', 'Obrigacoes_Aquisicao_Ativos', 'Adiantamento_Venda_Ativos',
  'Adiantamento_Valores_Receber', 'Instrumentos_Financeiros_Derivativos', 'Provisoes_Contigencias', 'Outros_Valores_Pagar', 'Total_Passivo',
];
/** The columns the monthly fund series reads: the file is refused without them. */
const SERIES = new Set(['Patrimonio_Liquido', 'Numero_Cotistas', 'Vencidos']);

const same = (header: string, kind: ColumnSpec['kind']): ColumnSpec => ({ column: header.toLowerCase(), headers: [header], kind, required: SERIES.has(header) });

export const FIAGRO_MONTHLY: TableSpec = {
  table: 'cvm.fiagro_monthly',
  key: ['cnpj', 'reference_date', 'version'],
  periodColumn: 'reference_date',
  duplicates: 'drop-identical',
  columns: [
    { column: 'cnpj', headers: ['CNPJ_Classe'], kind: 'cnpj' },
    { column: 'reference_date', headers: ['Data_Referencia'], kind: 'date' },
    { column: 'version', headers: ['Versao'], kind: 'integer' },
    { column: 'fund_name', headers: ['Nome_Classe'], kind: 'text' },
    ...TEXTS.map((h) => same(h, 'text')),
    ...HOLDERS.map((h) => same(h, 'integer')),
    ...AMOUNTS.map((h) => same(h, 'numeric')),
  ],
};

export const FIAGRO_MONTHLY_SUBCLASSE: TableSpec = {
  table: 'cvm.fiagro_monthly_subclasse',
  key: ['cnpj', 'reference_date', 'row_hash'],
  periodColumn: 'reference_date',
  duplicates: 'drop-identical',
  columns: [
    { column: 'cnpj', headers: ['CNPJ_Classe'], kind: 'cnpj' },
    { column: 'reference_date', headers: ['Data_Referencia'], kind: 'date' },
    { column: 'row_hash', headers: [ROW_HASH_HEADER], kind: 'text' },
    { column: 'fund_name', headers: ['Nome_Classe'], kind: 'text' },
    same('Nome_Subclasse', 'text'),
    same('Numero_Cotas', 'numeric'),
    same('Valor_Patrimonial_Cota', 'numeric'),
  ],
};

export const FIAGRO_MEMBERS: readonly TableSpec[] = [FIAGRO_MONTHLY, FIAGRO_MONTHLY_SUBCLASSE];

export const FIAGRO_ARCHIVE_MEMBERS: readonly ArchiveMember[] = [
  { spec: FIAGRO_MONTHLY, matches: (name) => /^inf_mensal_fiagro_\d{6}\.csv$/i.test(name), expected: 'inf_mensal_fiagro_YYYYMM.csv', required: true },
  { spec: FIAGRO_MONTHLY_SUBCLASSE, matches: (name) => /^inf_mensal_fiagro_subclasse_\d{6}\.csv$/i.test(name), expected: 'inf_mensal_fiagro_subclasse_YYYYMM.csv', derive: withRowHash },
];
