// @legs direct postgrest docker
// api.index_history through HTTP on the genuine IBOV 2022 answer (expectations
// read off the JSON text) and a built long series for paging.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIndexFile } from '../../src/ingest/b3-index/load.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { B3_FIXTURES } from '../helpers/price-report.js';
import { tempDir } from '../ingest/support.js';

const GENUINE = path.join(B3_FIXTURES, 'IBOV_2022.json');
const en = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Five years of a synthetic index as the exchange prints them: every weekday a level. */
function yearAnswer(year: number): string {
  const results = Array.from({ length: 31 }, (_, d) => {
    const row: Record<string, unknown> = { day: d + 1 };
    for (let m = 1; m <= 12; m += 1) {
      const date = new Date(Date.UTC(year, m - 1, d + 1));
      row[`rateValue${m}`] = date.getUTCMonth() === m - 1 && date.getUTCDay() % 6 !== 0 ? en(1000 + m + d / 100) : null;
    }
    return row;
  });
  const edge = (pick: (...n: number[]) => number) => Object.fromEntries([['day', 0], ...Array.from({ length: 12 }, (_, i) => [`rateValue${i + 1}`, en(pick(...results.map((r) => r[`rateValue${i + 1}`]).filter(Boolean).map((v) => Number(String(v).replaceAll(',', '')))))])]);
  return JSON.stringify({ min: edge(Math.min), max: edge(Math.max), results });
}

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const files = [GENUINE];
  for (const year of [2019, 2020, 2021, 2022, 2023]) {
    files.push(path.join(dir, `LONG_${year}.json`));
    fs.writeFileSync(files.at(-1)!, yearAnswer(year));
  }
  for (const file of files) await loadIndexFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'index_history');

describe('index_history', () => {
  it('serves IBOV session by session with the closing level the exchange printed', async () => {
    const text = fs.readFileSync(GENUINE, 'utf8');
    const firstOfMonths = /\{"day":1,[^}]*\}/.exec(text)![0];
    const level = Number(/"rateValue6":"([\d,.]+)"/.exec(firstOfMonths)![1].replaceAll(',', ''));
    const rows = await ok({ p_index: 'ibov', p_from: '2022-06-01', p_to: '2022-06-01' });
    expect(rows).toEqual([{ index_code: 'IBOV', trade_date: '2022-06-01', close_level: level, source: 'b3_index_statistics' }]);
  });

  it('defaults to the 365 days before p_to, oldest first', async () => {
    const rows = await ok({ p_index: 'IBOV', p_to: '2022-12-31' });
    expect([rows.length, rows[0].trade_date, rows.at(-1)!.trade_date]).toEqual([250, '2022-01-03', '2022-12-29']);
  });

  it('answers [] for a window without sessions held', async () => {
    expect(await ok({ p_index: 'IBOV', p_from: '2010-01-01', p_to: '2010-12-31' })).toEqual([]);
  });

  it('pages 1000 rows at a time with p_after, the last page shorter', async () => {
    const whole = { p_index: 'LONG', p_from: '2019-01-01', p_to: '2023-12-31' };
    const first = await ok({ ...whole, p_after: '' });
    const second = await ok({ ...whole, p_after: first.at(-1)!.trade_date });
    expect([first.length, second.length, String(second[0].trade_date) > String(first.at(-1)!.trade_date), second.at(-1)!.trade_date]).toEqual([1000, 304, true, '2023-12-29']);
  });
});

describe('index_history refusals', () => {
  it('a code that is not an index held, listing the codes held', async () => {
    const error = await refused({ p_index: 'PETR4' });
    expect([error.message, error.details]).toEqual(["index_history: 'PETR4' is not an index held", 'Indices held: IBOV, LONG.']);
  });
  it('more than 1000 rows without paging, with how to page', async () => {
    expect((await refused({ p_index: 'LONG', p_from: '2019-01-01', p_to: '2023-12-31' })).hint).toMatch(/Page with p_after = ''/);
  });
  it('a cursor that is not a date', async () => {
    expect((await refused({ p_index: 'IBOV', p_after: 'x' })).message).toBe("index_history: p_after 'x' is not a session date");
  });
  it('p_from after p_to', async () => {
    expect((await refused({ p_index: 'IBOV', p_from: '2022-02-02', p_to: '2022-02-01' })).message).toBe('index_history: p_from (2022-02-02) is after p_to (2022-02-01)');
  });
});
