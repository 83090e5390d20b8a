// curated-etf: the committed curated ETF files (curated/etf_registry.csv,
// etf_site_snapshots.csv, etf_index_class.csv), or the files given. Nothing is downloaded.
import path from 'node:path';
import { REPO_ROOT } from '../../repo-root.js';
import type { Source } from '../source.js';
import { CURATED_FILES } from './tables.js';
import { loadCuratedEtfFile } from './load.js';

/** The committed curated files, in load order. */
export const CURATED_ETF_PATHS = CURATED_FILES.map((f) => path.join(REPO_ROOT, 'curated', `${f.prefix}.csv`));

export const command: Source = {
  name: 'curated-etf',
  summary: 'owner-curated ETF registry, third-party ETF website snapshots and index-to-class mapping (curated/*.csv, reviewed_by/reviewed_at on every row) into curated.*',
  usage: ['[--file F ...] [--force]'],
  flags: {},
  load: loadCuratedEtfFile,
  defaultFiles: () => CURATED_ETF_PATHS,
  // the committed files, each load skipped while its bytes are unchanged
  update: { window: {}, firstRun: {}, flags: () => [{}] },
};
