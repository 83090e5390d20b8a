// Loads one SGS answer into bcb.sgs through the shared ingest run. The series
// is known from --series or the file name sgs_<code or label>_...json and must
// be in bcb.sgs_series; hints that disagree are refused.
import path from 'node:path';
import type pg from 'pg';
import { kyselyOver } from '../../db/kysely.js';
import { DuplicateRule, ingestFile, IngestFileError, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { parseSgsAnswer } from './parse.js';
import { SGS_TABLE } from './tables.js';

export const SGS_SOURCE = 'bcb-sgs';

export interface SgsFileOptions {
  /** SGS code or label of the file's series; otherwise read from a sgs_<code|LABEL>_... file name. */
  series?: string;
}

const NAMED_FILE = /^sgs_([A-Z0-9_]+?)_/;

export function sgsLoader(options: SgsFileOptions = {}): Loader {
  return {
    source: SGS_SOURCE,
    targets: [landingTarget(SGS_TABLE)],
    async stageTables(input, { fileName, client, stageRows }) {
      const code = await seriesCode(client, fileName, options.series);
      let text = '';
      for await (const chunk of input) text += chunk.toString('utf8');
      const values = parseSgsAnswer(text, fileName);
      const once = new DuplicateRule(SGS_TABLE, fileName, { keyNames: ['code', 'data'], at: (n) => `record ${n}` });
      // a date twice in one answer is refused, naming both records
      const rows = values.map((v) => [String(code), v.referenceDate, v.value]).filter((row, i) => once.admit(row, i + 1));
      await stageRows(SGS_TABLE.table, rows);
      return { recordsRead: values.length };
    },
  };
}

export function loadSgsFile(filePath: string, options: IngestFileOptions & SgsFileOptions): Promise<FileResult> {
  // two series can publish the same bytes (CDI and Selic over on flat days): equal bytes skip only for the same series hint
  const loadKey = options.loadKey ?? `series ${options.series ?? path.basename(filePath)}`;
  return ingestFile(sgsLoader({ series: options.series }), filePath, { ...options, loadKey });
}

export interface SgsSeries {
  code: number;
  label: string;
  frequency: string;
}

export async function knownSeries(client: pg.ClientBase): Promise<SgsSeries[]> {
  return kyselyOver(client).selectFrom('bcb.sgs_series').select(['code', 'label', 'frequency']).orderBy('label').execute();
}

/** The series a code or label names, or why not. */
export function findSeries(known: readonly SgsSeries[], hint: string): SgsSeries | string {
  const wanted = hint.trim().toUpperCase();
  const found = known.find((s) => s.label === wanted || String(s.code) === wanted);
  return found ?? `unknown SGS series ${JSON.stringify(hint)}; known: ${known.map((s) => `${s.label} ${s.code}`).join(', ')}`;
}

/** The codes of the inflation family (bcb.inflation_series), what `--series inflation` names. */
export async function inflationCodes(client: pg.ClientBase): Promise<number[]> {
  return (await kyselyOver(client).selectFrom('bcb.inflation_series').select('code').orderBy('code').execute()).map((r) => r.code);
}

/** The series several hints name (a label, a code, or `inflation` for the whole family), each once, in the order asked; or why not. */
export function resolveSeries(known: readonly SgsSeries[], inflation: readonly number[], hints: readonly string[]): SgsSeries[] | string {
  const found: SgsSeries[] = [];
  for (const hint of hints) {
    const named = hint.trim().toLowerCase() === 'inflation' ? known.filter((s) => inflation.includes(s.code)) : [findSeries(known, hint)];
    for (const series of named) {
      if (typeof series === 'string') return series;
      if (!found.some((s) => s.code === series.code)) found.push(series);
    }
  }
  return found;
}

async function seriesCode(client: pg.ClientBase, fileName: string, explicit: string | undefined): Promise<number> {
  const hints = [explicit && { hint: explicit, why: '--series' }, NAMED_FILE.exec(fileName) && { hint: NAMED_FILE.exec(fileName)![1], why: 'the file name' }].filter(Boolean) as { hint: string; why: string }[];
  if (!hints.length) throw new IngestFileError(fileName, null, 'cannot tell the series: pass --series CODE or name the file sgs_<code>_<anything>.json');
  const known = await knownSeries(client);
  const codes = hints.map(({ hint, why }) => {
    const found = findSeries(known, hint);
    if (typeof found === 'string') throw new IngestFileError(fileName, null, `${found} (from ${why})`);
    return { code: found.code, why };
  });
  if (codes.some((c) => c.code !== codes[0].code)) {
    throw new IngestFileError(fileName, null, `the series is ambiguous: ${codes.map((c) => `${c.code} from ${c.why}`).join(', ')}`);
  }
  return codes[0].code;
}
