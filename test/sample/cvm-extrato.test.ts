// The cvm-extrato sample set: the same bytes on every run, the 117-column
// layout, and once loaded through the real loader, portfolio_fees shows each
// rule the set is built for.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SETS } from '../../src/sample/sets.js';
import { maskCnpj, sampleFundsOf } from '../../src/sample/cvm-universe.js';
import { EXTRATO_HEADER } from '../../src/sample/cvm-extrato.js';
import { tempDir, useIngestDatabase } from '../ingest/support.js';
import { query } from '../ingest/cvm-files/support.js';

const env = useIngestDatabase();
const set = SAMPLE_SETS.find((s) => s.name === 'cvm-extrato')!;
const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('cvm-extrato sample set', () => {
  it('writes the same 117-column latin-1 file on every run and loads it marked synthetic; portfolio_fees shows each rule', async () => {
    const [a, b] = [tempDir(), tempDir()];
    const results = await set.load(env.db.superuserUrl, env.dataDir, a, { progress: false });
    await set.load(env.db.superuserUrl, env.dataDir, b, { progress: false });
    expect(sha(path.join(a, 'extrato_fi.csv'))).toBe(sha(path.join(b, 'extrato_fi.csv')));
    expect(EXTRATO_HEADER).toHaveLength(117);
    expect(fs.readFileSync(path.join(a, 'extrato_fi.csv'), 'latin1').split('\r\n')[0]).toBe(EXTRATO_HEADER.join(';'));
    expect(results[0]).toMatchObject({ status: 'loaded' });
    expect(await query(env.db.superuserUrl, "select synthetic from ingest.ingest_log where source = 'cvm-extrato'")).toEqual([{ synthetic: true }]);

    const fi = sampleFundsOf('fi');
    const rows = await query<Record<string, unknown>>(
      env.db.superuserUrl,
      'select cnpj, disclosed_taxa_adm::text as fee, filed_zero, implausible_filed, taxa_adm_filed_raw::text as raw, fee_resolution, disclosed_origin, extrato_as_of::text as as_of from api.portfolio_fees($1)',
      [fi.slice(0, 7).map((f) => maskCnpj(f.cnpj))],
    );
    expect(rows[0]).toMatchObject({ fee: '0.000000', filed_zero: true, fee_resolution: 'extrato_to_check' });
    expect(rows[1]).toMatchObject({ fee: null, implausible_filed: true, raw: '150.000000', fee_resolution: 'extrato_to_check' });
    expect(rows[2]).toMatchObject({ filed_zero: false, implausible_filed: false, fee_resolution: 'extrato', as_of: '2026-03-12' });
    expect(Number(rows[3].fee)).toBeGreaterThan(0);
    expect(rows[6]).toMatchObject({ disclosed_origin: null, fee_resolution: null }); // no Extrato and no registry loaded here: with the cvm-funds set, cad_fi
    expect(rows[6].as_of).toBeNull();
  });
});
