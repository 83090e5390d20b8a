// Online mode for the CVM loaders: download a file from the open-data portal
// (with retries), then load it like a local file (archived, one transaction,
// one ingest_log row).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DownloadError, downloadWithRetry, IngestFileError, type DownloadOptions, type FileResult } from '../common/index.js';

export const CVM_BASE_URL = 'https://dados.cvm.gov.br/dados';

export interface CvmFetchOptions {
  /** Default https://dados.cvm.gov.br/dados (tests point it at a loopback server). */
  baseUrl?: string;
  download?: DownloadOptions;
}

/** Downloads `relativePath` under the base URL and hands the saved file to `load`. */
export async function downloadAndLoad(relativePath: string, options: CvmFetchOptions, load: (filePath: string, fetchedAt: Date) => Promise<FileResult>): Promise<FileResult> {
  const baseUrl = (options.baseUrl ?? CVM_BASE_URL).replace(/\/+$/, '');
  const fileName = path.basename(relativePath);
  const fetchedAt = new Date();
  const bytes = await downloadWithRetry(`${baseUrl}/${relativePath}`, options.download).catch((error: unknown) => {
    if (!(error instanceof DownloadError)) throw error;
    const offline = error.unreachable ? `; ${new URL(baseUrl).host} could not be reached (no internet here?): download the file elsewhere and load it with --file` : '';
    throw new IngestFileError(fileName, null, `${error.message}${offline}`, { cause: error });
  });
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'brfin-cvm-'));
  try {
    const filePath = path.join(dir, fileName);
    await fs.promises.writeFile(filePath, bytes);
    return await load(filePath, fetchedAt);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
