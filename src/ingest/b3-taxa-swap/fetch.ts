// Online mode: the day's reference rates from the exchange's pesquisapregao
// service, TSyymmdd.ex_ (a zip holding a self-extracting executable that holds
// TaxaSwap.txt). A day without a file answers a 22-byte empty zip, which the
// loader records as "no file that day".

export const TAXA_SWAP_BASE_URL = 'https://www.b3.com.br/pesquisapregao/download';
/** The first session the exchange publishes the file for. */
export const TAXA_SWAP_FIRST_DAY = '2008-01-02';

/** The file the exchange publishes for a session, e.g. TS141212.ex_. */
export function taxaSwapFileName(day: string): string {
  return `TS${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}.ex_`;
}
