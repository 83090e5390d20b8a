// Loads one theoretical portfolio answer into b3.index_portfolio. The answer does
// not say its index or its day: the file's name does (<INDEX>_<YYYY-MM-DD>.json,
// as the online mode saves it), or the caller.
import fs from 'node:fs';
import path from 'node:path';
import { ingestFile, IngestFileError, isCalendarDate, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { portfolioRows } from './parse.js';
import { INDEX_PORTFOLIO_TABLE } from './tables.js';

export const INDEX_PORTFOLIO_SOURCE = 'b3-index-portfolio';

export interface PortfolioFileOptions {
  index?: string;
  /** The day the portfolio was captured, YYYY-MM-DD. */
  date?: string;
}

/** <INDEX>_<YYYY-MM-DD> at the start of a file name. */
export function namedPortfolio(fileName: string): PortfolioFileOptions {
  const match = /^([A-Za-z0-9]{3,8})_(\d{4}-\d{2}-\d{2})(?![0-9])/.exec(fileName);
  return match ? { index: match[1].toUpperCase(), date: match[2] } : {};
}

export function portfolioLoader(options: PortfolioFileOptions): Loader {
  return {
    source: INDEX_PORTFOLIO_SOURCE,
    targets: [landingTarget(INDEX_PORTFOLIO_TABLE)],
    async stageTables(input, { fileName, filePath, stageRows }) {
      input.resume(); // one portfolio is a few kB of JSON, read whole
      if (!options.index || !options.date) throw new IngestFileError(fileName, null, 'the answer does not say its index and day: name the file <INDEX>_<YYYY-MM-DD>.json (e.g. IBOV_2022-05-13.json) or pass --index and --date');
      if (!isCalendarDate(options.date)) throw new IngestFileError(fileName, null, `${options.date} is not a day YYYY-MM-DD`);
      const rows = portfolioRows(await fs.promises.readFile(filePath, 'utf8'), fileName, options.index, options.date);
      await stageRows(INDEX_PORTFOLIO_TABLE.table, rows);
      return { recordsRead: rows.length };
    },
  };
}

/** Loads one answer; its index and day are the load key. */
export function loadPortfolioFile(filePath: string, options: IngestFileOptions & PortfolioFileOptions): Promise<FileResult> {
  const fileName = options.fileName ?? path.basename(filePath);
  const named = { ...namedPortfolio(fileName), ...(options.index ? { index: options.index.toUpperCase() } : {}), ...(options.date ? { date: options.date } : {}) };
  return ingestFile(portfolioLoader(named), filePath, { ...options, fileName, loadKey: named.index && named.date ? `${named.index}/${named.date}` : undefined });
}
