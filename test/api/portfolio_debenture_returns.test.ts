// @legs direct postgrest docker
// api.portfolio_debenture_returns through HTTP, on CDA block 4 lines written
// here (funds' month-end Debêntures positions) and SGS 12 rates: each median
// mark, the mark return and the CDI are computed here by hand from the lines;
// one case per NULL rule (not_held, too_few_funds), the months whose median
// fell, the excluded lines, the defaults, an unknown code, and each refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'portfolio_debenture_returns');

const MONTH_ENDS = ['2025-12-31', '2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30'];
const WINDOW = { p_from: '2026-01-01', p_to: '2026-06-30' };
const fund = (k: number) => String(30000000000000 + k);

interface Line { cnpj: string; day: string; code: string; quantity: number; value: number; aplic?: string }
const LINES: Line[] = [];
/** DEBA11: four funds a month, marks 1000, 1005, 990, 1020 (+10 a month); fund 1 files 2026-02 on two lines; a line of quantity 0 and an Ações line of the code are not marks. */
MONTH_ENDS.forEach((day, k) => {
  [1000, 1005, 990, 1020].forEach((base, f) => {
    const mark = base + 10 * k;
    if (f === 0 && k === 2) LINES.push({ cnpj: fund(1), day, code: 'DEBA11', quantity: 40, value: 40 * mark }, { cnpj: fund(1), day, code: 'DEBA11', quantity: 60, value: 60 * mark });
    else LINES.push({ cnpj: fund(f + 1), day, code: 'DEBA11', quantity: 100, value: 100 * mark });
  });
  LINES.push({ cnpj: fund(5), day, code: 'DEBA11', quantity: 0, value: 1 }, { cnpj: fund(6), day, code: 'DEBA11', quantity: 10, value: 1, aplic: 'Ações' });
  // DEBB11: three funds, but two in 2026-03; DEBC11: three funds, none in 2026-04
  for (const f of k === 3 ? [1, 2] : [1, 2, 3]) LINES.push({ cnpj: fund(f), day, code: 'DEBB11', quantity: 10, value: 10 * (500 + k) });
  if (k !== 4) for (const f of [1, 2, 3]) LINES.push({ cnpj: fund(f), day, code: 'DEBC11', quantity: 10, value: 10 * (500 + k) });
  // DEBD11: marks 100, 101, 102 (+1 a month), 5 lower from 2026-04 (a coupon, or a loss)
  [100, 101, 102].forEach((base, f) => LINES.push({ cnpj: fund(f + 1), day, code: 'DEBD11', quantity: 50, value: 50 * (base + k - (k >= 4 ? 5 : 0)) }));
  // DEBE11: held only as shares
  LINES.push({ cnpj: fund(1), day, code: 'DEBE11', quantity: 10, value: 1000, aplic: 'Ações' });
});

/** Lower median (percentile_disc 0.5) of the funds' marks (sum of value / sum of quantity per fund) of a code's usable Debêntures lines in a month. */
function median(code: string, day: string): { n: number; mark: number } {
  const perFund = new Map<string, [number, number]>();
  for (const l of LINES) {
    if (l.code !== code || l.day !== day || (l.aplic ?? 'Debêntures') !== 'Debêntures' || l.quantity <= 0 || l.value <= 0) continue;
    const [v, q] = perFund.get(l.cnpj) ?? [0, 0];
    perFund.set(l.cnpj, [v + l.value, q + l.quantity]);
  }
  const marks = [...perFund.values()].map(([v, q]) => v / q).sort((a, b) => a - b);
  return { n: marks.length, mark: marks[Math.ceil(marks.length * 0.5) - 1] };
}

const CDI: [string, number][] = [];
for (let d = new Date('2025-12-01T00:00:00Z'); d <= new Date('2026-07-03T00:00:00Z'); d = new Date(d.getTime() + 86400000)) {
  if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) CDI.push([d.toISOString().slice(0, 10), 0.04 + (d.getUTCDate() % 3) / 1000]);
}
const cdi = CDI.filter(([day]) => day >= '2025-12-31' && day < '2026-06-30').reduce((p, [, v]) => p * (1 + v / 100), 1) - 1;

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    await k.insertInto('bcb.sgs').values(CDI.map(([day, value]) => ({ code: 12, reference_date: new Date(day), value: value.toFixed(3), ingest_id: 0 }))).execute();
    const lineNo = new Map<string, number>();
    await k
      .insertInto('cvm.cda_blc_4')
      .values(
        LINES.map((l) => {
          const key = `${l.cnpj}|${l.day}`;
          lineNo.set(key, (lineNo.get(key) ?? 0) + 1);
          return { cnpj: l.cnpj, dt_comptc: new Date(l.day), line_no: lineNo.get(key)!, tp_aplic: l.aplic ?? 'Debêntures', cd_ativo: l.code, qt_pos_final: String(l.quantity), vl_merc_pos_final: String(l.value), ingest_id: 0 };
        }),
      )
      .execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('portfolio_debenture_returns', () => {
  it('the funds\' median mark at both ends, the mark return (price only) and the CDI over the same dates', async () => {
    const [row] = await ok({ p_codes: ['DEBA11'], ...WINDOW });
    const base = median('DEBA11', '2025-12-31');
    const end = median('DEBA11', '2026-06-30');
    expect([base, end]).toEqual([{ n: 4, mark: 1000 }, { n: 4, mark: 1060 }]); // the excluded lines give no mark
    expect(row).toMatchObject({
      input_code: 'DEBA11', code: 'DEBA11', base_month: '2025-12-01', end_month: '2026-06-01', months: 6, months_marked: 7,
      n_funds_base: 4, n_funds_end: 4, mark_base: base.mark, mark_end: end.mark, months_mark_fell: 0, gap_month: null, gap_reason: null,
      cdi_from: '2025-12-31', cdi_to: '2026-06-30', cdi_rates: 129,
    });
    expect(row.mark_return).toBeCloseTo(end.mark / base.mark - 1, 10);
    expect(row.cdi_return).toBeCloseTo(cdi, 9);
    expect(row.excess_return).toBeCloseTo(end.mark / base.mark - 1 - cdi, 9);
    // a fund filing the month on two lines is one mark: sum of value over sum of quantity
    expect(median('DEBA11', '2026-02-28')).toEqual({ n: 4, mark: 1020 });
  });

  it('a month whose median falls is counted (a payment or a loss), and the mark return is still the change of the median', async () => {
    const [row] = await ok({ p_codes: ['deb-debd11 '], ...WINDOW });
    const [base, end] = [median('DEBD11', '2025-12-31'), median('DEBD11', '2026-06-30')];
    expect(row).toMatchObject({ input_code: 'deb-debd11 ', code: 'DEBD11', months_mark_fell: 1, mark_base: base.mark, mark_end: end.mark, gap_reason: null });
    expect(row.mark_return).toBeCloseTo(end.mark / base.mark - 1, 10);
  });

  it.each([
    ['DEBB11', '2026-03-01', 'too_few_funds', 6],
    ['DEBC11', '2026-04-01', 'not_held', 6],
  ])('%s: first month without a median %s (%s): mark_return and excess_return NULL, never 0', async (code, gapMonth, reason, marked) => {
    const [row] = await ok({ p_codes: [code], ...WINDOW });
    expect(row).toMatchObject({ code, months_marked: marked, gap_month: gapMonth, gap_reason: reason, mark_return: null, excess_return: null, mark_base: 500, mark_end: 506 });
    expect(row.cdi_return).toBeCloseTo(cdi, 9);
  });

  it('codes in order of first appearance, each once; a code held only as shares, or by no fund, answers no row', async () => {
    const rows = await ok({ p_codes: ['DEBC11', 'DEBE11', 'DEBA11', 'DEBC11', 'NADA11', ' '], ...WINDOW });
    expect(rows.map((r) => r.code)).toEqual(['DEBC11', 'DEBA11']);
    expect(await ok({ p_codes: [], ...WINDOW })).toEqual([]);
  });

  it('defaults: p_to is the newest month the codes are held (2026-06), p_from 11 months before; the CDI is NULL without a rate in the base month', async () => {
    const [row] = await ok({ p_codes: ['DEBA11'] });
    expect(row).toMatchObject({ base_month: '2025-06-01', end_month: '2026-06-01', months: 12, months_marked: 7, gap_month: '2025-06-01', gap_reason: 'not_held', n_funds_base: 0, mark_base: null, mark_return: null, cdi_return: null, cdi_from: null });
  });

  it('the CDI is NULL when no rate follows the end month', async () => {
    const [row] = await ok({ p_codes: ['DEBA11'], p_from: '2026-02-01', p_to: '2026-07-15' });
    expect(row).toMatchObject({ end_month: '2026-07-01', gap_month: '2026-07-01', gap_reason: 'not_held', cdi_from: null, cdi_to: null, cdi_rates: null, cdi_return: null });
  });

  it('refuses more than 200 codes (200 answer) and p_from after p_to', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `X${i}`);
    expect(await refused({ p_codes: many })).toEqual({
      code: '22023', message: 'portfolio_debenture_returns: 201 codes sent, at most 200', details: 'One call answers at most 200 codes.', hint: 'Split p_codes into calls of at most 200 codes each.',
    });
    expect(await ok({ p_codes: [...many.slice(0, 199), 'DEBA11'], ...WINDOW })).toHaveLength(1);
    const window = await refused({ p_codes: ['DEBA11'], p_from: '2026-05-01', p_to: '2026-04-30' });
    expect(window.message).toBe('portfolio_debenture_returns: p_from (2026-05-01) is after p_to (2026-04-30)');
  });
});
