// Sample index portfolio and membership for a first start without internet: the
// genuine IBOV theoretical portfolio shipped in samples/b3-index-portfolio (92
// stocks, captured on or before 2022-05-18, the day ropensci/rb3 committed it) and
// the genuine stock-to-index membership in samples/b3-index-membership (660 stocks,
// updated 2022-05-13), each through its real loader. Nothing synthetic: both
// answers are public.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileResult } from '../ingest/common/index.js';
import { loadMembershipFile } from '../ingest/b3-index-membership/load.js';
import { loadPortfolioFile } from '../ingest/b3-index-portfolio/load.js';
import type { SampleLoadOptions } from './load-options.js';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../samples');

export async function loadSampleIndexPortfolios(ownerUrl: string, dataDir: string, _dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  const shipped = (folder: string) => fs.readdirSync(path.join(SAMPLES, folder)).sort().map((file) => path.join(SAMPLES, folder, file));
  for (const file of shipped('b3-index-portfolio')) results.push(await loadPortfolioFile(file, { ownerUrl, dataDir, progress: options.progress }));
  for (const file of shipped('b3-index-membership')) results.push(await loadMembershipFile(file, { ownerUrl, dataDir, progress: options.progress }));
  return results;
}
