// The --markets bench's two new loaders, each timed beside a bare COPY of the
// same rows, file by file: every file written, loaded through the real loader
// (ingestFile: hash, archive, the already-loaded check, COPY into the keyed
// tables, log row), then read and parsed again by the same parser and COPYed
// into unkeyed, unindexed copies of the landing tables in one transaction per
// file (BEGIN, one COPY per non-empty table, COMMIT, over one open connection:
// the same number of files and transactions as the loader), then deleted. The
// ratio is COPY seconds / loader seconds (1 = as fast as a bare COPY).
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { loadCorporateFile } from '../../ingest/b3-corporate-events/load.js';
import { corporateRows } from '../../ingest/b3-corporate-events/parse.js';
import { CASH_DIVIDEND_TABLE, COMPANY_CASH_DIVIDEND_TABLE, CORPORATE_ANSWER_TABLE, LISTED_COMPANY_TABLE, STOCK_EVENT_TABLE } from '../../ingest/b3-corporate-events/tables.js';
import { loadTaxaSwapFile } from '../../ingest/b3-taxa-swap/load.js';
import { taxaSwapRows, taxaSwapText } from '../../ingest/b3-taxa-swap/parse.js';
import { REFERENCE_RATE_SESSION_TABLE, REFERENCE_RATE_TABLE } from '../../ingest/b3-taxa-swap/tables.js';
import { copyRows, landingTarget, type FileResult, type TableSpec } from '../../ingest/common/index.js';
import { cashDividendsAnswer, supplementAnswer, taxaSwapSession } from './event-files.js';
import { STOCKS, stem, weekdaysEnding } from './tape-files.js';

export interface LoaderTiming {
  files: number;
  records: number;
  loaderSeconds: number;
  copySeconds: number;
}

interface Where {
  ownerUrl: string;
  dir: string;
}

const seconds = (t0: number) => (performance.now() - t0) / 1000;
const copyOf = (spec: TableSpec) => `public.bench_${spec.table.replace('.', '_')}_copy`;

async function withCopies(owner: pg.Client, specs: readonly TableSpec[], body: () => Promise<LoaderTiming>): Promise<LoaderTiming> {
  for (const spec of specs) await owner.query(`create table ${copyOf(spec)} as select * from ${spec.table} with no data`);
  try {
    return await body();
  } finally {
    for (const spec of specs) await owner.query(`drop table ${copyOf(spec)}`);
  }
}

/** The bare side's file: its COPYs in one transaction, as the loader's one transaction per file. */
async function inOneTransaction(owner: pg.Client, copies: () => Promise<void>): Promise<void> {
  await owner.query('begin');
  try {
    await copies();
    await owner.query('commit');
  } catch (error) {
    await owner.query('rollback');
    throw error;
  }
}

function loaded(file: string, result: FileResult): number {
  if (result.status !== 'loaded') throw new Error(`${file}: ${JSON.stringify(result)}`);
  return result.rowsInserted;
}

const CORPORATE_SPECS = [CORPORATE_ANSWER_TABLE, LISTED_COMPANY_TABLE, STOCK_EVENT_TABLE, COMPANY_CASH_DIVIDEND_TABLE, CASH_DIVIDEND_TABLE];

/** Both answers of every stock issuer of the tape through b3-corporate-events (the rows stay: they are the period's events). */
export async function loadCorporateEvents(owner: pg.Client, o: Where, last: string, years: number): Promise<LoaderTiming> {
  const dir = path.join(o.dir, 'corporate');
  fs.mkdirSync(dir, { recursive: true });
  return withCopies(owner, CORPORATE_SPECS, async () => {
    const timing = { files: 0, records: 0, loaderSeconds: 0, copySeconds: 0 };
    for (let i = 0; i < STOCKS; i += 1) {
      for (const [answer, text] of [['GetListedSupplementCompany', supplementAnswer(i, last, years)], ['GetListedCashDividends', cashDividendsAnswer(i, last, years)]]) {
        const file = path.join(dir, `${stem(i)}_${answer}_${last}.json`);
        fs.writeFileSync(file, text);
        let t = performance.now();
        timing.records += loaded(file, await loadCorporateFile(file, { ownerUrl: o.ownerUrl, dataDir: path.join(o.dir, 'data'), progress: false, synthetic: true }));
        timing.loaderSeconds += seconds(t);
        t = performance.now();
        const parsed = corporateRows(await fs.promises.readFile(file, 'utf8'), path.basename(file), last, stem(i));
        await inOneTransaction(owner, async () => {
          for (const spec of CORPORATE_SPECS) {
            const rows = parsed.tables.get(spec.table) ?? [];
            if (rows.length) await copyRows(owner, copyOf(spec), landingTarget(spec).columns, rows);
          }
        });
        timing.copySeconds += seconds(t);
        fs.rmSync(file);
        timing.files += 1;
      }
    }
    return timing;
  });
}

/**
 * One TaxaSwap file per session of the `years` years ending `last` through b3-taxa-swap; the
 * rows are then deleted, because the bench writes its 15 years of curves set-based (writeMarkets).
 */
export async function loadTaxaSwapYear(owner: pg.Client, o: Where, last: string, years: number): Promise<LoaderTiming> {
  const dir = path.join(o.dir, 'taxa-swap');
  fs.mkdirSync(dir, { recursive: true });
  const specs = [REFERENCE_RATE_TABLE, REFERENCE_RATE_SESSION_TABLE];
  const timing = await withCopies(owner, specs, async () => {
    const timing = { files: 0, records: 0, loaderSeconds: 0, copySeconds: 0 };
    for (const [n, day] of weekdaysEnding(last, years).entries()) {
      const file = path.join(dir, `TaxaSwap_${day.replaceAll('-', '')}.txt`);
      fs.writeFileSync(file, taxaSwapSession(day, n));
      let t = performance.now();
      timing.records += loaded(file, await loadTaxaSwapFile(file, { ownerUrl: o.ownerUrl, dataDir: path.join(o.dir, 'data'), progress: false, synthetic: true }));
      timing.loaderSeconds += seconds(t);
      t = performance.now();
      const { session, rows } = taxaSwapRows((await taxaSwapText(file, path.basename(file)))!, path.basename(file));
      await inOneTransaction(owner, async () => {
        await copyRows(owner, copyOf(REFERENCE_RATE_TABLE), landingTarget(REFERENCE_RATE_TABLE).columns, rows);
        await copyRows(owner, copyOf(REFERENCE_RATE_SESSION_TABLE), landingTarget(REFERENCE_RATE_SESSION_TABLE).columns, [[session, 'loaded', String(rows.length)]]);
      });
      timing.copySeconds += seconds(t);
      fs.rmSync(file);
      timing.files += 1;
    }
    return timing;
  });
  await owner.query('delete from b3.reference_rate; delete from b3.reference_rate_session');
  return timing;
}

export function describeTiming(name: string, t: LoaderTiming): string {
  return `  ${name}: ${t.records.toLocaleString('en-US')} rows from ${t.files} files; loader ${t.loaderSeconds.toFixed(1)} s, bare COPY (one transaction a file) ${t.copySeconds.toFixed(1)} s; per file ${(1000 * t.loaderSeconds / t.files).toFixed(1)} / ${(1000 * t.copySeconds / t.files).toFixed(1)} ms; bare COPY / loader ${(t.copySeconds / t.loaderSeconds).toFixed(2)} (target >= 0.5)`;
}
