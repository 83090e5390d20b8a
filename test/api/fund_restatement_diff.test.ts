// api.fund_restatement_diff through HTTP: the diff of two genuine versions of a
// FIDC monthly report (828381 -> 857292) equals the one computed here from the
// two XML files; each change kind on hand-made FII bodies; NULL rules; refusals.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';
import { changedLines, FII, FNET_FIXTURES, loadFnetRestatements, MISMATCH, PCG } from '../helpers/fnet-restatements.js';

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'fund_restatement_diff');
const num = (text: string) => Number(text.replace(',', '.'));
/** new - old as exact decimal text, from the filed texts (up to 8 decimals). */
const exactDelta = (oldText: string, newText: string) => {
  const scaled = (t: string) => {
    const [int, frac = ''] = t.replace(',', '.').split('.');
    return BigInt(int + frac.padEnd(8, '0'));
  };
  const d = scaled(newText) - scaled(oldText);
  const abs = (d < 0n ? -d : d).toString().padStart(9, '0');
  return `${d < 0n ? '-' : ''}${abs.slice(0, -8)}.${abs.slice(-8)}`;
};

beforeAll(async () => {
  db = await createTestDatabase();
  await loadFnetRestatements(db.superuserUrl);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('fund_restatement_diff', () => {
  it('the genuine re-filing 857292 against 828381: exactly the fields the two files differ in, text as filed', async () => {
    const rows = await ok({ p_fnet_id: 857292 });
    const expected = changedLines(path.join(FNET_FIXTURES, '828381.xml'), path.join(FNET_FIXTURES, '857292.xml'));
    expect(rows.length).toBe(31);
    expect(rows.map((r) => [r.leaf, r.old_value, r.new_value]).sort()).toEqual(expected.map(([leaf, o, n]) => [leaf, o, n]).sort());
    expect(rows.every((r) => r.change_kind === 'changed' && r.fnet_id === 857292 && r.previous_fnet_id === 828381 && r.cnpj === PCG && r.lag_days === 33)).toBe(true);
    // numbers and deltas from the filed text: the delta is exact decimal arithmetic, read as JSON reads it
    for (const r of rows) {
      expect([r.old_num, r.new_num]).toEqual([num(String(r.old_value)), num(String(r.new_value))]);
      expect(r.delta).toBe(Number(exactDelta(String(r.old_value), String(r.new_value))));
    }
    expect(rows.find((r) => r.field_path === 'LISTA_INFORM/APLIC_ATIVO/CRED_EXISTE/VL_CRED_EXISTE_INAD')).toMatchObject({
      block: 'APLIC_ATIVO', old_value: '72284228,87', new_value: '75762196,86', delta: 3477967.99, match_basis: 'path',
      source_url: 'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=857292', previous_source_url: 'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=828381',
    });
    expect(rows.find((r) => r.leaf === 'PR_APURADA')).toMatchObject({ field_path: 'LISTA_INFORM/OUTRAS_INFORM/RENT_MES/RENT_CLASSE_SENIOR[SERIE=Série 1]/PR_APURADA', block: 'OUTRAS_INFORM', old_value: '0.54', new_value: '0.74', match_basis: 'key' });
  });

  it('every change kind, NULL where a side is absent or empty, numbers only on amounts', async () => {
    const rows = await ok({ p_cnpj: FII });
    expect(rows.map((r) => [r.leaf, r.change_kind, r.old_value, r.new_value, r.old_num, r.new_num, r.delta])).toEqual([
      ['Novo', 'added', null, 'n', null, null, null],
      ['Preenchido', 'value_to_nil', 'x', null, null, null, null],
      ['Removido', 'removed', '1', null, null, null, null],
      ['ValorAtivo', 'changed', '100,50', '101,75', 100.5, 101.75, 1.25],
      ['Vazio', 'nil_to_value', null, 'a', null, null, null],
    ]);
    expect(rows[0]).toMatchObject({ fnet_id: 700002, previous_fnet_id: 700001, field_path: 'InformeMensal/Resumo/Novo', block: 'Resumo', modalidade: 'RC', versao: 2 });
  });

  it('filters by delivery window and type; a pair not compared, a version 1 and an unknown id give []', async () => {
    expect(await ok({ p_cnpj: PCG, p_from: '2025-03-11' })).toEqual([]);
    expect((await ok({ p_cnpj: PCG, p_from: '2025-03-10', p_to: '2025-03-10', p_tipo: 'Informe Mensal Estruturado' })).length).toBe(31);
    expect(await ok({ p_cnpj: PCG, p_tipo: 'Fato Relevante' })).toEqual([]);
    expect(await ok({ p_fnet_id: 828381 })).toEqual([]); // its predecessor's body is not held
    expect(await ok({ p_cnpj: MISMATCH })).toEqual([]); // declared_mismatch
    expect(await ok({ p_fnet_id: 820655 })).toEqual([]);
    expect(await ok({ p_fnet_id: 1 })).toEqual([]);
  });

  it('refuses a call with neither p_cnpj nor p_fnet_id, a bad CNPJ, p_from after p_to', async () => {
    expect(await refused({})).toMatchObject({ message: 'fund_restatement_diff: p_cnpj or p_fnet_id is required', hint: 'Send p_fnet_id (a re-filing from fund_restatements) or p_cnpj.' });
    expect((await refused({ p_cnpj: 'x' })).message).toBe("fund_restatement_diff: 'x' is not a CNPJ");
    expect((await refused({ p_fnet_id: 857292, p_from: '2025-03-01', p_to: '2025-02-01' })).message).toBe('fund_restatement_diff: p_from (2025-03-01) is after p_to (2025-02-01)');
  });
});
