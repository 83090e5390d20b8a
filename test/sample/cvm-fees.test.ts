// The cvm-fees sample set: the same bytes on every run, the 117-column Extrato
// layout, and once loaded through the real loaders, portfolio_fees shows each
// rule the set is built for.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SETS } from '../../src/sample/sets.js';
import { maskCnpj, sampleFundsOf } from '../../src/sample/cvm-universe.js';
import { EXTRATO_HEADER } from '../../src/sample/cvm-fees.js';
import { tempDir, useIngestDatabase } from '../ingest/support.js';
import { readDb } from '../helpers/db.js';
import { query } from '../ingest/cvm-files/support.js';

const env = useIngestDatabase();
const set = SAMPLE_SETS.find((s) => s.name === 'cvm-fees')!;
const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('cvm-fees sample set', () => {
  it('writes the same 117-column latin-1 file on every run and loads it marked synthetic; portfolio_fees shows each rule', async () => {
    const [a, b] = [tempDir(), tempDir()];
    const results = await set.load(env.db.superuserUrl, env.dataDir, a, { progress: false });
    await set.load(env.db.superuserUrl, env.dataDir, b, { progress: false });
    for (const file of ['extrato_fi.csv', 'lamina_fi_202610.zip', 'balancete_fi_202610.zip']) expect(sha(path.join(a, file))).toBe(sha(path.join(b, file)));
    expect(EXTRATO_HEADER).toHaveLength(117);
    expect(fs.readFileSync(path.join(a, 'extrato_fi.csv'), 'latin1').split('\r\n')[0]).toBe(EXTRATO_HEADER.join(';'));
    expect(results.map((r) => r.status)).toEqual(['loaded', 'loaded', 'loaded']);
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('ingest.ingest_log').select(['source', 'synthetic']).orderBy('source').execute())).toEqual([
      { source: 'cvm-balancete', synthetic: true },
      { source: 'cvm-extrato', synthetic: true },
      { source: 'cvm-lamina', synthetic: true },
    ]);

    const fi = sampleFundsOf('fi');
    const rows = await query<Record<string, unknown>>(
      env.db.superuserUrl,
      'select cnpj, disclosed_taxa_adm::text as fee, filed_zero, implausible_filed, taxa_adm_filed_raw::text as raw, fee_resolution, disclosed_origin, extrato_as_of::text as as_of, extrato_scale_factor as factor, disclosed_taxa_adm_min::text as min, adm_fee_pct_annual_est::text as est, perf_fee_flow::text as perf, fiscal_reset_suspect as reset from api.portfolio_fees($1)',
      [fi.slice(0, 7).map((f) => maskCnpj(f.cnpj))],
    );
    expect(rows[0]).toMatchObject({ fee: '1.200000', disclosed_origin: 'lamina', fee_resolution: 'lamina_newer' });
    expect(rows[1]).toMatchObject({ fee: null, implausible_filed: true, raw: '150.000000', fee_resolution: 'extrato_lamina_beside', factor: 100 });
    expect(rows[2]).toMatchObject({ filed_zero: false, implausible_filed: false, fee_resolution: 'extrato', as_of: '2026-03-12', reset: false });
    expect(Number(rows[2].perf)).toBeLessThan(0); // a reversed performance provision
    expect(Number(rows[4].est)).toBeGreaterThan(0);
    expect(rows[3]).toMatchObject({ reset: true, est: null });
    expect(rows[6]).toMatchObject({ disclosed_origin: 'lamina', fee_resolution: 'lamina', fee: null, min: '0.500000' });
    expect(rows[6].as_of).toBeNull();
  });
});
