// The b3-bdi sample set: generated bulletin sessions (synthetic) plus the one
// real lending-trades day the exchange published (22-03-2023_NEGOCIOSBTB.zip,
// byte-identical, shipped under samples/b3-bdi/), all loaded through the real loader.
import path from 'node:path';
import type { FileResult } from '../../ingest/common/index.js';
import { loadBdiFile } from '../../ingest/b3-bdi/load.js';
import { REPO_ROOT } from '../../repo-root.js';
import { writeSampleBdi } from './generate.js';

export const REAL_NEGOCIOS_BTB = path.join(REPO_ROOT, 'samples', 'b3-bdi', '22-03-2023_NEGOCIOSBTB.zip');

export async function loadSampleBdi(ownerUrl: string, dataDir: string, dir: string, options: { progress?: boolean }): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of writeSampleBdi(dir)) {
    results.push(await loadBdiFile(file.path, { ownerUrl, dataDir, progress: false, synthetic: true, table: file.table, sessionDate: file.sessionDate }));
  }
  results.push(await loadBdiFile(REAL_NEGOCIOS_BTB, { ownerUrl, dataDir, progress: options.progress }));
  return results;
}
