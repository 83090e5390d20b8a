// The month refresh after a load must not depend on the planner's statistics of
// cvm.inf_diario. Autovacuum after a killed load leaves them saying "no rows in
// many pages"; planned on that, the old refresh joined each class's last day by
// a nested loop over a seq scan and ran for minutes (a CI run timed out on it).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeBenchInfDiario } from '../../../src/bench/scale/generate.js';
import { loadInfDiarioFile } from '../../../src/ingest/cvm-inf-diario/load.js';
import { createTestDatabase, readDb, withClient, type TestDatabase } from '../../helpers/db.js';
import { tempDir } from '../support.js';

let db: TestDatabase;
let dir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = tempDir();
});
afterAll(async () => {
  await db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('refreshes a month in seconds when the statistics say the table is empty', async () => {
  const [{ file, rows }] = await writeBenchInfDiario(path.join(dir, 'files'), 12_000, ['2026-10']);
  // what a vacuum of a killed load's dead rows records: many pages, no live tuple
  const staleStatistics = `update pg_class set reltuples = 0, relpages = 1000
    where oid = 'cvm.inf_diario'::regclass or oid in (select inhrelid from pg_inherits where inhparent = 'cvm.inf_diario'::regclass)`;
  await withClient(db.superuserUrl, (c) => c.query(staleStatistics));
  const result = await loadInfDiarioFile(file, { ownerUrl: db.superuserUrl, dataDir: path.join(dir, 'data'), progress: false });
  expect(result).toMatchObject({ status: 'loaded', rowsInserted: rows });
  // a new month's rows were summed while the file was read; the SQL refresh (what a
  // second file reaching into the month runs) is called here on the same statistics
  await withClient(db.superuserUrl, async (c) => {
    await c.query(staleStatistics);
    await c.query('begin');
    await c.query('set local role ingest_writer');
    await c.query(`delete from cvm.fund_month where entity_type = 'fi'`);
    await c.query(`select cvm.refresh_fund_month_fi(array['2026-10-01'::date])`);
    await c.query('commit');
  });
  // every class of the month refreshed, from its last reported day
  const expected = await readDb(db.superuserUrl, (k) =>
    k.selectFrom('cvm.inf_diario').where('id_subclasse', '=', '').select((eb) => eb.fn.count<string>(eb.fn('distinct', ['cnpj'] as never)).as('n')).executeTakeFirstOrThrow(),
  );
  const refreshed = await readDb(db.superuserUrl, (k) => k.selectFrom('cvm.fund_month').where('entity_type', '=', 'fi').where('period', '=', '2026-10-01' as never).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow());
  expect(Number(refreshed.n)).toBe(Number(expected.n));
  expect(Number(refreshed.n)).toBeGreaterThan(10_000);
}, 60_000); // about 2 s here; the nested-loop plan took minutes
