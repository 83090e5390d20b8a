// @legs direct postgrest docker
// api.screen_late_filers through HTTP, one case per rule, on golden FNET listings:
// deadline = 15 calendar days after the reference month's end; a month is the
// first delivery of a version 1 monthly structured report for the CNPJ the search
// was asked for; FIDC measured from 2025-01, FII from 2025-08.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

const cnpj = (n: number) => String(n).padStart(14, '0');
const LATE = cnpj(101); // fidc: 5 days late (on the threshold), 4 (off it), 10, and one on time
const REFILED = cnpj(102); // fidc: version 1 on time, version 2 re-filed late
const CLASSES = cnpj(103); // fidc: two classes; measured on the earliest filing
const FII = cnpj(104); // fii: late in 2025-07 (not measured) and in 2025-08 and 2025-09
const WRONG_TYPE = cnpj(105); // fidc: late but a Relatório Gerencial and an unstructured Informe Mensal
const NO_TYPE = cnpj(106); // listed by a query without tipoFundo: the family from the registry (fidc), 8 days late in 2025-05
const UNKNOWN = cnpj(107); // listed without tipoFundo and in no registry: no family, never screened
const FIDC_FIRST = '2025-01-01';

type Doc = { id: number; cnpj: string; tipo: 1 | 2 | null; month: string; delivered: string; versao?: number; tipoDocumento?: string; estruturado?: string };
const DOCS: Doc[] = [
  { id: 1, cnpj: LATE, tipo: 2, month: '2025-01-01', delivered: '2025-02-20 18:00:00' }, // deadline 02-15: 5 days late, lag 20
  { id: 2, cnpj: LATE, tipo: 2, month: '2025-02-01', delivered: '2025-03-19 09:00:00' }, // deadline 03-15: 4 days late, lag 19
  { id: 3, cnpj: LATE, tipo: 2, month: '2025-03-01', delivered: '2025-04-25 23:59:00' }, // deadline 04-15: 10 days late, lag 25
  { id: 4, cnpj: LATE, tipo: 2, month: '2025-04-01', delivered: '2025-05-10 10:00:00' }, // on time, lag 10
  { id: 5, cnpj: LATE, tipo: 2, month: '2025-01-01', delivered: '2025-03-30 10:00:00', versao: 2 }, // a re-filing: not the first delivery
  { id: 10, cnpj: REFILED, tipo: 2, month: '2025-01-01', delivered: '2025-02-10 10:00:00' },
  { id: 11, cnpj: REFILED, tipo: 2, month: '2025-02-01', delivered: '2025-03-10 10:00:00' },
  { id: 12, cnpj: REFILED, tipo: 2, month: '2025-01-01', delivered: '2025-04-30 10:00:00', versao: 2 },
  { id: 13, cnpj: REFILED, tipo: 2, month: '2025-02-01', delivered: '2025-05-30 10:00:00', versao: 2 },
  { id: 20, cnpj: CLASSES, tipo: 2, month: '2025-01-01', delivered: '2025-02-10 10:00:00' }, // class A on time
  { id: 21, cnpj: CLASSES, tipo: 2, month: '2025-01-01', delivered: '2025-03-10 10:00:00' }, // class B late: not measured
  { id: 22, cnpj: CLASSES, tipo: 2, month: '2025-02-01', delivered: '2025-03-25 10:00:00' }, // both late: the earliest, 10 days
  { id: 23, cnpj: CLASSES, tipo: 2, month: '2025-02-01', delivered: '2025-04-25 10:00:00' },
  { id: 24, cnpj: CLASSES, tipo: 2, month: '2025-03-01', delivered: '2025-04-18 10:00:00', tipoDocumento: 'Informe Mensal', estruturado: 'S' }, // older type, structured: 3 days
  { id: 30, cnpj: FII, tipo: 1, month: '2025-07-01', delivered: '2025-09-15 10:00:00' },
  { id: 31, cnpj: FII, tipo: 1, month: '2025-08-01', delivered: '2025-09-22 10:00:00' }, // deadline 09-15: 7 days late
  { id: 32, cnpj: FII, tipo: 1, month: '2025-09-01', delivered: '2025-10-21 10:00:00' }, // deadline 10-15: 6 days late
  { id: 50, cnpj: NO_TYPE, tipo: null, month: '2025-05-01', delivered: '2025-06-23 10:00:00' },
  { id: 51, cnpj: UNKNOWN, tipo: null, month: '2025-05-01', delivered: '2025-07-23 10:00:00' },
  { id: 40, cnpj: WRONG_TYPE, tipo: 2, month: '2025-01-01', delivered: '2025-03-30 10:00:00', tipoDocumento: 'Relatório Gerencial' },
  { id: 41, cnpj: WRONG_TYPE, tipo: 2, month: '2025-02-01', delivered: '2025-04-30 10:00:00', tipoDocumento: 'Informe Mensal', estruturado: 'N' },
];

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'screen_late_filers');

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    await k.insertInto('b3.fnet_document').values(DOCS.map((d) => ({
      id: String(d.id), descricao_fundo: `LISTED NAME ${d.cnpj.slice(-3)}`, categoria_documento: 'Informes Periódicos',
      // the trailing space FNET sometimes publishes
      tipo_documento: d.tipoDocumento ?? 'Informe Mensal Estruturado ', data_referencia: `${d.month.slice(5, 7)}/${d.month.slice(0, 4)}`, formato_data_referencia: '2',
      reference_date: d.month, data_entrega: d.delivered, versao: d.versao ?? 1, arquivo_estruturado: d.estruturado ?? 'S', ingest_id: '1',
    }))).execute();
    await k.insertInto('b3.fnet_document_fund').values(DOCS.map((d) => ({ id: String(d.id), cnpj: d.cnpj, tipo_fundo: d.tipo, ingest_id: '1' }))).execute();
    await k.insertInto('cvm.fund_registry').values([
      { cnpj: LATE, entity_type: 'fidc', fund_name: 'FIDC ATRASADO', status: 'EM FUNCIONAMENTO NORMAL', origin: 'registro_classe' },
      { cnpj: NO_TYPE, entity_type: 'fidc', fund_name: 'FIDC SEM TIPO', status: 'EM FUNCIONAMENTO NORMAL', origin: 'registro_classe' },
    ]).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const at = (rows: Awaited<ReturnType<typeof ok>>, id: string) => rows.find((r) => r.cnpj === id);

describe('screen_late_filers', () => {
  it('lists a fund late at least p_min_days_late days in at least p_min_late months, with its measured figures', async () => {
    const rows = await ok({ p_end: '2025-12-31', p_family: 'fidc' });
    expect(rows.map((r) => r.cnpj)).toEqual([LATE]);
    expect(rows[0]).toEqual({
      cnpj: LATE, fund_family: 'fidc', fund_name: 'FIDC ATRASADO', window_from: FIDC_FIRST, window_to: '2025-12-01',
      informes: 4, informes_late: 2, max_days_late: 10, median_lag_days: 19.5, last_late_reference: '2025-03-01',
      deadline_rule: 'Resolução CVM 175, Anexo Normativo II, art. 27, III: the monthly report within 15 days after the end of the reference month',
      screen: 'late_filers', params: { p_months: 12, p_end: '2025-12-01', p_min_days_late: 5, p_min_late: 2, p_family: 'fidc' },
    });
  });

  it('on and off the threshold: 5 days late counts at p_min_days_late 5, 4 days does not; at 6 only the 10-day month is late', async () => {
    expect(at(await ok({ p_end: '2025-12-31', p_min_late: 1, p_min_days_late: 4 }), LATE)?.informes_late).toBe(3);
    expect(at(await ok({ p_end: '2025-12-31', p_min_late: 1, p_min_days_late: 5 }), LATE)?.informes_late).toBe(2);
    expect(at(await ok({ p_end: '2025-12-31', p_min_late: 1, p_min_days_late: 6 }), LATE)).toMatchObject({ informes_late: 1, last_late_reference: '2025-03-01' });
    expect(at(await ok({ p_end: '2025-12-31', p_min_days_late: 6 }), LATE)).toBeUndefined();
  });

  it('a re-filed version 2 is never the first delivery', async () => {
    expect(at(await ok({ p_end: '2025-12-31', p_min_late: 1, p_min_days_late: 1 }), REFILED)).toBeUndefined();
  });

  it('a fund with two classes is measured on its earliest filing of the month; the structured Informe Mensal counts', async () => {
    expect(at(await ok({ p_end: '2025-12-31', p_min_late: 1 }), CLASSES)).toMatchObject({ informes: 3, informes_late: 1, max_days_late: 10, median_lag_days: 18, last_late_reference: '2025-02-01' });
  });

  it('a query without tipoFundo takes the family from the registry; without either the fund is not screened', async () => {
    const rows = await ok({ p_end: '2025-12-31', p_min_late: 1, p_family: 'fidc' });
    expect(at(rows, NO_TYPE)).toMatchObject({ fund_family: 'fidc', fund_name: 'FIDC SEM TIPO', informes: 1, informes_late: 1, max_days_late: 8 });
    expect(at(await ok({ p_end: '2025-12-31', p_min_late: 1 }), UNKNOWN)).toBeUndefined();
  });

  it('only monthly structured reports: a management report or an unstructured Informe Mensal is not measured', async () => {
    expect(at(await ok({ p_end: '2025-12-31', p_min_late: 1, p_min_days_late: 1 }), WRONG_TYPE)).toBeUndefined();
  });

  it('a month with no report is not counted, and the window bounds what is measured', async () => {
    // 2025-02..2025-03: LATE has two months measured, both late (4 and 10 days) at threshold 4
    expect(at(await ok({ p_end: '2025-03-31', p_months: 2, p_min_days_late: 4 }), LATE)).toMatchObject({ informes: 2, informes_late: 2, window_from: '2025-02-01', window_to: '2025-03-01' });
  });

  it('fii months are measured from 2025-08: the late 2025-07 does not count, window_from says so', async () => {
    const rows = await ok({ p_end: '2025-09-30', p_family: 'FII' });
    expect(rows).toEqual([expect.objectContaining({ cnpj: FII, fund_family: 'fii', fund_name: 'LISTED NAME 104', window_from: '2025-08-01', window_to: '2025-09-01', informes: 2, informes_late: 2, max_days_late: 7, deadline_rule: 'Resolução CVM 175, Anexo Normativo III, art. 36, I: the monthly report within 15 days after the end of the reference month' })]);
    expect(rows[0].params).toMatchObject({ p_family: 'fii' });
  });

  it('p_family null screens both families; the default p_end is the newest reference month on record', async () => {
    const rows = await ok({});
    expect(rows.map((r) => r.cnpj)).toEqual([LATE, FII]);
    expect(rows[1].params).toEqual({ p_months: 12, p_end: '2025-09-01', p_min_days_late: 5, p_min_late: 2, p_family: null });
    expect((await ok({ p_end: '2025-12-31', p_min_late: 1 })).map((r) => r.cnpj).sort()).toEqual([LATE, CLASSES, FII, NO_TYPE].sort());
  });

  it('an empty window answers []', async () => {
    expect(await ok({ p_end: '2026-12-31', p_months: 2 })).toEqual([]);
  });

  it('matches catalog.json screens.late_filers defaults', async () => {
    const catalog = await (await api.rpc('catalog', {})).json();
    expect(catalog.screens.late_filers.params).toEqual({ p_months: 12, p_end: null, p_min_days_late: 5, p_min_late: 2, p_family: null });
    expect(await ok(catalog.screens.late_filers.params)).toEqual(await ok({}));
  });
});

describe('screen_late_filers refusals', () => {
  it('a window ending before the first measured month: 2025-01 for fidc or both, 2025-08 for fii', async () => {
    const both = await refused({ p_end: '2024-12-31' });
    expect(both).toMatchObject({ message: 'screen_late_filers: the window ends at 2024-12, before the first measured month 2025-01', hint: 'Send p_end on or after 2025-01-01 (fii months count from 2025-08-01).' });
    expect(both.details).toMatch(/2025-01 for fidc .* 2025-08 for fii/);
    expect((await refused({ p_end: '2025-07-31', p_family: 'fii' })).message).toBe('screen_late_filers: the window ends at 2025-07, before the first measured month 2025-08');
    expect((await ok({ p_end: '2025-07-31', p_family: 'fidc', p_min_late: 1 })).map((r) => r.cnpj)).toEqual([LATE, CLASSES, NO_TYPE]);
  });

  it('p_family other than fii, fidc or null', async () => {
    for (const family of ['fi', 'fiagro', 'etf']) expect((await refused({ p_family: family })).message).toBe(`screen_late_filers: unknown p_family '${family}'`);
  });

  it('out-of-range arguments, never clamped', async () => {
    for (const [body, arg] of [[{ p_months: 0 }, 'p_months'], [{ p_months: 25 }, 'p_months'], [{ p_min_days_late: 0 }, 'p_min_days_late'], [{ p_min_days_late: -3 }, 'p_min_days_late'], [{ p_min_late: 0 }, 'p_min_late'], [{ p_min_late: null }, 'p_min_late']] as const) {
      expect((await refused(body)).message).toMatch(new RegExp(`^screen_late_filers: ${arg} .* is out of range$`));
    }
  });

  it('more than 1000 funds', async () => {
    await withClient(db.superuserUrl, async (c) => {
      await sql`insert into b3.fnet_document (id, categoria_documento, tipo_documento, formato_data_referencia, reference_date, data_entrega, versao, ingest_id)
        select 100000 + g * 2 + m, 'Informes Periódicos', 'Informe Mensal Estruturado', '2', make_date(2025, 10 + m, 1), make_date(2025, 11 + m, 28), 1, 1
        from generate_series(1, 1001) g, generate_series(0, 1) m`.execute(kyselyOver(c));
      await sql`insert into b3.fnet_document_fund (id, cnpj, tipo_fundo, ingest_id)
        select 100000 + g * 2 + m, lpad((50000 + g)::text, 14, '0'), 2, 1 from generate_series(1, 1001) g, generate_series(0, 1) m`.execute(kyselyOver(c));
    });
    const refusal = await refused({ p_end: '2025-11-30' });
    expect(refusal.message).toBe('screen_late_filers: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(refusal.hint).toBe('Raise p_min_late or p_min_days_late, or pin p_family.');
    expect((await ok({ p_end: '2025-11-30', p_family: 'fii' })).length).toBe(1);
  });
});
