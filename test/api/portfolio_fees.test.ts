// @legs direct postgrest docker
// api.portfolio_fees through HTTP: one case per rule served (Extrato and cad_fi
// sources), on the hand-made 117-column Extrato and the cad_fi fixture loaded by
// the real loaders, plus spot checks on the genuine pre-2020 Extrato: the funds
// whose newest version filed 0 or above 5 are computed from the file here.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, kyselyOver } from '../../src/db/kysely.js';
import { loadCadFiFile } from '../../src/ingest/cvm-cad-fi/load.js';
import { loadExtratoFile } from '../../src/ingest/cvm-extrato/load.js';
import { loadLaminaFile } from '../../src/ingest/cvm-lamina/load.js';
import { loadBalanceteFile } from '../../src/ingest/cvm-balancete/load.js';
import { loadCuratedEtfFile } from '../../src/ingest/curated-etf/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir } from '../ingest/support.js';
import { cvmFixture, zipFixture } from '../ingest/cvm-files/support.js';

const PLAUSIBLE = '10.000.001/0001-01'; // two versions: 2.0 (2024-01-10), 1.5 (2025-03-01)
const ZERO = '10000002000102'; // Extrato 0; cad_fi says 1.0 (must not fall through)
const SCALE = '10000003000103'; // Extrato 150
const NEGATIVE = '10000004000104'; // Extrato -0.1
const BLANK = '10000005000105'; // Extrato with TAXA_ADM blank
const CAD_ONLY = '11100000000180'; // only in cad_fi.csv (TAXA_ADM 1.5)
const SCALE_TEN = '10000006000106'; // Extrato 15, older lâmina 1.5
const ZERO_NEWER = '10000007000107'; // Extrato 0 (2025-02-08), newer lâmina 1.0 (2025-04-10)
const LAMINA_CLASSES = '20000001000101'; // no Extrato; lâmina classes 0.5 and 0.8
const LAMINA_SINGLE = '20000002000102'; // no Extrato; lâminas 0.9 (2024-12-01) and 0.7 (2025-04-11)
const LAMINA_BLANK = '20000003000103'; // no Extrato; golden lâmina rows: a class with 1.0 and CDI, a subclass with fee and index blank
const LAMINA_SAME = '20000004000104'; // no Extrato; golden lâmina rows: two classes with 0.6 and IPCA
const UNKNOWN = '99999999000199';

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir, progress: false };
  for (const file of ['extrato_fi_fees.csv', 'extrato_fi_2020.csv']) await loadExtratoFile(cvmFixture(file), options);
  await loadCadFiFile(cvmFixture('cad_fi.csv'), options);
  await loadCadFiFile(cvmFixture('cad_fi_hist.zip'), options);
  await loadBalanceteFile(await zipFixture('balancete', 'balancete_fi_202504.zip'), options);
  await loadLaminaFile(await zipFixture('lamina', 'lamina_fi_202504.zip'), options);
  for (const file of ['etf_registry.csv', 'etf_site_snapshots.csv']) await loadCuratedEtfFile(cvmFixture(`../curated/${file}`), options);
  await withClient(db.superuserUrl, async (c) => {
    await kyselyOver(c).insertInto('cvm.cad_fi').values({ tp_fundo: 'FI', cnpj: ZERO, denom_social: 'ZERO NO REGISTRO', sit: 'EM FUNCIONAMENTO NORMAL', taxa_adm: '1.0', ingest_id: 0 }).execute();
    const lamina = (cnpj: string, id_subclasse: string, taxa_adm: string | null, indice_refer: string | null) =>
      ({ cnpj, dt_comptc: day('2025-04-10'), id_subclasse, tp_fundo_classe: 'CLASSES - FIF', denom_social: 'GOLDEN LÂMINA FIF', taxa_adm, indice_refer, ingest_id: 0 });
    await kyselyOver(c).insertInto('cvm.lamina').values([
      lamina(LAMINA_BLANK, '', '1.000000', 'CDI'),
      lamina(LAMINA_BLANK, 'SUB3', null, null),
      lamina(LAMINA_SAME, '', '0.600000', 'IPCA'),
      lamina(LAMINA_SAME, 'SUB4', '0.600000', 'IPCA'),
    ]).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
async function fees(cnpjs: unknown, extra: Record<string, unknown> = {}): Promise<Row[]> {
  const res = await api.rpc('portfolio_fees', { p_cnpjs: cnpjs, ...extra });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
const one = async (cnpj: string) => (await fees([cnpj]))[0];
const daysSince = (isoDate: string) => Math.round((Date.parse(new Date().toISOString().slice(0, 10)) - Date.parse(isoDate)) / 86_400_000);

describe('portfolio_fees', () => {
  it('rule 1: the newest Extrato version is the one source, dated and aged; punctuation accepted', async () => {
    const row = await one(PLAUSIBLE);
    const today = new Date();
    expect(row).toMatchObject({
      cnpj: '10000001000101',
      fund_name: 'AÇÕES PLAUSÍVEL FIF',
      disclosed_taxa_adm: 1.5,
      disclosed_origin: 'extrato',
      disclosed_source: 'CVM fund statement (Extrato, extrato_fi), version filed 2025-03-01',
      disclosed_as_of: '2025-03-01',
      disclosed_age_days: daysSince('2025-03-01'),
      disclosed_note: null,
      filed_zero: false,
      implausible_filed: false,
      taxa_adm_filed_raw: 1.5,
      fee_resolution: 'extrato',
      extrato_as_of: '2025-03-01',
      extrato_taxa_adm_filed: 1.5,
    });
    const months = (today.getUTCFullYear() - 2025) * 12 + today.getUTCMonth() - 2;
    expect(row.disclosed_age_months).toBe(months);
  });

  it('rule 1: without an Extrato the legacy registry cad_fi is the source (undated)', async () => {
    expect(await one(CAD_ONLY)).toMatchObject({
      fund_name: 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ',
      disclosed_taxa_adm: 1.5,
      disclosed_origin: 'cad_fi',
      disclosed_source: 'CVM legacy fund registry (cad_fi.csv), no Extrato or lâmina held',
      disclosed_as_of: null,
      disclosed_age_months: null,
      disclosed_age_days: null,
      fee_resolution: 'cad_fi',
      extrato_as_of: null,
      extrato_taxa_adm_filed: null,
    });
  });

  it('rules 2 and 5: an Extrato 0 is returned as 0 with filed_zero and does not fall through to the registry', async () => {
    expect(await one(ZERO)).toMatchObject({
      fund_name: 'ZERO FIF',
      disclosed_taxa_adm: 0,
      filed_zero: true,
      implausible_filed: false,
      disclosed_origin: 'extrato',
      fee_resolution: 'extrato_to_check',
      disclosed_note: 'The fund filed an administration fee of 0, which means not informed, never a zero cost.',
      extrato_tp_fundo_classe: 'FI',
    });
  });

  it('rule 3: a fee above 5 or below 0 is NULL with implausible_filed and the raw value kept', async () => {
    expect(await one(SCALE)).toMatchObject({ disclosed_taxa_adm: null, implausible_filed: true, filed_zero: false, taxa_adm_filed_raw: 150, extrato_taxa_adm_filed: 150 });
    expect(await one(NEGATIVE)).toMatchObject({ disclosed_taxa_adm: null, implausible_filed: true, taxa_adm_filed_raw: -0.1, fee_resolution: 'extrato_to_check' });
  });

  it('rule 4: a blank filed fee is NULL, not zero, and says so', async () => {
    expect(await one(BLANK)).toMatchObject({ disclosed_taxa_adm: null, filed_zero: false, implausible_filed: false, taxa_adm_filed_raw: null, fee_resolution: 'extrato', disclosed_note: 'The source filed no administration fee (NULL is not a zero fee).' });
  });

  it('rules 8 and 14: the Extrato performance, entry, exit and custody fees and the benchmark are returned as filed', async () => {
    expect(await one(PLAUSIBLE)).toMatchObject({
      extrato_tp_fundo_classe: 'CLASSES - FIF',
      extrato_classe_assoc: 'Ações Livre',
      extrato_existe_taxa_perfm: 'S',
      extrato_taxa_perfm: 20,
      extrato_param_taxa_perfm: 'CDI',
      extrato_calc_taxa_perfm: 'SEMESTRAL',
      extrato_inf_taxa_perfm: '20% do que exceder o CDI',
      extrato_existe_taxa_ingresso: 'S',
      extrato_taxa_ingresso_pr: 1,
      extrato_taxa_ingresso_real: 10,
      extrato_existe_taxa_saida: 'S',
      extrato_taxa_saida_pr: 2,
      extrato_taxa_saida_real: 5,
      extrato_taxa_custodia_max: 0.05,
      disclosed_taxa_perfm: '20.000000',
      disclosed_taxa_perfm_info: '20% do que exceder o CDI',
      benchmark_extrato: 'CDI',
    });
    expect(await one(ZERO)).toMatchObject({ benchmark_extrato: null, extrato_taxa_perfm: null });
  });

  it('rule 5 (v55): an Extrato 0 with a NEWER plausible lâmina fee: the lâmina is the source (lamina_newer)', async () => {
    expect(await one(ZERO_NEWER)).toMatchObject({
      fund_name: 'ZERO LÂMINA NOVA FIF (LÂMINA)',
      disclosed_taxa_adm: 1,
      disclosed_origin: 'lamina',
      disclosed_as_of: '2025-04-10',
      disclosed_source: 'CVM factsheet (lâmina, lamina_fi), filed 2025-04-10, newer than the Extrato of 2025-02-08 that filed 0.000000',
      filed_zero: false,
      fee_resolution: 'lamina_newer',
      extrato_taxa_adm_filed: 0,
      extrato_as_of: '2025-02-08',
      lamina_taxa_adm: 1,
      extrato_lamina_ratio: null,
    });
  });

  it('rules 5-7: an Extrato above 5 with an OLDER lâmina stays the source (extrato_lamina_beside); ratio and scale flag 100 and 10', async () => {
    expect(await one(SCALE)).toMatchObject({ disclosed_origin: 'extrato', disclosed_taxa_adm: null, implausible_filed: true, fee_resolution: 'extrato_lamina_beside', lamina_taxa_adm: 1.5, lamina_as_of: '2025-01-15', extrato_lamina_ratio: 100, extrato_scale_factor: 100 });
    expect(await one(SCALE_TEN)).toMatchObject({ disclosed_origin: 'extrato', taxa_adm_filed_raw: 15, fee_resolution: 'extrato_lamina_beside', lamina_taxa_adm: 1.5, extrato_lamina_ratio: 10, extrato_scale_factor: 10 });
    expect(await one(PLAUSIBLE)).toMatchObject({ extrato_scale_factor: null });
  });

  it('rules 1, 4, 9 and 14: without an Extrato the newest lâmina is the source; classes that disagree give NULL with min/max and a note', async () => {
    expect(await one(LAMINA_CLASSES)).toMatchObject({
      fund_name: 'SÓ LÂMINA CLASSES FIF',
      disclosed_origin: 'lamina',
      fee_resolution: 'lamina',
      disclosed_taxa_adm: null,
      disclosed_taxa_adm_min: 0.5,
      disclosed_taxa_adm_max: 0.8,
      disclosed_n_classes: 2,
      disclosed_note: "The lâmina's 2 classes filed different administration fees (0.500000 to 0.800000): no single fee.",
      disclosed_taxa_perfm: '20,00% do que exceder 100,00% do CDI.',
      implausible_filed: false,
      filed_zero: false,
      lamina_taxa_adm: null,
      lamina_n_classes: 2,
      lamina_pr_pl_despesa: 0.9,
      lamina_dt_ini_despesa: '2024-04-01',
      lamina_dt_fim_despesa: '2025-03-31',
      lamina_expense_note: null,
      benchmark_lamina: 'CDI',
      benchmark_lamina_n: 1,
      extrato_as_of: null,
    });
    expect(await one(LAMINA_SINGLE)).toMatchObject({ disclosed_taxa_adm: 0.7, disclosed_as_of: '2025-04-11', disclosed_n_classes: 1, lamina_as_of: '2025-04-11', benchmark_lamina: null, benchmark_lamina_n: 0, lamina_pr_pl_despesa: null });
  });

  it('rules 7, 9 and 14: the lâmina beside a plausible Extrato is returned as filed; differing expense ratios and indices say so', async () => {
    expect(await one(PLAUSIBLE)).toMatchObject({
      disclosed_origin: 'extrato',
      disclosed_taxa_adm: 1.5,
      disclosed_taxa_adm_min: null,
      fee_resolution: 'extrato',
      lamina_taxa_adm: null,
      lamina_taxa_adm_min: 1,
      lamina_taxa_adm_max: 2,
      lamina_n_classes: 2,
      lamina_pr_pl_despesa: null,
      lamina_expense_note: "The lâmina's 2 classes filed 2 different expense ratios: no single value.",
      benchmark_extrato: 'CDI',
      benchmark_lamina: null,
      benchmark_lamina_n: 2,
    });
    const today = new Date();
    expect((await one(PLAUSIBLE)).lamina_age_months).toBe((today.getUTCFullYear() - 2025) * 12 + today.getUTCMonth() - 3 - (today.getUTCDate() < 10 ? 1 : 0));
  });

  it('rule 14: benchmark_lamina only when every class filed the same non-blank index; benchmark_lamina_n counts the distinct values filed, a blank is none', async () => {
    const [blank, same, differ, none] = await fees([LAMINA_BLANK, LAMINA_SAME, PLAUSIBLE, LAMINA_SINGLE]);
    expect([blank.benchmark_lamina, blank.benchmark_lamina_n]).toEqual([null, 1]); // CDI and blank: not "the same one"
    expect([same.benchmark_lamina, same.benchmark_lamina_n]).toEqual(['IPCA', 1]);
    expect([differ.benchmark_lamina, differ.benchmark_lamina_n]).toEqual([null, 2]);
    expect([none.benchmark_lamina, none.benchmark_lamina_n]).toEqual([null, 0]);
  });

  it('rule 4: a class that left the fee blank is not a different fee: the note says it filed none', async () => {
    expect(await one(LAMINA_BLANK)).toMatchObject({
      disclosed_origin: 'lamina',
      disclosed_taxa_adm: null,
      disclosed_taxa_adm_min: 1,
      disclosed_taxa_adm_max: 1,
      disclosed_n_classes: 2,
      lamina_taxa_adm: null,
      disclosed_note: "1 of the lâmina's 2 classes filed no administration fee (blank, not a zero fee) and the others filed 1.000000: no single fee.",
    });
    expect(await one(LAMINA_SAME)).toMatchObject({ disclosed_taxa_adm: 0.6, disclosed_note: null });
  });

  it('rule 8: extrato_class_note says what the Extrato row covers, from its filed TP_FUNDO_CLASSE; NULL where the layout has none', async () => {
    const records: Record<string, string>[] = parse(iconv.decode(fs.readFileSync(cvmFixture('extrato_fi_2020.csv')), 'latin1'), { delimiter: ';', columns: true, relax_quotes: true });
    const [cls, fund, pre2020, registryOnly, lamina] = await fees([PLAUSIBLE, ZERO, records[0].CNPJ_FUNDO, CAD_ONLY, LAMINA_CLASSES]);
    expect([cls.extrato_tp_fundo_classe, cls.extrato_class_note]).toEqual([
      'CLASSES - FIF',
      "Class-level row (CVM Resolution 175, TP_FUNDO_CLASSE CLASSES - FIF): the Extrato has no subclass column, so these are the class's fees; a fee that differs by subclass is not visible and no subclass fee is assumed.",
    ]);
    expect([fund.extrato_tp_fundo_classe, fund.extrato_class_note]).toEqual(['FI', 'Fund-level row (TP_FUNDO_CLASSE FI): the fees of the fund as filed.']);
    expect([pre2020.disclosed_origin, pre2020.extrato_tp_fundo_classe, pre2020.extrato_class_note]).toEqual(['extrato', null, null]); // the pre-2020 layout has no TP_FUNDO_CLASSE
    expect([registryOnly.extrato_class_note, lamina.extrato_class_note]).toEqual([null, null]); // no Extrato
    expect(Object.keys(cls)).toContain('extrato_class_note');
  });

  it('rule 10: the estimate is previous minus current accumulated fee, x 12 / NAV (groups 6+7+8); a negative performance accrual is kept', async () => {
    expect(await one(PLAUSIBLE)).toMatchObject({
      month: '2025-04-01',
      nav: 1200000,
      adm_fee_flow: 1000,
      adm_fee_pct_annual_est: 1,
      perf_fee_flow: -300,
      perf_fee_pct_annual_est: -0.3,
      fiscal_reset_suspect: false,
      estimate_label: 'Estimate from balance-sheet accruals (month\'s accrual x 12 / NAV of groups 6 + 7 + 8), not the disclosed fee.',
      disclosed_taxa_adm: 1.5,
    });
  });

  it('rule 11: a fall in the accumulated fee is a suspected reset (NULL) unless the registry puts the fiscal-year start in that month', async () => {
    expect(await one(ZERO)).toMatchObject({ month: '2025-04-01', adm_fee_flow: null, adm_fee_pct_annual_est: null, fiscal_reset_suspect: true, estimate_label: 'No estimate: the accumulated fee fell this month (fiscal-year reset suspected) and the registry does not put the fiscal-year start in this month.' });
    expect((await fees([CAD_ONLY], { p_month: '2021-07-15' }))[0]).toMatchObject({ month: '2021-07-01', adm_fee_flow: 700, adm_fee_pct_annual_est: 8.4, fiscal_reset_suspect: false, estimate_label: 'Estimate from balance-sheet accruals (month\'s accrual x 12 / NAV of groups 6 + 7 + 8), not the disclosed fee; fiscal-year start month per the registry: the accumulated value alone.' });
  });

  it('rule 12: every row carries an estimate_label saying why an estimate is missing; p_month picks the month', async () => {
    expect(await one(SCALE)).toMatchObject({ month: '2025-04-01', nav: 800000, adm_fee_flow: null, estimate_label: "No estimate: the previous month's balance sheet is not held, so the month's accrual is unknown." });
    expect((await fees([PLAUSIBLE], { p_month: '2025-03-01' }))[0]).toMatchObject({ month: '2025-03-01', nav: null, adm_fee_flow: null, estimate_label: "No estimate: the previous month's balance sheet is not held, so the month's accrual is unknown." });
    const rows = await fees([PLAUSIBLE, UNKNOWN], { p_month: '2024-01-01' });
    for (const row of rows) expect(row).toMatchObject({ month: null, nav: null, fiscal_reset_suspect: null, estimate_label: 'No estimate: no balance sheet (balancete) is held for this fund in that month.' });
    expect(await one(BLANK)).toMatchObject({ estimate_label: 'No estimate: no balance sheet (balancete) is held for this fund.' });
  });

  it('rule 13: an ETF of the curated registry: the newest website snapshot with a fee, beside and never in disclosed_*; no fee snapshot: NULL with a note', async () => {
    const [etf, noFee, fund] = await fees(['30.000.001/0001-01', '30000002000102', PLAUSIBLE]);
    expect(etf).toMatchObject({
      cnpj: '30000001000101', etf_ticker: 'TSTA11', etf_site_source: 'etf-site.example/TSTA11', etf_site_taxa_adm: 0.3, etf_site_as_of: '2026-08-31',
      etf_site_nr_cotistas: 1200, etf_site_pl: 45000000.5, // the same snapshot as the fee (the newer one printed no fee)
      disclosed_taxa_adm: null, disclosed_taxa_adm_min: null, disclosed_origin: null, disclosed_source: null, fee_resolution: null, filed_zero: null,
    });
    expect(etf.etf_site_note).toBe('Third-party website value (etf-site.example/TSTA11, 2026-08-31), not a disclosed fee: the Extrato, lâmina and registry carry no fee for an ETF, so it is never placed in disclosed_*.');
    expect(noFee).toMatchObject({ etf_ticker: 'TSTB11', etf_site_taxa_adm: null, etf_site_as_of: null, etf_site_nr_cotistas: null, etf_site_pl: null, etf_site_source: null, disclosed_taxa_adm: null });
    expect(noFee.etf_site_note).toBe('ETF TSTB11 in the curated registry, but no third-party website snapshot with a fee is held: etf_site_* are NULL (unknown, not zero). The Extrato, lâmina and registry carry no fee for an ETF.');
    expect(fund).toMatchObject({ disclosed_taxa_adm: 1.5, etf_ticker: null, etf_site_note: null, etf_site_taxa_adm: null });
  });

  it('one row per distinct CNPJ in order of first appearance; an unknown CNPJ is a row of NULLs saying why', async () => {
    const rows = await fees([UNKNOWN, '10000001000101', PLAUSIBLE, '1000002000102', CAD_ONLY]);
    expect(rows.map((r) => r.cnpj)).toEqual([UNKNOWN, '10000001000101', '01000002000102', CAD_ONLY]);
    expect(rows[0]).toMatchObject({ fund_name: null, disclosed_taxa_adm: null, disclosed_origin: null, filed_zero: null, implausible_filed: null, fee_resolution: null, disclosed_note: 'No Extrato, lâmina or registry entry is held for this CNPJ: every disclosed value is unknown (NULL), not zero.' });
    expect(await fees([])).toEqual([]);
  });

  it('refuses more than 200 CNPJs and an entry that is not a CNPJ (22023)', async () => {
    const many = Array.from({ length: 201 }, (_, i) => String(i + 1).padStart(14, '0'));
    const res = await api.rpc('portfolio_fees', { p_cnpjs: many });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: '22023', message: 'portfolio_fees: 201 CNPJs sent, at most 200', details: 'One call answers at most 200 CNPJs.', hint: 'Split p_cnpjs into calls of at most 200 CNPJs each.' });
    expect(await fees(many.slice(0, 200))).toHaveLength(200);
    const bad = await api.rpc('portfolio_fees', { p_cnpjs: ['12.ABC'] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: '22023', message: "portfolio_fees: '12.ABC' is not a CNPJ" });
  });

  it('coverage: the cvm-extrato dataset spans the filing dates of the versions held', async () => {
    const res = await api.rpc('coverage', {});
    const row = ((await res.json()) as Row[]).find((r) => r.dataset === 'cvm-extrato');
    const records: Record<string, string>[] = parse(iconv.decode(fs.readFileSync(cvmFixture('extrato_fi_2020.csv')), 'latin1'), { delimiter: ';', columns: true, relax_quotes: true });
    const dates = records.map((r) => r.DT_COMPTC).sort();
    expect(row).toMatchObject({ source: 'publisher', first_period: dates[0], newest_period: '2025-03-01', notes: '2 file(s) loaded; newest extrato_fi_2020.csv' });
  });

  it('genuine Extrato: the funds whose newest version filed 0 are filed_zero, those above 5 implausible with the raw value', async () => {
    const records: Record<string, string>[] = parse(iconv.decode(fs.readFileSync(cvmFixture('extrato_fi_2020.csv')), 'latin1'), { delimiter: ';', columns: true, relax_quotes: true });
    const newest = new Map<string, Record<string, string>>();
    for (const r of records) {
      const cnpj = r.CNPJ_FUNDO.replace(/\D/g, '').padStart(14, '0');
      const held = newest.get(cnpj);
      if (!held || held.DT_COMPTC < r.DT_COMPTC) newest.set(cnpj, r);
    }
    const zero = [...newest].filter(([, r]) => r.TAXA_ADM !== '' && Number(r.TAXA_ADM) === 0);
    const high = [...newest].filter(([, r]) => Number(r.TAXA_ADM) > 5);
    expect(zero.length).toBeGreaterThan(0);
    expect(high.length).toBeGreaterThan(0);
    for (let i = 0; i < zero.length; i += 200) {
      const batch = zero.slice(i, i + 200);
      const rows = await fees(batch.map(([, r]) => r.CNPJ_FUNDO));
      expect(rows.map((r) => [r.cnpj, r.disclosed_taxa_adm, r.filed_zero, r.implausible_filed, r.extrato_as_of])).toEqual(batch.map(([cnpj, r]) => [cnpj, 0, true, false, r.DT_COMPTC]));
    }
    const rows = await fees(high.map(([, r]) => r.CNPJ_FUNDO));
    expect(rows.map((r) => [r.cnpj, r.disclosed_taxa_adm, r.implausible_filed, r.taxa_adm_filed_raw, r.fee_resolution])).toEqual(
      high.map(([cnpj, r]) => [cnpj, null, true, Number(r.TAXA_ADM), 'extrato_to_check']),
    );
  });
});
