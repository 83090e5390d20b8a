// A load killed mid-file leaves nothing behind: its server-side statement ends
// with the client (the loader's connection checks its client every second; the
// CLI cancels on SIGTERM), no archived raw file exists without its ingest_log
// row, no landing row stays, and the next run removes the killed run's
// temporary copy and loads the file whole.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBenchInfDiario } from '../../../src/bench/scale/generate.js';
import { REPO_ROOT } from '../../../src/repo-root.js';
import { loadInfDiarioFile } from '../../../src/ingest/cvm-inf-diario/load.js';
import { createTestDatabase, readDb, withClient, type TestDatabase } from '../../helpers/db.js';
import { rowCount, tempDir } from '../support.js';

let db: TestDatabase;
let dir: string;
let file: string;
let rows: number;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = tempDir();
  // big enough that the load is still running when the test kills it
  [{ file, rows }] = await writeBenchInfDiario(path.join(dir, 'files'), 12_000, ['2026-10']);
});
afterAll(async () => {
  await db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => path.join(dir, 'data');

/** Starts `npm run ingest -- cvm-inf-diario --file` as one node process (no tsx wrapper, so a signal reaches the loader itself). */
function startLoad() {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/ingest.ts', 'cvm-inf-diario', '--file', file, '--no-progress'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: db.superuserUrl, DATA_DIR: dataDir() },
    stdio: 'ignore',
  });
}

async function loaderBackends(): Promise<number> {
  return withClient(db.superuserUrl, async (c) => (await c.query(`select count(*)::int as n from pg_stat_activity where application_name = 'brfin-ingest cvm-inf-diario'`)).rows[0].n);
}

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  for (const t0 = Date.now(); !(await check()); ) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Files under raw/ (temporary copies apart) and the archive paths ingest_log records. */
async function archiveState() {
  const files = fs.existsSync(path.join(dataDir(), 'raw')) ? fs.readdirSync(path.join(dataDir(), 'raw'), { recursive: true, encoding: 'utf8' }) : [];
  const archived = files.filter((f) => fs.statSync(path.join(dataDir(), 'raw', f)).isFile()).map((f) => path.join('raw', f));
  const logged = await readDb(db.superuserUrl, (k) => k.selectFrom('ingest.ingest_log').select(['archive_path', 'status']).orderBy('id').execute());
  return { archived, logged };
}

async function held(): Promise<number> {
  return rowCount(db.superuserUrl, 'cvm.inf_diario');
}

describe('a killed load', () => {
  for (const [signal, how] of [['SIGKILL', 'killed outright'], ['SIGTERM', 'told to stop']] as const) {
    it(`${how} (${signal}): its statement ends on the server and it leaves no archived file, log row or landing row`, async () => {
      const child = startLoad();
      const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
      await until('the load is running on the server', async () => (await loaderBackends()) > 0, 60_000);
      await new Promise((r) => setTimeout(r, 300));
      child.kill(signal);
      const code = await exited;
      // stopped by the signal: 143 from the CLI's own handler, or the signal itself when it lands before the handler is in
      if (signal === 'SIGTERM') expect([143, 'SIGTERM']).toContain(code);
      await until('no loader statement is left on the server', async () => (await loaderBackends()) === 0, 5_000);
      const { archived, logged } = await archiveState();
      // a SIGTERM'd run may get to record its failure, whose row then points at the copy
      const failedCopies = logged.filter((r) => r.status === 'failed' && r.archive_path).map((r) => r.archive_path);
      expect(archived.filter((f) => !path.basename(f).startsWith('.pending-'))).toEqual([...new Set(failedCopies)]);
      expect(logged.filter((r) => r.status === 'loaded')).toEqual([]);
      expect(await held()).toBe(0);
    }, 90_000);
  }

  it('is followed by a run that removes its temporary copy and loads the file whole', async () => {
    const result = await loadInfDiarioFile(file, { ownerUrl: db.superuserUrl, dataDir: dataDir(), progress: false });
    expect(result).toMatchObject({ status: 'loaded', rowsInserted: rows });
    const { archived, logged } = await archiveState();
    expect(archived).toEqual([result.status === 'loaded' ? result.archivePath : '']);
    expect(logged.filter((r) => r.status === 'loaded').map((r) => r.archive_path)).toEqual(archived);
    expect(await held()).toBe(rows);
  }, 180_000); // a whole 250,000-row load; generous for a busy machine
});
