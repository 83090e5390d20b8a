// The shared run with loaders other than PTAX's: what every later source relies on.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { archiveRawFile } from '../../../src/ingest/common/archive.js';
import { copyRows } from '../../../src/ingest/common/copy.js';
import { IngestFileError } from '../../../src/ingest/common/errors.js';
import { ingestFile } from '../../../src/ingest/common/ingest-file.js';
import type { Loader, LoadedFile } from '../../../src/ingest/common/types.js';
import { PTAX_TARGET } from '../../../src/ingest/bcb-ptax/load.js';
import { withClient } from '../../helpers/db.js';
import { ingestLog, ptaxRowCount, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();

function writeInput(name: string, text: string): string {
  const file = path.join(env.dataDir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** A streaming loader: one bcb.ptax row per input line "date;rate", failing on "boom" after the COPY has begun. */
const lineLoader: Loader = {
  source: 'test-lines',
  targets: [PTAX_TARGET],
  async stageTables(input, { fileName, stageRows }) {
    async function* rows() {
      let line = 0;
      let rest = '';
      for await (const chunk of input) {
        rest += chunk.toString();
        const lines = rest.split('\n');
        rest = lines.pop()!;
        for (const text of lines) {
          line += 1;
          if (text === 'boom') throw new IngestFileError(fileName, `line ${line}`, 'boom is not a row');
          const [day, rate] = text.split(';');
          yield ['CHF', day, rate, rate, null, null, null, `${day} 13:00:00`];
        }
      }
    }
    await stageRows(PTAX_TARGET.table, rows());
    return {};
  },
};

describe('ingestFile', () => {
  it('streams rows through COPY and counts them', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `${dayAfter('2001-01-01', i)};${(1 + i / 10000).toFixed(4)}`);
    const result = await ingestFile(lineLoader, writeInput('lines.txt', rows.join('\n') + '\n'), { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 3000, rowsInserted: 3000, rowsSkipped: 0, firstPeriod: '2001-01-01' });
    expect(await ptaxRowCount(env.db.superuserUrl)).toBe(3000);
  });

  it('rolls back a COPY already under way when the parser fails, and the connection still records the failure', async () => {
    const before = await ptaxRowCount(env.db.superuserUrl);
    const rows = Array.from({ length: 5000 }, (_, i) => `${dayAfter('1980-01-01', i)};1.5`);
    const file = writeInput('boom.txt', [...rows, 'boom', '1999-01-01;2'].join('\n') + '\n');
    const error = await ingestFile(lineLoader, file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false }).then(
      () => new Error('expected a failure'),
      (e: unknown) => e as IngestFileError,
    );
    expect(error.message).toBe('boom.txt line 5001: boom is not a row');
    expect(await ptaxRowCount(env.db.superuserUrl)).toBe(before);
    const failed = (await ingestLog(env.db.superuserUrl)).filter((l) => l.status === 'failed');
    expect(failed.map((l) => [l.source, l.file_name, l.error])).toEqual([['test-lines', 'boom.txt', 'boom.txt line 5001: boom is not a row']]);
  });

  it('skips equal bytes only under the same load key, so identical answers for two sessions both load', async () => {
    const file = writeInput('same.txt', '1970-01-01;1.25\n');
    const options = { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false };
    const first = await ingestFile(lineLoader, file, { ...options, loadKey: 'T/1970-01-01' });
    const otherKey = await ingestFile(lineLoader, file, { ...options, loadKey: 'T/1970-01-02' });
    const sameKey = await ingestFile(lineLoader, file, { ...options, loadKey: 'T/1970-01-01' });
    expect([first.status, otherKey.status, sameKey.status]).toEqual(['loaded', 'loaded', 'skipped']);
    // the skip names the load under the same key, not the later one under another key
    expect(sameKey).toMatchObject({ previous: { id: (first as LoadedFile).ingestId } });
    const logged = (await ingestLog(env.db.superuserUrl)).filter((l) => l.file_name === 'same.txt');
    expect(logged.map((l) => l.status)).toEqual(['loaded', 'loaded']);
  });

  it('loads a small file in three round trips (opening, one write per non-empty table, closing) and skips a reload in two', async () => {
    // A streamed table (COPY), a small array (one INSERT) and an empty array (nothing sent).
    const threeTables: Loader = {
      source: 'test-round-trips',
      targets: [PTAX_TARGET, { ...PTAX_TARGET, table: 'bcb.ptax_small_twin' }, { ...PTAX_TARGET, table: 'bcb.ptax_empty_twin' }],
      async stageTables(input, context) {
        const result = await lineLoader.stageTables(input, context);
        await context.stageRows('bcb.ptax_small_twin', [['EUR', '1960-01-06', '2.5', '2.6', null, null, null, '1960-01-06 13:00:00']]);
        await context.stageRows('bcb.ptax_empty_twin', []);
        return result;
      },
    };
    await withClient(env.db.superuserUrl, (c) =>
      c.query(`create table bcb.ptax_small_twin (like bcb.ptax including all); create table bcb.ptax_empty_twin (like bcb.ptax including all);
               grant insert, select, update on bcb.ptax_small_twin, bcb.ptax_empty_twin to ingest_writer`),
    );
    const options = { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false };
    const file = writeInput('round-trips.txt', '1960-01-04;1.5\n1960-01-05;1.6\n');
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string }).text ?? '');
      sent.push(text.trim().split(/\s+/).slice(0, 3).join(' '));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
    let first, again;
    let loadedTrips: string[];
    try {
      first = await ingestFile(threeTables, file, options);
      loadedTrips = sent.splice(0);
      again = await ingestFile(threeTables, file, options);
    } finally {
      pg.Client.prototype.query = query;
    }
    expect([first.status, again.status]).toEqual(['loaded', 'skipped']);
    expect(loadedTrips).toEqual(['begin; set local', 'copy bcb.ptax (currency,', 'insert into bcb.ptax_small_twin', 'update ingest.ingest_log set']);
    expect(sent).toEqual(['begin; set local', 'rollback']);
    expect(again).toMatchObject({ previous: { id: (first as LoadedFile).ingestId } });
    // what each write left, and the one log row, with its archive copy
    const held = await withClient(env.db.superuserUrl, async (c) =>
      (await c.query(`select 'ptax' as t, currency, reference_date::text as day, buy_rate::text as buy, ingest_id::int from bcb.ptax where reference_date < '1961-01-01'
                      union all select 'small', currency, reference_date::text, buy_rate::text, ingest_id::int from bcb.ptax_small_twin
                      union all select 'empty', currency, reference_date::text, buy_rate::text, ingest_id::int from bcb.ptax_empty_twin order by 1, 3`)).rows,
    );
    const id = (first as LoadedFile).ingestId;
    expect(held).toEqual([
      { t: 'ptax', currency: 'CHF', day: '1960-01-04', buy: '1.5', ingest_id: id },
      { t: 'ptax', currency: 'CHF', day: '1960-01-05', buy: '1.6', ingest_id: id },
      { t: 'small', currency: 'EUR', day: '1960-01-06', buy: '2.5', ingest_id: id },
    ]);
    const logged = (await ingestLog(env.db.superuserUrl)).filter((l) => l.file_name === 'round-trips.txt');
    expect(logged.map((l) => [l.status, Number(l.rows_read), Number(l.rows_inserted), l.first_period, l.last_period])).toEqual([['loaded', 3, 3, '1960-01-04', '1960-01-06']]);
    expect(fs.existsSync(path.join(env.dataDir, logged[0].archive_path!))).toBe(true);
  });

  it('names a file it cannot read and records nothing', async () => {
    const logBefore = (await ingestLog(env.db.superuserUrl)).length;
    await expect(ingestFile(lineLoader, path.join(env.dataDir, 'absent.txt'), { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir })).rejects.toThrow(
      /^absent\.txt: cannot read .*absent\.txt: ENOENT/,
    );
    expect(await ingestLog(env.db.superuserUrl)).toHaveLength(logBefore);
  });
});

describe('copyRows', () => {
  it('carries tabs, newlines, backslashes, quotes, non-ASCII text and NULL unchanged', async () => {
    const values = ['a\tb', 'line\nbreak\r\n', 'back\\slash \\N', '"quoted", comma', 'Intermediário', '', null];
    const back = await withClient(env.db.superuserUrl, async (c) => {
      await c.query('create temp table t (i int, v text)');
      const count = await copyRows(c, 't', ['i', 'v'], values.map((v, i) => [String(i), v]));
      expect(count).toBe(values.length);
      return (await c.query('select v from t order by i')).rows.map((r) => r.v);
    });
    expect(back).toEqual(values);
  });
});

describe('archiveRawFile', () => {
  it('files bytes under raw/<source>/<fetch day>/<sha prefix>-<name> and never overwrites', async () => {
    const source = writeInput('a.csv', 'first');
    const request = { dataDir: env.dataDir, source: 'demo', filePath: source, fileName: 'a.csv', sha256: 'ab'.repeat(32), fetchedAt: new Date('2025-04-22T15:00:00Z') };
    const first = await archiveRawFile(request);
    const relative = first.relative;
    expect(relative).toBe(path.join('raw', 'demo', '2025-04-22', 'abababababab-a.csv'));
    expect(fs.existsSync(path.join(env.dataDir, relative))).toBe(false); // not before the load commits
    await first.keep();
    fs.writeFileSync(source, 'second');
    const again = await archiveRawFile(request);
    expect(again.relative).toBe(relative);
    await again.keep();
    expect(fs.readFileSync(path.join(env.dataDir, relative), 'utf8')).toBe('first');
  });
});

function dayAfter(start: string, days: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

