// `npm run ingest -- curated-etf [--file F ...]`: the committed curated ETF files
// (curated/etf_registry.csv, etf_site_snapshots.csv, etf_index_class.csv), or the files given.
import path from 'node:path';
import { REPO_ROOT } from '../../repo-root.js';
import { runOne } from '../cvm-files/command.js';
import type { SourceCommand } from '../command.js';
import { CURATED_FILES } from './tables.js';
import { loadCuratedEtfFile } from './load.js';

/** The committed curated files, in load order. */
export const CURATED_ETF_PATHS = CURATED_FILES.map((f) => path.join(REPO_ROOT, 'curated', `${f.prefix}.csv`));

export const command: SourceCommand = {
  summary: 'owner-curated ETF registry, third-party ETF website snapshots and index-to-class mapping (curated/*.csv, reviewed_by/reviewed_at on every row) into curated.*',
  usage: ['[--file F ...] [--force]'],
  flags: { file: { type: 'string', multiple: true, value: 'F', description: 'load these curated CSV files instead of the committed curated/*.csv (repeatable)' } },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? CURATED_ETF_PATHS;
    return async (context) => {
      for (const file of files) await runOne(context, () => loadCuratedEtfFile(file, context));
    };
  },
};
