// api.fund_documents through HTTP, one case per rule, on FNET listings loaded by
// the real loader (test/helpers/fnet-restatements.ts): newest delivery first,
// the fund from the search's CNPJ, links as published, window and type filters,
// refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';
import { FII, loadFnetRestatements, PCG } from '../helpers/fnet-restatements.js';

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'fund_documents');

beforeAll(async () => {
  db = await createTestDatabase();
  await loadFnetRestatements(db.superuserUrl);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('fund_documents', () => {
  it('lists one fund\'s documents newest delivery first, as listed, with the published link', async () => {
    const rows = await ok({ p_cnpj: '07.727.002/0001-26', p_from: '2025-01-01', p_to: '2025-12-31' });
    expect(rows.map((r) => [r.fnet_id, r.versao, r.delivered_at])).toEqual([
      [857300, 1, '2025-03-10T18:00:00'], [857292, 3, '2025-03-10T17:02:00'], [828381, 2, '2025-02-05T09:41:00'], [820655, 1, '2025-01-27T18:15:00'],
    ]);
    expect(rows[1]).toEqual({
      fnet_id: 857292, cnpj: PCG, tipo_fundo: 'fidc', fund_name: 'FUNDO LISTADO', fundo_ou_classe: 'Fundo', categoria_documento: 'Informes Periódicos',
      tipo_documento: 'Informe Mensal Estruturado ', especie_documento: null, reference_raw: '12/2024', reference_date: '2024-12-01', delivered_at: '2025-03-10T17:02:00',
      versao: 3, modalidade: 'RE', status: 'AC', has_body: true, source_url: 'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=857292',
    });
    // the body of version 1 is not held
    expect(rows.find((r) => r.fnet_id === 820655)?.has_body).toBe(false);
  });

  it('p_tipo matches tipo_documento as labelled (surrounding spaces ignored)', async () => {
    const rows = await ok({ p_cnpj: PCG, p_from: '2025-01-01', p_tipo: 'Informe Mensal Estruturado' });
    expect(rows.map((r) => r.fnet_id)).toEqual([857292, 828381, 820655]);
    expect(await ok({ p_cnpj: PCG, p_from: '2025-01-01', p_tipo: 'Fato Relevante' })).toMatchObject([{ fnet_id: 857300, reference_raw: '10/03/2025', reference_date: '2025-03-10' }]);
  });

  it('p_from and p_to bound the delivery day, both inclusive', async () => {
    expect((await ok({ p_cnpj: PCG, p_from: '2025-02-05', p_to: '2025-03-10' })).map((r) => r.fnet_id)).toEqual([857300, 857292, 828381]);
    expect((await ok({ p_cnpj: PCG, p_from: '2025-01-28', p_to: '2025-02-04' }))).toEqual([]);
  });

  it('p_from defaults to 12 months before p_to', async () => {
    expect((await ok({ p_cnpj: PCG, p_to: '2026-02-07' })).map((r) => r.fnet_id)).toEqual([857300, 857292]);
  });

  it('the type of another family, and an unknown CNPJ gives []', async () => {
    expect((await ok({ p_cnpj: FII, p_from: '2025-01-01' })).map((r) => [r.fnet_id, r.tipo_fundo])).toEqual([[700004, 'fii'], [700003, 'fii'], [700002, 'fii'], [700001, 'fii']]);
    expect(await ok({ p_cnpj: '00000000000191', p_from: '2020-01-01' })).toEqual([]);
  });

  it('refuses a bad CNPJ, a missing one, and p_from after p_to', async () => {
    expect((await refused({ p_cnpj: 'abc' })).message).toBe("fund_documents: 'abc' is not a CNPJ");
    expect((await refused({ p_cnpj: null })).message).toBe('fund_documents: NULL is not a CNPJ');
    const window = await refused({ p_cnpj: PCG, p_from: '2025-03-01', p_to: '2025-02-01' });
    expect(window).toMatchObject({ message: 'fund_documents: p_from (2025-03-01) is after p_to (2025-02-01)', hint: 'Send p_from on or before p_to (p_from defaults to 12 months before p_to).' });
  });
});
