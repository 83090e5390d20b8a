// b3-cotahist loader: every record of the four genuine COTAHIST days loads with
// its values as published; the trailer count is checked; a bad record names its line.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { loadCotahistFile } from '../../../src/ingest/b3-cotahist/load.js';
import { withClient } from '../../helpers/db.js';
import { cotahistFile, field, genuineRecords, price } from '../../helpers/cotahist-file.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/b3');
const GENUINE = ['COTAHIST_D04012016.TXT', 'COTAHIST_D25062021.TXT', 'COTAHIST_D03022022.TXT', 'COTAHIST_D04022022.TXT'].map((f) => path.join(FIXTURES, f));

const env = useIngestDatabase();
const load = (file: string) => loadCotahistFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
const count = () => withClient(env.db.superuserUrl, async (c) => Number((await kyselyOver(c).selectFrom('b3.cotahist').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n));

describe('the genuine COTAHIST days', () => {
  it.each(GENUINE)('%s: every record loads', async (file) => {
    const records = genuineRecords(file);
    const lines = fs.readFileSync(file, 'latin1').split(/\r?\n/).filter(Boolean).length;
    expect(records.length).toBe(lines - 2); // header and trailer
    const before = await count();
    expect(await load(file)).toMatchObject({ status: 'loaded', rowsRead: records.length, rowsInserted: records.length });
    expect((await count()) - before).toBe(records.length);
  });

  it('keeps every field of a record as published (PETR4 on 2022-02-04, read off the raw bytes)', async () => {
    const record = genuineRecords(GENUINE[3]).find((r) => field(r, 13, 24).trim() === 'PETR4' && field(r, 25, 27) === '010')!;
    const row = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.cotahist').selectAll().where('codneg', '=', 'PETR4').where('tpmerc', '=', '010').where('trade_date', '=', new Date(2022, 1, 4)).executeTakeFirstOrThrow());
    expect({ open: Number(row.preabe), high: Number(row.premax), low: Number(row.premin), close: Number(row.preult), average: Number(row.premed) }).toEqual({
      open: price(record, 57), high: price(record, 70), low: price(record, 83), close: price(record, 109), average: price(record, 96),
    });
    expect(row).toMatchObject({ codisi: field(record, 231, 242), fatcot: Number(field(record, 211, 217)), totneg: field(record, 148, 152).replace(/^0+/, ''), quatot: field(record, 153, 170).replace(/^0+/, ''), ptoexe_raw: field(record, 218, 230), datven: null });
    expect(Number(row.voltot)).toBe(Number(field(record, 171, 188)) / 100);
  });

  it('loads a ZIP holding the TXT, and skips the same bytes a second time', async () => {
    const zipPath = path.join(env.dataDir, 'COTAHIST_D25062021.ZIP');
    await new Promise<void>((resolve, reject) => {
      const zip = new yazl.ZipFile();
      zip.addFile(GENUINE[1], 'COTAHIST_D25062021.TXT');
      zip.end();
      zip.outputStream.pipe(fs.createWriteStream(zipPath)).on('close', () => resolve()).on('error', reject);
    });
    const before = await count();
    expect(await load(zipPath)).toMatchObject({ status: 'loaded', rowsInserted: 0, rowsRead: genuineRecords(GENUINE[1]).length });
    expect(await count()).toBe(before);
    expect((await load(zipPath)).status).toBe('skipped');
  });
});

describe('refusals load nothing and name the line', () => {
  const refused = async (file: string, why: RegExp) => {
    const before = await count();
    const error = await expectIngestFileError(load(file));
    expect(error.message).toMatch(why);
    expect(await count()).toBe(before);
  };
  const good = { date: '2024-01-02', codneg: 'TEST3', tpmerc: '010' };
  it('a trailer whose count does not match (truncated file)', () => refused(cotahistFile(env.dataDir, 'short.txt', [good, { ...good, codneg: 'TEST4' }], { trailerCount: 5 }), /line 4: the trailer counts 00000000005 records but the file has 4/));
  it('no trailer at all', () => {
    const file = cotahistFile(env.dataDir, 'cut.txt', [good]);
    fs.writeFileSync(file, fs.readFileSync(file, 'latin1').split('\r\n').slice(0, 2).join('\r\n'), 'latin1');
    return refused(file, /no trailer \(99\)/);
  });
  it('a record of the wrong length', () => {
    const file = cotahistFile(env.dataDir, 'long.txt', [good, { ...good, codneg: 'TEST4' }]);
    const lines = fs.readFileSync(file, 'latin1').split('\r\n');
    lines[2] = `${lines[2]}X`;
    fs.writeFileSync(file, lines.join('\r\n'), 'latin1');
    return refused(file, /line 3: 246 characters where a COTAHIST record has 245/);
  });
  it('a price that is not digits', () => {
    const file = cotahistFile(env.dataDir, 'price.txt', [good]);
    const text = fs.readFileSync(file, 'latin1');
    const at = 247 + 56; // line 2, PREABE
    fs.writeFileSync(file, text.slice(0, at) + 'ABC' + text.slice(at + 3), 'latin1');
    return refused(file, /line 2: "ABC0000000000" is not a number of 13 digits in PREABE \(positions 57-69\)/);
  });
  it('not a COTAHIST file', () => {
    const file = path.join(env.dataDir, 'other.txt');
    fs.writeFileSync(file, 'hello\r\n');
    return refused(file, /line 1: 5 characters where a COTAHIST record has 245/);
  });
});
