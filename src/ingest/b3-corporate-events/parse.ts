// Reads the exchange's listed-companies answers. GetListedSupplementCompany is
// an array holding the company (code, capital, share counts) with its
// stockDividends (splits, reverse splits, bonuses), cashDividends (recent cash
// events with their payment date) and subscriptions (not landed). GetListedCashDividends
// is {page, results}: every cash event of the company, which it does not name
// (the request named it), so the issuer comes from the file name or the caller.
import { IngestFileError, type CopyValue } from '../common/index.js';
import { jsonRows } from '../common/json-rows.js';
import { CASH_DIVIDEND_TABLE, COMPANY_CASH_DIVIDEND_TABLE, CORPORATE_ANSWER_TABLE, LISTED_COMPANY_TABLE, STOCK_EVENT_TABLE } from './tables.js';

export type CorporateAnswer = 'GetListedSupplementCompany' | 'GetListedCashDividends';

export interface CorporateRows {
  answer: CorporateAnswer;
  issuer: string;
  /** Rows per landing table. */
  tables: Map<string, CopyValue[][]>;
}

const ISSUER = /^[A-Z0-9]{4}$/;

function parseJson(text: string, fileName: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new IngestFileError(fileName, null, `not JSON: ${(error as Error).message}`);
  }
}

function listOf(value: unknown, fileName: string, where: string): Record<string, unknown>[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new IngestFileError(fileName, where, 'not a JSON array');
  return value as Record<string, unknown>[];
}

/** Which answer the text is, by its shape. */
export function answerOf(body: unknown): CorporateAnswer | null {
  if (Array.isArray(body)) return 'GetListedSupplementCompany';
  if (body && typeof body === 'object' && Array.isArray((body as { results?: unknown }).results)) return 'GetListedCashDividends';
  return null;
}

/** The rows of one answer; `issuer` is needed for a cash-dividends answer (it does not say). */
export function corporateRows(text: string, fileName: string, capturedOn: string, issuer?: string): CorporateRows {
  const body = parseJson(text, fileName);
  const answer = answerOf(body);
  if (!answer) throw new IngestFileError(fileName, null, 'neither a GetListedSupplementCompany answer (an array) nor a GetListedCashDividends answer ({page, results})');
  const tables = new Map<string, CopyValue[][]>();
  if (answer === 'GetListedSupplementCompany') {
    const companies = body as Record<string, unknown>[];
    if (companies.length !== 1) throw new IngestFileError(fileName, null, `${companies.length} companies in the answer: a company answer holds exactly one (an unknown company answers [])`);
    const company = companies[0];
    const [listed] = jsonRows(LISTED_COMPANY_TABLE, [company], fileName, () => '[0]');
    const code = String(listed[0]);
    if (!ISSUER.test(code)) throw new IngestFileError(fileName, '[0]', `code ${JSON.stringify(code)} is not a 4-character issuer code`);
    if (issuer && issuer !== code) throw new IngestFileError(fileName, '[0]', `the answer is for ${code}, not ${issuer}`);
    const derived = { issuer_code: code };
    tables.set(LISTED_COMPANY_TABLE.table, [listed]);
    tables.set(STOCK_EVENT_TABLE.table, jsonRows(STOCK_EVENT_TABLE, listOf(company.stockDividends, fileName, 'stockDividends'), fileName, (i) => `stockDividends[${i}]`, derived));
    tables.set(COMPANY_CASH_DIVIDEND_TABLE.table, jsonRows(COMPANY_CASH_DIVIDEND_TABLE, listOf(company.cashDividends, fileName, 'cashDividends'), fileName, (i) => `cashDividends[${i}]`, derived));
    tables.set(CORPORATE_ANSWER_TABLE.table, [[code, answer, capturedOn]]);
    return { answer, issuer: code, tables };
  }
  if (!issuer || !ISSUER.test(issuer)) {
    throw new IngestFileError(fileName, null, 'a GetListedCashDividends answer does not name its company: name the file <CODE>_GetListedCashDividends.json (e.g. ABEV_GetListedCashDividends.json) or pass --company');
  }
  const { page, results } = body as { page?: { totalRecords?: unknown }; results: Record<string, unknown>[] };
  // the answer states how many events it holds: fewer means a cut answer (a second page), refused
  if (page && typeof page.totalRecords === 'number' && page.totalRecords !== results.length) {
    throw new IngestFileError(fileName, 'page', `totalRecords ${page.totalRecords} but ${results.length} results: a partial answer, refused (ask with pageSize 9999)`);
  }
  tables.set(CASH_DIVIDEND_TABLE.table, jsonRows(CASH_DIVIDEND_TABLE, results, fileName, (i) => `results[${i}]`, { issuer_code: issuer }));
  tables.set(CORPORATE_ANSWER_TABLE.table, [[issuer, answer, capturedOn]]);
  return { answer, issuer, tables };
}
