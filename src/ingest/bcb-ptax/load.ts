// Loads one PTAX file into bcb.ptax through the shared ingest run: the last
// bulletin of each day, never replacing a stored row with an earlier bulletin.
import type pg from 'pg';
import { kyselyOver } from '../../db/kysely.js';
import { DuplicateRule, ingestFile, IngestFileError, landingTarget, type CopyValue, type FileResult, type IngestFileOptions, type LandingTarget, type Loader } from '../common/index.js';
import { openPtaxFile, type PtaxEndpoint, type PtaxRecord } from './parse.js';
import { PTAX_TABLE } from './tables.js';

export const PTAX_SOURCE = 'bcb-ptax';

export const PTAX_TARGET: LandingTarget = landingTarget(PTAX_TABLE);

export interface PtaxFileOptions {
  /** ISO code of the file's currency; otherwise taken from a ptax_<CUR>_... file name or the USD-only columns. */
  currency?: string;
}

export function ptaxLoader(options: PtaxFileOptions = {}): Loader {
  return {
    source: PTAX_SOURCE,
    targets: [PTAX_TARGET],
    async stageTables(input, { fileName, client, stageRows }) {
      const file = await openPtaxFile(input, fileName);
      const currency = currencyOfFile(fileName, file.endpoint, options.currency);
      await assertCurrencyHeld(client, currency.code, currency.why, fileName);
      const { rows, read } = await ptaxRows(file.records, currency.code, fileName);
      await stageRows(PTAX_TABLE.table, rows);
      return { recordsRead: read };
    },
  };
}

/** The file's records as PTAX_TABLE rows, one per day: its duplicate policy keeps the day's last bulletin. */
export async function ptaxRows(records: AsyncIterable<PtaxRecord>, currency: string, fileName: string): Promise<{ rows: CopyValue[][]; read: number }> {
  const lastBulletin = new DuplicateRule(PTAX_TABLE, fileName);
  let read = 0;
  for await (const r of records) {
    read += 1;
    lastBulletin.admit([currency, r.referenceDate, r.buyRate, r.sellRate, r.buyParity, r.sellParity, r.bulletinType, r.bulletinAt], read);
  }
  return { rows: lastBulletin.held(), read };
}

export function loadPtaxFile(filePath: string, options: IngestFileOptions & PtaxFileOptions): Promise<FileResult> {
  return ingestFile(ptaxLoader({ currency: options.currency }), filePath, options);
}

// Upper case only, so a name like ptax_bad_decimal.csv is not read as currency BAD.
const NAMED_FILE = /^ptax_([A-Z]{3})_/;

/** The currency a file holds, from every hint available; hints that disagree are refused, not ranked. */
export function currencyOfFile(fileName: string, endpoint: PtaxEndpoint | null, explicit?: string): { code: string; why: string } {
  const hints: { code: string; why: string }[] = [];
  if (explicit) hints.push({ code: explicit.trim().toUpperCase(), why: '--currency' });
  const named = NAMED_FILE.exec(fileName);
  if (named) hints.push({ code: named[1], why: 'the file name' });
  if (endpoint === 'CotacaoDolarPeriodo') hints.push({ code: 'USD', why: 'the CotacaoDolarPeriodo columns (USD only)' });
  if (!hints.length) {
    throw new IngestFileError(fileName, null, 'cannot tell the currency: pass --currency XXX or name the file ptax_<CUR>_<anything>.csv');
  }
  const disagreeing = hints.find((h) => h.code !== hints[0].code);
  if (disagreeing) {
    throw new IngestFileError(fileName, null, `the currency is ambiguous: ${hints.map((h) => `${h.code} from ${h.why}`).join(', ')}`);
  }
  return hints[0];
}

/** ISO codes bcb.currency knows; a currency outside it cannot be stored. */
export async function heldCurrencies(client: pg.ClientBase): Promise<string[]> {
  const rows = await kyselyOver(client).selectFrom('bcb.currency').select('symbol').orderBy('symbol').execute();
  return rows.map((r) => r.symbol);
}

export function unknownCurrencyReason(code: string, why: string, held: readonly string[]): string {
  return `unknown currency ${JSON.stringify(code)} (from ${why}); bcb.currency holds ${held.join(', ')}`;
}

async function assertCurrencyHeld(client: pg.ClientBase, code: string, why: string, fileName: string): Promise<void> {
  const held = await heldCurrencies(client);
  if (!held.includes(code)) throw new IngestFileError(fileName, null, unknownCurrencyReason(code, why, held));
}
