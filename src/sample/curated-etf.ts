// The curated-etf sample set: the repository's own curated/*.csv files, whose
// shipped rows are sample entries (sample = yes), loaded marked synthetic so
// `npm start` shows the ETF columns of portfolio_fees and portfolio_fee_peers.
import type { FileResult } from '../ingest/common/index.js';
import { CURATED_ETF_PATHS } from '../ingest/curated-etf/command.js';
import { loadCuratedEtfFile } from '../ingest/curated-etf/load.js';

export async function loadCuratedEtfSample(ownerUrl: string, dataDir: string, options: { progress?: boolean } = {}): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of CURATED_ETF_PATHS) results.push(await loadCuratedEtfFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  return results;
}
