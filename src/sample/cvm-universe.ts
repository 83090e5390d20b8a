// The sample fund universe every CVM sample generator shares, so the registry
// files, the daily report and the FII/FIDC monthly reports all describe the
// same funds: about 300 funds across fi, fidc and fii over 36 months, with the
// awkward cases real data has. Deterministic (seeded, no clock).
import { seededRandom } from './random.js';

export type SampleFamily = 'fi' | 'fidc' | 'fii';

export interface SampleFund {
  /** 14 digits with valid check digits; files print it masked (00.000.000/0000-00). */
  cnpj: string;
  name: string;
  family: SampleFamily;
  /** legacy: filed as a fund (CNPJ_FUNDO, TP_FUNDO); rcvm175: filed as a class after Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE). */
  generation: 'legacy' | 'rcvm175';
  /** Registry status as CVM prints it (SIT). */
  status: 'EM FUNCIONAMENTO NORMAL' | 'CANCELADA' | 'FASE PRÉ-OPERACIONAL';
  /** First and last reference months it reports (YYYY-MM); a fund that stops reporting has lastMonth before SAMPLE_LAST_MONTH. */
  firstMonth: string;
  lastMonth: string;
  /** A Resolution 175 class with one subclass (ID_SUBCLASSE filed). */
  hasSubclass: boolean;
  /** Cancellation date (YYYY-MM-DD) for a cancelled fund. */
  cancelledOn: string | null;
  /** Stable seed for the fund's own series. */
  seed: string;
}

export const SAMPLE_FIRST_MONTH = '2023-11';
export const SAMPLE_LAST_MONTH = '2026-10';

/** The 36 reference months, oldest first. */
export const SAMPLE_MONTHS: readonly string[] = monthsBetween(SAMPLE_FIRST_MONTH, SAMPLE_LAST_MONTH);

const COUNTS: Record<SampleFamily, number> = { fi: 200, fidc: 50, fii: 50 };

const FI_KINDS = ['FUNDO DE INVESTIMENTO EM AÇÕES', 'FUNDO DE INVESTIMENTO RENDA FIXA', 'FUNDO DE INVESTIMENTO MULTIMERCADO', 'FUNDO DE INVESTIMENTO CAMBIAL'];
const FIDC_KINDS = ['FUNDO DE INVESTIMENTO EM DIREITOS CREDITÓRIOS', 'FIDC NÃO PADRONIZADO'];
const FII_KINDS = ['FUNDO DE INVESTIMENTO IMOBILIÁRIO', 'FII LOGÍSTICA E RENDA'];
const NAMES = ['AURORA', 'IPÊ', 'JACARANDÁ', 'ARAUCÁRIA', 'CANOAS', 'SÃO CONRADO', 'MARÉ ALTA', 'SERRA DO MAR', 'PINHÃO', 'TUCANO', 'CAPIVARA', 'ITAÚNA'];

export const SAMPLE_FUNDS: readonly SampleFund[] = buildUniverse();

export function sampleFundsOf(family: SampleFamily): SampleFund[] {
  return SAMPLE_FUNDS.filter((f) => f.family === family);
}

/** Whether the fund files a report for this reference month (YYYY-MM). */
export function reportsIn(fund: SampleFund, month: string): boolean {
  return month >= fund.firstMonth && month <= fund.lastMonth;
}

/** 00.000.000/0000-00, as CVM files print CNPJs. */
export function maskCnpj(cnpj: string): string {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

function buildUniverse(): SampleFund[] {
  const funds: SampleFund[] = [];
  for (const family of ['fi', 'fidc', 'fii'] as const) {
    const random = seededRandom(`cvm-universe-${family}`);
    for (let i = 0; i < COUNTS[family]; i += 1) {
      const seed = `${family}-${i}`;
      const kinds = family === 'fi' ? FI_KINDS : family === 'fidc' ? FIDC_KINDS : FII_KINDS;
      const name = `${kinds[i % kinds.length]} ${NAMES[Math.floor(random() * NAMES.length)]} ${romanOrdinal(i + 1)}`;
      // the awkward cases sit at fixed positions so tests can find them
      const cancelled = i % 37 === 13;
      const stops = i % 29 === 7;
      const late = i % 31 === 5;
      const lastMonth = cancelled ? '2024-12' : stops ? '2025-06' : SAMPLE_LAST_MONTH;
      funds.push({
        cnpj: sampleCnpj(family, i),
        name,
        family,
        generation: i % 3 === 0 ? 'legacy' : 'rcvm175',
        status: cancelled ? 'CANCELADA' : 'EM FUNCIONAMENTO NORMAL',
        firstMonth: late ? '2024-09' : SAMPLE_FIRST_MONTH,
        lastMonth,
        hasSubclass: i % 3 !== 0 && i % 10 === 1,
        cancelledOn: cancelled ? '2025-01-15' : null,
        seed,
      });
    }
  }
  return funds;
}

/** A deterministic CNPJ per (family, index) with valid check digits. */
function sampleCnpj(family: SampleFamily, index: number): string {
  const prefix = { fi: '11', fidc: '22', fii: '33' }[family];
  return withCheckDigits(`${prefix}${String(100000 + index * 37).padStart(6, '0')}0001`);
}

/** 12 digits -> the 14-digit CNPJ with its two check digits. */
export function withCheckDigits(base: string): string {
  const d1 = checkDigit(base);
  const d2 = checkDigit(base + d1);
  return `${base}${d1}${d2}`;
}

function checkDigit(digits: string): number {
  const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const total = [...digits].reduce((sum, d, i) => sum + Number(d) * weights[i], 0);
  const rest = total % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function romanOrdinal(n: number): string {
  const table: [number, string][] = [[100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let out = '';
  for (const [value, letters] of table) while (n >= value) ((out += letters), (n -= value));
  return out;
}

function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [y, m] = first.split('-').map(Number);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month === last) return months;
    m += 1;
    if (m === 13) ((m = 1), (y += 1));
  }
}
