// api.credit_market_history through HTTP on golden captures loaded by the real
// loader: two vintages of one session (p_as_of picks the one known then), a row
// the later capture no longer lists, a session never captured, NULL rules,
// defaults, the row cap and the refusals. Expected values are read from the
// fixture files themselves.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureFileName, loadCreditFile } from '../../src/ingest/b3-credit-records/load.js';
import { brDay, consolidatedRecordsText, type ExportRecord } from '../../src/ingest/b3-credit-records/write.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir } from '../ingest/support.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/b3/credit');
const A = 'ConsolidatedRecords_2026-11-12_20261113T003000Z.csv';
const B = 'ConsolidatedRecords_2026-11-12_20261114T003000Z.csv';
const NEXT = 'ConsolidatedRecords_2026-11-13_20261114T003000Z.csv';
const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');
const fileSha = (name: string) => sha256(fs.readFileSync(path.join(FIXTURES, name)));
/** A fixture's data lines (BOM, preamble and header dropped), each as published. */
const lines = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8').split('\r\n').slice(4).filter(Boolean);

/** 1001 groups of one code in one session of its own (a capture is a whole session): above one response. */
function capsCapture(dir: string): string {
  const day = '2026-11-10';
  const records: ExportRecord[] = Array.from({ length: 1001 }, (_, i) => ({
    'Data negócio': brDay(day), 'Código IF': 'CAPS11', 'Instrumento financeiro': 'DEB', 'Código ISIN': '', Emissor: 'EMISSORA TESTE S.A.',
    'Data liquidação': brDay(new Date(Date.UTC(2026, 10, 12 + i)).toISOString().slice(0, 10)), 'Quantidade negociada': '1', 'Preço mínimo': '1,00', 'Preço médio': '1,00',
    'Preço máximo': '1,00', 'Último preço': '1,00', 'Preço de referência': '1,00', 'Número de negócios': '1', 'Volume financeiro (R$)': '1,00', 'Classificação do negócio': 'EXTRAGRUPO', 'Oscilação': '-',
  }));
  const file = path.join(dir, captureFileName(day, new Date('2026-11-11T00:30:00Z')));
  fs.writeFileSync(file, consolidatedRecordsText(records));
  return file;
}

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  for (const name of [A, B, NEXT]) await loadCreditFile(path.join(FIXTURES, name), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  await loadCreditFile(capsCapture(dir), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  api = await startApi(db);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'credit_market_history');
const WINDOW = { p_code: 'TSTD11', p_from: '2026-11-11', p_to: '2026-11-13' };
const UNITS = { quantity: 'units', min_price: 'BRL/unit', avg_price: 'BRL/unit', max_price: 'BRL/unit', last_price: 'BRL/unit', reference_price: 'BRL/unit', trade_count: 'trades', volume_brl: 'BRL', oscillation_pct: 'percent' };

describe('credit_market_history', () => {
  it('answers each session from its newest capture: the revised volume, without the group the later capture dropped', async () => {
    const rows = await ok(WINDOW);
    expect(rows.map((r) => [r.trade_date, r.settlement_date, r.trade_classification, r.volume_brl, r.capture_id])).toEqual([
      ['2026-11-12', '2026-11-12', 'EXTRAGRUPO', 101000, '2026-11-12/20261114T003000Z'],
      ['2026-11-12', '2026-11-12', 'INTRAGRUPO', 10000, '2026-11-12/20261114T003000Z'],
      ['2026-11-13', '2026-11-13', 'EXTRAGRUPO', 20040, '2026-11-13/20261114T003000Z'],
    ]);
    const first = rows[0];
    expect({ ...first, available_at: null }).toEqual({
      instrument_code: 'TSTD11', trade_date: '2026-11-12', settlement_date: '2026-11-12', trade_classification: 'EXTRAGRUPO', isin: 'BRTSTDDBS001', issuer_name: 'EMISSORA TESTE S.A.',
      quantity: 100, min_price: 990, avg_price: 1000, max_price: 1010, last_price: 1005, reference_price: 1020, trade_count: 2, volume_brl: 101000, oscillation_pct: 0.5,
      units: UNITS, capture_id: '2026-11-12/20261114T003000Z', payload_sha256: fileSha(B), row_sha256: sha256(lines(B)[0]),
      observed_at: '2026-11-14T00:30:00+00:00', available_at: null, source: 'b3_bdi_consolidated_records',
    });
    expect(Date.parse(String(first.available_at))).toBeGreaterThan(Date.parse('2026-01-01'));
    expect(rows[2].oscillation_pct).toBe(-0.2);
  });

  it('p_as_of between the two captures answers the first one, D+1 group included, and not the session captured later', async () => {
    const rows = await ok({ ...WINDOW, p_as_of: '2026-11-13T12:00:00Z' });
    expect(rows.map((r) => [r.trade_date, r.settlement_date, r.trade_classification, r.volume_brl, r.payload_sha256])).toEqual([
      ['2026-11-12', '2026-11-12', 'EXTRAGRUPO', 100000, fileSha(A)],
      ['2026-11-12', '2026-11-12', 'INTRAGRUPO', 10000, fileSha(A)],
      ['2026-11-12', '2026-11-13', 'EXTRAGRUPO', 50000, fileSha(A)],
    ]);
    expect(rows[2].row_sha256).toBe(sha256(lines(A)[1]));
  });

  it('a capture counts from the moment it was made (p_as_of on it, with an offset) and nothing is known before the first', async () => {
    expect((await ok({ ...WINDOW, p_as_of: '2026-11-13T21:30:00-03:00' })).map((r) => r.capture_id)).toEqual([
      '2026-11-12/20261114T003000Z', '2026-11-12/20261114T003000Z', '2026-11-13/20261114T003000Z',
    ]);
    expect((await ok({ ...WINDOW, p_as_of: '2026-11-12T21:30:00-03:00' })).map((r) => r.capture_id)).toEqual(Array(3).fill('2026-11-12/20261113T003000Z'));
    expect(await ok({ ...WINDOW, p_as_of: '2026-11-12T21:29:59-03:00' })).toEqual([]);
  });

  it('a session never captured has no row (nothing filled)', async () => {
    expect(await ok({ p_code: 'TSTD11', p_from: '2026-11-11', p_to: '2026-11-11' })).toEqual([]);
  });

  it('a code the captures never held answers [], case and blanks aside the code is found', async () => {
    expect(await ok({ ...WINDOW, p_code: 'ZZZZ99' })).toEqual([]);
    expect(await ok({ ...WINDOW, p_code: ' tstd11 ' })).toHaveLength(3);
  });

  it('keeps blanks and - as NULL, never 0, and never puts the reference price in the last price', async () => {
    const [row] = await ok({ ...WINDOW, p_code: 'NULD11' });
    expect(row).toMatchObject({ isin: null, quantity: null, min_price: null, avg_price: null, max_price: null, last_price: null, reference_price: 900, trade_count: null, volume_brl: null, oscillation_pct: null, trade_classification: '-' });
  });

  it('other instrument types of the export are not served', async () => {
    expect(await ok({ ...WINDOW, p_code: 'TSTA11' })).toEqual([]);
  });

  it('p_from defaults to 365 days before p_to, p_to to today', async () => {
    expect((await ok({ p_code: 'TSTD11', p_to: '2027-11-12' })).map((r) => r.trade_date)).toEqual(['2026-11-12', '2026-11-12', '2026-11-13']);
    expect((await ok({ p_code: 'TSTD11', p_to: '2027-11-13' })).map((r) => r.trade_date)).toEqual(['2026-11-13']);
    const today = new Date().toISOString().slice(0, 10);
    const held = today >= '2026-11-13' && today <= '2027-11-12' ? 3 : 0;
    expect(await ok({ p_code: 'TSTD11' })).toHaveLength(held);
  });

  it('refuses more than 1000 rows rather than trimming', async () => {
    const error = await refused({ p_code: 'CAPS11', p_from: '2026-11-10', p_to: '2026-11-10' });
    expect(error.message).toMatch(/^credit_market_history: /);
    expect(error.hint).toContain('Narrow p_from/p_to');
  });

  it('refuses a malformed or missing code and a window that ends before it starts', async () => {
    const bad = await refused({ ...WINDOW, p_code: 'TS D11' });
    expect(bad).toMatchObject({ message: "credit_market_history: p_code 'TS D11' is not an instrument code", hint: "Send p_code as the debenture's Código IF (case-insensitive)." });
    expect((await refused({ p_code: null, p_from: '2026-11-11' })).message).toBe('credit_market_history: p_code null is not an instrument code');
    const window = await refused({ ...WINDOW, p_from: '2026-11-14' });
    expect(window.message).toBe('credit_market_history: p_from (2026-11-14) is after p_to (2026-11-13)');
  });
});
