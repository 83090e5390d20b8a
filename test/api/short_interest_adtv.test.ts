// api.short_interest's columns from the quote tape: the 21-session average
// traded value, the sessions it averages over and days to cover, each NULL
// rule; the free-float and sector-tree columns NULL (no source held).
// Expectations are computed from the golden tape rows below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCotahistFile } from '../../src/ingest/b3-cotahist/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { insertB3, openPosition } from '../helpers/bdi-rows.js';
import { cotahistFile, type QuoteRecord } from '../helpers/cotahist-file.js';
import { tempDir } from '../ingest/support.js';

const session = (i: number) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10); // 2026-10-01 + i
const SESSIONS = Array.from({ length: 25 }, (_, i) => session(i));
const HOLIDAY = session(40); // a bulletin session the tape does not hold
const cash = (date: string, codneg: string, volume: number, tpmerc = '010'): QuoteRecord => ({ date, codneg, tpmerc, volume, quantity: 1, trades: 1 });
const TAPE: QuoteRecord[] = [
  // PETR4 trades every session but the 10th and 20th (counted as 0, not skipped)
  ...SESSIONS.filter((_, i) => i !== 10 && i !== 20).map((d, i) => cash(d, 'PETR4', 1000 + 37 * i)),
  // another ticker makes every session an exchange session; its volume is not PETR4's
  ...SESSIONS.map((d) => cash(d, 'OTHR3', 999999)),
  // an odd-lot print only: not the cash board
  ...SESSIONS.map((d) => cash(d, 'ODDL3', 500, '020')),
];
const volumeOf = (ticker: string, days: string[]) => TAPE.filter((r) => r.codneg === ticker && r.tpmerc === '010' && days.includes(r.date)).reduce((s, r) => s + r.volume!, 0);
const round2 = (x: number) => Math.round(x * 100) / 100;

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  // the later sessions first: loading the earlier file must recompute the windows after it
  const later = TAPE.filter((r) => r.date >= SESSIONS[12]);
  const earlier = TAPE.filter((r) => r.date < SESSIONS[12]);
  for (const [name, records] of [['later.txt', later], ['earlier.txt', earlier]] as const) {
    await loadCotahistFile(cotahistFile(dir, name, records), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  }
  await withClient(db.superuserUrl, (c) =>
    insertB3(c, 'lending_open_position', [
      openPosition(SESSIONS[24], 'PETR4', 'Registro', 100, 123456),
      openPosition(SESSIONS[2], 'PETR4', 'Registro', 100, 5000),
      openPosition(HOLIDAY, 'PETR4', 'Registro', 100, 5000),
      openPosition(SESSIONS[24], 'ODDL3', 'Registro', 10, 700),
      openPosition(SESSIONS[24], 'NOVA3', 'Registro', 10, 700),
    ]),
  );
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const one = async (ticker: string, date: string) => {
  const res = await api.get(`/short_interest?ticker=eq.${ticker}&trade_date=eq.${date}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Record<string, unknown>[])[0];
};

describe('short_interest columns from the quote tape', () => {
  it('averages the cash-board volume over the 21 tape sessions ending at the position, a session without a trade counting 0', async () => {
    const window = SESSIONS.slice(4, 25);
    const adtv = round2(volumeOf('PETR4', window) / 21);
    expect(await one('PETR4', SESSIONS[24])).toMatchObject({ adtv_sessions: 21, adtv_value_21: adtv, days_to_cover: round2(123456 / adtv) });
  });

  it('averages over fewer sessions when the tape holds fewer before the position', async () => {
    const adtv = round2(volumeOf('PETR4', SESSIONS.slice(0, 3)) / 3);
    expect(await one('PETR4', SESSIONS[2])).toMatchObject({ adtv_sessions: 3, adtv_value_21: adtv, days_to_cover: round2(5000 / adtv) });
  });

  it('is NULL when the tape does not hold the position session', async () => {
    expect(await one('PETR4', HOLIDAY)).toMatchObject({ adtv_sessions: null, adtv_value_21: null, days_to_cover: null });
  });

  it('is NULL (never 0) when the tape holds no cash-board trade of the ticker in the window', async () => {
    expect(await one('ODDL3', SESSIONS[24])).toMatchObject({ adtv_sessions: 21, adtv_value_21: null, days_to_cover: null });
    expect(await one('NOVA3', SESSIONS[24])).toMatchObject({ adtv_sessions: 21, adtv_value_21: null, days_to_cover: null });
  });

  it('serves pct_float, float_basis, float_denominator and sector_top as NULL: no source for them is held', async () => {
    const row = await one('PETR4', SESSIONS[24]);
    expect([row.pct_float, row.float_basis, row.float_denominator, row.sector_top]).toEqual([null, null, null, null]);
  });

  it('keeps the upstream column order', async () => {
    expect(Object.keys(await one('PETR4', SESSIONS[24]))).toEqual([
      'trade_date', 'ticker', 'asset_name', 'isin', 'sector', 'sector_top', 'instrument_category', 'short_quantity', 'short_value', 'pct_float', 'float_basis',
      'float_denominator', 'days_to_cover', 'adtv_value_21', 'adtv_sessions', 'lender_rate_pct', 'borrower_rate_pct', 'contracts',
    ]);
  });
});
