// Sample index portfolio for a first start without internet: the genuine IBOV
// theoretical portfolio shipped in samples/b3-index-portfolio (92 stocks, captured
// on or before 2022-05-18, the day ropensci/rb3 committed it), loaded through the
// real loader. No synthetic portfolio: the genuine answer is public.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileResult } from '../ingest/common/index.js';
import { loadPortfolioFile } from '../ingest/b3-index-portfolio/load.js';
import type { SampleLoadOptions } from './load-options.js';

const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../samples/b3-index-portfolio');

export async function loadSampleIndexPortfolios(ownerUrl: string, dataDir: string, _dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of fs.readdirSync(SHIPPED).sort()) results.push(await loadPortfolioFile(path.join(SHIPPED, file), { ownerUrl, dataDir, progress: options.progress }));
  return results;
}
