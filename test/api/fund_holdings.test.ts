// api.fund_holdings through HTTP, one case per rule, on golden CDA rows: block 4
// lines of two funds over three months (one ticker under two application types,
// a blank value) and block 2 lines of a fund of funds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';

const A = '11111111000111';
const B = '22222222000122';
const MONTHS = ['2026-08-31', '2026-09-30', '2026-10-31'];

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-cda', file_name: 'golden', sha256: 'c'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const line = (cnpj: string, day: string, n: number, code: string, aplic: string, qt: string | null, vl: string | null) =>
      ({ cnpj, dt_comptc: day, line_no: n, tp_aplic: aplic, tp_ativo: 'Ação ordinária', tp_negoc: 'Para negociação', emissor_ligado: 'N', cd_ativo: code, ds_ativo: `${code} ON`, qt_pos_final: qt, vl_merc_pos_final: vl, ingest_id: id });
    await k.insertInto('cvm.cda_blc_4').values(MONTHS.flatMap((day) => [
      line(A, day, 1, 'PETR4', 'Ações', '1000', '38000.00'),
      line(A, day, 2, 'PETR4', 'Ações e outros TVM cedidos em empréstimo', '200', '7600.00'),
      line(A, day, 3, 'VALE3', 'Ações', '10', null),
      line(B, day, 1, 'petr4', 'Ações', '50', '1900.00'),
    ])).execute();
    await k.insertInto('cvm.cda_blc_2').values([
      { cnpj: A, dt_comptc: MONTHS[2], line_no: 1, tp_aplic: 'Cotas de Fundos', cnpj_fundo_cota: B, nm_fundo_cota: 'FUNDO B', qt_pos_final: '100', vl_merc_pos_final: '5000.00', ingest_id: id },
      { cnpj: A, dt_comptc: MONTHS[2], line_no: 2, tp_aplic: 'Cotas de Fundos', cnpj_fundo_cota: '33333333000133', nm_fundo_cota: 'FUNDO C', qt_pos_final: '3', vl_merc_pos_final: '300.00', ingest_id: id },
    ]).execute();
    // a fund with 1001 block-4 lines in one month, for the row cap
    await k.insertInto('cvm.cda_blc_4').values(Array.from({ length: 1001 }, (_, i) => line('44444444000144', MONTHS[2], i + 1, 'WIDE3', 'Ações', '1', '1.00'))).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});
const holdings = rpcCalls(() => api, 'fund_holdings');

describe('fund_holdings', () => {
  it('p_cnpj, kind equity (the default): every block-4 line of the fund, as filed, never summed, oldest first', async () => {
    const rows = await holdings.ok({ p_cnpj: '11.111.111/0001-11', p_from: MONTHS[2] });
    expect(rows).toEqual([
      { cnpj: A, period: MONTHS[2], line_no: 1, kind: 'equity', held_id: 'PETR4', held_name: 'PETR4 ON', tp_aplic: 'Ações', tp_ativo: 'Ação ordinária', tp_negoc: 'Para negociação', emissor_ligado: 'N', qt_pos_final: 1000, vl_merc_pos_final: 38000 },
      { cnpj: A, period: MONTHS[2], line_no: 2, kind: 'equity', held_id: 'PETR4', held_name: 'PETR4 ON', tp_aplic: 'Ações e outros TVM cedidos em empréstimo', tp_ativo: 'Ação ordinária', tp_negoc: 'Para negociação', emissor_ligado: 'N', qt_pos_final: 200, vl_merc_pos_final: 7600 },
      { cnpj: A, period: MONTHS[2], line_no: 3, kind: 'equity', held_id: 'VALE3', held_name: 'VALE3 ON', tp_aplic: 'Ações', tp_ativo: 'Ação ordinária', tp_negoc: 'Para negociação', emissor_ligado: 'N', qt_pos_final: 10, vl_merc_pos_final: null },
    ]);
    expect((await holdings.ok({ p_cnpj: A })).map((r) => r.period)).toEqual(MONTHS.flatMap((m) => [m, m, m]));
  });

  it('p_ticker: which funds hold the code, case ignored, by month then fund', async () => {
    const rows = await holdings.ok({ p_ticker: ' Petr4 ', p_to: MONTHS[1] });
    expect(rows.map((r) => [r.period, r.cnpj, r.line_no, r.held_id, r.vl_merc_pos_final])).toEqual([
      [MONTHS[0], A, 1, 'PETR4', 38000], [MONTHS[0], A, 2, 'PETR4', 7600], [MONTHS[0], B, 1, 'petr4', 1900],
      [MONTHS[1], A, 1, 'PETR4', 38000], [MONTHS[1], A, 2, 'PETR4', 7600], [MONTHS[1], B, 1, 'petr4', 1900],
    ]);
  });

  it('kind fund: block 2, held_id the held fund\'s CNPJ', async () => {
    expect((await holdings.ok({ p_cnpj: A, p_kind: 'FUND' })).map((r) => [r.period, r.kind, r.held_id, r.held_name, r.qt_pos_final, r.vl_merc_pos_final])).toEqual([
      [MONTHS[2], 'fund', B, 'FUNDO B', 100, 5000],
      [MONTHS[2], 'fund', '33333333000133', 'FUNDO C', 3, 300],
    ]);
    expect(await holdings.ok({ p_cnpj: B, p_kind: 'fund' })).toEqual([]);
  });

  it('refuses neither and both of p_cnpj and p_ticker, each by name', async () => {
    const neither = await holdings.refused({});
    expect(neither.message).toBe('fund_holdings: send p_cnpj or p_ticker');
    expect(neither.details).toMatch(/unbounded/);
    expect((await holdings.refused({ p_cnpj: A, p_ticker: 'PETR4' })).message).toBe('fund_holdings: send p_cnpj or p_ticker, not both');
    expect((await holdings.refused({ p_ticker: '  ' })).message).toBe('fund_holdings: send p_cnpj or p_ticker');
  });

  it('refuses an unknown p_kind, p_ticker with kind fund, a malformed CNPJ, p_from after p_to, p_limit out of range', async () => {
    const kind = await holdings.refused({ p_cnpj: A, p_kind: 'bonds' });
    expect(kind.message).toBe("fund_holdings: unknown p_kind 'bonds'");
    expect(kind.hint).toMatch(/equity or fund/);
    expect((await holdings.refused({ p_ticker: 'PETR4', p_kind: 'fund' })).message).toBe('fund_holdings: p_ticker goes with p_kind equity');
    expect((await holdings.refused({ p_cnpj: 'abc' })).message).toBe("fund_holdings: 'abc' is not a CNPJ");
    expect((await holdings.refused({ p_cnpj: A, p_from: MONTHS[2], p_to: MONTHS[0] })).message).toMatch(/^fund_holdings: /);
    expect((await holdings.refused({ p_cnpj: A, p_limit: 0 })).message).toBe('fund_holdings: p_limit 0 is out of range');
  });

  it('refuses more than 1000 rows with how to narrow; p_limit serves the newest N rows oldest first', async () => {
    const error = await holdings.refused({ p_ticker: 'WIDE3' });
    expect(error.message).toBe('fund_holdings: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(error.hint).toMatch(/p_limit/);
    expect((await holdings.ok({ p_cnpj: A, p_limit: 4 })).map((r) => [r.period, r.line_no])).toEqual([[MONTHS[1], 3], [MONTHS[2], 1], [MONTHS[2], 2], [MONTHS[2], 3]]);
    expect(await holdings.ok({ p_ticker: 'WIDE3', p_limit: 1000 })).toHaveLength(1000);
  });

  it('answers [] for an unknown CNPJ or ticker', async () => {
    expect(await holdings.ok({ p_cnpj: '99999999000199' })).toEqual([]);
    expect(await holdings.ok({ p_ticker: 'NOPE3' })).toEqual([]);
  });
});
