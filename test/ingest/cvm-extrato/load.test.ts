// The Extrato loader: the current 117-column layout (hand-made file) and the
// genuine pre-2020 116-column yearly file, every version kept, fees as filed.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadExtratoFile } from '../../../src/ingest/cvm-extrato/load.js';
import { asText, readDb, withClient } from '../../helpers/db.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';
import { rowCount } from '../support.js';
import { cvmFixture } from '../cvm-files/support.js';

const env = useIngestDatabase();
const load = (name: string, force = false) => loadExtratoFile(cvmFixture(name), { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, force });

beforeEach(async () => {
  await withClient(env.db.superuserUrl, (c) => c.query('truncate cvm.extrato, ingest.ingest_log cascade'));
});

describe('cvm-extrato', () => {
  it('loads the 117-column layout by name: masked CNPJ to 14 digits, every version, 0 and 150 kept as filed, blank NULL', async () => {
    expect(await load('extrato_fi_fees.csv')).toMatchObject({ status: 'loaded', rowsRead: 8, rowsInserted: 8 });
    const rows = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.extrato')
        .select((eb) => ['cnpj', ...asText(eb, 'dt_comptc'), 'tp_fundo_classe', 'denom_social', ...asText(eb, 'taxa_adm', 'taxa_perfm'), 'param_taxa_perfm'])
        .orderBy('cnpj')
        .orderBy('dt_comptc')
        .execute(),
    );
    expect(rows.map((r) => [r.cnpj, r.dt_comptc, r.taxa_adm])).toEqual([
      ['10000001000101', '2024-01-10', '2.000000'],
      ['10000001000101', '2025-03-01', '1.500000'],
      ['10000002000102', '2025-02-03', '0.000000'],
      ['10000003000103', '2025-02-04', '150.000000'],
      ['10000004000104', '2025-02-05', '-0.100000'],
      ['10000005000105', '2025-02-06', null],
      ['10000006000106', '2025-02-07', '15.000000'],
      ['10000007000107', '2025-02-08', '0.000000'],
    ]);
    expect(rows[1]).toMatchObject({ tp_fundo_classe: 'CLASSES - FIF', denom_social: 'AÇÕES PLAUSÍVEL FIF', taxa_perfm: '20.000000', param_taxa_perfm: 'CDI' });
  });

  it('is idempotent: the same bytes are skipped, a forced reload keeps one row per version', async () => {
    await load('extrato_fi_fees.csv');
    expect(await load('extrato_fi_fees.csv')).toMatchObject({ status: 'skipped' });
    await load('extrato_fi_fees.csv', true);
    expect(await rowCount(env.db.superuserUrl, 'cvm.extrato')).toBe(8);
  });

  it('refuses a decimal comma, naming the line, and loads nothing', async () => {
    const error = await expectIngestFileError(load('extrato_fi_bad_line4.csv'));
    expect(error.message).toBe('extrato_fi_bad_line4.csv line 4: "0,5" is not a decimal with a point in column TAXA_ADM');
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.extrato').select('cnpj').execute())).toEqual([]);
  });

  it('loads every row of the genuine pre-2020 layout yearly file (116 columns, CNPJ_FUNDO, several versions per fund)', async () => {
    const records: Record<string, string>[] = parse(iconv.decode(fs.readFileSync(cvmFixture('extrato_fi_2020.csv')), 'latin1'), { delimiter: ';', columns: true, relax_quotes: true });
    expect(Object.keys(records[0])).toHaveLength(116);
    expect(await load('extrato_fi_2020.csv')).toMatchObject({ status: 'loaded', rowsRead: records.length, rowsInserted: records.length });
    const held = await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.extrato').select((eb) => ['cnpj', ...asText(eb, 'dt_comptc'), 'tp_fundo_classe', ...asText(eb, 'taxa_adm')]).execute());
    expect(held).toHaveLength(records.length);
    const byKey = new Map(held.map((r) => [`${r.cnpj} ${r.dt_comptc}`, r]));
    for (const r of records) {
      const stored = byKey.get(`${r.CNPJ_FUNDO.replace(/\D/g, '')} ${r.DT_COMPTC}`);
      expect(stored, r.CNPJ_FUNDO).toBeDefined();
      expect(stored!.tp_fundo_classe).toBeNull();
      expect(stored!.taxa_adm === null ? null : Number(stored!.taxa_adm)).toBe(r.TAXA_ADM === '' ? null : Number(r.TAXA_ADM));
    }
  });
});
