import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IngestFileError } from '../../../src/ingest/common/errors.js';
import { loadPtaxFile } from '../../../src/ingest/bcb-ptax/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../../helpers/db.js';
import { apiPtaxAsAnon, fixture, ingestLog, ptaxRowCount, REAL_PTAX, storedPtax, tempDir, expectIngestFileError } from '../support.js';

let db: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

beforeEach(async () => {
  dataDir = tempDir();
  await withClient(db.superuserUrl, (c) => c.query('truncate bcb.ptax, ingest.ingest_log cascade'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const load = (file: string, extra: { force?: boolean; currency?: string; synthetic?: boolean } = {}) =>
  loadPtaxFile(file, { ownerUrl: db.superuserUrl, dataDir, progress: false, ...extra });

const failure = (file: string, extra: { currency?: string } = {}) => expectIngestFileError(load(file, extra));

describe('loading the real CotacaoDolarPeriodo file', () => {
  it('stores 4 USD days, the later 2025-04-23 bulletin, values exactly as published', async () => {
    const result = await load(REAL_PTAX);
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 5, rowsInserted: 4, rowsUpdated: 0, rowsSkipped: 1, firstPeriod: '2025-04-22', lastPeriod: '2025-04-25' });
    const rows = await storedPtax(db.superuserUrl);
    expect(rows.map((r) => [r.currency, r.reference_date, r.buy_rate, r.sell_rate, r.bulletin_at])).toEqual([
      ['USD', '2025-04-22', '5.749', '5.7496', '2025-04-22 13:09:35.629'],
      ['USD', '2025-04-23', '5.6874', '5.688', '2025-04-23 13:06:30.443'],
      ['USD', '2025-04-24', '5.6732', '5.6738', '2025-04-24 13:04:29.639'],
      ['USD', '2025-04-25', '5.684', '5.6846', '2025-04-25 13:09:26.592'],
    ]);
    expect(rows.every((r) => r.buy_parity === null && r.bulletin_type === null)).toBe(true);
  });

  it('records the load in ingest_log and archives the raw bytes under raw/bcb-ptax/<day>/<sha prefix>-<name>', async () => {
    const result = await load(REAL_PTAX);
    const [log] = await ingestLog(db.superuserUrl);
    const bytes = fs.readFileSync(REAL_PTAX);
    expect(log).toMatchObject({
      source: 'bcb-ptax',
      file_name: 'ptax_20250422-20250425.csv',
      status: 'loaded',
      bytes: String(bytes.length),
      rows_read: 5,
      rows_inserted: 4,
      rows_updated: 0,
      rows_skipped: 1,
      first_period: '2025-04-22',
      last_period: '2025-04-25',
      error: null,
    });
    expect(log.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(log.archive_path).toMatch(new RegExp(`^raw/bcb-ptax/\\d{4}-\\d{2}-\\d{2}/${log.sha256.slice(0, 12)}-ptax_20250422-20250425\\.csv$`));
    expect(fs.readFileSync(path.join(dataDir, log.archive_path!)).equals(bytes)).toBe(true);
    expect((await storedPtax(db.superuserUrl)).every((r) => r.ingest_id === log.id)).toBe(true);
    expect(result.status === 'loaded' && result.ingestId).toBe(Number(log.id));
  });

  it('serves the rows through api.ptax as anon: unit BRL per 1 USD, oldest first', async () => {
    await load(REAL_PTAX);
    const rows = await apiPtaxAsAnon(db.superuserUrl, 'USD', '2025-04-01', '2025-04-30');
    expect(rows).toEqual([
      { currency: 'USD', unit: 'BRL per 1 USD', reference_date: '2025-04-22', buy_rate: '5.749', sell_rate: '5.7496', source: 'bcb_ptax_olinda' },
      { currency: 'USD', unit: 'BRL per 1 USD', reference_date: '2025-04-23', buy_rate: '5.6874', sell_rate: '5.688', source: 'bcb_ptax_olinda' },
      { currency: 'USD', unit: 'BRL per 1 USD', reference_date: '2025-04-24', buy_rate: '5.6732', sell_rate: '5.6738', source: 'bcb_ptax_olinda' },
      { currency: 'USD', unit: 'BRL per 1 USD', reference_date: '2025-04-25', buy_rate: '5.684', sell_rate: '5.6846', source: 'bcb_ptax_olinda' },
    ]);
  });
});

describe('loading the same bytes again', () => {
  it('skips them and says so, leaving data and log untouched', async () => {
    const first = await load(REAL_PTAX);
    const before = await storedPtax(db.superuserUrl);
    const again = await load(REAL_PTAX);
    expect(again.status).toBe('skipped');
    expect(again.status === 'skipped' && first.status === 'loaded' && again.previous.id).toBe(first.status === 'loaded' && first.ingestId);
    expect(await storedPtax(db.superuserUrl)).toEqual(before);
    expect(await ingestLog(db.superuserUrl)).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, 'raw', 'bcb-ptax'), { recursive: true }).filter((f) => String(f).endsWith('.csv'))).toHaveLength(1);
  });

  it('with force: loads, inserts 0, updates 0, and the rows keep their first ingest_id', async () => {
    await load(REAL_PTAX);
    const before = await storedPtax(db.superuserUrl);
    const forced = await load(REAL_PTAX, { force: true });
    expect(forced).toMatchObject({ status: 'loaded', rowsRead: 5, rowsInserted: 0, rowsUpdated: 0, rowsSkipped: 5 });
    expect(await storedPtax(db.superuserUrl)).toEqual(before);
    expect((await ingestLog(db.superuserUrl)).map((l) => [l.status, l.rows_inserted, l.rows_updated])).toEqual([
      ['loaded', 4, 0],
      ['loaded', 0, 0],
    ]);
  });
});

describe('bulletin order across files', () => {
  it('an earlier bulletin loaded after a later one does not replace it', async () => {
    await load(REAL_PTAX);
    const result = await load(fixture('ptax_USD_20250423_abertura.csv'));
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 1, rowsInserted: 0, rowsUpdated: 0, rowsSkipped: 1 });
    const day = (await storedPtax(db.superuserUrl)).find((r) => r.reference_date === '2025-04-23')!;
    expect([day.sell_rate, day.bulletin_at, day.bulletin_type]).toEqual(['5.688', '2025-04-23 13:06:30.443', null]);
  });

  it('a publisher file replaces a synthetic sample row even with an earlier bulletin, and the api says which is which', async () => {
    await load(REAL_PTAX, { synthetic: true });
    expect((await apiPtaxAsAnon(db.superuserUrl, 'USD', '2025-04-23', '2025-04-23')).map((r) => r.source)).toEqual(['synthetic_sample']);
    const result = await load(fixture('ptax_USD_20250423_abertura.csv'));
    expect(result).toMatchObject({ rowsInserted: 0, rowsUpdated: 1 });
    const [day] = await apiPtaxAsAnon(db.superuserUrl, 'USD', '2025-04-23', '2025-04-23');
    expect(day.source).toBe('bcb_ptax_olinda');
    expect((await ingestLog(db.superuserUrl)).slice(-2).map((l) => l.synthetic)).toEqual([true, false]);
  });

  it('a later bulletin loaded after an earlier one replaces it and counts as updated', async () => {
    await load(fixture('ptax_USD_20250423_abertura.csv'));
    const result = await load(REAL_PTAX);
    expect(result).toMatchObject({ rowsInserted: 3, rowsUpdated: 1, rowsSkipped: 1 });
    const day = (await storedPtax(db.superuserUrl)).find((r) => r.reference_date === '2025-04-23')!;
    expect([day.buy_rate, day.sell_rate, day.bulletin_at]).toEqual(['5.6874', '5.688', '2025-04-23 13:06:30.443']);
  });
});

describe('the CotacaoMoedaPeriodo format', () => {
  it('stores parities and the bulletin type of the last bulletin of each day', async () => {
    const result = await load(fixture('ptax_EUR_20250422-20250423.csv'));
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 6, rowsInserted: 2, rowsSkipped: 4 });
    const rows = await storedPtax(db.superuserUrl, 'EUR');
    expect(rows.map((r) => [r.reference_date, r.buy_rate, r.sell_rate, r.buy_parity, r.sell_parity, r.bulletin_type, r.bulletin_at])).toEqual([
      ['2025-04-22', '6.5847', '6.5868', '1.1447', '1.1448', 'Fechamento', '2025-04-22 13:09:35.629'],
      ['2025-04-23', '6.4632', '6.4648', '1.1358', '1.136', 'Fechamento', '2025-04-23 13:06:30.443'],
    ]);
    const api = await apiPtaxAsAnon(db.superuserUrl, 'eur', '2025-04-01', '2025-04-30');
    expect(api.map((r) => [r.unit, r.reference_date, r.sell_rate])).toEqual([
      ['BRL per 1 EUR', '2025-04-22', '6.5868'],
      ['BRL per 1 EUR', '2025-04-23', '6.4648'],
    ]);
  });

  it('the JSON form of the same answer loads the same rows', async () => {
    await load(fixture('ptax_EUR_20250422-20250423.json'));
    const fromJson = await storedPtax(db.superuserUrl, 'EUR');
    await withClient(db.superuserUrl, (c) => c.query('truncate bcb.ptax, ingest.ingest_log cascade'));
    await load(fixture('ptax_EUR_20250422-20250423.csv'));
    const strip = (rows: typeof fromJson) => rows.map(({ ingest_id: _id, ...rest }) => rest);
    expect(strip(fromJson)).toEqual(strip(await storedPtax(db.superuserUrl, 'EUR')));
  });
});

describe('a malformed file', () => {
  async function expectNothingLoaded(error: IngestFileError, fileName: string) {
    expect(await ptaxRowCount(db.superuserUrl)).toBe(1); // only the row loaded before
    const log = await ingestLog(db.superuserUrl);
    const failed = log.filter((l) => l.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ file_name: fileName, error: error.message, rows_inserted: 0, rows_updated: 0 });
    expect(fs.existsSync(path.join(dataDir, failed[0].archive_path!))).toBe(true); // kept for inspection
    expect(error.failedLogId).toBe(Number(failed[0].id));
  }

  beforeEach(async () => {
    await load(fixture('ptax_USD_20250423_abertura.csv'));
  });

  it('with a bad decimal on line 4 loads nothing and names the line, value and column', async () => {
    const error = await failure(fixture('ptax_bad_decimal_line4.csv'));
    expect(error.message).toBe('ptax_bad_decimal_line4.csv line 4: "5,7x" is not a decimal in column cotacaoVenda');
    await expectNothingLoaded(error, 'ptax_bad_decimal_line4.csv');
    const day = (await storedPtax(db.superuserUrl)).find((r) => r.reference_date === '2025-04-23')!;
    expect(day.sell_rate).toBe('5.7018'); // lines 2-3 were fine, yet nothing of the file landed
  });

  it('with a missing column loads nothing and names line 1 and the column', async () => {
    const error = await failure(fixture('ptax_missing_column.csv'));
    expect(error.message).toBe('ptax_missing_column.csv line 1: missing column cotacaoVenda (found: cotacaoCompra, dataHoraCotacao)');
    await expectNothingLoaded(error, 'ptax_missing_column.csv');
  });

  it('with an unknown currency loads nothing and lists the currencies held', async () => {
    const error = await failure(fixture('ptax_XYZ_20250422.csv'));
    expect(error.message).toBe(
      'ptax_XYZ_20250422.csv: unknown currency "XYZ" (from the file name); bcb.currency holds ARS, AUD, CAD, CHF, DKK, EUR, GBP, JPY, NOK, SEK, USD',
    );
    await expectNothingLoaded(error, 'ptax_XYZ_20250422.csv');
  });

  it('a failed file is not "already loaded": running it again tries again (and fails again)', async () => {
    await failure(fixture('ptax_bad_decimal_line4.csv'));
    await expect(load(fixture('ptax_bad_decimal_line4.csv'))).rejects.toThrow(/line 4/);
    expect((await ingestLog(db.superuserUrl)).filter((l) => l.status === 'failed')).toHaveLength(2);
  });
});
