// The cvm-funds sample set: publisher formats (latin-1, `;`, masked CNPJs in the
// CVM files, bare digits in registro_*, both header generations), the same bytes
// on every run, and a load through the real loaders that every endpoint of the
// funds issue answers from, awkward cases included.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { loadMissingSamples } from '../../src/sample/first-start.js';
import { SAMPLE_SETS } from '../../src/sample/sets.js';
import { PARKED_CLASS, SAMPLE_FIP, writeSampleFunds } from '../../src/sample/cvm-funds/index.js';
import { maskCnpj, SAMPLE_FUNDS } from '../../src/sample/cvm-universe.js';
import { withClient } from '../helpers/db.js';
import { tempDir, useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function member(zip: string, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    yauzl.open(zip, { lazyEntries: true }, (error, z) => {
      if (error) return reject(error);
      z!.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return z!.readEntry();
        z!.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream!.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
        });
      });
      z!.on('end', () => reject(new Error(`${name} not in ${zip}`)));
      z!.readEntry();
    }),
  );
}

async function asAnon<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return withClient(env.db.superuserUrl, async (c) => {
    await c.query('begin');
    try {
      await c.query('set local role anon');
      return (await c.query({ text: sql, values: params, types: { getTypeParser: () => (v: string) => v } })).rows as T[];
    } finally {
      await c.query('rollback');
    }
  });
}

describe('cvm-funds sample files', () => {
  it('are the same bytes on every run, in the publisher formats', async () => {
    const [a, b] = [tempDir(), tempDir()];
    dirs.push(a, b);
    const first = await writeSampleFunds(a);
    const second = await writeSampleFunds(b);
    const all = (f: typeof first) => [f.cadFi, f.cadFiHist, f.registro, ...f.infDiario];
    expect(all(first).map(sha)).toEqual(all(second).map(sha));
    expect(first.infDiario).toHaveLength(36);

    const cadFi = fs.readFileSync(first.cadFi);
    expect(cadFi.includes(Buffer.from('AÇÕES', 'latin1'))).toBe(true); // latin-1, not UTF-8
    const header = cadFi.toString('latin1').split('\r\n')[0].split(';');
    expect(header).toHaveLength(41);
    const legacy = SAMPLE_FUNDS.find((f) => f.generation === 'legacy')!;
    expect(cadFi.toString('latin1')).toContain(`;${maskCnpj(legacy.cnpj)};`);

    const fundo = (await member(first.registro, 'registro_fundo.csv')).toString('latin1');
    const modern = SAMPLE_FUNDS.find((f) => f.generation === 'rcvm175')!;
    expect(fundo).toContain(`;${modern.cnpj};`);
    expect((await member(first.registro, 'registro_subclasse.csv')).toString('latin1').split('\r\n').filter(Boolean).length).toBeGreaterThan(1);

    const old = (await member(first.infDiario[0], 'inf_diario_fi_202311.csv')).toString('latin1').split('\r\n')[0];
    const now = (await member(first.infDiario[35], 'inf_diario_fi_202610.csv')).toString('latin1').split('\r\n')[0];
    expect(old).toBe('TP_FUNDO;CNPJ_FUNDO;DT_COMPTC;VL_TOTAL;VL_QUOTA;VL_PATRIM_LIQ;CAPTC_DIA;RESG_DIA;NR_COTST');
    expect(now).toBe('TP_FUNDO_CLASSE;CNPJ_FUNDO_CLASSE;ID_SUBCLASSE;DT_COMPTC;VL_TOTAL;VL_QUOTA;VL_PATRIM_LIQ;CAPTC_DIA;RESG_DIA;NR_COTST');
  });
});

describe('cvm-funds sample load', () => {
  it('loads through the real loaders within seconds', { timeout: 60_000 }, async () => {
    const started = Date.now();
    const loads = await loadMissingSamples(env.db.superuserUrl, env.dataDir, { progress: false }, SAMPLE_SETS.filter((s) => s.name === 'cvm-funds'));
    expect(loads.map((l) => l.set)).toEqual(['cvm-funds']);
    expect(loads[0].results).toHaveLength(39);
    expect(loads[0].results.every((r) => r.status === 'loaded')).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('registers all 300 funds, each family searchable, and the FIP as fip', async () => {
    for (const family of ['fi', 'fidc', 'fii']) {
      const found = await asAnon<{ entity_type: string }>(`select entity_type from api.search_funds('', $1)`, [family]);
      expect(found).toHaveLength(25); // the anonymous ceiling: more than 25 of each family are held
      expect(found.every((r) => r.entity_type === family)).toBe(true);
    }
    const registry = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c)
        .selectFrom('cvm.fund_registry')
        .select((eb) => [eb.cast<number>(eb.fn.countAll(), 'integer').as('n'), eb.cast<number>(eb.fn.count('entity_type'), 'integer').as('served')])
        .executeTakeFirstOrThrow(),
    );
    expect(registry).toEqual({ n: 301, served: 301 });
    expect(await asAnon(`select cnpj, entity_type from api.search_funds($1)`, [SAMPLE_FIP.cnpj])).toEqual([{ cnpj: SAMPLE_FIP.cnpj, entity_type: 'fip' }]);
    for (const family of ['fidc', 'fii']) {
      const fund = SAMPLE_FUNDS.find((f) => f.family === family)!;
      expect(await asAnon(`select cnpj, entity_type from api.search_funds($1, $2)`, [fund.cnpj, family])).toEqual([{ cnpj: fund.cnpj, entity_type: family }]);
    }
  });

  it('serves fi months from the daily report: 36 for a full fund, a stop for one that stops reporting, a cancelled fund says so', async () => {
    const full = SAMPLE_FUNDS.find((f) => f.family === 'fi' && f.firstMonth === '2023-11' && f.lastMonth === '2026-10')!;
    // p_to asks for the newest month too (without it fund_nav stops at the complete-through month, 2026-09)
    const rows = await asAnon<{ period: string; nav: string | null; delinquency: string | null }>(`select period, nav, delinquency from api.fund_nav($1, p_to => '2026-10-31')`, [maskCnpj(full.cnpj)]);
    expect(rows).toHaveLength(36);
    expect(rows.every((r) => r.nav !== null && r.delinquency === null)).toBe(true);
    const stopper = SAMPLE_FUNDS.find((f) => f.family === 'fi' && f.lastMonth === '2025-06')!;
    expect((await asAnon<{ period: string }>(`select period from api.fund_nav($1)`, [stopper.cnpj])).at(-1)!.period).toBe('2025-06-01');
    const cancelled = SAMPLE_FUNDS.find((f) => f.family === 'fi' && f.status === 'CANCELADA')!;
    const [found] = await asAnon<{ status: string; last_period: string }>(`select status, last_period from api.search_funds($1)`, [cancelled.cnpj]);
    expect(found.status.toUpperCase()).toBe('CANCELADA');
    expect(found.last_period).toBe('2024-12-01');
  });

  it('parks one fi class: its last months file quotaholders and no money in or out, so screen_dormant_funds finds it', async () => {
    expect(PARKED_CLASS).toBeDefined();
    const rows = await asAnon<{ cnpj: string; dormancy: string; months_observed: number }>(`select cnpj, dormancy, months_observed from api.screen_dormant_funds()`);
    expect(rows.map((r) => [r.cnpj, r.dormancy, Number(r.months_observed)])).toEqual([[PARKED_CLASS, 'parked_capital', 3]]);
  });

  it('coverage and metric_coverage answer with the sample, marked as synthetic', async () => {
    const coverage = await asAnon<{ dataset: string; source: string }>('select dataset, source from api.coverage()');
    expect(coverage).toEqual([
      { dataset: 'cvm-cad-fi', source: 'synthetic_sample' },
      { dataset: 'cvm-cad-fi-hist', source: 'synthetic_sample' },
      { dataset: 'cvm-inf-diario', source: 'synthetic_sample' },
      { dataset: 'cvm-registro', source: 'synthetic_sample' },
      { dataset: 'funds_fi', source: 'derived' },
    ]);
    const metrics = await asAnon<{ metric: string; filed_rows: string; total_rows: string }>(`select metric, filed_rows, total_rows from api.metric_coverage() where entity_type = 'fi'`);
    expect(metrics.map((m) => m.metric)).toEqual(['inflows', 'nav', 'quota', 'quotaholders', 'redemptions']);
    // one fund never files inflows: density below 1, never a 0 in its place
    const inflows = metrics.find((m) => m.metric === 'inflows')!;
    expect(Number(inflows.filed_rows)).toBeLessThan(Number(inflows.total_rows));
  });
});
