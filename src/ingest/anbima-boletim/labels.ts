// What the bulletin's labels mean: the eleven ANBIMA classes and the industry
// totals, however a sheet spells them ('Renda fixa', 'OFF-SHORE', 'FIAGRO (11)'),
// and its month labels (a date cell, 'abr-26', 'abr/26').

/** A trailing footnote marker: 'FIAGRO (11)', 'Tipos ANBIMA(10)'. */
const FOOTNOTE = /\s*\(\d+\)\s*$/;

/** The label without its footnote marker, whitespace collapsed; null when blank. */
export function cleanLabel(text: string): string | null {
  const cleaned = text.replace(FOOTNOTE, '').split(/\s+/).filter(Boolean).join(' ');
  return cleaned === '' ? null : cleaned;
}

/** Accents, case, spaces and punctuation dropped: the form two spellings share. */
export function labelKey(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

const CLASSES: Readonly<Record<string, string>> = {
  rendafixa: 'Renda Fixa',
  acoes: 'Ações',
  multimercados: 'Multimercados',
  cambial: 'Cambial',
  previdencia: 'Previdência',
  etf: 'ETF',
  fidc: 'FIDC',
  fip: 'FIP',
  fiagro: 'FIAGRO',
  fii: 'FII',
  offshore: 'Off Shore',
};

const TOTALS: Readonly<Record<string, string>> = {
  totalfundosdeinvestimento: 'Total Fundos de Investimento',
  totalfundosdeinvestimentos: 'Total Fundos de Investimento',
  totalfundosestruturados: 'Total Fundos Estruturados',
  totaldomestico: 'Total Doméstico',
  totalfundosoffshore: 'Total Fundos Off Shore',
  totalgeral: 'Total Geral',
};

/** The category an industry total is filed under. */
export const TOTAL_CATEGORY = 'TOTAL';

/** The class a label names, in one spelling; null when it names none. */
export function classOf(label: string): string | null {
  return CLASSES[labelKey(label)] ?? null;
}

/** True for an industry total's label ('Total geral', 'Total doméstico'). */
export function isTotal(label: string): boolean {
  return labelKey(label).startsWith('total');
}

/** An industry total's name in one spelling (a total not listed keeps its label). */
export function totalName(label: string): string {
  return TOTALS[labelKey(label)] ?? label;
}

const MONTHS: Readonly<Record<string, number>> = { jan: 1, fev: 2, mar: 3, abr: 4, mai: 5, jun: 6, jul: 7, ago: 8, set: 9, out: 10, nov: 11, dez: 12 };

/** 'abr-26', 'abr/2026' -> '2026-04-01'; null when the text is not one month. */
export function monthLabel(text: string): string | null {
  const plain = text.trim().toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const match = /^([a-z]{3})[-/ ]?(\d{2}|\d{4})$/.exec(plain);
  if (!match || !MONTHS[match[1]]) return null;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return `${year}-${String(MONTHS[match[1]]).padStart(2, '0')}-01`;
}

/** The first day of the month of a date cell (exceljs reads dates as UTC). */
export function monthOfDate(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-01`;
}
