// The command shape the CVM sources share: --file F (repeatable) loads local
// files, otherwise the online files are downloaded and loaded one by one.
import { monthsThrough, type FileResult, type IngestFileOptions } from '../common/index.js';
import type { FlagHelp, FlagValues, RunContext, SourceCommand } from '../command.js';
import { UsageError } from '../command.js';
import { cvmFile, downloadAndLoad } from './fetch.js';

export interface CvmCommandSpec {
  summary: string;
  onlineUsage: string;
  onlineFlags?: Record<string, FlagHelp>;
  /** Loads one local file. */
  loadFile(filePath: string, options: IngestFileOptions): Promise<FileResult>;
  /** Paths (under the portal's base URL) to download for the flags; throws UsageError for bad flags. */
  onlinePaths(flags: FlagValues): string[];
}

export function cvmCommand(spec: CvmCommandSpec): SourceCommand {
  return {
    summary: spec.summary,
    usage: ['--file F [--file G ...] [--force]', `${spec.onlineUsage}[--base-url URL] [--force]`.trim()],
    flags: {
      file: { type: 'string', multiple: true, value: 'F', description: 'load a downloaded file (repeatable)' },
      ...spec.onlineFlags,
      'base-url': { type: 'string', value: 'URL', description: 'open-data portal base (default https://dados.cvm.gov.br/dados)' },
    },
    prepare(flags) {
      const files = (flags.file as string[] | undefined) ?? [];
      if (files.length) {
        if (Object.keys(spec.onlineFlags ?? {}).some((f) => flags[f] !== undefined)) throw new UsageError('give either --file or the download flags, not both');
        return async (context) => {
          for (const file of files) await runOne(context, () => spec.loadFile(file, context));
        };
      }
      const paths = spec.onlinePaths(flags);
      const baseUrl = flags['base-url'] as string | undefined;
      return async (context) => {
        for (const relative of paths) {
          await runOne(context, () => downloadAndLoad(cvmFile(relative, baseUrl), { onRetry: noteRetry }, (filePath, fetchedAt) => spec.loadFile(filePath, { ...context, fetchedAt })));
        }
      };
    },
  };
}

/** Loads one file and reports it; one bad file fails alone, the others still load. */
export async function runOne(context: RunContext, load: () => Promise<FileResult>): Promise<void> {
  try {
    context.onResult(await load());
  } catch (error) {
    context.onFailure(error as Error);
  }
}

export function noteRetry(attempt: number, reason: string, delayMs: number): void {
  process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`);
}

/** The repeated --year flag's values, each checked as YYYY (UsageError otherwise). */
export function yearsOf(flags: FlagValues): string[] {
  const years = (flags.year as string[] | undefined) ?? [];
  for (const y of years) if (!/^\d{4}$/.test(y)) throw new UsageError(`--year ${y} is not YYYY`);
  return years;
}

/** YYYY-MM months from `from` through `to`, inclusive; UsageError when malformed. */
export function monthRange(from: string | undefined, to: string | undefined): string[] {
  if (!from || !to) throw new UsageError('give --file F, or --from YYYY-MM --to YYYY-MM');
  for (const [flag, value] of [['--from', from], ['--to', to]]) {
    if (!/^(19|20)\d{2}-(0[1-9]|1[0-2])$/.test(value)) throw new UsageError(`${flag} ${JSON.stringify(value)} is not a month YYYY-MM`);
  }
  if (from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
  return monthsThrough(from, to);
}

/** A CVM source published as one archive per month: --file, or --from/--to months mapped to paths. */
export function monthlyCvmCommand(summary: string, loadFile: CvmCommandSpec['loadFile'], pathOfMonth: (yyyymm: string) => string): SourceCommand {
  return cvmCommand({
    summary,
    onlineUsage: '--from YYYY-MM --to YYYY-MM ',
    onlineFlags: {
      from: { type: 'string', value: 'YYYY-MM', description: 'first month to download' },
      to: { type: 'string', value: 'YYYY-MM', description: 'last month to download' },
    },
    loadFile,
    // each path once: months of one yearly archive map to the same path
    onlinePaths: (flags) => [...new Set(monthRange(flags.from as string | undefined, flags.to as string | undefined).map((m) => pathOfMonth(m.replace('-', ''))))],
  });
}
