// ConsolidatedRecords captures through the real loader into a real database: the
// capture row and its debenture records as published, columns found by label in
// any order and letter case, every capture kept as a vintage (a later capture of
// equal bytes too), idempotent re-loads, and refused files that load nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCreditFile } from '../../../src/ingest/b3-credit-records/load.js';
import { OBSERVED_HEADER } from '../../../src/ingest/b3-credit-records/write.js';
import type { Db } from '../../../src/db/kysely.js';
import { readDb } from '../../helpers/db.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/b3/credit');
const FIRST = 'ConsolidatedRecords_2026-11-12_20261113T003000Z.csv';
const MALFORMED = 'ConsolidatedRecords_2026-11-12_20261115T003000Z_malformed.csv';

const env = useIngestDatabase();
const load = (file: string, extra: { force?: boolean; fileName?: string; capturedAt?: string } = {}) =>
  loadCreditFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...extra });
const read = <T>(query: (db: Db) => Promise<T>) => readDb(env.db.superuserUrl, query);
const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');
/** The data lines of a fixture as published (BOM, preamble and header dropped). */
const dataLines = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8').split('\r\n').slice(4).filter(Boolean);

function write(name: string, text: string): string {
  const file = path.join(env.dataDir, 'in', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

const captures = () =>
  read((db) =>
    db.selectFrom('b3.credit_capture')
      .select((eb) => [eb.cast<string>('trade_date', 'text').as('trade_date'), eb.cast<string>('captured_at', 'text').as('captured_at'), 'payload_sha256', 'records_read', 'debenture_rows'])
      .orderBy('trade_date').orderBy('captured_at').execute(),
  );
const records = (capturedAt: string) =>
  read((db) =>
    db.selectFrom('b3.credit_record')
      .select((eb) => [
        'instrument_code', eb.cast<string>('trade_date', 'text').as('trade_date'), eb.cast<string>('settlement_date', 'text').as('settlement_date'), 'trade_classification', 'isin', 'issuer_name',
        'quantity', 'min_price', 'avg_price', 'max_price', 'last_price', 'reference_price', 'trade_count', 'volume_brl', 'oscillation_pct', 'row_sha256',
      ])
      .where('captured_at', '=', new Date(capturedAt))
      .orderBy('instrument_code').orderBy('settlement_date').orderBy('trade_classification').execute(),
  );

describe('b3-credit-records load', () => {
  it('lands a capture and its debenture records as published (a CRA row is read, not kept)', async () => {
    const result = await load(path.join(FIXTURES, FIRST));
    expect(result.status).toBe('loaded');
    const bytes = fs.readFileSync(path.join(FIXTURES, FIRST));
    expect(await captures()).toEqual([{ trade_date: '2026-11-12', captured_at: '2026-11-13 00:30:00+00', payload_sha256: sha256(bytes), records_read: 5, debenture_rows: 4 }]);
    const lines = dataLines(FIRST);
    const rows = await records('2026-11-13T00:30:00Z');
    expect(rows).toEqual([
      { instrument_code: 'NULD11', trade_date: '2026-11-12', settlement_date: '2026-11-12', trade_classification: '-', isin: null, issuer_name: 'OUTRA EMISSORA S.A.', quantity: null, min_price: null, avg_price: null, max_price: null, last_price: null, reference_price: '900.00', trade_count: null, volume_brl: null, oscillation_pct: null, row_sha256: sha256(lines[3]) },
      { instrument_code: 'TSTD11', trade_date: '2026-11-12', settlement_date: '2026-11-12', trade_classification: 'EXTRAGRUPO', isin: 'BRTSTDDBS001', issuer_name: 'EMISSORA TESTE S.A.', quantity: '100', min_price: '990.000000', avg_price: '1000.000000', max_price: '1010.000000', last_price: '1005.000000', reference_price: '1020.000000', trade_count: '2', volume_brl: '100000.00', oscillation_pct: '0.50', row_sha256: sha256(lines[0]) },
      { instrument_code: 'TSTD11', trade_date: '2026-11-12', settlement_date: '2026-11-12', trade_classification: 'INTRAGRUPO', isin: 'BRTSTDDBS001', issuer_name: 'EMISSORA TESTE S.A.', quantity: '10', min_price: '990.00', avg_price: '1000.00', max_price: '1010.00', last_price: '1005.00', reference_price: '1020.00', trade_count: '1', volume_brl: '10000.00', oscillation_pct: '0.50', row_sha256: sha256(lines[2]) },
      { instrument_code: 'TSTD11', trade_date: '2026-11-12', settlement_date: '2026-11-13', trade_classification: 'EXTRAGRUPO', isin: 'BRTSTDDBS001', issuer_name: 'EMISSORA TESTE S.A.', quantity: '50', min_price: '990.00', avg_price: '1000.00', max_price: '1010.00', last_price: '1005.00', reference_price: '1020.00', trade_count: '1', volume_brl: '50000.00', oscillation_pct: '0.50', row_sha256: sha256(lines[1]) },
    ]);
  });

  it('skips the same capture loaded again, and --force changes no row', async () => {
    const again = await load(path.join(FIXTURES, FIRST));
    expect(again.status).toBe('skipped');
    const forced = await load(path.join(FIXTURES, FIRST), { force: true });
    expect(forced.status === 'loaded' && [forced.rowsInserted, forced.rowsUpdated]).toEqual([0, 0]);
    expect(await captures()).toHaveLength(1);
  });

  it('keeps a later capture beside the first, and equal bytes captured later are a vintage of their own', async () => {
    await load(path.join(FIXTURES, 'ConsolidatedRecords_2026-11-12_20261114T003000Z.csv'));
    await load(path.join(FIXTURES, FIRST), { fileName: 'ConsolidatedRecords_2026-11-12_20261116T003000Z.csv' });
    expect((await captures()).map((c) => [c.captured_at, c.debenture_rows])).toEqual([
      ['2026-11-13 00:30:00+00', 4],
      ['2026-11-14 00:30:00+00', 3],
      ['2026-11-16 00:30:00+00', 4],
    ]);
    expect((await records('2026-11-14T00:30:00Z')).map((r) => [r.instrument_code, r.settlement_date, r.trade_classification, r.volume_brl])).toEqual([
      ['NULD11', '2026-11-12', '-', null],
      ['TSTD11', '2026-11-12', 'EXTRAGRUPO', '101000.00'],
      ['TSTD11', '2026-11-12', 'INTRAGRUPO', '10000.00'],
    ]);
  });

  it('finds columns by label, in any order and letter case', async () => {
    const fields = dataLines(FIRST)[0].split(';');
    // the glossary's title case, columns reversed
    const header = OBSERVED_HEADER.map((h) => h.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase())).reverse();
    expect(header).toContain('Volume Financeiro (R$)');
    const lines = ['\uFEFFNegociação Consolidada', header.join(';'), [...fields].reverse().join(';'), ''];
    await load(write('ConsolidatedRecords_2026-11-12_20261121T003000Z.csv', lines.join('\r\n')));
    const [row] = await records('2026-11-21T00:30:00Z');
    expect([row.instrument_code, row.trade_date, row.settlement_date, row.trade_classification, row.volume_brl, row.oscillation_pct]).toEqual(['TSTD11', '2026-11-12', '2026-11-12', 'EXTRAGRUPO', '100000.00', '0.50']);
  });

  it('refuses a malformed capture whole, naming the line and the column', async () => {
    const error = await expectIngestFileError(load(path.join(FIXTURES, MALFORMED)));
    expect(error.message).toBe(`${MALFORMED} line 7: "10.0x0,00" is not a number in column Volume financeiro (R$)`);
    expect((await captures()).some((c) => c.captured_at.startsWith('2026-11-15'))).toBe(false);
  });

  it('refuses a capture without its time, an empty answer, a record of another session and a missing label', async () => {
    const text = fs.readFileSync(path.join(FIXTURES, FIRST), 'utf8');
    expect((await expectIngestFileError(load(write('capture.csv', text)))).message).toBe(
      'capture.csv: a capture needs the time it was made: name the file ConsolidatedRecords_<YYYY-MM-DD>_<YYYYMMDDTHHMMSSZ>.csv (as the online mode saves it) or pass --captured-at',
    );
    expect((await expectIngestFileError(load(write('ConsolidatedRecords_2026-11-18_20261119T003000Z.csv', '\uFEFFNegociação consolidada\r\nNenhum resultado\r\n')))).message).toContain(
      'the export answered Nenhum resultado: not a capture',
    );
    expect((await expectIngestFileError(load(write('ConsolidatedRecords_2026-11-11_20261119T003000Z.csv', text)))).message).toBe(
      'ConsolidatedRecords_2026-11-11_20261119T003000Z.csv line 5: trade date 2026-11-12 is not the session of this capture (2026-11-11): one capture is one session',
    );
    expect((await expectIngestFileError(load(write('x.csv', text.replace('Oscilação', 'Variação')), { capturedAt: '2026-11-19T00:30:00.000Z' }))).message).toBe(
      `x.csv line 4: missing column "Oscilação" (found: ${OBSERVED_HEADER.join(';').replace('Oscilação', 'Variação')})`,
    );
    expect((await captures()).every((c) => c.trade_date === '2026-11-12')).toBe(true);
  });
});
