// Reads one GetTheoricalPortfolio answer: {page, header {part, theoricalQty,
// reductor}, results [{cod, asset, type, theoricalQty, part}]}. Its numbers are
// printed in the language of the request: pt-br "4.380.195.841" and "3,157",
// en-us "4,394,835,131" and "2.580". The header's part is always 100 (printed
// "100,000" pt-br, "100.000" en-us), which says which; the stocks' quantities
// must add up to the header's, else the answer is refused as cut or altered.
import { brNumber, enUsNumber, IngestFileError, readCell, type CopyValue } from '../common/index.js';

interface Answer {
  page?: { totalRecords?: unknown };
  header?: { part?: unknown; theoricalQty?: unknown };
  results?: Record<string, unknown>[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value));

export function portfolioRows(body: string, fileName: string, index: string, capturedOn: string): CopyValue[][] {
  let answer: Answer;
  try {
    answer = JSON.parse(body.replace(/^\uFEFF/, '')) as Answer;
  } catch (error) {
    throw new IngestFileError(fileName, null, `not JSON: ${(error as Error).message}`);
  }
  if (!answer || !Array.isArray(answer.results) || !answer.header) throw new IngestFileError(fileName, null, 'no "header" and "results": not a theoretical portfolio answer (GetTheoricalPortfolio)');
  const part = text(answer.header.part);
  const number = part === '100,000' ? brNumber : part === '100.000' ? enUsNumber : null;
  if (!number) throw new IngestFileError(fileName, 'header', `part ${JSON.stringify(answer.header.part)} is not 100 printed pt-br (100,000) or en-us (100.000)`);
  const rows: CopyValue[][] = [];
  const tickers = new Set<string>();
  let total = 0n;
  answer.results.forEach((stock, i) => {
    const at = `results[${i}]`;
    const ticker = text(stock.cod).toUpperCase();
    if (!/^[A-Z0-9]{4,12}$/.test(ticker)) throw new IngestFileError(fileName, at, `cod ${JSON.stringify(stock.cod)} is not a trading code`);
    if (tickers.has(ticker)) throw new IngestFileError(fileName, at, `${ticker} appears twice`);
    tickers.add(ticker);
    const quantity = readCell(fileName, at, 'theoricalQty', () => number(text(stock.theoricalQty)));
    const weight = readCell(fileName, at, 'part', () => number(text(stock.part)));
    if (quantity === null || !/^\d+$/.test(quantity)) throw new IngestFileError(fileName, at, `theoricalQty ${JSON.stringify(stock.theoricalQty)} is not a whole quantity`);
    if (weight === null) throw new IngestFileError(fileName, at, 'blank part');
    total += BigInt(quantity);
    rows.push([index, capturedOn, ticker, text(stock.asset) || null, text(stock.type) || null, quantity, weight]);
  });
  const stated = readCell(fileName, 'header', 'theoricalQty', () => number(text(answer.header!.theoricalQty)));
  if (stated === null || BigInt(stated.replace(/\.0*$/, '')) !== total) {
    throw new IngestFileError(fileName, 'header', `theoricalQty ${JSON.stringify(answer.header.theoricalQty)} is not the sum of the stocks' quantities (${total}): cut or altered, refused`);
  }
  return rows;
}
