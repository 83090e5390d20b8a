// api.fund_restatements through HTTP, one case per rule: re-filings paired with
// the highest lower version of the same key, lag in days, fields changed when
// both bodies are held, each reason a pair is not compared, filters, refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';
import { changedLines, FII, FNET_FIXTURES, loadFnetRestatements, MISMATCH, PCG, UNDECLARED } from '../helpers/fnet-restatements.js';
import path from 'node:path';

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'fund_restatements');

beforeAll(async () => {
  db = await createTestDatabase();
  await loadFnetRestatements(db.superuserUrl);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('fund_restatements', () => {
  it('pairs each re-filing with the highest lower version; the genuine pair is compared, 31 fields', async () => {
    const rows = await ok({ p_cnpj: PCG });
    const genuine = changedLines(path.join(FNET_FIXTURES, '828381.xml'), path.join(FNET_FIXTURES, '857292.xml')).length;
    expect(genuine).toBe(31);
    expect(rows).toEqual([
      {
        fnet_id: 857292, cnpj: PCG, tipo_fundo: 'fidc', fund_name: 'FUNDO LISTADO', categoria_documento: 'Informes Periódicos', tipo_documento: 'Informe Mensal Estruturado ',
        especie_documento: null, reference_raw: '12/2024', reference_date: '2024-12-01', versao: 3, modalidade: 'RE', status: 'AC', delivered_at: '2025-03-10T17:02:00',
        previous_fnet_id: 828381, previous_delivered_at: '2025-02-05T09:41:00', lag_days: 33, n_fields_changed: genuine, diff_status: 'compared',
        source_url: 'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=857292', previous_source_url: 'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=828381',
      },
      // version 1's body is not held: paired, not diffed
      expect.objectContaining({ fnet_id: 828381, versao: 2, previous_fnet_id: 820655, lag_days: 9, n_fields_changed: null, diff_status: null }),
    ]);
  });

  it('says why a re-filing is not compared: no predecessor, no reference, no fund link, a body declaring another fund', async () => {
    const fii = await ok({ p_cnpj: FII });
    expect(fii.map((r) => [r.fnet_id, r.previous_fnet_id, r.lag_days, r.n_fields_changed, r.diff_status])).toEqual([
      [700004, null, null, null, 'unpairable_no_reference'],
      [700003, null, null, null, 'no_predecessor'],
      [700002, 700001, 10, 5, 'compared'],
    ]);
    expect((await ok({ p_from: '2025-02-11', p_to: '2025-02-11' })).map((r) => [r.fnet_id, r.cnpj, r.tipo_fundo, r.diff_status])).toEqual([[700010, null, null, 'unpairable_no_link']]);
    expect((await ok({ p_cnpj: MISMATCH })).map((r) => [r.fnet_id, r.previous_fnet_id, r.diff_status, r.n_fields_changed])).toEqual([[700021, 700020, 'declared_mismatch', null]]);
    // bodies that declare no fund or month disagree with nothing: compared
    expect((await ok({ p_cnpj: UNDECLARED })).map((r) => [r.fnet_id, r.previous_fnet_id, r.diff_status, r.n_fields_changed])).toEqual([[700031, 700030, 'compared', 1]]);
  });

  it('without p_cnpj: p_from defaults to 30 days before p_to; p_tipo_fundo filters by the search\'s type, any case', async () => {
    expect((await ok({ p_to: '2025-03-20' })).map((r) => r.fnet_id)).toEqual([700004, 700003, 857292, 700002]);
    expect((await ok({ p_to: '2025-03-20', p_tipo_fundo: 'FII' })).map((r) => r.fnet_id)).toEqual([700004, 700003, 700002]);
    expect((await ok({ p_to: '2025-03-20', p_tipo_fundo: 'fidc' })).map((r) => r.fnet_id)).toEqual([857292]);
    expect(await ok({ p_to: '2025-03-20', p_tipo_fundo: 'ETF' })).toEqual([]);
  });

  it('an unknown CNPJ gives []', async () => {
    expect(await ok({ p_cnpj: '00000000000191' })).toEqual([]);
  });

  it('refuses an unknown p_tipo_fundo, a bad CNPJ, p_from after p_to', async () => {
    expect(await refused({ p_tipo_fundo: 'FIP' })).toMatchObject({ message: "fund_restatements: unknown p_tipo_fundo 'FIP'", hint: 'Send p_tipo_fundo as FII, FIDC or ETF, or null for any.' });
    expect((await refused({ p_cnpj: '12x' })).message).toBe("fund_restatements: '12x' is not a CNPJ");
    expect((await refused({ p_from: '2025-03-01', p_to: '2025-02-01' })).message).toBe('fund_restatements: p_from (2025-03-01) is after p_to (2025-02-01)');
  });
});
