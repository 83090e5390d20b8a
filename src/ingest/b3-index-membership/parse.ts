// Reads one GetStockIndex answer: {page {totalRecords}, header {update, startMonth,
// endMonth, year}, results [{company, spotlight, code, indexes}]}. The answer states
// its own day (header.update), so any file name will do. `indexes` is kept as
// published (comma-separated codes); a stock listed twice, a malformed code or a
// results count that is not the page's totalRecords refuses the answer.
import { convert, IngestFileError, isCalendarDate, readCell, type CopyValue } from '../common/index.js';

interface Answer {
  page?: { totalRecords?: unknown };
  header?: { update?: unknown; startMonth?: unknown; endMonth?: unknown; year?: unknown };
  results?: Record<string, unknown>[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value));

export function membershipRows(body: string, fileName: string): CopyValue[][] {
  let answer: Answer;
  try {
    answer = JSON.parse(body.replace(/^\uFEFF/, '')) as Answer;
  } catch (error) {
    throw new IngestFileError(fileName, null, `not JSON: ${(error as Error).message}`);
  }
  if (!answer || !Array.isArray(answer.results) || !answer.header) throw new IngestFileError(fileName, null, 'no "header" and "results": not a stock-to-index membership answer (GetStockIndex)');
  const header = answer.header;
  const updatedOn = text(header.update);
  if (!isCalendarDate(updatedOn)) throw new IngestFileError(fileName, 'header', `update ${JSON.stringify(header.update)} is not a day YYYY-MM-DD`);
  const month = (name: 'startMonth' | 'endMonth') => {
    const value = readCell(fileName, 'header', name, () => convert('integer', text(header[name])));
    if (value === null || Number(value) < 1 || Number(value) > 12) throw new IngestFileError(fileName, 'header', `${name} ${JSON.stringify(header[name])} is not a month 1-12`);
    return value;
  };
  const startMonth = month('startMonth');
  const endMonth = month('endMonth');
  const year = readCell(fileName, 'header', 'year', () => convert('integer', text(header.year)));
  if (year === null) throw new IngestFileError(fileName, 'header', 'blank year');
  const stated = answer.page?.totalRecords;
  if (stated !== undefined && Number(stated) !== answer.results.length) {
    throw new IngestFileError(fileName, 'page', `totalRecords ${JSON.stringify(stated)} but ${answer.results.length} results: cut or altered, refused`);
  }

  const tickers = new Set<string>();
  return answer.results.map((stock, i) => {
    const at = `results[${i}]`;
    const ticker = text(stock.code).toUpperCase();
    if (!/^[A-Z0-9]{4,12}$/.test(ticker)) throw new IngestFileError(fileName, at, `code ${JSON.stringify(stock.code)} is not a trading code`);
    if (tickers.has(ticker)) throw new IngestFileError(fileName, at, `${ticker} appears twice`);
    tickers.add(ticker);
    const indexes = text(stock.indexes);
    if (!/^[A-Z0-9]{3,8}(,[A-Z0-9]{3,8})*$/.test(indexes)) throw new IngestFileError(fileName, at, `indexes ${JSON.stringify(stock.indexes)} is not a comma-separated list of index codes`);
    return [updatedOn, year, startMonth, endMonth, ticker, text(stock.company) || null, text(stock.spotlight) || null, indexes];
  });
}
