// The FIP periodic report loader on hand-made files in CVM's exact layouts
// (test/fixtures/cvm/fip/PROVENANCE.md): the quarterly report (CNPJ_FUNDO) and
// the four-monthly one (TP_FUNDO_CLASSE, CNPJ_FUNDO_CLASSE) by header name, one
// row per fund, date and class, restated rows kept by row hash, identical lines
// once, a blank NULL never 0, a malformed file loading nothing.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { loadFipFile } from '../../../src/ingest/cvm-fip/load.js';
import { asText, readDb } from '../../helpers/db.js';
import { expectIngestFileError, ingestLog, tempDir, useIngestDatabase } from '../support.js';
import { CVM_FIXTURES, cvmFixture, fundMonth, rowCount } from '../cvm-files/support.js';

const F1 = '28100200000107';
const F2 = '29300400000190';
const F3 = '30400500000160';
const NULLS = { quota: null, quotaholders: null, inflows: null, redemptions: null, delinquency: null, monthly_yield: null, assets: null };
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function rows(url: string) {
  return readDb(url, (db) =>
    db
      .selectFrom('cvm.fip_report')
      .select((eb) => ['cnpj', ...asText(eb, 'reference_date'), 'classe_cota', 'row_hash', 'fund_type', 'fund_name', ...asText(eb, 'vl_patrim_liq', 'vl_cap_integr', 'nr_cotst', 'vl_quota_classe')])
      .orderBy('cnpj')
      .orderBy('reference_date')
      .orderBy('classe_cota')
      .orderBy('vl_cap_integr')
      .execute(),
  );
}

describe('FIP periodic reports', () => {
  const env = useIngestDatabase();
  const load = (file: string, force = false) => loadFipFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, force });

  it('loads the quarterly report: one row per fund, date and class; a restated class row kept beside the first; an identical line once', async () => {
    const result = await load(cvmFixture('fip/inf_trimestral_fip_2023.csv'));
    expect(result.status === 'loaded' && [result.rowsRead, result.rowsInserted, result.firstPeriod, result.lastPeriod]).toEqual([10, 9, '2023-03-31', '2023-12-31']);
    const held = await rows(env.db.superuserUrl);
    expect(held.map((r) => [r.cnpj, r.reference_date, r.classe_cota, r.fund_type, r.vl_patrim_liq, r.vl_cap_integr, r.vl_quota_classe])).toEqual([
      [F1, '2023-03-31', '', null, '150000000.00', '140000000', null],
      [F1, '2023-06-30', '', null, '152500000.10', '140000000', null],
      [F1, '2023-09-30', '', null, '149000000', '140000000', null],
      [F1, '2023-12-31', '', null, '160750000.55', '140000000', null],
      [F2, '2023-12-31', 'A', null, '80000000', '50000000', '1000.5'],
      [F2, '2023-12-31', 'A', null, '80000000', '52000000', '1000.5'],
      [F2, '2023-12-31', 'B', null, '80000000', '50000000', '998'],
      [F3, '2023-12-31', 'A', null, '12000000', null, null],
      [F3, '2023-12-31', 'B', null, '12500000', null, null],
    ]);
    const lines = iconv.decode(fs.readFileSync(path.join(CVM_FIXTURES, 'fip', 'inf_trimestral_fip_2023.csv')), 'latin1').split('\r\n').slice(1).filter(Boolean);
    expect(held.map((r) => r.row_hash).sort()).toEqual([...new Set(lines.map(md5))].sort());
    expect(held[0].fund_name).toBe('FIP MULTIESTRATÉGIA JEQUITIBÁ');
  });

  it('fills the fip rows of the monthly fund series from 31 December only: nav as filed, NULL where the classes disagree, every other metric NULL', async () => {
    expect(await fundMonth(env.db.superuserUrl, 'fip')).toEqual([
      { entity_type: 'fip', cnpj: F1, period: '2023-12-31', nav: '160750000.55', ...NULLS },
      { entity_type: 'fip', cnpj: F2, period: '2023-12-31', nav: '80000000', ...NULLS },
      { entity_type: 'fip', cnpj: F3, period: '2023-12-31', nav: null, ...NULLS },
    ]);
  });

  it('loads the four-monthly report by the RCVM 175 header: fund_type filed, a blank NAV NULL', async () => {
    const result = await load(cvmFixture('fip/inf_quadrimestral_fip_2024.csv'));
    expect(result.status === 'loaded' && [result.rowsInserted, result.firstPeriod, result.lastPeriod]).toEqual([3, '2024-04-30', '2024-12-31']);
    const held = (await rows(env.db.superuserUrl)).filter((r) => r.reference_date! >= '2024-01-01');
    expect(held.map((r) => [r.cnpj, r.reference_date, r.classe_cota, r.fund_type, r.vl_patrim_liq, r.nr_cotst])).toEqual([
      [F1, '2024-04-30', '', 'CLASSES - FIP', '161000000', '12'],
      [F1, '2024-08-31', '', 'CLASSES - FIP', null, '12'],
      [F1, '2024-12-31', '', 'CLASSES - FIP', '175300000.25', '12'],
    ]);
    expect((await fundMonth(env.db.superuserUrl, 'fip')).filter((r) => r.cnpj === F1).map((r) => [r.period, r.nav])).toEqual([
      ['2023-12-31', '160750000.55'],
      ['2024-12-31', '175300000.25'],
    ]);
  });

  it('a later file restating a year-end NAV replaces it in the series (the newest file settles the date)', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'inf_trimestral_fip_2023.csv');
    const [header, ...lines] = iconv.decode(fs.readFileSync(cvmFixture('fip/inf_trimestral_fip_2023.csv')), 'latin1').split('\r\n');
    const restated = lines.filter((l) => l.startsWith('30.400.500/0001-60;')).map((l) => l.replace(';12500000;', ';12000000;'));
    fs.writeFileSync(file, iconv.encode([header, ...restated, ''].join('\r\n'), 'latin1'));
    expect((await load(file)).status).toBe('loaded');
    expect((await fundMonth(env.db.superuserUrl, 'fip')).find((r) => r.cnpj === F3)!.nav).toBe('12000000');
  });

  it('the same bytes again are skipped; --force changes nothing', async () => {
    const file = cvmFixture('fip/inf_trimestral_fip_2023.csv');
    expect((await load(file)).status).toBe('skipped');
    const forced = await load(file, true);
    expect(forced.status === 'loaded' && [forced.rowsInserted, forced.rowsUpdated]).toEqual([0, 0]);
    expect(await rowCount(env.db.superuserUrl, 'cvm.fip_report')).toBe(13);
  });
});

describe('a malformed FIP report', () => {
  const env = useIngestDatabase();

  it('loads nothing and names the line and why', async () => {
    const error = await expectIngestFileError(loadFipFile(cvmFixture('fip_bad/inf_quadrimestral_fip_2024.csv'), { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false }));
    expect(error.message).toBe('inf_quadrimestral_fip_2024.csv line 3: "2024-08-32" is not a date YYYY-MM-DD in column DT_COMPTC');
    expect(await rowCount(env.db.superuserUrl, 'cvm.fip_report')).toBe(0);
    expect(await rowCount(env.db.superuserUrl, 'cvm.fund_month')).toBe(0);
    expect((await ingestLog(env.db.superuserUrl)).map((l) => [l.status, l.error])).toEqual([['failed', error.message]]);
  });
});
