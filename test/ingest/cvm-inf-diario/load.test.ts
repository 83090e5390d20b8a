// The daily fund report loader: both header generations by name, zips (monthly,
// and the yearly HIST archive with monthly members), the fi rows of the monthly
// fund series, refusal of a malformed file, idempotent reloads.
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadInfDiarioFile } from '../../../src/ingest/cvm-inf-diario/load.js';
import { asText, readDb, withClient } from '../../helpers/db.js';
import { expectIngestFileError, ingestLog, useIngestDatabase } from '../support.js';
import { cvmFixture, fundMonth } from '../cvm-files/support.js';

const env = useIngestDatabase();
const load = (name: string, extra: { force?: boolean } = {}) => loadInfDiarioFile(cvmFixture(name), { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...extra });

const daily = () =>
  readDb(env.db.superuserUrl, (db) =>
    db
      .selectFrom('cvm.inf_diario')
      .select((eb) => [...asText(eb, 'dt_comptc'), 'cnpj', 'id_subclasse', 'tp_fundo', ...asText(eb, 'vl_quota', 'vl_patrim_liq', 'captc_dia', 'resg_dia', 'nr_cotst')])
      .orderBy('dt_comptc')
      .orderBy('cnpj')
      .orderBy('id_subclasse')
      .execute(),
  );
const monthly = () => fundMonth(env.db.superuserUrl);

beforeEach(async () => {
  await withClient(env.db.superuserUrl, (c) => c.query('truncate cvm.inf_diario, cvm.fund_month, ingest.ingest_log cascade'));
});

describe('cvm-inf-diario', () => {
  it('reads the pre-175 header (TP_FUNDO, CNPJ_FUNDO) by name: masked CNPJs to 14 digits, blanks NULL, a negative NAV as filed', async () => {
    const result = await load('inf_diario_fi_202409.csv');
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 5, rowsInserted: 5, firstPeriod: '2024-09-02', lastPeriod: '2024-09-30' });
    const rows = await daily();
    expect(rows[0]).toEqual({ dt_comptc: '2024-09-02', cnpj: '11100000000180', id_subclasse: '', tp_fundo: 'FI', vl_quota: '1.500000000000', vl_patrim_liq: '1000000.00', captc_dia: '1000.50', resg_dia: '200.00', nr_cotst: '120' });
    expect(rows.find((r) => r.cnpj === '22333444000105' && r.dt_comptc === '2024-09-02')).toMatchObject({ vl_patrim_liq: '-1500.75', captc_dia: null, nr_cotst: '3' });
  });

  it('derives the fi month: nav, quota and holders of the last reported day, flows summed, NULL (never 0) where nothing was filed', async () => {
    await load('inf_diario_fi_202409.csv');
    expect(await monthly()).toEqual([
      { entity_type: 'fi', cnpj: '11100000000180', period: '2024-09-01', nav: '1010000.00', quota: '1.520000000000', quotaholders: null, inflows: '1500.50', redemptions: '500.25', delinquency: null, monthly_yield: null, assets: null },
      { entity_type: 'fi', cnpj: '22333444000105', period: '2024-09-01', nav: '-1200.00', quota: '10.100000000000', quotaholders: '3', inflows: null, redemptions: '10.00', delinquency: null, monthly_yield: null, assets: null },
    ]);
  });

  it('reads the 175 header (TP_FUNDO_CLASSE, CNPJ_FUNDO_CLASSE, ID_SUBCLASSE) from a zip; the month uses the class rows, subclass rows stay in the landing table', async () => {
    const result = await load('inf_diario_fi_202410.zip');
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 5, rowsInserted: 5 });
    expect((await daily()).filter((r) => r.id_subclasse === 'SUB001').map((r) => r.vl_quota)).toEqual(['1.600000000000', '1.610000000000']);
    expect((await monthly()).map((r) => [r.cnpj, r.period, r.nav, r.quota, r.quotaholders, r.inflows, r.redemptions])).toEqual([
      ['11100000000180', '2024-10-01', '1030000.00', '1.540000000000', '123', '300.00', '125.50'],
      ['22333444000105', '2024-10-01', '45000.00', '10.200000000000', '4', '0.00', '0.00'],
    ]);
  });

  it('loads the monthly members of a yearly HIST archive (the oldest 8-column header too) and ignores other members', async () => {
    const result = await load('inf_diario_fi_2019.zip');
    expect(result).toMatchObject({ status: 'loaded', rowsInserted: 2, firstPeriod: '2019-01-31', lastPeriod: '2019-02-28' });
    expect((await daily()).map((r) => [r.dt_comptc, r.tp_fundo])).toEqual([['2019-01-31', 'FI'], ['2019-02-28', null]]);
    expect((await monthly()).map((r) => r.period)).toEqual(['2019-01-01', '2019-02-01']);
  });

  it('refuses a malformed file whole, naming the line and why, and logs the failure', async () => {
    await load('inf_diario_fi_202409.csv');
    const before = await daily();
    const error = await expectIngestFileError(load('inf_diario_fi_bad_line4.csv'));
    expect(error.message).toBe('inf_diario_fi_bad_line4.csv line 4: "1050000,00" is not a decimal with a point in column VL_TOTAL');
    expect(await daily()).toEqual(before);
    expect((await monthly()).map((r) => r.period)).toEqual(['2024-09-01', '2024-09-01']);
    expect((await ingestLog(env.db.superuserUrl)).at(-1)).toMatchObject({ status: 'failed', error: expect.stringContaining('line 4') });
  });

  it('refuses a second row for the same day, CNPJ and subclass, naming the line', async () => {
    const file = path.join(env.dataDir, 'inf_diario_fi_dup.csv');
    const lines = fs.readFileSync(cvmFixture('inf_diario_fi_202409.csv'), 'latin1').split('\r\n');
    fs.writeFileSync(file, Buffer.from([...lines.slice(0, 3), lines[1], ''].join('\r\n'), 'latin1'));
    const error = await expectIngestFileError(loadInfDiarioFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false }));
    expect(error.message).toBe('inf_diario_fi_dup.csv line 4: repeats the key (DT_COMPTC=2024-09-02, CNPJ_FUNDO=11100000000180, ID_SUBCLASSE=) of line 2');
  });

  it('refuses a file without a required column, naming it', async () => {
    const error = await expectIngestFileError(load('inf_diario_fi_missing_quota.csv'));
    expect(error.message).toMatch(/line 1: missing column VL_QUOTA/);
  });

  it('is idempotent: the same bytes are skipped, and --force changes no stored row', async () => {
    await load('inf_diario_fi_202409.csv');
    const [rows, months] = [await daily(), await monthly()];
    expect(await load('inf_diario_fi_202409.csv')).toMatchObject({ status: 'skipped' });
    expect(await load('inf_diario_fi_202409.csv', { force: true })).toMatchObject({ status: 'loaded', rowsInserted: 0, rowsUpdated: 0, rowsSkipped: 5 });
    expect([await daily(), await monthly()]).toEqual([rows, months]);
  });

  it('never touches the fidc and fii rows of the monthly series', async () => {
    await readDb(env.db.superuserUrl, (db) =>
      db
        .insertInto('cvm.fund_month')
        .values([
          { entity_type: 'fidc', cnpj: '11100000000180', period: '2024-09-30', nav: 5, delinquency: 1 },
          { entity_type: 'fii', cnpj: '11100000000180', period: '2024-09-01', nav: 7, assets: 8 },
        ])
        .execute(),
    );
    await load('inf_diario_fi_202409.csv');
    expect((await monthly()).map((r) => [r.entity_type, r.period, r.nav])).toEqual([
      ['fi', '2024-09-01', '1010000.00'],
      ['fi', '2024-09-01', '-1200.00'],
      ['fidc', '2024-09-30', '5'],
      ['fii', '2024-09-01', '7'],
    ]);
  });
});
