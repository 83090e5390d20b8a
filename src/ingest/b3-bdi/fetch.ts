// Daily collection of every bulletin table for every session not yet held.
// Held sessions are skipped without a request; each new answer is archived and
// loaded in its own transaction. An empty answer is recorded only when it is
// known to be a session without data (a holiday), not a session the exchange has
// not published yet or no longer keeps: some later session of the table must
// have data, and the day must lie inside the source's retention (an earlier day
// answered with data in this run, or it is at most RETENTION_SURE weekdays old).
// Anything else is `unavailable` and asked again next run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { kyselyOver } from '../../db/kysely.js';
import { bdiFileName, loadBdiFile } from './load.js';
import { openSheet } from './parse.js';
import { COLLECTED_TABLES, type BdiTableName } from './tables.js';
import { Readable } from 'node:stream';
import { exportTable, type ExportOptions } from './fetch-export.js';
import { weekdays } from './weekdays.js';

/** Weekdays surely inside the ~21 sessions the exchange keeps. */
export const RETENTION_SURE = 15;

export type SessionOutcome =
  | { status: 'loaded'; rows: number; dataDate?: string }
  | { status: 'empty' }
  | { status: 'skipped'; why: string }
  | { status: 'unavailable'; why: string }
  | { status: 'failed'; why: string };

export interface SessionReport {
  table: BdiTableName;
  sessionDate: string;
  outcome: SessionOutcome;
}

export interface CollectOptions {
  ownerUrl: string;
  dataDir: string;
  since: string;
  until: string;
  tables?: readonly BdiTableName[];
  export?: ExportOptions;
  progress?: boolean;
  onReport?: (report: SessionReport) => void;
}

export async function collectBdi(options: CollectOptions): Promise<SessionReport[]> {
  const reports: SessionReport[] = [];
  const report = (r: SessionReport) => {
    reports.push(r);
    options.onReport?.(r);
  };
  const days = weekdays(options.since, options.until);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-collect-'));
  try {
    for (const table of options.tables ?? COLLECTED_TABLES) {
      const held = await heldSessions(options.ownerUrl, table);
      const answers: { day: string; file: string; empty: boolean }[] = [];
      for (const day of days) {
        if (held.has(day)) {
          report({ table, sessionDate: day, outcome: { status: 'skipped', why: `held (${held.get(day)})` } });
          continue;
        }
        try {
          const bytes = await exportTable(table, day, options.export);
          const file = path.join(work, bdiFileName(table, day));
          fs.writeFileSync(file, bytes);
          answers.push({ day, file, empty: await isEmptyAnswer(bytes, file) });
        } catch (error) {
          report({ table, sessionDate: day, outcome: { status: 'failed', why: (error as Error).message } });
        }
      }
      const withData = [...answers.filter((a) => !a.empty).map((a) => a.day), ...[...held].filter(([, s]) => s === 'loaded').map(([d]) => d)];
      const answeredEarlier = (day: string) => answers.some((a) => !a.empty && a.day < day);
      const laterData = (day: string) => withData.some((d) => d > day);
      const recentEnough = (day: string) => weekdays(day, options.until).length - 1 <= RETENTION_SURE;
      for (const answer of answers) {
        if (answer.empty && !(laterData(answer.day) && (answeredEarlier(answer.day) || recentEnough(answer.day)))) {
          const why = laterData(answer.day)
            ? 'Nenhum resultado, older than the sessions the exchange surely keeps; not recorded'
            : 'Nenhum resultado and no later session published yet; asked again next run';
          report({ table, sessionDate: answer.day, outcome: { status: 'unavailable', why } });
          continue;
        }
        try {
          const result = await loadBdiFile(answer.file, { ownerUrl: options.ownerUrl, dataDir: options.dataDir, table, sessionDate: answer.day, progress: options.progress });
          const rows = result.status === 'loaded' ? (result.tables.find((t) => t.table !== 'b3.bdi_session')?.staged ?? 0) : 0;
          // the export may answer with another day's rows (T+2 tables always do): say so
          const dataDate = result.status === 'loaded' && result.lastPeriod !== answer.day ? (result.lastPeriod ?? undefined) : undefined;
          report({ table, sessionDate: answer.day, outcome: answer.empty ? { status: 'empty' } : { status: 'loaded', rows, ...(dataDate ? { dataDate } : {}) } });
        } catch (error) {
          report({ table, sessionDate: answer.day, outcome: { status: 'failed', why: (error as Error).message } });
        }
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return reports;
}

async function heldSessions(ownerUrl: string, table: BdiTableName): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const rows = await kyselyOver(client)
      .selectFrom('b3.bdi_session')
      .select((eb) => [eb.cast<string>('session_date', 'text').as('day'), 'status'])
      .where('table_name', '=', table)
      .execute();
    return new Map(rows.map((r) => [r.day, r.status]));
  } finally {
    await client.end();
  }
}

async function isEmptyAnswer(bytes: Buffer, file: string): Promise<boolean> {
  try {
    return (await openSheet(Readable.from([bytes]), path.basename(file), () => false)).kind === 'empty';
  } catch {
    return false; // not an empty answer: the loader says what is wrong with it
  }
}

export function describeReport(r: SessionReport): string {
  const o = r.outcome;
  const what =
    o.status === 'loaded' ? `loaded ${o.rows} rows${o.dataDate ? ` (rows dated up to ${o.dataDate})` : ''}` : o.status === 'empty' ? 'empty (Nenhum resultado, recorded)' : `${o.status}: ${o.why}`;
  return `${r.table.padEnd(22)} ${r.sessionDate}  ${what}`;
}
