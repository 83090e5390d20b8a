// api.fidc_cedentes through HTTP, one case per rule, on golden tab I rows: a month
// whose slots hold every case a filing can (an originator in both blocks, the all-0s
// and all-9s placeholders, a CPF, a CNPJ without its leading zero, a share above 100,
// a blank share, a blank id, an id of neither form), and 59 months of 18 full slots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';

const FUND = '70200000000100';
const OTHER_FUND = '70200000000200';
const ORIGINATOR = '61064911000177';
const MONTHS = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2021, i + 1, 0)).toISOString().slice(0, 10)); // month ends 2021-01..2025-12
const FIRST = MONTHS[0];

type Slots = Record<string, string | null>;
function slots(block: 'a' | 'b', ids: (string | null)[], pcts: (string | null)[]): Slots {
  const out: Slots = {};
  for (let i = 0; i < 9; i += 1) {
    out[`tab_i2${block}12_cpf_cnpj_cedente_${i + 1}`] = ids[i] ?? null;
    out[`tab_i2${block}12_pr_cedente_${i + 1}`] = pcts[i] ?? null;
  }
  return out;
}

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, seed);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function seed(c: Parameters<Parameters<typeof withClient>[1]>[0]) {
  const k = kyselyOver(c);
  const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-fidc-mensal', file_name: 'golden', sha256: 'c'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  const full = (m: number, block: number) => Array.from({ length: 9 }, (_, s) => String(10000000000000 + m * 100 + block * 10 + s + 1));
  await k
    .insertInto('cvm.fidc_tab_i')
    .values([
      {
        cnpj: FUND, reference_date: FIRST, ingest_id: id,
        ...slots('a', ['61.064.911/0001-77', '00000000000000', '99999999999999', '123.456.789-09', '1234567000100', null, 'N/D', '08.765.432/0001-10', null], ['45.5', '0', '0', '10', '120.5', '7', null, null, null]),
        ...slots('b', [ORIGINATOR], ['30']),
      },
      ...MONTHS.slice(1).map((m, i) => ({ cnpj: FUND, reference_date: m, ingest_id: id, ...slots('a', full(i + 1, 1), Array(9).fill('5')), ...slots('b', full(i + 1, 2), Array(9).fill('5')) })),
      { cnpj: OTHER_FUND, reference_date: MONTHS[1], ingest_id: id, ...slots('a', [ORIGINATOR], ['100']), ...slots('b', [], []) },
    ])
    .execute();
}
const cedentes = rpcCalls(() => api, 'fidc_cedentes');

describe('fidc_cedentes by fund', () => {
  it('serves one row per filled slot, block A then B, as filed; placeholders and blank ids are not originators', async () => {
    const rows = await cedentes.ok({ p_cnpj: FUND, p_from: FIRST, p_to: FIRST });
    expect(rows.map((r) => [r.block, r.slot, r.cedente_cnpj, r.cedente_kind, r.share_pct, r.share_above_100])).toEqual([
      ['A', 1, ORIGINATOR, 'cnpj', 45.5, false],
      ['A', 4, null, 'cpf', 10, false],
      ['A', 5, '01234567000100', 'cnpj', 120.5, true], // 13 digits: the leading zero restored; above 100 kept and flagged
      ['A', 7, null, 'other', null, null], // an id of neither form; a blank share is NULL, never 0
      ['A', 8, '08765432000110', 'cnpj', null, null],
      ['B', 1, ORIGINATOR, 'cnpj', 30, false],
    ]);
    expect(rows[0]).toEqual({ cnpj: FUND, period: FIRST, block: 'A', slot: 1, cedente_cnpj: ORIGINATOR, cedente_kind: 'cnpj', share_pct: 45.5, share_above_100: false });
  });

  it('never serves a CPF: the slot says cpf, and its digits are nowhere in the answer', async () => {
    const res = await api.rpc('fidc_cedentes', { p_cnpj: FUND, p_from: FIRST, p_to: FIRST });
    const text = await res.text();
    expect(text).toContain('"cedente_kind":"cpf"');
    expect(text).not.toMatch(/123\.?456\.?789-?09/);
  });

  it('accepts a punctuated CNPJ and answers [] for an unknown fund', async () => {
    expect(await cedentes.ok({ p_cnpj: '70.200.000/0001-00', p_from: FIRST, p_to: FIRST })).toHaveLength(6);
    expect(await cedentes.ok({ p_cnpj: '11111111000111' })).toEqual([]);
  });

  it('refuses more than 1000 rows with how to narrow; p_limit serves the newest N rows oldest first', async () => {
    expect((await cedentes.refused({ p_cnpj: FUND })).message).toBe('fidc_cedentes: the requested window holds more than 1000 rows; refused rather than trimmed');
    const newest = await cedentes.ok({ p_cnpj: FUND, p_limit: 3 });
    expect(newest.map((r) => [r.period, r.block, r.slot])).toEqual([[MONTHS[59], 'B', 7], [MONTHS[59], 'B', 8], [MONTHS[59], 'B', 9]]);
    expect(await cedentes.ok({ p_cnpj: FUND, p_from: MONTHS[1], p_to: MONTHS[55] })).toHaveLength(55 * 18);
  });

  it('refuses p_limit outside 1..1000 and p_from after p_to', async () => {
    expect((await cedentes.refused({ p_cnpj: FUND, p_limit: 0 })).message).toBe('fidc_cedentes: p_limit 0 is out of range');
    expect((await cedentes.refused({ p_cnpj: FUND, p_limit: 1001 })).message).toBe('fidc_cedentes: p_limit 1001 is out of range');
    expect((await cedentes.refused({ p_cnpj: FUND, p_from: MONTHS[2], p_to: MONTHS[1] })).message).toMatch(/^fidc_cedentes: /);
  });
});

describe('fidc_cedentes by originator', () => {
  it('finds every fund and month that names the CNPJ in any slot of either block, oldest first', async () => {
    const rows = await cedentes.ok({ p_cedente: '61.064.911/0001-77' });
    expect(rows.map((r) => [r.cnpj, r.period, r.block, r.slot, r.share_pct])).toEqual([
      [FUND, FIRST, 'A', 1, 45.5],
      [FUND, FIRST, 'B', 1, 30],
      [OTHER_FUND, MONTHS[1], 'A', 1, 100],
    ]);
    expect(await cedentes.ok({ p_cedente: ORIGINATOR, p_from: MONTHS[1] })).toHaveLength(1);
    expect(await cedentes.ok({ p_cedente: '22333444000155' })).toEqual([]);
  });

  it('refuses a CPF or anything but 14 digits as p_cedente: a person is never searched', async () => {
    const error = await cedentes.refused({ p_cedente: '123.456.789-09' });
    expect(error.message).toBe("fidc_cedentes: p_cedente '123.456.789-09' is not a 14-digit CNPJ");
    expect(error.details).toMatch(/CPF/);
    expect(error.hint).toMatch(/CNPJ/);
  });
});

describe('exactly one of p_cnpj and p_cedente', () => {
  it('refuses neither and both, saying which', async () => {
    const neither = await cedentes.refused({});
    expect(neither.message).toBe('fidc_cedentes: send exactly one of p_cnpj and p_cedente');
    expect(neither.details).toMatch(/sent neither/);
    expect((await cedentes.refused({ p_cnpj: FUND, p_cedente: ORIGINATOR })).details).toMatch(/sent both/);
  });

  it('refuses a p_cnpj that is not a CNPJ', async () => {
    expect((await cedentes.refused({ p_cnpj: 'abc' })).message).toBe("fidc_cedentes: 'abc' is not a CNPJ");
  });
});
