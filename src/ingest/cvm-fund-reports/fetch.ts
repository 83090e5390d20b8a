// Online mode shared by the CVM monthly-report loaders: download one archive
// (with retries), write it to a temporary file under its published name, load
// it as a file (archived, one transaction, one ingest_log row), clean up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DownloadError, downloadWithRetry, IngestFileError, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';

/** dados.cvm.gov.br; a test points it at a loopback server. */
export const CVM_DADOS_BASE_URL = 'https://dados.cvm.gov.br/dados';

export interface ArchiveToFetch {
  url: string;
  fileName: string;
}

export interface FetchOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt'> {
  baseUrl?: string;
  download?: DownloadOptions;
  /** Called as each archive is loaded, before the next download. */
  onResult?: (result: FileResult) => void;
}

/** Downloads and loads archive by archive; stops at the first failure (earlier archives stay loaded). */
export async function fetchAndLoadArchives(
  archives: readonly ArchiveToFetch[],
  load: (filePath: string, options: IngestFileOptions) => Promise<FileResult>,
  options: FetchOptions,
): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const archive of archives) {
    const fetchedAt = new Date();
    const bytes = await downloadWithRetry(archive.url, options.download).catch((error: unknown) => {
      throw explainDownloadFailure(error, archive);
    });
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'brfin-cvm-'));
    try {
      const filePath = path.join(dir, archive.fileName);
      await fs.promises.writeFile(filePath, bytes);
      const result = await load(filePath, { ...options, fetchedAt });
      options.onResult?.(result);
      results.push(result);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
  return results;
}

function explainDownloadFailure(error: unknown, archive: ArchiveToFetch): Error {
  if (!(error instanceof DownloadError)) return error as Error;
  const offline = error.unreachable
    ? `; ${new URL(archive.url).host} could not be reached (no internet here?): download ${archive.url} elsewhere and load it with --file`
    : '';
  return new IngestFileError(archive.fileName, null, `${error.message}${offline}`, { cause: error });
}
