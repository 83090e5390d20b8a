// b3-taxa-swap loader: every vertex of the genuine TaxaSwap of 2014-12-12 lands
// with the values its text holds at the layout document's positions (computed
// here, not by the loader); the exchange's .ex_ (zip > executable > zip) loads
// the same rows; the 22-byte empty zip is "no file that day"; a bad line
// refuses the file naming the line.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { loadTaxaSwapFile } from '../../../src/ingest/b3-taxa-swap/load.js';
import { withClient } from '../../helpers/db.js';
import { EMPTY_ZIP, GENUINE_TAXA_SWAP, publishedVertices, writeExecutableDownload } from '../../helpers/taxa-swap.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const load = (file: string) => loadTaxaSwapFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
const at = (name: string) => path.join(env.dataDir, name);
const write = (name: string, bytes: Buffer | string) => (fs.writeFileSync(at(name), bytes), at(name));
const genuine = fs.readFileSync(GENUINE_TAXA_SWAP, 'latin1');

const stored = (day: string) =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c)
      .selectFrom('b3.reference_rate')
      .select((eb) => [
        sql<string>`trade_date::text`.as('trade_date'),
        'curve',
        'calendar_days',
        'business_days',
        eb.cast<number>('rate', 'float8').as('rate'),
        'vertex_type',
        'vertex_code',
      ])
      .where('trade_date', '=', sql<Date>`${day}::date`)
      .orderBy('curve')
      .orderBy('calendar_days')
      .execute(),
  );
const sessions = () =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c).selectFrom('b3.reference_rate_session').select([sql<string>`session_date::text`.as('day'), 'status', 'vertex_count']).orderBy('session_date').execute(),
  );

describe('the genuine file', () => {
  it('TaxaSwap 2014-12-12 (APR): every one of its 348 vertices lands as its text says', async () => {
    const expected = publishedVertices(genuine);
    expect(expected.length).toBe(348);
    expect(expected.filter((v) => v.vertex_type === 'F').length).toBe(56);
    expect(await load(GENUINE_TAXA_SWAP)).toMatchObject({ status: 'loaded', rowsRead: 349, rowsInserted: 349, firstPeriod: '2014-12-12', lastPeriod: '2014-12-12' });
    expect(await stored('2014-12-12')).toEqual(expected);
    expect(await sessions()).toEqual([{ day: '2014-12-12', status: 'loaded', vertex_count: 348 }]);
  });

  it('keeps the description and forward-curve code the records carry', async () => {
    const row = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c).selectFrom('b3.reference_rate').select(['curve_description', 'forward_curve_code', sql<string>`rate::text`.as('rate')]).where('calendar_days', '=', 3).executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ curve_description: genuine.slice(26, 41).trim(), forward_curve_code: genuine.slice(19, 21), rate: '11.5900000' });
  });

  it('the exchange download TS141212.ex_ (zip > self-extracting executable > zip > TaxaSwap.txt) loads the same vertices, changing none', async () => {
    const file = await writeExecutableDownload(at('TS141212.ex_'), genuine);
    expect(await load(file)).toMatchObject({ status: 'loaded', rowsRead: 349, rowsInserted: 0, rowsUpdated: 0 });
    expect(await stored('2014-12-12')).toEqual(publishedVertices(genuine));
  });
});

describe('a day without a file', () => {
  it('the 22-byte empty zip is recorded as no_file for the session its name says, not an error', async () => {
    expect(EMPTY_ZIP.length).toBe(22);
    expect(await load(write('TS141213.ex_', EMPTY_ZIP))).toMatchObject({ status: 'loaded', rowsInserted: 1 });
    expect(await load(write('TS141214.ex_', EMPTY_ZIP))).toMatchObject({ status: 'loaded', rowsInserted: 1 }); // equal bytes, another day: another load
    expect((await sessions()).filter((s) => s.status === 'no_file')).toEqual([
      { day: '2014-12-13', status: 'no_file', vertex_count: 0 },
      { day: '2014-12-14', status: 'no_file', vertex_count: 0 },
    ]);
  });

  it('an empty answer never turns a loaded session into no_file', async () => {
    await load(write('TS141212_again.ex_', EMPTY_ZIP));
    expect((await sessions()).find((s) => s.day === '2014-12-12')).toEqual({ day: '2014-12-12', status: 'loaded', vertex_count: 348 });
  });

  it('an empty zip not named TSyymmdd is refused: it names no session', async () => {
    expect((await expectIngestFileError(load(write('empty.zip', EMPTY_ZIP)))).message).toBe(
      'empty.zip: an empty zip (no file that day) names no session: name the file TSyymmdd.ex_ as the exchange does',
    );
  });
});

describe('a bad line refuses the file, naming it', () => {
  const lines = genuine.split('\r\n');
  const withLine = (n: number, replace: (line: string) => string) => lines.map((l, i) => (i === n - 1 ? replace(l) : l)).join('\r\n');
  it('a rate that is not digits', async () => {
    const text = withLine(3, (l) => `${l.slice(0, 59)}11x5900${l.slice(66)}`);
    expect((await expectIngestFileError(load(write('bad_rate.txt', text)))).message).toBe('bad_rate.txt line 3: "000001111x5900" is not a number of 14 digits in Taxa teorica (positions 53-66)');
  });
  it('a sign that is neither + nor -', async () => {
    const text = withLine(5, (l) => `${l.slice(0, 51)} ${l.slice(52)}`);
    expect((await expectIngestFileError(load(write('bad_sign.txt', text)))).message).toBe('bad_sign.txt line 5: " " is not a sign + or - in Sinal da taxa teorica (positions 52-52)');
  });
  it('a line cut short', async () => {
    const text = withLine(7, (l) => l.slice(0, 70));
    expect((await expectIngestFileError(load(write('short.txt', text)))).message).toBe('short.txt line 7: 70 characters where a TaxaSwap record has 72');
  });
  it('a vertex kind other than F or M', async () => {
    const text = withLine(2, (l) => `${l.slice(0, 66)}X${l.slice(67)}`);
    expect((await expectIngestFileError(load(write('kind.txt', text)))).message).toBe('kind.txt line 2: "X" is not F (fixed) or M (moving) in Caracteristica do vertice (positions 67-67)');
  });
  it('a record of another session', async () => {
    const text = withLine(4, (l) => l.replace('20141212', '20141215'));
    expect((await expectIngestFileError(load(write('two_days.txt', text)))).message).toBe('two_days.txt line 4: the record is dated 2014-12-15 where line 1 is dated 2014-12-12: one file is one session');
  });
  it('a file named for another session', async () => {
    expect((await expectIngestFileError(load(write('TS141215.txt', genuine)))).message).toBe('TS141215.txt line 1: the file is named for 2014-12-15 but its records are dated 2014-12-12');
  });
  it('a vertex twice', async () => {
    const text = [...lines.slice(0, 3), lines[1]].join('\r\n');
    expect((await expectIngestFileError(load(write('twice.txt', text)))).message).toMatch(/^twice\.txt line 4: .*line 2/);
  });
  it('nothing of a refused file lands', async () => {
    expect((await stored('2014-12-15')).length).toBe(0);
  });
});
