// Online mode for the CVM loaders: download a file from the open-data portal
// (with retries), write it to a temporary file under its published name, load
// it like a local file (archived, one transaction, one ingest_log row), clean up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DownloadError, downloadWithRetry, IngestFileError, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';

/** dados.cvm.gov.br; a test points it at a loopback server. */
export const CVM_BASE_URL = 'https://dados.cvm.gov.br/dados';

export interface CvmFile {
  url: string;
  /** The published name, kept for the archive and the errors. */
  fileName: string;
}

/** The file at `relativePath` under the portal's base URL. */
export function cvmFile(relativePath: string, baseUrl = CVM_BASE_URL): CvmFile {
  return { url: `${baseUrl.replace(/\/+$/, '')}/${relativePath}`, fileName: path.basename(relativePath) };
}

/** Downloads one file and hands the saved copy to `load`. */
export async function downloadAndLoad(file: CvmFile, download: DownloadOptions | undefined, load: (filePath: string, fetchedAt: Date) => Promise<FileResult>): Promise<FileResult> {
  const fetchedAt = new Date();
  const bytes = await downloadWithRetry(file.url, download).catch((error: unknown) => {
    throw explainDownloadFailure(error, file);
  });
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'brfin-cvm-'));
  try {
    const filePath = path.join(dir, file.fileName);
    await fs.promises.writeFile(filePath, bytes);
    return await load(filePath, fetchedAt);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export interface FetchOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt'> {
  baseUrl?: string;
  download?: DownloadOptions;
  /** Called as each file is loaded, before the next download. */
  onResult?: (result: FileResult) => void;
}

/** Downloads and loads file by file; stops at the first failure (earlier files stay loaded). */
export async function downloadAndLoadEach(
  files: readonly CvmFile[],
  load: (filePath: string, options: IngestFileOptions) => Promise<FileResult>,
  options: FetchOptions,
): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of files) {
    const result = await downloadAndLoad(file, options.download, (filePath, fetchedAt) => load(filePath, { ...options, fetchedAt }));
    options.onResult?.(result);
    results.push(result);
  }
  return results;
}

function explainDownloadFailure(error: unknown, file: CvmFile): Error {
  if (!(error instanceof DownloadError)) return error as Error;
  const offline = error.unreachable
    ? `; ${new URL(file.url).host} could not be reached (no internet here?): download ${file.url} elsewhere and load it with --file`
    : '';
  return new IngestFileError(file.fileName, null, `${error.message}${offline}`, { cause: error });
}
