// A file that fills several landing tables (a zip with one member per table):
// every table loads in the file's one transaction, the after-load step runs
// inside it, and a failure anywhere leaves nothing behind.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { IngestFileError } from '../../../src/ingest/common/errors.js';
import { ingestFile } from '../../../src/ingest/common/ingest-file.js';
import type { Loader } from '../../../src/ingest/common/types.js';
import { withClient } from '../../helpers/db.js';
import { ingestLog, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();

beforeAll(async () => {
  await withClient(env.db.superuserUrl, async (c) => {
    await c.query(`
      create schema demo authorization ingest_writer;
      create table demo.head (k text primary key, period date, ingest_id bigint not null);
      create table demo.line (k text, n int, v text, ingest_id bigint not null, primary key (k, n));
      create table demo.summary (k text primary key, lines int);
      alter table demo.head owner to ingest_writer;
      alter table demo.line owner to ingest_writer;
      alter table demo.summary owner to ingest_writer;`);
  });
});

/** Input lines "H;key;date" go to demo.head, "L;key;n;value" to demo.line; "boom" fails there. */
function demoLoader(afterLoad?: Loader['afterLoad']): Loader {
  return {
    source: 'test-table-set',
    targets: [
      { table: 'demo.head', key: ['k'], columns: ['k', 'period'], periodColumn: 'period' },
      { table: 'demo.line', key: ['k', 'n'], columns: ['k', 'n', 'v'] },
    ],
    async stageTables(input, { fileName, filePath, stageRows }) {
      expect(fs.existsSync(filePath)).toBe(true);
      const lines = (await text(input)).split('\n').filter(Boolean);
      await stageRows('demo.head', lines.filter((l) => l.startsWith('H;')).map((l) => l.split(';').slice(1)));
      await stageRows(
        'demo.line',
        lines
          .map((l, i) => {
            if (l === 'boom') throw new IngestFileError(fileName, `line ${i + 1}`, 'boom is not a row');
            return l;
          })
          .filter((l) => l.startsWith('L;'))
          .map((l) => l.split(';').slice(1)),
      );
      return { recordsRead: lines.length };
    },
    afterLoad,
  };
}

async function text(input: NodeJS.ReadableStream): Promise<string> {
  let all = '';
  for await (const chunk of input) all += chunk.toString();
  return all;
}

function writeInput(name: string, lines: string[]): string {
  const file = path.join(env.dataDir, name);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

const count = (table: string) => withClient(env.db.superuserUrl, async (c) => Number((await c.query(`select count(*) from ${table}`)).rows[0].count));

describe('ingestFile with a Loader', () => {
  it('loads every table in one run, counts per table, and takes the period span across tables', async () => {
    const refresh: Loader['afterLoad'] = async ({ client, tables }) => {
      expect(tables.map((t) => t.table)).toEqual(['demo.head', 'demo.line']);
      await client.query('insert into demo.summary select k, count(*) from demo.line group by k on conflict (k) do update set lines = excluded.lines');
    };
    const file = writeInput('two.txt', ['H;a;2024-01-31', 'H;b;2024-03-31', 'L;a;1;x', 'L;a;2;y', 'L;b;1;z']);
    const result = await ingestFile(demoLoader(refresh), file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
    expect(result).toMatchObject({
      status: 'loaded',
      rowsRead: 5,
      rowsInserted: 5,
      rowsSkipped: 0,
      firstPeriod: '2024-01-31',
      lastPeriod: '2024-03-31',
      tables: [
        { table: 'demo.head', staged: 2, inserted: 2, updated: 0 },
        { table: 'demo.line', staged: 3, inserted: 3, updated: 0 },
      ],
    });
    expect(await withClient(env.db.superuserUrl, async (c) => (await c.query('select k, lines from demo.summary order by k')).rows)).toEqual([
      { k: 'a', lines: 2 },
      { k: 'b', lines: 1 },
    ]);
  });

  it('rolls every table back when a later table fails to parse', async () => {
    const before = [await count('demo.head'), await count('demo.line')];
    const file = writeInput('boom.txt', ['H;c;2024-05-31', 'L;c;1;x', 'boom']);
    await expect(ingestFile(demoLoader(), file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false })).rejects.toThrow('boom.txt line 3: boom is not a row');
    expect([await count('demo.head'), await count('demo.line')]).toEqual(before);
    expect((await ingestLog(env.db.superuserUrl)).at(-1)).toMatchObject({ source: 'test-table-set', status: 'failed' });
  });

  it('rolls the whole file back when the after-load step fails', async () => {
    const before = [await count('demo.head'), await count('demo.line')];
    const failing: Loader['afterLoad'] = async () => {
      throw new Error('derived table refresh failed');
    };
    const file = writeInput('after.txt', ['H;d;2024-06-30', 'L;d;1;x']);
    await expect(ingestFile(demoLoader(failing), file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false })).rejects.toThrow(
      /derived table refresh failed/,
    );
    expect([await count('demo.head'), await count('demo.line')]).toEqual(before);
  });

  it('refuses rows for a table that is not one of the loader targets', async () => {
    const loader: Loader = {
      ...demoLoader(),
      async stageTables(_input, { stageRows }) {
        await stageRows('demo.summary', [['x', '1']]);
        return {};
      },
    };
    await expect(ingestFile(loader, writeInput('stray.txt', ['x']), { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false })).rejects.toThrow(
      /demo\.summary is not one of its targets \(demo\.head, demo\.line\)/,
    );
  });
});
