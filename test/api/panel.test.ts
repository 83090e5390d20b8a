// @legs direct postgrest docker
// api.panel through HTTP: long rows over golden monthly fund rows and a built
// quote tape, one case per rule (bars, NULLs, ordering, paging, the id ceilings
// of catalog.json tiers and every refusal). Expectations come from the records.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { REPO_ROOT } from '../../src/repo-root.js';
import { loadCotahistFile } from '../../src/ingest/b3-cotahist/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls, type Row } from '../helpers/rpc.js';
import { signedInHeaders, startApi, type RunningApi } from '../helpers/api.js';
import { cotahistFile, type QuoteRecord } from '../helpers/cotahist-file.js';
import { tempDir } from '../ingest/support.js';

const TIERS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8')).tiers as Record<string, { panel_ids: number }>;
const FI = '11200000000100';
const FIDC = '70200000000100';
const FII = '80200000000100';
const bar = (date: string, codneg: string, close: number, extra: Partial<QuoteRecord> = {}): QuoteRecord => ({
  date, codneg, tpmerc: '010', prices: { open: close - 1, high: close + 2, low: close - 2, average: close, close }, trades: 10, quantity: 100, volume: close * 100, ...extra,
});
const TAPE: QuoteRecord[] = [
  bar('2024-01-02', 'AAAA3', 10), bar('2024-01-03', 'AAAA3', 12), bar('2024-01-04', 'AAAA3', 11),
  bar('2024-02-01', 'AAAA3', 20), bar('2024-02-02', 'AAAA3', 21),
  bar('2024-01-03', 'BBBB11', 50, { especi: 'UNT N2' }),
  // the odd-lot board is not read
  { ...bar('2024-01-03', 'AAAA3', 99), tpmerc: '020' },
];
const day = (i: number) => new Date(Date.UTC(2021, 0, 1 + i)).toISOString().slice(0, 10);
const LONG = Array.from({ length: 200 }, (_, i) => bar(day(i), 'LONG3', 30 + i / 100));
const JAN_FEB = { p_from: '2024-01-01', p_to: '2024-02-29' };

let db: TestDatabase;
let api: RunningApi;
let signedIn: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  await loadCotahistFile(cotahistFile(dir, 'tape.txt', [...TAPE, ...LONG]), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  await withClient(db.superuserUrl, async (c) => {
    await kyselyOver(c)
      .insertInto('cvm.fund_month')
      .values([
        { entity_type: 'fi', cnpj: FI, period: '2024-01-01', nav: 100, quota: 1.5, quotaholders: 7, inflows: 3, redemptions: 4 },
        { entity_type: 'fi', cnpj: FI, period: '2024-02-01', nav: 110, quota: null, quotaholders: 8, inflows: 5, redemptions: 6 },
        { entity_type: 'fidc', cnpj: FIDC, period: '2024-01-31', nav: 900, delinquency: 12 },
        { entity_type: 'fii', cnpj: FII, period: '2024-01-01', nav: 500, quotaholders: 40, monthly_yield: 0.0062, assets: 600 },
      ])
      .execute();
  });
  api = await startApi(db);
  signedIn = await signedInHeaders();
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'panel');
const tuples = (rows: Row[]) => rows.map((r) => [r.date, r.id, r.metric, r.asset_class, r.value]);
const tape = (codneg: string, from: string, to: string) => TAPE.filter((r) => r.codneg === codneg && r.tpmerc === '010' && r.date >= from && r.date <= to);

describe('panel', () => {
  it('p_freq day serves each session of the cash board, prices raw', async () => {
    const rows = await ok({ p_ids: ['aaaa3'], p_metrics: ['close', 'volume'], p_freq: 'day', ...JAN_FEB });
    expect(tuples(rows)).toEqual(tape('AAAA3', '2024-01-01', '2024-02-29').flatMap((r) => [
      [r.date, 'AAAA3', 'close', 'equity', r.prices!.close],
      [r.date, 'AAAA3', 'volume', 'equity', r.volume],
    ]));
  });

  it('p_freq month makes one bar of the sessions of each month in the window, dated at its last session', async () => {
    const rows = await ok({ p_ids: ['AAAA3'], p_from: '2024-01-03', p_to: '2024-02-29' });
    const months = [tape('AAAA3', '2024-01-03', '2024-01-31'), tape('AAAA3', '2024-02-01', '2024-02-29')];
    expect(tuples(rows)).toEqual(months.flatMap((m) => {
      const last = m.at(-1)!;
      const values: Record<string, number> = {
        close: last.prices!.close, high: Math.max(...m.map((r) => r.prices!.high)), low: Math.min(...m.map((r) => r.prices!.low)),
        open: m[0].prices!.open, quantity: m.reduce((s, r) => s + r.quantity!, 0), trades: m.reduce((s, r) => s + r.trades!, 0), volume: m.reduce((s, r) => s + r.volume!, 0),
      };
      return Object.keys(values).sort().map((metric) => [last.date, 'AAAA3', metric, 'equity', values[metric]]);
    }));
  });

  it('serves each fund family the metrics it files, at its period, NULL (never 0) where a fund left one blank', async () => {
    const rows = await ok({ p_ids: [FI, '70.200.000/0001-00', FII], ...JAN_FEB });
    expect(tuples(rows)).toEqual([
      ['2024-01-01', FI, 'inflows', 'fi', 3], ['2024-01-01', FI, 'nav', 'fi', 100], ['2024-01-01', FI, 'quota', 'fi', 1.5],
      ['2024-01-01', FI, 'quotaholders', 'fi', 7], ['2024-01-01', FI, 'redemptions', 'fi', 4],
      ['2024-01-01', FII, 'assets', 'fii', 600], ['2024-01-01', FII, 'monthly_yield', 'fii', 0.0062], ['2024-01-01', FII, 'nav', 'fii', 500],
      ['2024-01-01', FII, 'quotaholders', 'fii', 40],
      ['2024-01-31', FIDC, 'delinquency', 'fidc', 12], ['2024-01-31', FIDC, 'nav', 'fidc', 900],
      ['2024-02-01', FI, 'inflows', 'fi', 5], ['2024-02-01', FI, 'nav', 'fi', 110], ['2024-02-01', FI, 'quota', 'fi', null],
      ['2024-02-01', FI, 'quotaholders', 'fi', 8], ['2024-02-01', FI, 'redemptions', 'fi', 6],
    ]);
  });

  it('mixes funds and tickers ordered by date, id, metric, asset_class, each ticker with the class the tape gives it', async () => {
    const rows = await ok({ p_ids: [FI, 'BBBB11', 'AAAA3'], p_metrics: ['nav', 'close'], p_from: '2024-01-01', p_to: '2024-01-31' });
    expect(tuples(rows)).toEqual([
      ['2024-01-01', FI, 'nav', 'fi', 100],
      ['2024-01-03', 'BBBB11', 'close', 'unit', 50],
      ['2024-01-04', 'AAAA3', 'close', 'equity', 11],
    ]);
  });

  it('keeps one family with p_entity_type', async () => {
    const rows = await ok({ p_ids: [FI, FII], p_metrics: ['nav'], p_entity_type: 'fii', ...JAN_FEB });
    expect(tuples(rows)).toEqual([['2024-01-01', FII, 'nav', 'fii', 500]]);
  });

  it('answers [] for ids it does not hold', async () => {
    expect(await ok({ p_ids: ['NOPE3', '99999999000199'], ...JAN_FEB })).toEqual([]);
  });

  it('defaults to the 365 days before p_to', async () => {
    const rows = await ok({ p_ids: ['LONG3'], p_metrics: ['close'], p_freq: 'day', p_to: day(199) });
    expect([rows[0].date, rows.length]).toEqual([day(0), 200]);
    const later = await ok({ p_ids: ['LONG3'], p_metrics: ['close'], p_freq: 'day', p_to: day(365 + 150) });
    expect([later[0].date, later.length]).toEqual([day(150), 50]);
  });

  it('pages by date|id|metric|asset_class: the pages chain to the whole result, the last one shorter', async () => {
    const body = { p_ids: ['LONG3', 'AAAA3'], p_freq: 'day', p_from: day(0), p_to: '2024-12-31' };
    const first = await ok({ ...body, p_after: '' });
    const last = first.at(-1)!;
    const second = await ok({ ...body, p_after: `${last.date}|${last.id}|${last.metric}|${last.asset_class}` });
    expect([first.length, second.length]).toEqual([1000, (200 + 5) * 7 - 1000]);
    const all = [...first, ...second];
    const key = (r: Row) => `${r.date}|${r.id}|${r.metric}|${r.asset_class}`;
    expect(all.map(key)).toEqual([...all.map(key)].sort());
    expect(new Set(all.map(key)).size).toBe(all.length);
    expect(second.at(-1)).toMatchObject({ date: '2024-02-02', id: 'AAAA3', metric: 'volume', value: 2100 });
  });

  it('takes the ids ceilings of catalog.json tiers: 3 anonymous, 50 signed in', async () => {
    expect([TIERS.anon.panel_ids, TIERS.authenticated.panel_ids]).toEqual([3, 50]);
    const four = ['AAAA3', 'BBBB11', 'LONG3', FI];
    const anon = await refused({ p_ids: four, ...JAN_FEB });
    expect(anon).toMatchObject({ message: 'panel: 4 ids is above the anonymous ceiling of 3' });
    expect(anon.hint).toMatch(/sign in/);
    expect((await ok({ p_ids: four, p_metrics: ['close'], p_from: '2024-01-04', p_to: '2024-01-04' }, signedIn)).map((r) => r.id)).toEqual(['AAAA3']);
    const many = Array.from({ length: TIERS.authenticated.panel_ids + 1 }, (_, i) => `T${i}`);
    expect((await refused({ p_ids: many }, signedIn)).message).toBe('panel: 51 ids is above the signed-in ceiling of 50');
    expect(await ok({ p_ids: many.slice(1) }, signedIn)).toEqual([]);
  });
});

describe('panel refusals', () => {
  it('a metric a family never files, naming metric_coverage', async () => {
    const error = await refused({ p_ids: ['70200000000100'], p_metrics: ['nav', 'quota'] });
    expect(error.message).toBe('panel: fidc never files quota');
    expect(error.details).toMatch(/metric_coverage/);
    expect(error.hint).toMatch(/metric_coverage/);
  });
  it('an unknown metric, listing the metrics', async () => {
    const error = await refused({ p_ids: ['AAAA3'], p_metrics: ['price'] });
    expect(error.message).toBe('panel: unknown metric price');
    expect(error.details).toMatch(/close/);
  });
  it('a metric no id in p_ids carries', async () => {
    expect((await refused({ p_ids: ['AAAA3'], p_metrics: ['nav'] })).message).toBe('panel: no id in p_ids carries nav');
  });
  it('fund ids at p_freq day (the fund series is monthly)', async () => {
    expect((await refused({ p_ids: [FI], p_freq: 'day' })).message).toBe('panel: the fund series is monthly; p_freq day serves only ticker metrics');
  });
  it('an unknown p_freq or p_entity_type', async () => {
    expect((await refused({ p_ids: ['AAAA3'], p_freq: 'week' })).message).toBe("panel: unknown p_freq 'week'");
    expect((await refused({ p_ids: [FI], p_entity_type: 'fmiee' })).message).toBe("panel: unknown p_entity_type 'fmiee'");
  });
  it('no ids', async () => {
    expect((await refused({ p_ids: [] })).message).toBe('panel: p_ids is empty');
    expect((await refused({ p_ids: [' '] })).message).toBe('panel: p_ids is empty');
  });
  it('p_from after p_to', async () => {
    expect((await refused({ p_ids: ['AAAA3'], p_from: '2024-02-01', p_to: '2024-01-01' })).message).toMatch(/^panel: p_from/);
  });
  it('a cursor that is not date|id|metric|asset_class', async () => {
    expect((await refused({ p_ids: ['AAAA3'], p_after: '2024-01-01' })).message).toBe("panel: p_after '2024-01-01' is not a panel cursor");
    expect((await refused({ p_ids: ['AAAA3'], p_after: 'x|AAAA3|close|equity' })).hint).toMatch(/date\|id\|metric\|asset_class/);
  });
  it('a whole result above 1000 rows, never trimmed', async () => {
    const error = await refused({ p_ids: ['LONG3'], p_freq: 'day', p_from: day(0), p_to: day(199) });
    expect(error.message).toMatch(/^panel: the requested window holds more than 1000 rows/);
    expect(error.hint).toMatch(/p_after/);
  });
});
