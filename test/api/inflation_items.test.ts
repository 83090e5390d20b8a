// @legs direct postgrest docker
// api.inflation_items through HTTP, one case per rule, on a hand-built SIDRA tree
// loaded through the real loader: 2019-12 from table 1419 and 2020-01 from 7060,
// where the subgroup, item and subitem codes change but the structure numbers
// do not. Expectations are computed here from the published values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSidraFile } from '../../src/ingest/ibge-sidra/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls, type Row } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { sidraAnswer, writeJson, type SidraNode } from '../helpers/sidra-answer.js';
import { tempDir } from '../ingest/support.js';

const DEC = '2019-12';
const JAN = '2020-01';
const v = (v63: string, v66: string, v69 = '1.00', v2265 = '4.00') => ({ v63, v66, v69, v2265 });
// [structure number, label name, code in 1419, code in 7060, values in DEC, values in JAN]
const TREE: [string, string, number, number, ReturnType<typeof v>, ReturnType<typeof v>][] = [
  ['0', 'Índice geral', 7169, 7169, v('1.15', '100.0000'), v('0.21', '100.0000')],
  ['1', 'Alimentação e bebidas', 7170, 7170, v('3.38', '25.0000'), v('0.39', '25.5000')],
  ['2', 'Habitação', 7445, 7445, v('0.71', '75.0000'), v('0.15', '74.5000')],
  ['11', 'Alimentação no domicílio', 7171, 47601, v('4.00', '18.0000'), v('0.50', '18.2000')],
  ['12', 'Alimentação fora do domicílio', 7432, 47602, v('1.80', '7.0000'), v('0.10', '7.3000')],
  ['21', 'Encargos e manutenção', 7446, 47603, v('0.71', '75.0000'), v('0.15', '74.5000')],
  ['1101', 'Cereais, leguminosas e oleaginosas', 7172, 47604, v('0.50', '18.0000'), v('0.50', '18.2000')],
  ['1101001', 'Arroz', 7173, 47605, v('0.60', '10.0000'), v('...', '10.1000')],
  ['1101002', 'Feijão', 7174, 47606, v('0.38', '8.0000'), v('0.90', '..')],
];

const nodes: SidraNode[] = TREE.map(([number, name, code1419, , dec]) => ({ code: code1419, label: number === '0' ? name : `${number}.${name}`, values: { [DEC]: dec } }));
const nodes2020: SidraNode[] = TREE.map(([number, name, , code7060, , jan]) => ({ code: code7060, label: number === '0' ? name : `${number}.${name}`, values: { [JAN]: jan } }));
const BOTH = { p_from: `${DEC}-01`, p_to: `${JAN}-31` };

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  for (const [name, answer] of [['sidra_1419.json', nodes], ['sidra_7060.json', nodes2020]] as const) {
    await loadSidraFile(writeJson(dir, name, sidraAnswer(answer)), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  }
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'inflation_items');
const numbers = (rows: Row[]) => rows.map((r) => `${String(r.reference_month).slice(0, 7)} ${r.item_number}`);
const published = (number: string, month: string) => {
  const node = TREE.find((t) => t[0] === number)!;
  return month === DEC ? node[4] : node[5];
};
const num = (text: string) => (/^-?\d/.test(text) ? Number(text) : null);

describe('inflation_items', () => {
  it('serves level 1 (the groups) by default, oldest month first, values as published', async () => {
    const rows = await ok(BOTH);
    expect(numbers(rows)).toEqual([`${DEC} 1`, `${DEC} 2`, `${JAN} 1`, `${JAN} 2`]);
    const food = rows[0];
    const p = published('1', DEC);
    expect(food).toMatchObject({ item_code: 7170, item_name: 'Alimentação e bebidas', level: 1, weight: num(p.v66), change_month: num(p.v63), change_ytd: num(p.v69), change_12m: num(p.v2265), sidra_table: 1419, source: 'ibge_sidra' });
  });

  it('contribution is weight x change_month / 100', async () => {
    for (const row of await ok({ ...BOTH, p_level: 2 })) {
      const p = published(String(row.item_number), String(row.reference_month).slice(0, 7));
      expect(row.contribution).toBeCloseTo((Number(p.v66) * Number(p.v63)) / 100, 10);
    }
  });

  it('contribution is NULL when change_month or weight is NULL', async () => {
    const rows = await ok({ ...BOTH, p_level: 4, p_from: `${JAN}-01` });
    expect(rows.find((r) => r.item_number === '1101001')).toMatchObject({ change_month: null, weight: 10.1, contribution: null });
    expect(rows.find((r) => r.item_number === '1101002')).toMatchObject({ change_month: 0.9, weight: null, contribution: null });
  });

  it('serves each level 0..4 and every level for p_level null, with parent_number read off the structure number', async () => {
    const byLevel = [['0'], ['1', '2'], ['11', '12', '21'], ['1101'], ['1101001', '1101002']];
    for (const [level, expected] of byLevel.entries()) {
      expect((await ok({ p_level: level, p_from: `${DEC}-01`, p_to: `${DEC}-01` })).map((r) => r.item_number)).toEqual(expected);
    }
    const all = await ok({ p_level: null, p_from: `${DEC}-01`, p_to: `${DEC}-01` });
    expect(all.map((r) => [r.item_number, r.level, r.parent_number])).toEqual([
      ['0', 0, null], ['1', 1, '0'], ['2', 1, '0'], ['11', 2, '1'], ['12', 2, '1'], ['21', 2, '2'], ['1101', 3, '11'], ['1101001', 4, '1101'], ['1101002', 4, '1101'],
    ]);
  });

  it('keeps item_number across the 2020-01 change of SIDRA codes; item_code and sidra_table say which table', async () => {
    const rows = await ok({ ...BOTH, p_item: '1101001', p_level: null });
    expect(rows.map((r) => [r.reference_month, r.item_number, r.item_code, r.sidra_table])).toEqual([
      [`${DEC}-01`, '1101001', 7173, 1419],
      [`${JAN}-01`, '1101001', 47605, 7060],
    ]);
  });

  it('takes p_item as a SIDRA code of either table, giving the same rows as its structure number', async () => {
    const byNumber = await ok({ ...BOTH, p_item: '11', p_level: 2 });
    expect(byNumber).toHaveLength(2);
    expect(await ok({ ...BOTH, p_item: '7171', p_level: 2 })).toEqual(byNumber);
    expect(await ok({ ...BOTH, p_item: '47601', p_level: 2 })).toEqual(byNumber);
  });

  it('p_item with a deeper p_level gives the nodes under it at that level', async () => {
    expect(numbers(await ok({ ...BOTH, p_item: '1', p_level: 2 }))).toEqual([`${DEC} 11`, `${DEC} 12`, `${JAN} 11`, `${JAN} 12`]);
    expect(numbers(await ok({ ...BOTH, p_item: '0', p_level: 1 }))).toEqual([`${DEC} 1`, `${DEC} 2`, `${JAN} 1`, `${JAN} 2`]);
  });

  it('p_item with p_level at or above its level gives the node alone; with p_level null its whole subtree', async () => {
    expect(numbers(await ok({ ...BOTH, p_item: '1101' }))).toEqual([`${DEC} 1101`, `${JAN} 1101`]);
    expect(numbers(await ok({ p_item: '2', p_level: null, p_from: `${DEC}-01`, p_to: `${DEC}-01` }))).toEqual([`${DEC} 2`, `${DEC} 21`]);
  });

  it('takes any day of the window months and answers [] for a window with nothing held', async () => {
    expect(numbers(await ok({ p_from: `${JAN}-15`, p_to: `${JAN}-15` }))).toEqual([`${JAN} 1`, `${JAN} 2`]);
    expect(await ok({ p_from: '2012-01-01', p_to: '2012-06-30' })).toEqual([]);
  });

  it('defaults to the 36 months ending with p_to', async () => {
    // 2019-12..2022-11 is 36 months; one month later 2019-12 falls out, two months later 2020-01 too
    expect(numbers(await ok({ p_to: '2022-11-30' }))).toEqual([`${DEC} 1`, `${DEC} 2`, `${JAN} 1`, `${JAN} 2`]);
    expect(numbers(await ok({ p_to: '2022-12-01' }))).toEqual([`${JAN} 1`, `${JAN} 2`]);
    expect(await ok({ p_to: '2023-01-31' })).toEqual([]);
  });
});

describe('inflation_items refusals', () => {
  it('an unknown level, listing the valid ones', async () => {
    const error = await refused({ p_level: 5 });
    expect(error.message).toBe('inflation_items: unknown level 5');
    expect(error.details).toMatch(/0 general index, 1 groups, 2 subgroups, 3 items, 4 subitems/);
  });
  it('an unknown item, saying how to find items', async () => {
    const error = await refused({ p_item: '9999' });
    expect(error.message).toBe("inflation_items: unknown item '9999'");
    expect(error.hint).toMatch(/p_level": null/);
    expect((await refused({ p_item: 'Arroz' })).message).toBe("inflation_items: unknown item 'Arroz'");
  });
  it('p_from after p_to', async () => {
    expect((await refused({ p_from: '2020-02-01', p_to: '2020-01-01' })).message).toMatch(/^inflation_items: /);
  });
});

describe('inflation_items reads a pinned item from indexes', () => {
  // at the volume SIDRA publishes (460 nodes a month since 2012, added and rolled back here), not on a few golden rows
  const plan = async (sql: string) =>
    withClient(db.superuserUrl, async (c) => {
      await c.query('begin');
      await c.query(`insert into ibge.ipca_item (sidra_table, reference_month, item_code, item_number, item_name, level, ingest_id)
        select case when m < 240 then 1419 else 7060 end, (date '2000-01-01' + make_interval(months => m))::date, 100000 + n, (9000000 + n)::text, 'volume', 4, (select min(ingest_id) from ibge.ipca_item)
        from generate_series(144, 320) m, generate_series(1, 460) n`);
      await c.query('analyze ibge.ipca_item; set local role api_owner');
      const { rows } = await c.query(`explain (costs off) ${sql}`);
      await c.query('rollback');
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  it('a subtree at one level by its structure-number prefix, and an item by its SIDRA code', async () => {
    const subtree = await plan(`select 1 from ibge.ipca_item i where i.reference_month between '2019-01-01' and '2020-12-01' and i.item_number like '1101' || '%' and i.level = 4`);
    expect(subtree, subtree).toMatch(/ipca_item_level_prefix/);
    expect(subtree, subtree).toMatch(/item_number ~>=~ '1101'/);
    const code = await plan(`select i.item_number from ibge.ipca_item i where i.item_number = '7170' or i.item_code = 7170 order by (i.item_number = '7170') desc, i.reference_month desc limit 1`);
    expect(code, code).toMatch(/ipca_item_code/);
    expect(code, code).not.toMatch(/Seq Scan/);
  });
});
