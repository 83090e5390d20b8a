// The cvm-instruments sample set: the same bytes on every run, loaded through the
// real loaders marked synthetic, and portfolio_instruments answers each path on it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SETS } from '../../src/sample/sets.js';
import { SAMPLE_INSTRUMENT_CODES, sampleCriMonth } from '../../src/sample/cvm-instruments.js';
import { SAMPLE_HOLDING_FUNDS, SAMPLE_ISSUERS } from '../../src/sample/cvm-holdings.js';
import { tempDir, useIngestDatabase } from '../ingest/support.js';
import { readDb } from '../helpers/db.js';
import { query } from '../ingest/cvm-files/support.js';

const env = useIngestDatabase();
const set = SAMPLE_SETS.find((s) => s.name === 'cvm-instruments')!;
const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('cvm-instruments sample set', () => {
  it('writes the same archives on every run, loads them marked synthetic; portfolio_instruments answers every path', async () => {
    const [a, b] = [tempDir(), tempDir()];
    const results = await set.load(env.db.superuserUrl, env.dataDir, a, { progress: false });
    await set.load(env.db.superuserUrl, env.dataDir, b, { progress: false });
    const files = ['cda_fi_202609.zip', 'cda_fi_202610.zip', 'inf_mensal_cri_2026.zip', 'inf_mensal_cra_2026.zip'];
    for (const file of files) expect(sha(path.join(a, file))).toBe(sha(path.join(b, file)));
    expect(results.map((r) => r.status)).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);
    const loaded = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('ingest.ingest_log')
        .select((eb) => ['source', 'synthetic', eb.cast<number>(eb.fn.countAll(), 'integer').as('files')])
        .where('status', '=', 'loaded')
        .groupBy(['source', 'synthetic'])
        .orderBy('source')
        .execute(),
    );
    expect(loaded).toEqual([
      { source: 'cvm-cda', synthetic: true, files: 2 },
      { source: 'cvm-securit-mensal', synthetic: true, files: 2 },
    ]);

    const { securit, debentures, heldAsShares } = SAMPLE_INSTRUMENT_CODES;
    const rows = await query<Record<string, unknown>>(
      env.db.superuserUrl,
      'select code, match_kind, instrument_type, numero_serie::int as serie, situacao, data_referencia::text as ref, n_fundos, cda_period::text as period, reason from api.portfolio_instruments($1)',
      [[`CRI-${securit[0]}`, `CRA-${securit[1]}`, ...debentures, ...heldAsShares, 'NAOEXISTE1']],
    );
    expect(rows.slice(0, 3)).toEqual([
      { code: securit[0], match_kind: 'securit_registry', instrument_type: 'cri_mensal', serie: 1, situacao: 'Inadimplente', ref: '2026-10-01', n_fundos: null, period: null, reason: null },
      expect.objectContaining({ code: securit[0], serie: 2, ref: '2026-10-01' }),
      expect.objectContaining({ code: securit[1], match_kind: 'securit_registry', instrument_type: 'cra_mensal', ref: '2026-10-01' }),
    ]);
    for (const row of rows.slice(3, 3 + debentures.length)) expect(row).toMatchObject({ match_kind: 'cda_ticker', period: '2026-10-31', n_fundos: 16 });
    for (const row of rows.slice(3 + debentures.length, -1)) expect(row).toMatchObject({ match_kind: null, period: '2026-10-31', reason: expect.stringContaining('apenas como Ações') });
    expect(rows.at(-1)).toMatchObject({ code: 'NAOEXISTE1', match_kind: null, reason: expect.stringContaining('código não encontrado') });

    // screen_overdue_securit: the CRA past its 2025-12 maturity still filed Adimplente, and nothing else
    expect(await query(env.db.superuserUrl, 'select instrument_type, instrument_code, maturity::text as maturity, status, reference_date::text as ref from api.screen_overdue_securit()')).toEqual([
      { instrument_type: 'cra', instrument_code: 'CRA-VENCIDO', maturity: '2025-12-15', status: 'Adimplente', ref: '2026-10-01' },
    ]);

    // coverage(): a row per new dataset, spanning the periods the files carry
    expect(await query(env.db.superuserUrl, "select dataset, source, first_period::text as first, newest_period::text as newest from api.coverage() where dataset in ('cvm-cda', 'cvm-securit-mensal') order by dataset")).toEqual([
      { dataset: 'cvm-cda', source: 'synthetic_sample', first: '2026-09-30', newest: '2026-10-31' },
      { dataset: 'cvm-securit-mensal', source: 'synthetic_sample', first: '2026-01-01', newest: '2026-10-01' },
    ]);
  });

  it('files the CRI\'s values and flows as series totals: portfolio_credit_returns compounds them per certificate', async () => {
    await set.load(env.db.superuserUrl, env.dataDir, tempDir(), { progress: false });
    // by hand from the filed totals (2 places), February to September: (value + income + amortisation) / previous value
    const filed = (m: number, quantity: number, pick: 'senior' | 'subordinated') => sampleCriMonth(m)[pick].map((x) => Number((x * quantity).toFixed(2)));
    const expected = (quantity: number, pick: 'senior' | 'subordinated') => {
      let product = 1;
      for (let m = 2; m <= 9; m += 1) {
        const [value, income, amortisation] = filed(m, quantity, pick);
        product *= (value + income + amortisation) / filed(m - 1, quantity, pick)[0];
      }
      return product - 1;
    };
    const rows = await query<{ classe: string; months: number; holding_return: string; income: string; amortisation: string }>(
      env.db.superuserUrl,
      "select classe, months, holding_return::text, income_per_unit::text as income, amortisation_per_unit::text as amortisation from api.portfolio_credit_returns($1, '2026-02-01', '2026-09-30')",
      [[SAMPLE_INSTRUMENT_CODES.securit[0]]],
    );
    expect(rows.map((r) => [r.classe, r.months])).toEqual([['Sênior', 8], ['Subordinada', 8]]);
    expect(Number(rows[0].holding_return)).toBeCloseTo(expected(80000, 'senior'), 9);
    expect(Number(rows[0].income)).toBeCloseTo(filed(6, 80000, 'senior')[1] / 80000, 8);
    expect(Number(rows[0].amortisation)).toBe(100);
    expect(Number(rows[1].holding_return)).toBeCloseTo(expected(20000, 'subordinated'), 9);
  });

  it('holds the fund-of-funds chain: a cycle, a missing month, a debenture fund whose person-issued line has no CPF', async () => {
    await set.load(env.db.superuserUrl, env.dataDir, tempDir(), { progress: false });
    const { top, midA, midB, leaf, debentures } = SAMPLE_HOLDING_FUNDS;
    const rows = await query<Record<string, unknown>>(
      env.db.superuserUrl,
      "select holder_cnpj, kind, block, asset_id, weight::float8 as weight from api.portfolio_lookthrough($1, '2026-10-01')",
      [[top.cnpj]],
    );
    // weights by hand: TOPO 10 M holds MEIO A 6 M (0.6) and MEIO B 2 M (0.2, no October filing); MEIO A 20 M holds FOLHA 10 M, DEBÊNTURES 4 M, TOPO 1 M
    expect(rows).toEqual([
      { holder_cnpj: top.cnpj, kind: 'holding', block: 1, asset_id: 'BRSTNCLF1RE4', weight: 0.15 },
      { holder_cnpj: top.cnpj, kind: 'month_missing', block: 2, asset_id: midB.cnpj, weight: 0.2 },
      { holder_cnpj: top.cnpj, kind: 'holding', block: 4, asset_id: 'SMPL3', weight: 0.05 },
      { holder_cnpj: midA.cnpj, kind: 'cycle', block: 2, asset_id: top.cnpj, weight: 0.03 },
      { holder_cnpj: midA.cnpj, kind: 'holding', block: 4, asset_id: 'SMPL4', weight: 0.15 },
      { holder_cnpj: leaf.cnpj, kind: 'holding', block: 4, asset_id: 'SMPL3', weight: 0.3 },
      { holder_cnpj: debentures.cnpj, kind: 'holding', block: 6, asset_id: SAMPLE_ISSUERS.energia, weight: 0.07 },
      { holder_cnpj: debentures.cnpj, kind: 'holding', block: 6, asset_id: SAMPLE_ISSUERS.saneamento, weight: 0.045 },
      { holder_cnpj: debentures.cnpj, kind: 'holding', block: 6, asset_id: null, weight: 0.005 },
    ]);
    expect((await query<{ n: number }>(env.db.superuserUrl, "select count(*)::int as n from cvm.cda_blc_6 t where t::text ~ '(000\\.000\\.001-91|00000000191|PESSOA FISICA)'"))[0].n).toBe(0);
    expect((await query(env.db.superuserUrl, "select period::text from api.portfolio_lookthrough($1, '2026-09-01') where kind = 'month_missing'", [[top.cnpj]]))).toEqual([]);
  });
});
