// cvm.inf_diario one partition a month: a new month's file becomes its
// partition (key built in one sort), a held month or several months go in
// through the table, a repeated key still refuses the file naming both lines,
// and nothing is left behind by a refused file.
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadInfDiarioFile } from '../../../src/ingest/cvm-inf-diario/load.js';
import { INF_DIARIO_HEADER_175 } from '../../../src/ingest/cvm-inf-diario/tables.js';
import { sql } from 'kysely';
import { readDb, withClient } from '../../helpers/db.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const load = (file: string, extra: { force?: boolean } = {}) => loadInfDiarioFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...extra });
const A = '11100000000180';
const B = '22333444000105';

/** A 175-header daily report of [cnpj, day, nav] lines. */
function dailyReport(name: string, lines: [string, string, string][]): string {
  const file = path.join(env.dataDir, name);
  const body = lines.map(([cnpj, day, nav]) => ['CLASSES - FIF', cnpj, '', day, nav, '1.5', nav, '', '', '7'].join(';'));
  fs.writeFileSync(file, Buffer.from([INF_DIARIO_HEADER_175.join(';'), ...body, ''].join('\r\n'), 'latin1'));
  return file;
}

/** From the system catalog: the table's partitions (name, bounds, whether it has its primary key) and any other cvm.inf_diario_* table. */
async function layout() {
  return withClient(env.db.superuserUrl, async (c) => {
    const partitions = await c.query<{ name: string; bounds: string; keyed: boolean }>(
      `select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bounds,
              exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p') as keyed
         from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'cvm.inf_diario'::regclass order by c.relname`,
    );
    const strays = await c.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'cvm' and c.relkind = 'r' and c.relname like 'inf\\_diario\\_%' and not c.relispartition`,
    );
    return { partitions: partitions.rows, strays: strays.rows.map((r) => r.name) };
  });
}

/** Rows per partition they landed in. */
const rowsByMonth = () =>
  readDb(env.db.superuserUrl, (db) =>
    db
      .selectFrom('cvm.inf_diario')
      .select(sql<string>`tableoid::regclass::text`.as('partition'))
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .groupBy(sql`tableoid`)
      .orderBy('partition')
      .execute(),
  );

beforeEach(async () => {
  await withClient(env.db.superuserUrl, async (c) => {
    await c.query('truncate cvm.inf_diario, cvm.fund_month, ingest.ingest_log cascade');
    const { rows } = await c.query<{ name: string }>(`select inhrelid::regclass::text as name from pg_inherits where inhparent = 'cvm.inf_diario'::regclass`);
    for (const { name } of rows) await c.query(`drop table ${name}`);
  });
});

describe('cvm.inf_diario by month', () => {
  it('makes a new month file its partition, keyed, with nothing else left', async () => {
    const result = await load(dailyReport('inf_diario_fi_202503.csv', [[A, '2025-03-03', '10'], [A, '2025-03-04', '11'], [B, '2025-03-03', '20']]));
    expect(result).toMatchObject({ status: 'loaded', rowsInserted: 3 });
    expect(await layout()).toEqual({ partitions: [{ name: 'inf_diario_2025_03', bounds: "FOR VALUES FROM ('2025-03-01') TO ('2025-04-01')", keyed: true }], strays: [] });
    expect(await rowsByMonth()).toEqual([{ partition: 'cvm.inf_diario_2025_03', n: 3 }]);
  });

  it('adds other days of a held month through the table, and a file of two months to both', async () => {
    await load(dailyReport('inf_diario_fi_202503_a.csv', [[A, '2025-03-03', '10']]));
    await load(dailyReport('inf_diario_fi_202503_b.csv', [[A, '2025-03-04', '11'], [B, '2025-03-04', '20']]));
    await load(dailyReport('inf_diario_fi_202504.csv', [[A, '2025-04-30', '12'], [A, '2025-05-02', '13']]));
    const { partitions, strays } = await layout();
    expect(partitions.map((p) => [p.name, p.keyed])).toEqual([
      ['inf_diario_2025_03', true],
      ['inf_diario_2025_04', true],
      ['inf_diario_2025_05', true],
    ]);
    expect(strays).toEqual([]);
    expect(await rowsByMonth()).toEqual([
      { partition: 'cvm.inf_diario_2025_03', n: 3 },
      { partition: 'cvm.inf_diario_2025_04', n: 1 },
      { partition: 'cvm.inf_diario_2025_05', n: 1 },
    ]);
  });

  it('refuses a new month file that repeats a key, naming both lines, and leaves no partition or table behind', async () => {
    const error = await expectIngestFileError(load(dailyReport('inf_diario_fi_202506.csv', [[A, '2025-06-02', '10'], [B, '2025-06-02', '20'], [A, '2025-06-02', '11']])));
    expect(error.message).toContain('line 4');
    expect(error.message).toContain('line 2');
    expect(await layout()).toEqual({ partitions: [], strays: [] });
  });

  it('takes a file reaching a held month and a new one through the upsert, counting what it inserted and updated', async () => {
    await load(dailyReport('inf_diario_fi_202507.csv', [[A, '2025-07-31', '10'], [B, '2025-07-31', '20']]));
    const result = await load(dailyReport('inf_diario_fi_202507_08.csv', [[A, '2025-07-31', '10.5'], [B, '2025-07-31', '20'], [A, '2025-08-01', '12']]));
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 3, rowsInserted: 1, rowsUpdated: 1, rowsSkipped: 1 });
    expect((await layout()).partitions.map((p) => p.name)).toEqual(['inf_diario_2025_07', 'inf_diario_2025_08']);
    expect(await rowsByMonth()).toEqual([
      { partition: 'cvm.inf_diario_2025_07', n: 2 },
      { partition: 'cvm.inf_diario_2025_08', n: 1 },
    ]);
  });
});
