// `npm run update` (= `npm run ingest -- all`): brings every source up to date
// from where it stands. Per source: the newest period held by a real (not
// synthetic) load in the ingest log, minus the source's revision window, through
// today; a source never loaded starts its firstRun span back from today (or at
// --since). The range becomes the source's own flags and goes through the one
// loop (run-source.ts), so unchanged files are skipped by their sha256
// (ingestFile) and a second run changes nothing. One source failing never
// stops the next; the summary has a row per source.
import { sql } from 'kysely';
import { kyselyOver } from '../db/kysely.js';
import type { DownloadOptions } from './common/index.js';
import type { RunContext } from './command.js';
import { isNotFound, prepareRun, withConnection } from './run-source.js';
import type { AnySource, Span, UpdateTally } from './source.js';
import { SOURCES } from './sources.js';
import { todayInBrazil } from './b3-bdi/weekdays.js';

export interface UpdateOptions {
  ownerUrl: string;
  dataDir: string;
  /** Only these sources (default every registered one, in registry order). */
  sources?: readonly string[];
  /** First day for every source, instead of what each holds (YYYY-MM-DD). */
  since?: string;
  /** The last day asked for; default today in Brasília. */
  today?: string;
  /** A source's publisher elsewhere (tests: loopback stand-ins). */
  baseUrls?: Record<string, string>;
  download?: DownloadOptions;
  progress?: boolean;
  force?: boolean;
  /** Each file's line, as `npm run ingest` prints it. */
  onLine?: (line: string) => void;
}

export interface UpdateRow extends UpdateTally {
  source: string;
  /** The days asked for (a source whose file is replaced in place fetches it whatever the range). */
  from: string;
  to: string;
}

export async function updateAll(options: UpdateOptions): Promise<UpdateRow[]> {
  const today = options.today ?? todayInBrazil();
  const rows: UpdateRow[] = [];
  for (const name of options.sources ?? Object.keys(SOURCES)) {
    const row: UpdateRow = { source: name, from: '', to: today, new: 0, unchanged: 0, absent: 0, failed: 0, why: [] };
    rows.push(row);
    try {
      const source = await SOURCES[name]();
      if (!source.update) throw new Error('no update spec');
      const newest = await newestHeld(options.ownerUrl, name);
      row.from = options.since ?? (newest ? back(newest, source.update.window) : back(today, source.update.firstRun));
      if (row.from > today) row.from = today;
      const tally = await updateOne(source, { from: row.from, to: today }, options);
      Object.assign(row, { ...tally, why: [...row.why, ...tally.why] });
    } catch (error) {
      row.failed += 1;
      row.why.push((error as Error).message);
    }
  }
  return rows;
}

async function updateOne(source: AnySource, range: { from: string; to: string }, options: UpdateOptions): Promise<UpdateTally> {
  const tally: UpdateTally = { new: 0, unchanged: 0, absent: 0, failed: 0, why: [] };
  const say = options.onLine ?? (() => {});
  const context: RunContext = {
    ownerUrl: options.ownerUrl,
    dataDir: options.dataDir,
    force: options.force ?? false,
    progress: options.progress ?? false,
    baseUrl: options.baseUrls?.[source.name],
    download: options.download,
    onResult(result) {
      if (result.status === 'loaded') tally.new += 1;
      else tally.unchanged += 1;
      say(`${source.name}: ${result.fileName} ${result.status}`);
    },
    onFailure(error) {
      // a file the publisher does not have (yet): the newest month, a holiday
      if (isNotFound(error)) tally.absent += 1;
      else {
        tally.failed += 1;
        tally.why.push(error.message);
      }
      say(`${source.name}: ${error.message}`);
    },
    onNote(what, why) {
      if (!/not published yet/.test(why)) tally.absent += 1;
      say(`${source.name}: ${what}: ${why}`);
    },
  };
  if (source.update!.run) return source.update!.run(range, context);
  const flagSets = await withConnection(options.ownerUrl, async (client) => source.update!.flags!(range, client));
  for (const flags of flagSets) await prepareRun(source, flags)(context);
  return tally;
}

/** The newest period a real load of this source holds (ingest_log.last_period), as YYYY-MM-DD. */
async function newestHeld(ownerUrl: string, source: string): Promise<string | null> {
  return withConnection(ownerUrl, async (client) => {
    const row = await kyselyOver(client)
      .selectFrom('ingest.ingest_log')
      .select(sql<string | null>`max(last_period)::text`.as('newest'))
      .where('source', '=', source)
      .where('status', '=', 'loaded')
      .where('synthetic', '=', false)
      .executeTakeFirst();
    return row?.newest ?? null;
  });
}

/** `day` minus a span, as YYYY-MM-DD. */
export function back(day: string, span: Span): string {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCMonth(t.getUTCMonth() - (span.months ?? 0));
  t.setUTCDate(t.getUTCDate() - (span.days ?? 0));
  return t.toISOString().slice(0, 10);
}

/** The summary table: a row per source, then the totals. */
export function describeUpdate(rows: readonly UpdateRow[]): string {
  const lines = [['source', 'from', 'new', 'unchanged', 'absent', 'failed', 'why']];
  for (const r of rows) lines.push([r.source, r.from ? `${r.from}..${r.to}` : '', String(r.new), String(r.unchanged), String(r.absent), String(r.failed), r.why[0] ? r.why[0].replace(/\s+/g, ' ').slice(0, 160) : '']);
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  return lines.map((l) => l.map((cell, i) => (i === l.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ').trimEnd()).join('\n') + '\n';
}
