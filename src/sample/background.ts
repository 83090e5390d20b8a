// npm start serves first and loads the sample sets it is missing afterwards, in
// the background: each pending set is marked `loading` in ingest.sample_load
// before the gateway listens (coverage() then lists it as samples/<set>), and
// `loaded` or `failed` when its load ends. samplesReady() is the readiness flag
// a /ready probe answers from. A set left `loading` by a start that was stopped
// mid-load is loaded again (its loader skips the files already in).
import { sql } from 'kysely';
import pg from 'pg';
import { kyselyOver } from '../db/kysely.js';
import { eachConcurrently, loadOrder, sampleConcurrency } from './parallel.js';
import { SAMPLE_SETS, sampleDir, type SampleSet } from './sets.js';

export interface SampleLoading {
  /** Names of the sets still to load when the start began. */
  pending: readonly string[];
  /** True once every pending set has loaded (or failed: the api then serves what it has, and coverage says which failed). */
  samplesReady(): boolean;
  /** Loads the pending sets, several at once; never rejects (failures are recorded and logged). */
  loadInBackground(): Promise<void>;
}

/** Finds the sets to load and marks them `loading`; call before the gateway listens. */
export async function prepareSampleLoading(ownerUrl: string, dataDir: string, sets: readonly SampleSet[] = SAMPLE_SETS): Promise<SampleLoading> {
  const pending = await withClient(ownerUrl, async (client) => {
    const db = kyselyOver(client);
    // a set is pending when none of its sources has loaded a file, or a start before this one did not finish it
    const sources = sets.flatMap((s) => s.sources);
    const loaded = sources.length ? await db.selectFrom('ingest.ingest_log').select('source').distinct().where('status', '=', 'loaded').where('source', 'in', sources).execute() : [];
    const held = new Set(loaded.map((r) => r.source));
    const unfinished = await db.selectFrom('ingest.sample_load').select('set_name').where('state', '<>', 'loaded').execute();
    const resumed = new Set(unfinished.map((r) => r.set_name));
    const names = sets.filter((s) => !s.sources.some((source) => held.has(source)) || resumed.has(s.name)).map((s) => s.name);
    if (names.length === 0) return names;
    await db
      .insertInto('ingest.sample_load')
      .values(names.map((set_name) => ({ set_name, state: 'loading' })))
      .onConflict((oc) => oc.column('set_name').doUpdateSet({ state: 'loading', changed_at: sql<Date>`now()`, error: null }))
      .execute();
    return names;
  });
  let ready = pending.length === 0;
  return {
    pending,
    samplesReady: () => ready,
    async loadInBackground() {
      if (!pending.length) return;
      const started = performance.now();
      // side by side: the sets write disjoint tables (src/sample/parallel.ts)
      await eachConcurrently(loadOrder(sets.filter((s) => pending.includes(s.name))), sampleConcurrency(), async (set) => {
        try {
          console.log(`loading sample data: ${set.description}…`);
          const results = await set.load(ownerUrl, dataDir, sampleDir(dataDir, set), { progress: false });
          const rows = results.reduce((sum, r) => sum + (r.status === 'loaded' ? r.rowsInserted : 0), 0);
          console.log(`sample ${set.name}: ${rows} rows from ${results.length} files in ${sampleDir(dataDir, set)}`);
          await mark(ownerUrl, set.name, 'loaded', null);
        } catch (error) {
          console.error(`sample ${set.name} failed to load: ${(error as Error).message}`);
          await mark(ownerUrl, set.name, 'failed', (error as Error).message).catch(() => {});
        }
      });
      ready = true;
      console.log(`sample data ready (${((performance.now() - started) / 1000).toFixed(1)} s in the background); it is synthetic (source = synthetic_sample): load real files with npm run ingest -- <source> ...`);
    },
  };
}

async function mark(ownerUrl: string, set: string, state: 'loaded' | 'failed', error: string | null): Promise<void> {
  await withClient(ownerUrl, (client) =>
    kyselyOver(client).updateTable('ingest.sample_load').set({ state, error, changed_at: sql<Date>`now()` }).where('set_name', '=', set).execute(),
  );
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // the failing query reports it (the database stopping mid-load)
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
