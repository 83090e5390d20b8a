// npm start: every sample set whose sources have never loaded a file is loaded,
// so each endpoint answers at once. A source that has loaded anything (real or
// sample) is left alone, so real data is never mixed with a fresh sample.
import pg from 'pg';
import { kyselyOver } from '../db/kysely.js';
import type { FileResult } from '../ingest/common/index.js';
import type { SampleLoadOptions } from './load-options.js';
import { eachConcurrently, loadOrder, sampleConcurrency } from './parallel.js';
import { SAMPLE_SETS, sampleDir, type SampleSet } from './sets.js';

export interface SampleSetLoad {
  set: string;
  results: FileResult[];
}

/** Loads the sets not yet held; returns what each loaded (empty when every set was already held). */
export async function loadMissingSamples(ownerUrl: string, dataDir: string, options: SampleLoadOptions = {}, sets: readonly SampleSet[] = SAMPLE_SETS): Promise<SampleSetLoad[]> {
  const done = new Map<string, SampleSetLoad>();
  // side by side: the sets write disjoint tables (src/sample/parallel.ts); a failure still rejects, once the others settle
  const failures: unknown[] = [];
  await eachConcurrently(loadOrder(sets), sampleConcurrency(), async (set) => {
    try {
      if (await anyLoaded(ownerUrl, set.sources)) return;
      console.log(`loading sample data: ${set.description}…`);
      const results = await set.load(ownerUrl, dataDir, sampleDir(dataDir, set), { progress: options.progress ?? Boolean(process.stdout.isTTY) });
      const rows = results.reduce((sum, r) => sum + (r.status === 'loaded' ? r.rowsInserted : 0), 0);
      console.log(`sample ${set.name}: ${rows} rows from ${results.length} files in ${sampleDir(dataDir, set)}`);
      done.set(set.name, { set: set.name, results });
    } catch (error) {
      failures.push(error);
    }
  });
  if (failures.length) throw failures[0];
  const loads = sets.flatMap((set) => done.get(set.name) ?? []);
  if (loads.length) console.log('sample data is synthetic (source = synthetic_sample); load real files with npm run ingest -- <source> ...');
  return loads;
}

async function anyLoaded(ownerUrl: string, sources: readonly string[]): Promise<boolean> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const loaded = await kyselyOver(client)
      .selectFrom('ingest.ingest_log')
      .select('id')
      .where('status', '=', 'loaded')
      .where('source', 'in', [...sources])
      .limit(1)
      .executeTakeFirst();
    return loaded !== undefined;
  } finally {
    await client.end();
  }
}
