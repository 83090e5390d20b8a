// The three members of the FII monthly report archive inf_mensal_fii_YYYY.zip
// and where each lands. Every member is keyed by fund, reference month and
// report version (Versao): a re-filed report is a new version, and all are kept.
// Header generations: CNPJ_Fundo_Classe / Nome_Fundo_Classe / Tipo_Fundo_Classe
// (Resolution 175 files) and CNPJ_Fundo / Nome_Fundo (earlier files).
// Landing columns are the published names in lower case, except the renamed ones.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import type { ArchiveMember } from '../cvm-files/members.js';

export interface FiiMember extends TableSpec {
  /** geral | complemento | ativo_passivo, as in inf_mensal_fii_<part>_YYYY.csv. */
  part: string;
}

export const FII_KEY = ['cnpj', 'reference_date', 'version'] as const;

const KEY_COLUMNS: readonly ColumnSpec[] = [
  { column: 'cnpj', headers: ['CNPJ_Fundo_Classe', 'CNPJ_Fundo'], kind: 'cnpj' },
  { column: 'reference_date', headers: ['Data_Referencia'], kind: 'date' },
  { column: 'version', headers: ['Versao'], kind: 'integer' },
];

// An identical repeated line is dropped; a repeat with other values refuses the file.
const COMMON = { key: FII_KEY, periodColumn: 'reference_date', duplicates: 'drop-identical' } as const;

/** Published name -> lower-case landing column. */
const same = (source: string, kind: ColumnSpec['kind'], required = false): ColumnSpec => ({ column: source.toLowerCase(), headers: [source], kind, required });

export const FII_MEMBERS: readonly FiiMember[] = [
  {
    ...COMMON,
    part: 'geral',
    table: 'cvm.fii_monthly_geral',
    columns: [
      ...KEY_COLUMNS,
      { column: 'fund_type', headers: ['Tipo_Fundo_Classe'], kind: 'text' },
      { column: 'fund_name', headers: ['Nome_Fundo_Classe', 'Nome_Fundo'], kind: 'text' },
      same('Data_Entrega', 'text'),
      same('Codigo_ISIN', 'text'),
      same('Quantidade_Cotas_Emitidas', 'numeric'),
      same('Publico_Alvo', 'text'),
      same('Mandato', 'text'),
      same('Segmento_Atuacao', 'text'),
      same('Tipo_Gestao', 'text'),
      same('Nome_Administrador', 'text'),
      same('CNPJ_Administrador', 'text'),
    ],
  },
  {
    ...COMMON,
    part: 'complemento',
    table: 'cvm.fii_monthly_complemento',
    columns: [
      ...KEY_COLUMNS,
      same('Data_Informacao_Numero_Cotistas', 'date'),
      // the four the monthly fund series reads are required in the header
      same('Total_Numero_Cotistas', 'integer', true),
      same('Valor_Ativo', 'numeric', true),
      same('Patrimonio_Liquido', 'numeric', true),
      same('Cotas_Emitidas', 'numeric'),
      same('Valor_Patrimonial_Cotas', 'numeric'),
      same('Percentual_Despesas_Taxa_Administracao', 'numeric'),
      same('Percentual_Rentabilidade_Efetiva_Mes', 'numeric'),
      same('Percentual_Rentabilidade_Patrimonial_Mes', 'numeric'),
      same('Percentual_Dividend_Yield_Mes', 'numeric', true),
      same('Percentual_Amortizacao_Cotas_Mes', 'numeric'),
    ],
  },
  {
    ...COMMON,
    part: 'ativo_passivo',
    table: 'cvm.fii_monthly_ativo_passivo',
    columns: [
      ...KEY_COLUMNS,
      same('Total_Necessidades_Liquidez', 'numeric'),
      same('Disponibilidades', 'numeric'),
      same('Total_Investido', 'numeric'),
      same('Direitos_Bens_Imoveis', 'numeric'),
      same('CRI', 'numeric'),
      same('LCI', 'numeric'),
      same('Rendimentos_Distribuir', 'numeric'),
      same('Total_Passivo', 'numeric'),
    ],
  },
];

const MEMBER_NAME = /^inf_mensal_fii_(geral|complemento|ativo_passivo)_(\d{4})\.csv$/i;

/** The member an archive entry is, or undefined for a file this loader does not read. */
export function fiiMemberOf(baseName: string): FiiMember | undefined {
  const match = MEMBER_NAME.exec(baseName);
  return match ? FII_MEMBERS.find((m) => m.part === match[1].toLowerCase()) : undefined;
}

/** The archive's members, every one required. */
export const FII_ARCHIVE_MEMBERS: readonly ArchiveMember[] = FII_MEMBERS.map((spec) => ({
  spec,
  matches: (name) => fiiMemberOf(name) === spec,
  expected: `inf_mensal_fii_${spec.part}_YYYY.csv`,
  required: true,
}));
