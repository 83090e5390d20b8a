// npm start on a database that has never loaded anything: load the sample so
// the API answers at once. Any earlier load (real or sample) means hands off.
import pg from 'pg';
import type { FileResult } from '../ingest/common/index.js';
import { loadSampleData, SAMPLE_CURRENCIES, SAMPLE_FIRST_DAY, SAMPLE_LAST_DAY } from './ptax.js';

export async function loadSampleDataIfEmpty(ownerUrl: string, dataDir: string, options: { progress?: boolean } = {}): Promise<FileResult[] | null> {
  if (await anythingLoaded(ownerUrl)) return null;
  console.log(`loading sample data: synthetic PTAX for ${SAMPLE_CURRENCIES.join(', ')}, ${SAMPLE_FIRST_DAY}..${SAMPLE_LAST_DAY} (not central-bank figures)…`);
  const results = await loadSampleData(ownerUrl, dataDir, { progress: options.progress ?? Boolean(process.stdout.isTTY) });
  const rows = results.reduce((sum, r) => sum + (r.status === 'loaded' ? r.rowsInserted : 0), 0);
  console.log(`sample data: ${rows} PTAX rows from ${results.length} files in ${dataDir}/sample (replace with npm run ingest -- bcb-ptax ...)`);
  return results;
}

async function anythingLoaded(ownerUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ loaded: boolean }>(`select exists (select 1 from ingest.ingest_log where status = 'loaded') as loaded`);
    return rows[0].loaded;
  } finally {
    await client.end();
  }
}
