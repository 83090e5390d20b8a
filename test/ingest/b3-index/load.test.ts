// b3-index loader: every level of the genuine IBOV 2022 answer of the
// exchange's index statistics loads (expectations read off the JSON text);
// the index and year come from the file name; a malformed answer names where.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { loadIndexFile } from '../../../src/ingest/b3-index/load.js';
import { withClient } from '../../helpers/db.js';
import { B3_FIXTURES } from '../../helpers/price-report.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const GENUINE = path.join(B3_FIXTURES, 'IBOV_2022.json');
const env = useIngestDatabase();
const load = (file: string, options: { index?: string; year?: number } = {}) => loadIndexFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...options });
const levels = (index: string) =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c).selectFrom('b3.index_level').select(sql<string>`trade_date::text`.as('day')).select('close_level').where('index_code', '=', index).orderBy('trade_date').execute(),
  );
const write = (name: string, text: string) => {
  const at = path.join(env.dataDir, name);
  fs.writeFileSync(at, text);
  return at;
};
/** Every (day, level) of the answer, read with regular expressions off the raw text. */
function genuineLevels(text: string, year: number) {
  const found: { day: string; close_level: string }[] = [];
  for (const row of text.match(/\{"day":\d+[^}]*\}/g)!.filter((r) => !r.startsWith('{"day":0'))) {
    const day = Number(/"day":(\d+)/.exec(row)![1]);
    for (const [, month, value] of row.matchAll(/"rateValue(\d+)":"([\d,.]+)"/g)) {
      found.push({ day: `${year}-${month.padStart(2, '0')}-${String(day).padStart(2, '0')}`, close_level: value.replaceAll(',', '') });
    }
  }
  return found.sort((a, b) => a.day.localeCompare(b.day));
}

describe('the genuine answer', () => {
  it('IBOV 2022: every session loads with its level as published', async () => {
    const expected = genuineLevels(fs.readFileSync(GENUINE, 'utf8'), 2022);
    expect(expected.length).toBe(250);
    expect(await load(GENUINE)).toMatchObject({ status: 'loaded', rowsRead: 250, rowsInserted: 250, firstPeriod: '2022-01-03', lastPeriod: '2022-12-29' });
    expect((await levels('IBOV')).map((r) => ({ ...r, close_level: String(Number(r.close_level)) }))).toEqual(expected.map((r) => ({ ...r, close_level: String(Number(r.close_level)) })));
  });

  it('the same answer for another index and year is another load (the name is the key)', async () => {
    expect(await load(GENUINE, { index: 'ibxx', year: 2021 })).toMatchObject({ status: 'loaded', rowsRead: 250 });
    expect((await levels('IBXX'))[0].day).toBe('2021-01-03');
  });
});

describe('refusals name where', () => {
  const grid = (results: unknown[], min: Record<string, string | null> = {}, max: Record<string, string | null> = {}) => JSON.stringify({ min: { day: 0, ...min }, max: { day: 0, ...max }, results });
  it('a file without index and year', async () => {
    expect((await expectIngestFileError(load(write('answer.json', grid([]))))).message).toMatch(/does not say its index and year: name the file <INDEX>_<YYYY>.json/);
  });
  it('a level that is not en-us', async () => {
    const text = grid([{ day: 2, rateValue1: '113.228,31' }], { rateValue1: '113.228,31' }, { rateValue1: '113.228,31' });
    expect((await expectIngestFileError(load(write('IBOV_2023.json', text)))).message).toBe('IBOV_2023.json results[0] (day 2) rateValue1: "113.228,31" is not a level printed en-us (e.g. "113,228.31")');
  });
  it('a level on a day the calendar does not have', async () => {
    const text = grid([{ day: 30, rateValue2: '1,000.00' }], { rateValue2: '1,000.00' }, { rateValue2: '1,000.00' });
    expect((await expectIngestFileError(load(write('IBOV_2023.json', text)))).message).toMatch(/results\[0\] \(day 30\) rateValue2: a level on 2023-02-30, which is not a calendar day/);
  });
  it("a month's max that is not the max of its days (altered)", async () => {
    const text = grid([{ day: 2, rateValue1: '1,000.00' }, { day: 3, rateValue1: '1,010.00' }], { rateValue1: '1,000.00' }, { rateValue1: '1,000.00' });
    expect((await expectIngestFileError(load(write('IBOV_2023.json', text)))).message).toMatch(/max rateValue1: the month's max "1,000.00" is not the max of its days \(1010\)/);
  });
  it('a day twice', async () => {
    const text = grid([{ day: 2 }, { day: 2 }]);
    expect((await expectIngestFileError(load(write('IBOV_2023.json', text)))).message).toMatch(/results\[1\]: day 2 appears twice/);
  });
  it('not an index answer', async () => {
    expect((await expectIngestFileError(load(write('IBOV_2023.json', '<html>')))).message).toMatch(/IBOV_2023.json: not JSON/);
  });
});
