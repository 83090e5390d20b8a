// api.short_interest's columns from the quote tape: the 21-session average
// traded value, the sessions it averages over and days to cover, each NULL
// rule; the free-float and sector-tree columns NULL (no source held).
// Expectations are computed from the golden tape rows below.
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../helpers/api.js';
import { insertB3, openPosition, type GoldenB3 } from '../helpers/bdi-rows.js';

const session = (i: number) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10); // 2026-10-01 + i
const SESSIONS = Array.from({ length: 25 }, (_, i) => session(i));
const HOLIDAY = session(40); // a bulletin session the tape does not hold
const cash = (trade_date: string, codneg: string, voltot: number, tpmerc = '010'): GoldenB3<'cotahist'> => ({ trade_date, codneg, tpmerc, prazot: '', voltot, quatot: 1, totneg: 1 });
const TAPE: GoldenB3<'cotahist'>[] = [
  // PETR4 trades every session but the 10th and 20th (counted as 0, not skipped)
  ...SESSIONS.filter((_, i) => i !== 10 && i !== 20).map((d, i) => cash(d, 'PETR4', 1000 + 37 * i)),
  // another ticker makes every session an exchange session; its volume is not PETR4's
  ...SESSIONS.map((d) => cash(d, 'OTHR3', 999999)),
  // an odd-lot print only: not the cash board
  ...SESSIONS.map((d) => cash(d, 'ODDL3', 500, '020')),
];
const volumeOf = (ticker: string, days: string[]) => TAPE.filter((r) => r.codneg === ticker && r.tpmerc === '010' && days.includes(r.trade_date as string)).reduce((s, r) => s + Number(r.voltot), 0);
const round2 = (x: number) => Math.round(x * 100) / 100;

const view = useSeededApi(async (c) => {
  await insertB3(c, 'cotahist', TAPE);
  await insertB3(c, 'lending_open_position', [
    openPosition(SESSIONS[24], 'PETR4', 'Registro', 100, 123456),
    openPosition(SESSIONS[2], 'PETR4', 'Registro', 100, 5000),
    openPosition(HOLIDAY, 'PETR4', 'Registro', 100, 5000),
    openPosition(SESSIONS[24], 'ODDL3', 'Registro', 10, 700),
    openPosition(SESSIONS[24], 'NOVA3', 'Registro', 10, 700),
  ]);
});
const one = async (ticker: string, date: string) => (await view.rows(`/short_interest?ticker=eq.${ticker}&trade_date=eq.${date}`))[0];

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
