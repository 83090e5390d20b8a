// The shared run with loaders other than PTAX's: what every later source relies on.
import fs from 'node:fs';
import path from 'node:path';
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
