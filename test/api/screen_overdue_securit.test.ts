// @legs direct postgrest docker
// api.screen_overdue_securit through HTTP, one case per rule, on golden CRI/CRA
// report lines. Maturities are far in the past (2020) or far in the future (2099)
// so the rule does not depend on the day the test runs. Each certificate below
// differs from a listed one by exactly one condition.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

const SECURITIZER = '12345678000190';
interface Line { type?: string; code: string; ref?: string; versao?: number; line?: number; classe?: string | null; serie?: string | null; maturity: string | null; status: string | null; volume: string | null; rating?: string | null }
const line = (l: Line) => ({
  instrument_type: l.type ?? 'cri_mensal', cnpj_emissora: SECURITIZER, codigo_identificacao_certificado: l.code,
  data_referencia: new Date(l.ref ?? '2026-10-01'), versao: l.versao ?? 1, line_no: l.line ?? 1,
  classe: l.classe === undefined ? 'Sênior' : l.classe, numero_serie: l.serie === undefined ? '1' : l.serie, codigo_cetip: `${l.code}-CETIP`,
  data_vencimento: l.maturity === null ? null : new Date(l.maturity), situacao: l.status, valor_total_integralizado: l.volume,
  classificacao_risco_atual: l.rating === undefined ? 'A' : l.rating, ingest_id: 0,
});
const PAST = '2020-06-30';
const LINES = [
  // listed: both series of one certificate, past maturity, filed Adimplente
  line({ code: 'CRI-OVERDUE', line: 1, maturity: PAST, status: 'Adimplente', volume: '500000' }),
  line({ code: 'CRI-OVERDUE', line: 2, classe: 'Subordinada', serie: '2', maturity: '2019-12-31', status: 'Adimplente', volume: '400000', rating: null }),
  line({ type: 'cra_mensal', code: 'CRA-OVERDUE', maturity: PAST, status: 'Inadimplente', volume: '300000' }),
  // each out by one condition
  line({ code: 'CRI-FUTURE', maturity: '2099-01-01', status: 'Adimplente', volume: '500000' }),
  line({ code: 'CRI-LIQUIDADO', maturity: PAST, status: 'Liquidado', volume: '500000' }),
  line({ code: 'CRI-ENCERRADO', maturity: PAST, status: ' ENCERRADO ', volume: '500000' }),
  line({ code: 'CRI-CANCELADO', maturity: PAST, status: 'cancelado', volume: '500000' }),
  line({ code: 'CRI-VENCIDO', maturity: PAST, status: 'Vencido', volume: '500000' }),
  line({ code: 'CRI-NOSTATUS', maturity: PAST, status: null, volume: '500000' }),
  line({ code: 'CRI-NOVOLUME', maturity: PAST, status: 'Adimplente', volume: null }),
  line({ code: 'CRI-NOMATURITY', maturity: null, status: 'Adimplente', volume: '500000' }),
  line({ code: 'CRI-SMALL', maturity: PAST, status: 'Adimplente', volume: '200000' }),
  // the newest report decides: a newer month settled it; a newer version settled it; an older settled month is overridden
  line({ code: 'CRI-SETTLED-LATER', ref: '2026-09-01', maturity: PAST, status: 'Adimplente', volume: '500000' }),
  line({ code: 'CRI-SETTLED-LATER', ref: '2026-10-01', maturity: PAST, status: 'Liquidado', volume: '500000' }),
  line({ code: 'CRI-REFILED', versao: 1, maturity: PAST, status: 'Adimplente', volume: '500000' }),
  line({ code: 'CRI-REFILED', versao: 2, maturity: PAST, status: 'Encerrado', volume: '500000' }),
  line({ code: 'CRI-REOPENED', ref: '2026-09-01', maturity: PAST, status: 'Liquidado', volume: '250000' }),
  line({ code: 'CRI-REOPENED', ref: '2026-10-01', maturity: PAST, status: 'Inadimplente', volume: '250000' }),
];
const CROWD = 1001; // overdue lines of one certificate paid in 150000: above one page at the default floor

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'screen_overdue_securit');

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    await k.insertInto('cvm.securit_classe').values(LINES).execute();
    await k.insertInto('cvm.securit_classe').values(Array.from({ length: CROWD }, (_, i) =>
      line({ code: 'CRI-CROWD', line: i + 1, serie: String(i + 1), maturity: PAST, status: 'Adimplente', volume: '150000' }))).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const codes = (rows: Awaited<ReturnType<typeof ok>>) => rows.map((r) => [r.instrument_code, r.series_number]);
const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

describe('screen_overdue_securit', () => {
  it("lists each series line of a certificate's newest report past maturity and not terminal, oldest maturity first", async () => {
    const rows = await ok({ p_min_volume: 200000 });
    expect(codes(rows)).toEqual([['CRI-OVERDUE', 2], ['CRA-OVERDUE', 1], ['CRI-OVERDUE', 1], ['CRI-REOPENED', 1]]);
    expect(rows[0]).toMatchObject({
      instrument_type: 'cri', securitizer_cnpj: SECURITIZER, classe: 'Subordinada', cetip_code: 'CRI-OVERDUE-CETIP',
      reference_date: '2026-10-01', version: 1, maturity: '2019-12-31', status: 'Adimplente', volume: 400000, rating: null,
    });
    expect(rows[1]).toMatchObject({ instrument_type: 'cra', status: 'Inadimplente', volume: 300000, rating: 'A' });
    expect(rows[3]).toMatchObject({ reference_date: '2026-10-01', status: 'Inadimplente' });
  });

  it('compares the maturity with today in São Paulo, served as as_of', async () => {
    for (const r of await ok({ p_min_volume: 200000 })) expect(r.as_of).toBe(saoPauloToday());
  });

  it('p_min_volume is a floor the paid-in total must exceed', async () => {
    expect(codes(await ok({ p_min_volume: 300000 }))).toEqual([['CRI-OVERDUE', 2], ['CRI-OVERDUE', 1]]);
    expect(codes(await ok({ p_min_volume: 199999.99 })).map((c) => c[0])).toContain('CRI-SMALL');
    expect(codes(await ok({ p_min_volume: 200000 })).map((c) => c[0])).not.toContain('CRI-SMALL');
  });

  it('leaves out a future maturity, a terminal status in any case, an unknown status, volume or maturity, and a certificate whose newest report settled it', async () => {
    // 150000 keeps the crowd (paid in exactly 150000) out
    const listed = new Set((await ok({ p_min_volume: 150000 })).map((r) => r.instrument_code));
    expect([...listed].sort()).toEqual(['CRA-OVERDUE', 'CRI-OVERDUE', 'CRI-REOPENED', 'CRI-SMALL']);
    for (const out of ['CRI-FUTURE', 'CRI-LIQUIDADO', 'CRI-ENCERRADO', 'CRI-CANCELADO', 'CRI-VENCIDO', 'CRI-NOSTATUS', 'CRI-NOVOLUME', 'CRI-NOMATURITY', 'CRI-SETTLED-LATER', 'CRI-REFILED']) {
      expect(listed.has(out), out).toBe(false);
    }
  });

  it('carries screen and params (every argument as used) on every row', async () => {
    for (const r of await ok({ p_min_volume: 200000 })) expect(r).toMatchObject({ screen: 'overdue_securit', params: { p_min_volume: 200000 } });
  });

  it("matches catalog.json screens.overdue_securit defaults, and names instrument_type's value set", async () => {
    const catalog = await (await api.rpc('catalog', {})).json();
    expect(catalog.screens.overdue_securit.params).toEqual({ p_min_volume: 100000 });
    expect(catalog.enums.screen_overdue_securit).toEqual({ instrument_type: ['cri', 'cra'] });
  });
});

describe('screen_overdue_securit refusals', () => {
  it('p_min_volume NULL or negative, never clamped', async () => {
    for (const v of [-1, null]) {
      const r = await refused({ p_min_volume: v });
      expect(r.message).toBe(`screen_overdue_securit: p_min_volume ${v ?? 'NULL'} is out of range`);
      expect(r.details).toBe('p_min_volume must be at least 0; arguments are never clamped.');
    }
  });
  it('more than 1000 rows at the default floor, with how to narrow', async () => {
    expect((await refused({})).hint).toBe('Raise p_min_volume.');
  });
});
