// Online mode: PTAX for one currency and a date range from the Olinda
// CotacaoMoedaPeriodo endpoint as CSV, one calendar year per request, each
// year loaded as its own file (archived, one transaction, one ingest_log row).
import { yearSpans } from '../flags.js';

export const OLINDA_PTAX_BASE_URL = 'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata';

export interface DateRange {
  from: string;
  to: string;
}

/** Olinda wants MM-DD-YYYY; other forms answer 200 with an empty result. */
export function olindaDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}-${day}-${year}`;
}

export function ptaxPeriodUrl(currency: string, range: DateRange, baseUrl = OLINDA_PTAX_BASE_URL): string {
  return (
    `${baseUrl.replace(/\/+$/, '')}/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)` +
    `?@moeda='${currency}'&@dataInicial='${olindaDate(range.from)}'&@dataFinalCotacao='${olindaDate(range.to)}'&$format=text/csv`
  );
}

/** Splits [from, to] (YYYY-MM-DD, inclusive) at calendar-year boundaries. */
export function yearChunks(range: DateRange): DateRange[] {
  return yearSpans(range.from, range.to, '01-01', '12-31');
}
