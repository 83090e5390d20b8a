// api.fund_debentures through HTTP, one case per rule, on golden CDA block-6
// rows: two funds holding two issuers' paper over two months, a line issued by
// a person (landed without identifier or name, as the loader lands it), and a
// listed issuer reached by its CVM code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';

const A = '11111111000111';
const B = '22222222000122';
const PETRO = '33000167000101';
const OTHER = '61000001000101';
const [SEP, OCT] = ['2026-09-30', '2026-10-31'];

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-cda', file_name: 'golden', sha256: 'e'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const line = (cnpj: string, day: string, n: number, issuer: string | null, kind: string, name: string | null, extra: Record<string, string | null> = {}) => ({
      cnpj, dt_comptc: day, line_no: n, tp_aplic: 'Debêntures', tp_ativo: 'Debênture simples', tp_negoc: 'Para negociação', emissor_ligado: 'N',
      pf_pj_emissor: kind, cpf_cnpj_emissor: issuer, emissor: name, cd_indexador_posfx: 'DI1', pr_indexador_posfx: '100', pr_cupom_posfx: '1.25', pr_taxa_prefx: null,
      dt_venc: '2030-06-15', titulo_cetip: 'S', qt_pos_final: '100', vl_merc_pos_final: '105000.50', vl_custo_pos_final: '100000.00', ingest_id: id, ...extra,
    });
    await k.insertInto('cvm.cda_blc_6').values([
      line(A, SEP, 1, PETRO, 'PJ', 'PETROBRAS'),
      line(A, OCT, 1, PETRO, 'PJ', 'PETROBRAS'),
      line(A, OCT, 2, PETRO, 'PJ', 'PETROBRAS', { dt_venc: '2032-01-15', pr_cupom_posfx: null, cd_indexador_posfx: null, pr_indexador_posfx: null, pr_taxa_prefx: '12.5' }),
      line(A, OCT, 3, null, 'PF', null, { tp_aplic: 'Cédula de Crédito Bancário' }),
      line(B, OCT, 1, OTHER, 'PJ', 'OUTRA S.A.', { vl_merc_pos_final: null }),
      line(B, OCT, 2, PETRO, 'PJ', 'PETROBRAS'),
    ]).execute();
    // a fund with 1001 lines in one month, for the row cap
    await k.insertInto('cvm.cda_blc_6').values(Array.from({ length: 1001 }, (_, i) => line('44444444000144', OCT, i + 1, '62000002000102', 'PJ', 'LARGA S.A.'))).execute();
    await k.insertInto('cvm.cad_cia_aberta').values({ cd_cvm: 9512, tp_merc: 'BOLSA', cnpj: PETRO, denom_social: 'PETROLEO BRASILEIRO S.A. PETROBRAS', ingest_id: id } as never).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});
const debentures = rpcCalls(() => api, 'fund_debentures');

describe('fund_debentures', () => {
  it('p_cnpj: every block-6 line of the fund, as filed, oldest first; a person\'s line has no identifier nor name', async () => {
    const rows = await debentures.ok({ p_cnpj: '11.111.111/0001-11', p_from: OCT });
    expect(rows[0]).toEqual({
      cnpj: A, period: OCT, line_no: 1, issuer_id: PETRO, issuer_kind: 'PJ', issuer: 'PETROBRAS', tp_aplic: 'Debêntures', tp_ativo: 'Debênture simples', tp_negoc: 'Para negociação', emissor_ligado: 'N',
      maturity: '2030-06-15', indexer: 'DI1', indexer_pct: 100, coupon_pct: 1.25, fixed_rate_pct: null, titulo_cetip: 'S', qt_pos_final: 100, vl_merc_pos_final: 105000.5, vl_custo_pos_final: 100000,
    });
    expect(rows.map((r) => [r.line_no, r.maturity, r.indexer, r.coupon_pct, r.fixed_rate_pct])).toEqual([[1, '2030-06-15', 'DI1', 1.25, null], [2, '2032-01-15', null, null, 12.5], [3, '2030-06-15', 'DI1', 1.25, null]]);
    expect(rows[2]).toMatchObject({ issuer_id: null, issuer_kind: 'PF', issuer: null, tp_aplic: 'Cédula de Crédito Bancário' });
    expect(await debentures.ok({ p_cnpj: A })).toHaveLength(4);
  });

  it('p_issuer by CNPJ (punctuated or bare) or by CVM code: which funds hold its paper, by month then fund', async () => {
    const expected = [[SEP, A, 1], [OCT, A, 1], [OCT, A, 2], [OCT, B, 2]];
    expect((await debentures.ok({ p_issuer: '33.000.167/0001-01' })).map((r) => [r.period, r.cnpj, r.line_no])).toEqual(expected);
    expect((await debentures.ok({ p_issuer: PETRO })).map((r) => [r.period, r.cnpj, r.line_no])).toEqual(expected);
    expect((await debentures.ok({ p_issuer: '9512' })).map((r) => [r.period, r.cnpj, r.line_no])).toEqual(expected);
    expect(await debentures.ok({ p_issuer: OTHER })).toEqual([expect.objectContaining({ cnpj: B, issuer: 'OUTRA S.A.', vl_merc_pos_final: null })]);
  });

  it('refuses neither and both of p_cnpj and p_issuer', async () => {
    expect((await debentures.refused({})).message).toBe('fund_debentures: send p_cnpj or p_issuer');
    expect((await debentures.refused({ p_cnpj: A, p_issuer: PETRO })).message).toBe('fund_debentures: send p_cnpj or p_issuer, not both');
  });

  it('refuses a CPF as p_issuer (a person is never served), a ticker or a name, a malformed CNPJ, p_limit out of range, p_from after p_to', async () => {
    const cpf = await debentures.refused({ p_issuer: '123.456.789-09' });
    expect(cpf.message).toBe('fund_debentures: p_issuer looks like a CPF');
    expect(cpf.details).toMatch(/never stored or served/);
    expect((await debentures.refused({ p_issuer: 'PETR4' })).message).toBe("fund_debentures: p_issuer 'PETR4' is neither a CNPJ nor a CVM code");
    expect((await debentures.refused({ p_cnpj: '1234567890123456' })).message).toBe("fund_debentures: '1234567890123456' is not a CNPJ");
    expect((await debentures.refused({ p_cnpj: A, p_limit: 1001 })).message).toBe('fund_debentures: p_limit 1001 is out of range');
    expect((await debentures.refused({ p_cnpj: A, p_from: OCT, p_to: SEP })).message).toMatch(/^fund_debentures: /);
  });

  it('refuses more than 1000 rows with how to narrow; p_limit serves the newest N rows oldest first', async () => {
    const error = await debentures.refused({ p_cnpj: '44444444000144' });
    expect(error.message).toBe('fund_debentures: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(error.hint).toMatch(/p_limit/);
    expect(await debentures.ok({ p_issuer: '62000002000102', p_limit: 1000 })).toHaveLength(1000);
    expect((await debentures.ok({ p_issuer: PETRO, p_limit: 2 })).map((r) => [r.period, r.cnpj, r.line_no])).toEqual([[OCT, A, 2], [OCT, B, 2]]);
  });

  it('answers [] for an unknown CNPJ or CVM code', async () => {
    expect(await debentures.ok({ p_cnpj: '99999999000199' })).toEqual([]);
    expect(await debentures.ok({ p_issuer: '99999999000199' })).toEqual([]);
    expect(await debentures.ok({ p_issuer: '1' })).toEqual([]);
  });
});
