// @legs direct postgrest docker
// api.fidc_aging and api.fidc_sacados through HTTP, one case per rule, on golden
// tab VI and tab VIII rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';

const FUND = '70100000000100';
const MONTHS = Array.from({ length: 50 }, (_, i) => new Date(Date.UTC(2021, i + 1, 0)).toISOString().slice(0, 10)); // month ends 2021-01..2025-02
const BANDS = ['30', '60', '90', '120', '150', '180', '360', '720', '1080', 'maior_1080'];
const LABELS = ['1-30', '31-60', '61-90', '91-120', '121-150', '151-180', '181-360', '361-720', '721-1080', '>1080'];
const FEW = 7; // debtors filed in the last month

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-fidc-mensal', file_name: 'golden', sha256: 'a'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    await k.insertInto('cvm.fidc_tab_vi').values(MONTHS.map((m, i) => ({
      cnpj: FUND, reference_date: m, ingest_id: id,
      // the filed total differs from the band sum; band B2 is blank in the first month
      tab_vi_b_vl_dircred_inad: String(1000 + i),
      ...Object.fromEntries(BANDS.map((b, n) => [`tab_vi_a${n + 1}_vl_prazo_venc_${b}`, String(100 * (n + 1) + i)])),
      ...Object.fromEntries(BANDS.map((b, n) => [`tab_vi_b${n + 1}_vl_inad_${b}`, i === 0 && n === 1 ? null : String(10 * (n + 1) + i)])),
    }))).execute();
    const debtors = MONTHS.flatMap((m, i) => Array.from({ length: i === MONTHS.length - 1 ? FEW : 25 }, (_, s) => ({ cnpj: FUND, reference_date: m, sequencial: s + 1, valor: String((25 - s) * 1000 + i), ingest_id: id })));
    // rank as filed even where valor would order them otherwise
    debtors[0].valor = '1';
    await k.insertInto('cvm.fidc_tab_viii').values(debtors).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

type Row = Record<string, string | number | null>;
async function call(fn: string, body: unknown): Promise<Row[]> {
  const res = await api.rpc(fn, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
async function refused(fn: string, body: unknown) {
  const res = await api.rpc(fn, body);
  expect(res.status).toBe(400);
  const error = await res.json();
  expect(Object.keys(error).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(error.code).toBe('22023');
  return error as { message: string; details: string; hint: string };
}
const FIRST = { p_cnpj: FUND, p_from: MONTHS[0], p_to: MONTHS[0] };

describe('fidc_aging', () => {
  it('gives 21 rows a month in band order: ten to_maturity, ten overdue, the filed overdue_total', async () => {
    const rows = await call('fidc_aging', FIRST);
    expect(rows).toHaveLength(21);
    expect(rows.map((r) => `${r.kind} ${r.bucket}`)).toEqual([...LABELS.map((l) => `to_maturity ${l}`), ...LABELS.map((l) => `overdue ${l}`), 'overdue_total TOTAL']);
    expect(rows.map((r) => [r.days_from, r.days_to]).slice(0, 10)).toEqual([[1, 30], [31, 60], [61, 90], [91, 120], [121, 150], [151, 180], [181, 360], [361, 720], [721, 1080], [1081, null]]);
    expect(rows[20]).toMatchObject({ cnpj: FUND, period: MONTHS[0], days_from: null, days_to: null, item: 'TAB_VI_B_VL_DIRCRED_INAD' });
  });

  it('serves values as filed, item naming the column, the filed total apart from the band sum', async () => {
    const rows = await call('fidc_aging', FIRST);
    expect(rows.slice(0, 10).map((r) => [r.item, r.value])).toEqual(BANDS.map((b, n) => [`TAB_VI_A${n + 1}_VL_PRAZO_VENC_${b.toUpperCase()}`, 100 * (n + 1)]));
    const bandSum = rows.slice(10, 20).reduce((a, r) => a + Number(r.value ?? 0), 0);
    expect(rows[20].value).toBe(1000);
    expect(bandSum).not.toBe(1000);
  });

  it('keeps a blank band NULL, never 0', async () => {
    expect((await call('fidc_aging', FIRST))[11]).toMatchObject({ kind: 'overdue', bucket: '31-60', value: null });
  });

  it('serves months oldest first, accepts a punctuated CNPJ, and answers [] for an unknown CNPJ', async () => {
    const rows = await call('fidc_aging', { p_cnpj: '70.100.000/0001-00', p_from: MONTHS[1], p_to: MONTHS[2] });
    expect([...new Set(rows.map((r) => r.period))]).toEqual([MONTHS[1], MONTHS[2]]);
    expect(await call('fidc_aging', { p_cnpj: '11111111000111' })).toEqual([]);
  });

  it('refuses more than 1000 rows (48 months), with how to narrow, and serves 47', async () => {
    expect(await call('fidc_aging', { p_cnpj: FUND, p_from: MONTHS[0], p_to: MONTHS[46] })).toHaveLength(47 * 21);
    expect((await refused('fidc_aging', { p_cnpj: FUND })).hint).toMatch(/47 months/);
  });

  it('refuses p_from after p_to', async () => {
    expect((await refused('fidc_aging', { p_cnpj: FUND, p_from: MONTHS[2], p_to: MONTHS[1] })).message).toMatch(/^fidc_aging: /);
  });
});

describe('fidc_sacados', () => {
  it('serves (seq, valor) as filed, the rank never recomputed from valor', async () => {
    const rows = await call('fidc_sacados', FIRST);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 25 }, (_, s) => s + 1));
    expect(rows[0]).toEqual({ cnpj: FUND, period: MONTHS[0], seq: 1, valor: 1 });
    expect(rows[1].valor).toBe(24000);
  });

  it('has fewer rows for a month with fewer than 25 ranks filed', async () => {
    expect(await call('fidc_sacados', { p_cnpj: FUND, p_from: MONTHS.at(-1), p_to: MONTHS.at(-1) })).toHaveLength(FEW);
  });

  it('p_limit gives the newest N rows, oldest first', async () => {
    const rows = await call('fidc_sacados', { p_cnpj: FUND, p_limit: FEW + 2 });
    expect(rows.map((r) => `${r.period} ${r.seq}`)).toEqual([`${MONTHS.at(-2)} 24`, `${MONTHS.at(-2)} 25`, ...Array.from({ length: FEW }, (_, s) => `${MONTHS.at(-1)} ${s + 1}`)]);
  });

  it('answers [] for an unknown CNPJ', async () => {
    expect(await call('fidc_sacados', { p_cnpj: '11111111000111', p_limit: 5 })).toEqual([]);
  });

  it('refuses more than 1000 rows without p_limit, and p_limit outside 1..1000', async () => {
    expect((await refused('fidc_sacados', { p_cnpj: FUND })).hint).toMatch(/p_limit/);
    expect((await refused('fidc_sacados', { p_cnpj: FUND, p_limit: 0 })).message).toBe('fidc_sacados: p_limit 0 is outside 1..1000');
    expect((await refused('fidc_sacados', { p_cnpj: FUND, p_limit: 1001 })).message).toBe('fidc_sacados: p_limit 1001 is outside 1..1000');
  });
});
