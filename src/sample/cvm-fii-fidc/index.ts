// The cvm-fii-fidc sample set: writes the FII and FIDC monthly report archives
// for the fii and fidc funds of the shared sample universe and loads them
// through the real loaders (marked synthetic in the ingest log).
import fs from 'node:fs';
import type { FileResult } from '../../ingest/common/index.js';
import { loadFidcFile } from '../../ingest/cvm-fidc-mensal/load.js';
import { loadFiiFile } from '../../ingest/cvm-fii-mensal/load.js';
import { writeSampleFidc } from './fidc.js';
import { writeSampleFii } from './fii.js';

export async function writeSampleFiiFidc(dir: string): Promise<{ fii: string[]; fidc: string[] }> {
  fs.mkdirSync(dir, { recursive: true });
  return { fii: await writeSampleFii(dir), fidc: await writeSampleFidc(dir) };
}

export async function loadSampleFiiFidc(ownerUrl: string, dataDir: string, dir: string, options: { progress?: boolean } = {}): Promise<FileResult[]> {
  const files = await writeSampleFiiFidc(dir);
  const results: FileResult[] = [];
  const common = { ownerUrl, dataDir, progress: options.progress, synthetic: true };
  for (const file of files.fii) results.push(await loadFiiFile(file, common));
  for (const file of files.fidc) results.push(await loadFidcFile(file, common));
  return results;
}
