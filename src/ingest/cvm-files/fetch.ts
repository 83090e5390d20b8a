// Where the CVM sources' files are: the open-data portal's paths, and what
// `npm run update` re-reads of them. Downloading and loading is the one loop
// (run-source.ts).
import path from 'node:path';
import { yearsThrough } from '../flags.js';
import type { RemoteFile, UpdateSpec } from '../source.js';

/** dados.cvm.gov.br; a test points it at a loopback server. */
export const CVM_BASE_URL = 'https://dados.cvm.gov.br/dados';

export type CvmFile = RemoteFile;

/** The file at `relativePath` under the portal's base URL. */
export function cvmFile(relativePath: string, baseUrl = CVM_BASE_URL): CvmFile {
  return { url: `${baseUrl.replace(/\/+$/, '')}/${relativePath}`, fileName: path.basename(relativePath) };
}

/** The files of these paths, each once (months of one yearly archive map to one path), in order. */
export function cvmFiles(paths: readonly string[], baseUrl: string): CvmFile[] {
  return [...new Set(paths)].map((p) => cvmFile(p, baseUrl));
}

/** CVM re-publishes a month's files for about 4 months (late and corrected filings): re-read those, from 12 months back on a first run. */
export const CVM_MONTHLY_UPDATE: UpdateSpec = {
  window: { months: 4 },
  firstRun: { months: 12 },
  flags: (range) => [{ from: range.from.slice(0, 7), to: range.to.slice(0, 7) }],
};

/** The same window for a source published as yearly archives (every year the range touches). */
export const CVM_YEARLY_UPDATE: UpdateSpec = {
  ...CVM_MONTHLY_UPDATE,
  flags: (range) => [{ year: yearsThrough(range.from, range.to) }],
};

/** A file CVM replaces in place (a registry, the current statement): fetched each time, skipped when its bytes are unchanged. */
export const CVM_CURRENT_UPDATE: UpdateSpec = { window: {}, firstRun: {}, flags: () => [{}] };
