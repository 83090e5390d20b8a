// @legs direct postgrest docker
// api.option_exercises through HTTP: the genuine exercise prints (expectations
// read off the raw records) and a built file with calls, puts and 1,200 prints
// for the tier clamp and the 1000-row refusal.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCotahistFile } from '../../src/ingest/b3-cotahist/load.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { signedInHeaders, startApi, type RunningApi } from '../helpers/api.js';
import { cotahistFile, field, genuineRecords, price, type QuoteRecord } from '../helpers/cotahist-file.js';
import { tempDir } from '../ingest/support.js';

const TIERS = JSON.parse(fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/generated/catalog.json'), 'utf8')).tiers as Record<string, { option_exercises_rows: number }>;
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/b3');
const GENUINE = path.join(FIXTURES, 'COTAHIST_D04022022.TXT');
const day = (i: number) => new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10);
const ISIN = 'BRZZZZACNOR1';
const BUILT: QuoteRecord[] = [
  { date: day(0), codneg: 'ZZZZ3', tpmerc: '010', isin: ISIN },
  // a rename: the same ISIN under a new ticker later on
  { date: day(300), codneg: 'YYYY3', tpmerc: '010', isin: ISIN },
  { date: day(10), codneg: 'ZZZZA100E', tpmerc: '012', codbdi: '38', strike: 10, isin: ISIN, expiry: day(10), quantity: 500, trades: 2, prices: { open: 10, high: 10, low: 10, average: 10, close: 10 }, ptoexe: '0000001234567' },
  { date: day(10), codneg: 'ZZZZM100E', tpmerc: '013', codbdi: '42', strike: 10, isin: ISIN, expiry: day(10), quantity: 300, trades: 1, prices: { open: 10, high: 10, low: 10, average: 10, close: 10 } },
  { date: day(400), codneg: 'ZZZZA110E', tpmerc: '012', codbdi: '38', strike: 11, isin: 'BRNONEACNOR1', expiry: day(400) },
  ...Array.from({ length: 1200 }, (_, i) => ({ date: day(i % 300), codneg: `QQQA${String(i).padStart(4, '0')}E`, tpmerc: i % 2 ? '013' : '012', strike: 5 })),
];

let db: TestDatabase;
let api: RunningApi;
let signedIn: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  for (const file of [GENUINE, cotahistFile(dir, 'built.txt', BUILT)]) await loadCotahistFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  api = await startApi(db);
  signedIn = await signedInHeaders();
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'option_exercises');
const ALL_2023 = { p_from: day(0), p_to: day(500) };

describe('option_exercises', () => {
  it('serves the genuine exercise print as filed, underlying by ISIN', async () => {
    const records = genuineRecords(GENUINE);
    const print = records.find((r) => field(r, 25, 27) === '012')!;
    const isin = field(print, 231, 242);
    const underlying = records.find((r) => field(r, 25, 27) === '010' && field(r, 231, 242) === isin)!;
    const rows = await ok({ p_prefix: field(print, 13, 24).trim().slice(0, 4), p_from: '2022-02-04', p_to: '2022-02-04' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      codneg: field(print, 13, 24).trim(), side: 'call', market: '012', board: field(print, 11, 12), trade_date: '2022-02-04',
      strike: price(print, 189), exercise_price: price(print, 109), isin, underlying_ticker: field(underlying, 13, 24).trim(),
      contract_points_raw: field(print, 218, 230), contract_points: Number(field(print, 218, 230)) / 1e6,
      quantity: Number(field(print, 153, 170)), trades: Number(field(print, 148, 152)), quotation_factor: Number(field(print, 211, 217)),
      expiry: `${field(print, 203, 206)}-${field(print, 207, 208)}-${field(print, 209, 210)}`, source: 'b3_cotahist',
    });
    expect(typeof rows[0].fetched_at).toBe('string');
  });

  it('tells calls (012) from puts (013), takes the underlying of the session, and keeps the points raw', async () => {
    const rows = await ok({ p_prefix: 'zzzz', ...ALL_2023 });
    expect(rows.map((r) => [r.trade_date, r.codneg, r.side, r.underlying_ticker])).toEqual([
      [day(10), 'ZZZZA100E', 'call', 'ZZZZ3'],
      [day(10), 'ZZZZM100E', 'put', 'ZZZZ3'],
      [day(400), 'ZZZZA110E', 'call', null], // no cash ticker holds its ISIN
    ]);
    expect(rows[0]).toMatchObject({ contract_points_raw: '0000001234567', contract_points: 1.234567, quantity: 500 });
  });

  it('answers [] for a prefix with no exercise', async () => {
    expect(await ok({ p_prefix: 'NOPE', ...ALL_2023 })).toEqual([]);
  });

  it('clamps silently to the anonymous ceiling of catalog.json tiers (the newest rows, oldest first) and to at least 1', async () => {
    expect([TIERS.anon.option_exercises_rows, TIERS.authenticated.option_exercises_rows]).toEqual([500, 5000]);
    const rows = await ok({ p_prefix: 'QQQ', ...ALL_2023 });
    expect(rows).toHaveLength(TIERS.anon.option_exercises_rows);
    expect(rows.every((r, i) => i === 0 || String(rows[i - 1].trade_date) <= String(r.trade_date))).toBe(true);
    expect(String(rows[0].trade_date) >= day(100)).toBe(true); // the newest 500 of 1,200 spread over 300 days
    expect(await ok({ p_prefix: 'QQQ', ...ALL_2023, p_limit: 0 })).toHaveLength(1);
    expect(await ok({ p_prefix: 'QQQ', ...ALL_2023, p_limit: 9999 })).toHaveLength(TIERS.anon.option_exercises_rows);
  });

  it('signed in, takes p_limit up to 1000 and refuses a result above 1000 rows instead of trimming', async () => {
    expect(await ok({ p_prefix: 'QQQ', ...ALL_2023, p_limit: 1000 }, signedIn)).toHaveLength(1000);
    const error = await refused({ p_prefix: 'QQQ', ...ALL_2023 }, signedIn);
    expect(error.message).toMatch(/^option_exercises: the requested window holds more than 1000 rows/);
  });
});

describe('option_exercises refusals', () => {
  it('a prefix shorter than 3 characters, or none', async () => {
    expect((await refused({ p_prefix: 'QQ' })).message).toBe("option_exercises: p_prefix 'QQ' is shorter than 3 characters");
    expect((await refused({ p_prefix: ' ' })).hint).toMatch(/PETR/);
  });
  it('p_from after p_to', async () => {
    expect((await refused({ p_prefix: 'QQQ', p_from: day(2), p_to: day(1) })).message).toMatch(/^option_exercises: /);
  });
});
