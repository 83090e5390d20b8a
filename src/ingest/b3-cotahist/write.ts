// Writes COTAHIST records at B3's byte positions (the inverse of parse.ts), for
// the sample tape and for tests that need files the exchange never published.
export interface QuoteRecord {
  date: string; // YYYY-MM-DD
  codneg: string;
  tpmerc: string;
  codbdi?: string;
  nomres?: string;
  especi?: string;
  prices?: { open: number; high: number; low: number; average: number; close: number; bid?: number; ask?: number };
  trades?: number;
  quantity?: number;
  volume?: number;
  strike?: number;
  expiry?: string; // YYYY-MM-DD
  fatcot?: number;
  ptoexe?: string; // 13 digits
  isin?: string;
  termDays?: number; // PRAZOT, forward (030) records
}

const num = (value: number, width: number, decimals = 0) => String(Math.round(value * 10 ** decimals)).padStart(width, '0');
const text = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);
const ymd = (iso: string) => iso.replaceAll('-', '');

export function quoteRecord(r: QuoteRecord): string {
  const p = r.prices ?? { open: 0, high: 0, low: 0, average: 0, close: 0 };
  const out =
    '01' + ymd(r.date) + text(r.codbdi ?? '02', 2) + text(r.codneg, 12) + r.tpmerc + text(r.nomres ?? 'TEST SA', 12) + text(r.especi ?? 'ON', 10) +
    (r.termDays === undefined ? text('', 3) : num(r.termDays, 3)) + text('R$', 4) +
    [p.open, p.high, p.low, p.average, p.close, p.bid ?? 0, p.ask ?? 0].map((v) => num(v, 13, 2)).join('') +
    num(r.trades ?? 0, 5) + num(r.quantity ?? 0, 18) + num(r.volume ?? 0, 18, 2) + num(r.strike ?? 0, 13, 2) + '0' +
    ymd(r.expiry ?? '9999-12-31') + num(r.fatcot ?? 1, 7) + (r.ptoexe ?? '0000000000000') + text(r.isin ?? 'BRTESTACNOR0', 12) + '100';
  if (out.length !== 245) throw new Error(`COTAHIST record of ${out.length} characters for ${r.codneg}`);
  return out;
}

/** A whole file: header, the records, a trailer counting every line (or `trailerCount`). */
export function cotahistText(records: readonly QuoteRecord[], opts: { year?: string; trailerCount?: number } = {}): string {
  const stamp = `COTAHIST.${opts.year ?? '2024'}BOVESPA ${opts.year ?? '2024'}0101`;
  const header = text(`00${stamp}`, 245);
  const trailer = text(`99${stamp}${String(opts.trailerCount ?? records.length + 2).padStart(11, '0')}`, 245);
  return [header, ...records.map(quoteRecord), trailer].join('\r\n') + '\r\n';
}
