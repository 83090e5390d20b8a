// The --markets bench's corporate events and reference-rate files, in the
// exchange's own formats so the real loaders read them: per stock issuer of the
// tape, its listed-companies answers (company data with a split for every
// SPLIT_EVERY-th issuer, and a cash event every quarter of the tape's years,
// alternating dividends and interest on equity), and one TaxaSwap file per
// session (PRE, DOC, DPL, 300 vertices each). Deterministic, synthetic.
import { taxaSwapFile, type TaxaSwapVertex } from '../../sample/b3-taxa-swap.js';
import { stem } from './tape-files.js';

const SPLIT_EVERY = 45;
const br = (iso: string) => iso.split('-').reverse().join('/');
const isinOf = (i: number) => `BR${stem(i)}ACNOR${i % 10}`;

/** The weekday on or before the 15th of each quarter's middle month, over `years` years ending `last`. */
function quarterDays(last: string, years: number): string[] {
  const end = new Date(`${last}T00:00:00Z`);
  const out: string[] = [];
  for (let q = 0; q < years * 4; q += 1) {
    const d = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1 - q * 3, 15));
    while (d.getUTCDay() % 6 === 0) d.setUTCDate(d.getUTCDate() - 1);
    out.push(d.toISOString().slice(0, 10));
  }
  return out.reverse();
}

/** Issuer i's GetListedSupplementCompany answer: company data, a 2-for-1 split for a few issuers. */
export function supplementAnswer(i: number, last: string, years: number): string {
  const split = i % SPLIT_EVERY === 0 ? quarterDays(last, years)[Math.floor((i / SPLIT_EVERY) % (years * 4))] : undefined;
  return JSON.stringify([{
    stockCapital: '1.000.000.000,00', quotedPerSharSince: '02/01/2020', commonSharesForm: 'Escritural', preferredSharesForm: '', hasCommom: 'BENCH', hasPreferred: '',
    roundLot: '100', tradingName: `BENCH ${stem(i)} SA`, numberCommonShares: '200.000.000', numberPreferredShares: '0', totalNumberShares: '200.000.000', code: stem(i), codeCVM: String(90000 + i), segment: 'BOLSA',
    cashDividends: [],
    stockDividends: split ? [{ assetIssued: isinOf(i), factor: '100,00000000000', approvedOn: br(split), isinCode: isinOf(i), label: 'DESDOBRAMENTO', lastDatePrior: br(split), remarks: 'synthetic bench' }] : [],
    subscriptions: [],
  }]);
}

/** Issuer i's GetListedCashDividends answer: one ON cash event a quarter, values below any close of the tape. */
export function cashDividendsAnswer(i: number, last: string, years: number): string {
  const results = quarterDays(last, years).map((day, q) => ({
    typeStock: 'ON', dateApproval: br(day), valueCash: `0,${String(5 + ((i + q) % 40)).padStart(2, '0')}`, ratio: '1', corporateAction: q % 2 ? 'DIVIDENDO' : 'JRS CAP PROPRIO', lastDatePriorEx: br(day),
    dateClosingPricePriorExDate: '', closingPricePriorExDate: '', quotedPerShares: '1', corporateActionPrice: '', lastDateTimePriorEx: `${day}T00:00:00`,
  }));
  return JSON.stringify({ page: { pageNumber: 1, pageSize: 9999, totalRecords: results.length, totalPages: 1 }, results });
}

const CURVES = ['PRE', 'DOC', 'DPL'] as const;
export const VERTICES = 300;

/** Session n's TaxaSwap file: the three curves at 300 vertices, the same shape as the SQL-written 15 years. */
export function taxaSwapSession(day: string, n: number): string {
  const vertices: TaxaSwapVertex[] = CURVES.flatMap((curve) =>
    Array.from({ length: VERTICES }, (_, k) => {
      const bd = (k + 1) * 10 - 5;
      const rate = 8 + 5 * Math.sin(n / 300) + 2 * Math.log(1 + bd / 252) + curve.charCodeAt(0) / 100;
      return { curve, description: `${curve} bench`, calendarDays: Math.round(bd * 1.45), businessDays: bd, rate: Number(rate.toFixed(7)), kind: (k + 1) % 10 === 0 ? 'F' : 'M', code: Math.round(bd * 1.45) } satisfies TaxaSwapVertex;
    }),
  );
  return taxaSwapFile(day, vertices);
}
