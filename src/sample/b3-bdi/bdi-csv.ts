// Writes bulletin tables the way the exchange's BDI export does: UTF-8 BOM,
// `;`, CRLF, a title and caption preamble, an optional band row above the
// header, pt-BR numbers (1.234,56) and dd/mm/yyyy dates; `Nenhum resultado`
// for a session with nothing. Used by the sample set and by the tests.

export interface BdiSheetSpec {
  title: string;
  captions?: string[];
  /** Cells above the header; a label covers its column and the blank ones to its right. */
  band?: string[];
  header: string[];
  rows: (string | number | null)[][];
}

const BOM = '\uFEFF';

export function renderBdiSheet(sheet: BdiSheetSpec): string {
  const lines = [sheet.title, ...(sheet.captions ?? [])];
  if (sheet.band) lines.push(sheet.band.join(';'));
  lines.push(sheet.header.join(';'));
  for (const row of sheet.rows) lines.push(row.map((v) => (v === null ? '' : String(v))).join(';'));
  return BOM + lines.join('\r\n') + '\r\n';
}

export function renderEmptyAnswer(): string {
  return `${BOM}Nenhum resultado\r\n`;
}

/** 1234567.891 with 2 decimals -> "1.234.567,89". */
export function ptBr(value: number, decimals: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** "2026-10-01" -> "01/10/2026". */
export function brDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export const HEADERS = {
  BTBLendingOpenPosition: ['Data', 'Código IF', 'Código ISIN', 'Empresa ou fundo', 'Tipo de empréstimo', 'Mercado', 'Saldo em quantidade do ativo', 'Preço médio', 'Saldo em R$'],
  BTBLoanBalance: [
    'Data', 'Código IF', 'Código ISIN', 'Empresa ou fundo', 'Mercado', 'Número de contratos', 'Quantidade de ativos', 'Valor em R$',
    'Mínima', 'Média ponderada', 'Máxima', 'Mínima', 'Média ponderada', 'Máxima',
  ],
  BTBLoanBalanceBand: ['', '', '', '', '', '', '', '', 'Taxa doador (%)', '', '', 'Taxa tomador (%)', '', ''],
  BTBTrade: [
    'Código IF', 'Quantidade', 'Taxa % remuneração', 'Número do negócio', 'Mercado', 'Data de referência', 'Hora', 'Ação de atualização',
    'Tipo sessão do pregão', 'Código', 'Nome', 'Código', 'Nome',
  ],
  BTBTradeBand: ['', '', '', '', '', '', '', '', '', 'Participante doador', '', 'Participante tomador', ''],
  SharesInvesVolum: ['Tipos de investidores', 'Compras (R$) mil', 'Participação (%)', 'Vendas (R$) mil', 'Participação (%)'],
  InstrumentsEquities: [
    'Instrumento financeiro', 'Ativo', 'Descrição do ativo', 'Segmento', 'Mercado', 'Categoria', 'Código ISIN', 'Nome da instituição', 'Capital social',
    'Nível de governança corporativa',
  ],
} as const;

export function investorCaption(referenceDate: string): string {
  return `Dados acumulados do início do mês até o dia ${brDate(referenceDate)}`;
}
