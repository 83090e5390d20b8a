// Writes text in the export's layout (UTF-8 with a BOM, `;`, a caption and the
// glossary link above the header, pt-BR numbers and dates), for the sample set and
// the tests. The header is the one the exchange printed on 2026-10-06.
export const OBSERVED_HEADER = [
  'Data negócio', 'Código IF', 'Instrumento financeiro', 'Código ISIN', 'Emissor', 'Data liquidação', 'Quantidade negociada',
  'Preço mínimo', 'Preço médio', 'Preço máximo', 'Último preço', 'Preço de referência', 'Número de negócios',
  'Volume financeiro (R$)', 'Classificação do negócio', 'Oscilação',
] as const;

const GLOSSARY = 'https://www.b3.com.br/data/files/E0/10/B2/EB/8E2AB9109B5E99B9AC094EA8/Glossario_Negociacao_Consolidada_balcao.pdf';

/** One record by published label, values already in the export's text form ('' = blank). */
export type ExportRecord = Record<(typeof OBSERVED_HEADER)[number], string>;

export function consolidatedRecordsText(records: readonly ExportRecord[], header: readonly string[] = OBSERVED_HEADER): string {
  const lines = ['Negociação consolidada', `Glossário;${GLOSSARY}`, '', header.join(';'), ...records.map((r) => header.map((h) => r[h as keyof ExportRecord] ?? '').join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** 1234.5 with 2 decimals -> "1.234,50". */
export function brFormat(value: number, decimals: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** YYYY-MM-DD -> DD/MM/YYYY. */
export function brDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
