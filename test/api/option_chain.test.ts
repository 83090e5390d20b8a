// @legs direct postgrest docker
// api.option_chain through HTTP: the genuine 2022-02-04 session (expectations
// read off the raw records) and a built later session for the default date.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCotahistFile } from '../../src/ingest/b3-cotahist/load.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { signedInHeaders, startApi, type RunningApi } from '../helpers/api.js';
import { cotahistFile, field, genuineRecords, price } from '../helpers/cotahist-file.js';
import { tempDir } from '../ingest/support.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TIERS = JSON.parse(fs.readFileSync(path.resolve(HERE, '../../src/generated/catalog.json'), 'utf8')).tiers as Record<string, { option_chain_rows: number }>;
const GENUINE = path.resolve(HERE, '../fixtures/b3/COTAHIST_D04022022.TXT');
const SESSION = { p_trade_date: '2022-02-04', p_expiry_from: '2022-02-01' };
const iso = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

let db: TestDatabase;
let api: RunningApi;
let signedIn: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const later = [
    { date: '2022-03-10', codneg: 'PETRC300', tpmerc: '070', strike: 30, expiry: '2022-03-18', isin: 'BRPETRACNPR6' },
    { date: '2022-03-10', codneg: 'PETRO300', tpmerc: '080', strike: 30, expiry: '2022-03-18', isin: 'BRPETRACNPR6' },
    { date: '2022-03-10', codneg: 'PETRC200', tpmerc: '070', strike: 20, expiry: '2022-02-18', isin: 'BRPETRACNPR6' }, // expired before p_expiry_from
    ...Array.from({ length: 1100 }, (_, i) => ({ date: '2022-03-10', codneg: `QQQC${String(i).padStart(4, '0')}`, tpmerc: '070', strike: 1 + i / 100, expiry: '2022-04-14' })),
  ];
  for (const file of [GENUINE, cotahistFile(dir, 'later.txt', later)]) await loadCotahistFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  api = await startApi(db);
  signedIn = await signedInHeaders();
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

type Row = Record<string, string | number | null>;
async function ok(body: unknown, headers?: Record<string, string>): Promise<Row[]> {
  const res = await api.rpc('option_chain', body, headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describe('option_chain', () => {
  it('serves one session of the genuine tape: calls and puts as filed, nearest expiry then strike, underlying by ISIN', async () => {
    const records = genuineRecords(GENUINE);
    const cash = new Map(records.filter((r) => field(r, 25, 27) === '010').map((r) => [field(r, 231, 242), field(r, 13, 24).trim()]));
    const expected = records
      .filter((r) => ['070', '080'].includes(field(r, 25, 27)) && field(r, 13, 24).startsWith('PETRB') && iso(field(r, 203, 210)) >= SESSION.p_expiry_from)
      .map((r) => ({ codneg: field(r, 13, 24).trim(), side: field(r, 25, 27) === '070' ? 'call' : 'put', expiry: iso(field(r, 203, 210)), strike: price(r, 189), close: price(r, 109), isin: field(r, 231, 242), underlying_ticker: cash.get(field(r, 231, 242)) ?? null, tpmerc: field(r, 25, 27) }))
      .sort((a, b) => a.expiry.localeCompare(b.expiry) || a.strike - b.strike || a.tpmerc.localeCompare(b.tpmerc) || a.codneg.localeCompare(b.codneg))
      .map(({ tpmerc: _t, ...rest }) => rest);
    expect(expected.length).toBe(98);
    const rows = await ok({ p_prefix: 'petrb', ...SESSION, p_limit: 1000 }, signedIn);
    expect(rows.map((r) => ({ codneg: r.codneg, side: r.side, expiry: r.expiry, strike: r.strike, close: r.close, isin: r.isin, underlying_ticker: r.underlying_ticker }))).toEqual(expected);
  });

  it('defaults to 100 rows, clamps to the anonymous ceiling of catalog.json tiers and to at least 1', async () => {
    expect([TIERS.anon.option_chain_rows, TIERS.authenticated.option_chain_rows]).toEqual([200, 2000]);
    expect(await ok({ p_prefix: 'PETR', ...SESSION })).toHaveLength(100);
    expect(await ok({ p_prefix: 'PETR', ...SESSION, p_limit: 9999 })).toHaveLength(TIERS.anon.option_chain_rows);
    expect(await ok({ p_prefix: 'PETR', ...SESSION, p_limit: 0 })).toHaveLength(1);
  });

  it('defaults to the newest session held for the prefix, and lists only expiries from p_expiry_from', async () => {
    const rows = await ok({ p_prefix: 'PETR', p_expiry_from: '2022-03-01' });
    expect(rows.map((r) => [r.trade_date, r.codneg, r.side])).toEqual([['2022-03-10', 'PETRC300', 'call'], ['2022-03-10', 'PETRO300', 'put']]);
  });

  it('answers [] for an unknown prefix', async () => {
    expect(await ok({ p_prefix: 'NOPE', ...SESSION })).toEqual([]);
  });

  it('signed in, refuses a result above 1000 rows instead of trimming', async () => {
    // 1,100 built series in one session
    expect(await ok({ p_prefix: 'QQQ', p_expiry_from: '2022-01-01', p_limit: 1000 }, signedIn)).toHaveLength(1000);
    const res = await api.rpc('option_chain', { p_prefix: 'QQQ', p_expiry_from: '2022-01-01', p_limit: 2000 }, signedIn);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '22023', message: 'option_chain: the requested window holds more than 1000 rows; refused rather than trimmed' });
  });

  it('refuses a prefix shorter than 3 characters', async () => {
    const res = await api.rpc('option_chain', { p_prefix: 'PE' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '22023', message: "option_chain: p_prefix 'PE' is shorter than 3 characters" });
  });
});
