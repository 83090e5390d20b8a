// The CDA loader, block 4: the BLC_4 member of the monthly archive and the monthly
// members of a HIST yearly archive (older header names), lines numbered per fund
// month, a re-filed fund month replacing its lines. The other blocks: blocks.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCdaFile } from '../../../src/ingest/cvm-cda/load.js';
import { asText, readDb, withClient } from '../../helpers/db.js';
import { expectIngestFileError, rowCount, useIngestDatabase } from '../support.js';
import { cvmFixture, zipFixture } from '../cvm-files/support.js';

const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
const lines = (cnpj: string) =>
  readDb(env.db.superuserUrl, (db) =>
    db
      .selectFrom('cvm.cda_blc_4')
      .select((eb) => asText(eb, 'dt_comptc', 'line_no', 'tp_aplic', 'cd_ativo', 'qt_pos_final', 'vl_merc_pos_final', 'cd_isin'))
      .where('cnpj', '=', cnpj)
      .orderBy('dt_comptc')
      .orderBy('line_no')
      .execute(),
  );

beforeEach(async () => {
  await withClient(env.db.superuserUrl, (c) => c.query('truncate cvm.cda_blc_1, cvm.cda_blc_4, cvm.cda_pl, ingest.ingest_log cascade'));
});

describe('cvm-cda', () => {
  it('loads block 4: masked CNPJ to 14 digits, lines numbered within each fund month, values as filed (and the PL row beside it)', async () => {
    const zip = await zipFixture('cda', 'cda_fi_202509.zip');
    expect(await loadCdaFile(zip, options())).toMatchObject({ status: 'loaded', rowsRead: 9, rowsInserted: 9, firstPeriod: '2025-09-30', lastPeriod: '2025-09-30' });
    expect(await rowCount(env.db.superuserUrl, 'cvm.cda_pl')).toBe(1);
    expect(await lines('11111111000111')).toEqual([
      { dt_comptc: '2025-09-30', line_no: '1', tp_aplic: 'Debêntures', cd_ativo: 'PETR16', qt_pos_final: '100', vl_merc_pos_final: '105000.50', cd_isin: 'BRPETRDBS0A1' },
      { dt_comptc: '2025-09-30', line_no: '2', tp_aplic: 'Ações', cd_ativo: 'PETR4', qt_pos_final: '1000', vl_merc_pos_final: '38000.00', cd_isin: 'BRPETRACNPR6' },
      { dt_comptc: '2025-09-30', line_no: '3', tp_aplic: 'Ações e outros TVM cedidos em empréstimo', cd_ativo: 'PETR4', qt_pos_final: '200', vl_merc_pos_final: '7600.00', cd_isin: 'BRPETRACNPR6' },
    ]);
    // fund B's lines are numbered on their own (its two identical-looking PETR16 lines both kept)
    expect((await lines('22222222000122')).map((r) => [r.line_no, r.cd_ativo, r.qt_pos_final])).toEqual([['1', 'PETR16', '50'], ['2', 'PETR16', '30'], ['3', 'XYZW3', '500']]);
    expect(await loadCdaFile(zip, options())).toMatchObject({ status: 'skipped' });
  });

  it('a re-filed fund month replaces its lines (the lines it no longer has go); other funds untouched', async () => {
    await loadCdaFile(await zipFixture('cda', 'cda_fi_202509.zip'), options());
    expect(await loadCdaFile(await zipFixture('cda-refiled', 'cda_fi_202509.zip'), options())).toMatchObject({ status: 'loaded', rowsRead: 2 });
    expect((await lines('11111111000111')).map((r) => r.line_no)).toEqual(['1', '2']);
    expect(await lines('22222222000122')).toHaveLength(3);
  });

  it('loads the monthly members of a HIST yearly archive (TP_FUNDO/CNPJ_FUNDO headers)', async () => {
    expect(await loadCdaFile(await zipFixture('cda-hist', 'cda_fi_2022.zip'), options())).toMatchObject({ status: 'loaded', rowsRead: 4, firstPeriod: '2022-07-31', lastPeriod: '2022-08-31' });
    expect((await lines('11111111000111')).map((r) => [r.dt_comptc, r.line_no, r.cd_ativo])).toEqual([['2022-07-31', '1', 'VALE19'], ['2022-08-31', '1', 'VALE19']]);
  });

  it('refuses a malformed value naming member, line and column; an archive without block 4; a plain CSV', async () => {
    const bad = await zipFixture('cda-bad', 'cda_fi_202509.zip');
    expect((await expectIngestFileError(loadCdaFile(bad, options()))).message).toBe('cda_fi_202509.zip member cda_fi_BLC_4_202509.csv line 3: "38.000,00" is not a decimal with a point in column VL_MERC_POS_FINAL');
    const noBlock4 = await zipFixture('cda', 'cda_fi_202509.zip', (m) => !m.includes('BLC_4'));
    expect((await expectIngestFileError(loadCdaFile(noBlock4, options()))).message).toBe('cda_fi_202509.zip: not a CDA archive: no member cda_fi_BLC_4_YYYYMM.csv');
    expect((await expectIngestFileError(loadCdaFile(cvmFixture('cda/cda_fi_BLC_4_202509.csv'), options()))).message).toBe('cda_fi_BLC_4_202509.csv: is not a zip archive (cda_fi_YYYYMM.zip or cda_fi_YYYY.zip expected)');
    expect(await rowCount(env.db.superuserUrl, 'cvm.cda_blc_4')).toBe(0);
  });
});
