// npm start serves first and loads the sample sets it is missing afterwards, in
// the background: each pending set is marked `loading` in ingest.sample_load
// before the gateway listens (coverage() then lists it as samples/<set>), and
// `loaded` or `failed` when its load ends. samplesReady() is the readiness flag
// a /ready probe answers from. A set left `loading` by a start that was stopped
// mid-load is loaded again (its loader skips the files already in).
import pg from 'pg';
import { SAMPLE_SETS, sampleDir, type SampleSet } from './sets.js';

export interface SampleLoading {
  /** Names of the sets still to load when the start began. */
  pending: readonly string[];
  /** True once every pending set has loaded (or failed: the api then serves what it has, and coverage says which failed). */
  samplesReady(): boolean;
  /** Loads the pending sets one after the other; never rejects (failures are recorded and logged). */
  loadInBackground(): Promise<void>;
}

/** Finds the sets to load and marks them `loading`; call before the gateway listens. */
export async function prepareSampleLoading(ownerUrl: string, dataDir: string, sets: readonly SampleSet[] = SAMPLE_SETS): Promise<SampleLoading> {
  const pending = await withClient(ownerUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select s.name
       from unnest($1::text[], $2::text[]) with ordinality as s(name, sources, n)
       where not exists (select 1 from ingest.ingest_log l where l.status = 'loaded' and l.source = any (string_to_array(s.sources, ',')))
          or exists (select 1 from ingest.sample_load p where p.set_name = s.name and p.state <> 'loaded')
       order by s.n`,
      [sets.map((s) => s.name), sets.map((s) => s.sources.join(','))],
    );
    const names = rows.map((r) => r.name);
    await client.query(
      `insert into ingest.sample_load (set_name, state) select unnest($1::text[]), 'loading'
       on conflict (set_name) do update set state = 'loading', changed_at = now(), error = null`,
      [names],
    );
    return names;
  });
  let ready = pending.length === 0;
  return {
    pending,
    samplesReady: () => ready,
    async loadInBackground() {
      if (!pending.length) return;
      const started = performance.now();
      for (const set of sets.filter((s) => pending.includes(s.name))) {
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
      }
      ready = true;
      console.log(`sample data ready (${((performance.now() - started) / 1000).toFixed(1)} s in the background); it is synthetic (source = synthetic_sample): load real files with npm run ingest -- <source> ...`);
    },
  };
}

async function mark(ownerUrl: string, set: string, state: 'loaded' | 'failed', error: string | null): Promise<void> {
  await withClient(ownerUrl, (client) =>
    client.query(`update ingest.sample_load set state = $2, error = $3, changed_at = now() where set_name = $1`, [set, state, error]),
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
