// api.portfolio_lookthrough through HTTP on a golden chain, weights computed by
// hand: root R (PL 1000) holds F1 (600) and F2 (200), a bond (100) and a share
// (50), 50 of cash unfiled; F1 (PL 2000) holds F3 (1000), R back (100: the
// cycle), a share (500) and a debenture (400); F2 has no filing in the month;
// F3 (PL 800) holds a share (720) and F4 (80); F4 (PL 100) holds a share (100).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';

const [R, F1, F2, F3, F4] = ['10000000000110', '20000000000120', '30000000000130', '40000000000140', '50000000000150'];
const OCT = '2026-10-31';
const SEP = '2026-09-30';

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-cda', file_name: 'golden', sha256: 'f'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const pl = (cnpj: string, day: string, value: string) => ({ cnpj, dt_comptc: day, vl_patrim_liq: value, ingest_id: id });
    await k.insertInto('cvm.cda_pl').values([pl(R, OCT, '1000'), pl(F1, OCT, '2000'), pl(F2, SEP, '500'), pl(F3, OCT, '800'), pl(F4, OCT, '100'), pl(R, SEP, '900')]).execute();
    const quota = (cnpj: string, n: number, held: string, value: string) => ({ cnpj, dt_comptc: OCT, line_no: n, tp_aplic: 'Cotas de Fundos', cnpj_fundo_cota: held, nm_fundo_cota: `FUNDO ${held.slice(0, 2)}`, vl_merc_pos_final: value, ingest_id: id });
    await k.insertInto('cvm.cda_blc_2').values([quota(R, 1, F1, '600'), quota(R, 2, F2, '200'), quota(F1, 1, F3, '1000'), quota(F1, 2, R, '100'), quota(F3, 1, F4, '80')]).execute();
    await k.insertInto('cvm.cda_blc_1').values({ cnpj: R, dt_comptc: OCT, line_no: 1, tp_aplic: 'Títulos Públicos', tp_titpub: 'LFT', cd_isin: 'BRSTNCLF1RE4', dt_venc: '2029-03-01', vl_merc_pos_final: '100', ingest_id: id }).execute();
    const share = (cnpj: string, code: string, value: string) => ({ cnpj, dt_comptc: OCT, line_no: 1, tp_aplic: 'Ações', tp_ativo: 'Ação ordinária', cd_ativo: code, ds_ativo: `${code} ON`, vl_merc_pos_final: value, ingest_id: id });
    await k.insertInto('cvm.cda_blc_4').values([share(R, 'AAAA3', '50'), share(F1, 'BBBB3', '500'), share(F3, 'CCCC3', '720'), share(F4, 'DDDD3', '100')]).execute();
    await k.insertInto('cvm.cda_blc_6').values([
      { cnpj: F1, dt_comptc: OCT, line_no: 1, tp_aplic: 'Debêntures', pf_pj_emissor: 'PJ', cpf_cnpj_emissor: '61000001000101', emissor: 'EMISSORA S.A.', dt_venc: '2031-05-15', vl_merc_pos_final: '300', ingest_id: id },
      { cnpj: F1, dt_comptc: OCT, line_no: 2, tp_aplic: 'CCB', pf_pj_emissor: 'PF', cpf_cnpj_emissor: null, emissor: null, dt_venc: '2027-01-01', vl_merc_pos_final: '100', ingest_id: id },
    ]).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});
const lookthrough = rpcCalls(() => api, 'portfolio_lookthrough');
const brief = (rows: Awaited<ReturnType<typeof lookthrough.ok>>) => rows.map((r) => [r.depth, r.holder_cnpj, r.kind, r.block, r.asset_id, r.weight]);

describe('portfolio_lookthrough', () => {
  it('follows block 2 down: each leaf weighted through the chain (by hand), the cycle cut, the missing month reported, nothing re-weighted', async () => {
    const rows = await lookthrough.ok({ p_cnpjs: [R], p_month: '2026-10-15' });
    expect(brief(rows)).toEqual([
      [0, R, 'holding', 1, 'BRSTNCLF1RE4', 0.1], //            100 / 1000
      [0, R, 'month_missing', 2, F2, 0.2], //                  200 / 1000, F2 has no October filing
      [0, R, 'holding', 4, 'AAAA3', 0.05], //                  50 / 1000
      [1, F1, 'cycle', 2, R, 0.03], //                         600/1000 x 100/2000: R again, cut
      [1, F1, 'holding', 4, 'BBBB3', 0.15], //                 0.6 x 500/2000
      [1, F1, 'holding', 6, '61000001000101', 0.09], //        0.6 x 300/2000
      [1, F1, 'holding', 6, null, 0.03], //                    0.6 x 100/2000, a person's paper: no identifier
      [2, F3, 'holding', 4, 'CCCC3', 0.27], //                 0.6 x 1000/2000 = 0.3, x 720/800
      [3, F4, 'holding', 4, 'DDDD3', 0.03], //                 0.3 x 80/800 = 0.03, x 100/100
    ]);
    // 0.95: the root's 50 of cash is not a line, and nothing is scaled to 1
    expect(rows.reduce((s, r) => s + Number(r.weight), 0)).toBeCloseTo(0.95, 12);
    expect(rows[7]).toEqual({
      root_cnpj: R, depth: 2, path: [R, F1, F3], holder_cnpj: F3, period: OCT, kind: 'holding', block: 4, line_no: 1, asset_id: 'CCCC3', asset_name: 'CCCC3 ON',
      tp_aplic: 'Ações', tp_ativo: 'Ação ordinária', maturity: null, value_brl: 720, holder_pl: 800, weight: 0.27,
    });
    expect(rows[1]).toMatchObject({ path: [R], period: OCT, line_no: 2, asset_name: 'FUNDO 30', value_brl: 200, holder_pl: 1000 });
    expect(rows[3]).toMatchObject({ path: [R, F1], asset_name: 'FUNDO 10', value_brl: 100, holder_pl: 2000 });
  });

  it('p_max_depth cuts the walk: the fund quotas below it come back as depth_cap rows with their weight', async () => {
    expect(brief(await lookthrough.ok({ p_cnpjs: [R], p_month: OCT, p_max_depth: 3 })).slice(-2)).toEqual([
      [2, F3, 'depth_cap', 2, F4, 0.03],
      [2, F3, 'holding', 4, 'CCCC3', 0.27],
    ]);
    expect(brief(await lookthrough.ok({ p_cnpjs: [R], p_month: OCT, p_max_depth: 1 }))).toEqual([
      [0, R, 'holding', 1, 'BRSTNCLF1RE4', 0.1],
      [0, R, 'depth_cap', 2, F1, 0.6],
      [0, R, 'depth_cap', 2, F2, 0.2],
      [0, R, 'holding', 4, 'AAAA3', 0.05],
    ]);
  });

  it('several roots in the order sent, a repeat answered once; a root without a filing is one month_missing row of weight 1', async () => {
    const rows = await lookthrough.ok({ p_cnpjs: ['40.000.000/0001-40', '99999999000199', F3], p_month: OCT });
    expect(rows.map((r) => [r.root_cnpj, r.depth, r.holder_cnpj, r.kind, r.asset_id, r.weight])).toEqual([
      [F3, 0, F3, 'holding', 'CCCC3', 0.9],
      [F3, 1, F4, 'holding', 'DDDD3', 0.1],
      ['99999999000199', 0, '99999999000199', 'month_missing', '99999999000199', 1],
    ]);
    expect(rows[2]).toMatchObject({ period: null, block: null, line_no: null, value_brl: null, holder_pl: null });
  });

  it('p_month null: each root\'s newest filed month', async () => {
    expect((await lookthrough.ok({ p_cnpjs: [R] }))[0]).toMatchObject({ period: OCT, weight: 0.1 });
    expect(await lookthrough.ok({ p_cnpjs: [F2] })).toEqual([]); // F2's newest month (September) has a PL line and no holdings
    expect((await lookthrough.ok({ p_cnpjs: [R], p_month: SEP })).map((r) => r.kind)).toEqual([]); // filed, nothing held that month
  });

  it('refuses an empty or oversized list, a malformed CNPJ, p_max_depth outside 1..6', async () => {
    expect((await lookthrough.refused({ p_cnpjs: [] })).message).toBe('portfolio_lookthrough: no CNPJ sent');
    expect((await lookthrough.refused({ p_cnpjs: Array.from({ length: 201 }, (_, i) => String(i + 1)) })).message).toBe('portfolio_lookthrough: 201 CNPJs sent, at most 200');
    expect((await lookthrough.refused({ p_cnpjs: [R, 'abc'] })).message).toBe("portfolio_lookthrough: 'abc' is not a CNPJ");
    expect((await lookthrough.refused({ p_cnpjs: [R], p_max_depth: 7 })).message).toBe('portfolio_lookthrough: p_max_depth 7 is out of range');
    expect((await lookthrough.refused({ p_cnpjs: [R], p_max_depth: 0 })).message).toBe('portfolio_lookthrough: p_max_depth 0 is out of range');
  });

  it('200 CNPJs are answered; an answer above 1000 rows is refused, not trimmed', async () => {
    const many = Array.from({ length: 200 }, (_, i) => String(900000 + i).padStart(14, '0'));
    expect(await lookthrough.ok({ p_cnpjs: many, p_month: OCT })).toHaveLength(200);
    await withClient(db.superuserUrl, async (c) => {
      await c.query(`insert into cvm.cda_pl values ('77777777000177', '2026-10-31', null, null, 1000, (select min(id) from ingest.ingest_log))`);
      await c.query(`insert into cvm.cda_blc_4 (cnpj, dt_comptc, line_no, cd_ativo, vl_merc_pos_final, ingest_id) select '77777777000177', '2026-10-31', g, 'WIDE3', 1, (select min(id) from ingest.ingest_log) from generate_series(1, 1001) g`);
    });
    const error = await lookthrough.refused({ p_cnpjs: ['77777777000177'], p_month: OCT });
    expect(error.message).toBe('portfolio_lookthrough: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(error.hint).toMatch(/p_max_depth/);
  });

  it('the cap counts the walk\'s own rows too: 998 holdings, a month_missing and a cycle row (1000) are answered, one more cycle row is refused', async () => {
    const W = '66666666000166';
    await withClient(db.superuserUrl, async (c) => {
      const ingest = '(select min(id) from ingest.ingest_log)';
      await c.query(`insert into cvm.cda_pl values ($1, '2026-10-31', null, null, 1000, ${ingest})`, [W]);
      await c.query(`insert into cvm.cda_blc_4 (cnpj, dt_comptc, line_no, cd_ativo, vl_merc_pos_final, ingest_id) select $1, '2026-10-31', g, 'WIDE3', 1, ${ingest} from generate_series(1, 998) g`, [W]);
      await c.query(`insert into cvm.cda_blc_2 (cnpj, dt_comptc, line_no, cnpj_fundo_cota, vl_merc_pos_final, ingest_id) values ($1, '2026-10-31', 1, $2, 1, ${ingest}), ($1, '2026-10-31', 2, $1, 1, ${ingest})`, [W, F2]);
    });
    const rows = await lookthrough.ok({ p_cnpjs: [W], p_month: OCT });
    expect(rows).toHaveLength(1000);
    expect(rows.filter((r) => r.kind !== 'holding').map((r) => [r.kind, r.asset_id])).toEqual([['month_missing', F2], ['cycle', W]]);
    await withClient(db.superuserUrl, (c) => c.query(`insert into cvm.cda_blc_2 (cnpj, dt_comptc, line_no, cnpj_fundo_cota, vl_merc_pos_final, ingest_id) values ($1, '2026-10-31', 3, $1, 1, (select min(id) from ingest.ingest_log))`, [W]));
    expect((await lookthrough.refused({ p_cnpjs: [W], p_month: OCT })).message).toBe('portfolio_lookthrough: the requested window holds more than 1000 rows; refused rather than trimmed');
  });
});
