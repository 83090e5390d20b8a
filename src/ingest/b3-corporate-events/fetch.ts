// Online mode: the exchange's listed-companies service answers one company per
// call, its arguments base64-encoded JSON in the path (as rb3 records them):
// GetListedSupplementCompany by the issuer code, GetListedCashDividends by the
// trading name the first answer gives (letters and digits only: "AMBEV S/A" -> AMBEVSA).
import type { FetchIO, Fetched, RemoteFile } from '../source.js';
import type { CorporateFileOptions } from './load.js';

export const CORPORATE_BASE_URL = 'https://sistemaswebb3-listados.b3.com.br/listedCompaniesProxy/CompanyCall';

const encoded = (args: object) => Buffer.from(JSON.stringify(args)).toString('base64');

export function supplementUrl(issuer: string, baseUrl = CORPORATE_BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, '')}/GetListedSupplementCompany/${encoded({ issuingCompany: issuer, language: 'pt-br' })}`;
}

export function cashDividendsUrl(tradingName: string, baseUrl = CORPORATE_BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, '')}/GetListedCashDividends/${encoded({ tradingName, language: 'pt-br', pageNumber: 1, pageSize: 9999 })}`;
}

/** The company answer, then the cash-events answer asked by the trading name it gives. */
export async function* fetchCompany(file: RemoteFile<CorporateFileOptions>, io: FetchIO): AsyncIterable<Fetched<CorporateFileOptions>> {
  const issuer = file.options!.issuer!;
  const bytes = await io.get(file.url, file.fileName);
  const companies = JSON.parse(bytes.toString('utf8')) as { tradingName?: string }[];
  if (!Array.isArray(companies) || companies.length === 0) {
    yield { nothing: file.fileName, why: `the exchange lists no company ${issuer}` };
    return;
  }
  yield { ...file, bytes };
  const tradingName = String(companies[0].tradingName ?? '').replace(/[^A-Za-z0-9]/g, '');
  const baseUrl = file.url.slice(0, file.url.indexOf('/GetListedSupplementCompany/'));
  const cash = { url: cashDividendsUrl(tradingName, baseUrl), fileName: `${issuer}_GetListedCashDividends_${file.options!.capturedOn}.json`, options: file.options };
  yield { ...cash, bytes: await io.get(cash.url, cash.fileName) };
}
