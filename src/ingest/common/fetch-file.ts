// The two halves of an online load every fetcher shares: download with retries
// (a failure names the file, and offline says how to load it by hand), then
// load the bytes from a temporary file under the publisher's name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DownloadError, downloadWithRetry, type DownloadOptions } from './download.js';
import { IngestFileError } from './errors.js';
import type { FileResult } from './types.js';

/** The bytes at `url`; a failed download is an IngestFileError naming `fileName`. */
export async function downloadFile(url: string, fileName: string, host: string, download?: DownloadOptions): Promise<Buffer> {
  return downloadWithRetry(url, download).catch((error: unknown) => {
    if (!(error instanceof DownloadError)) throw error;
    const offline = error.unreachable ? `; ${host} could not be reached (no internet here?): download the file elsewhere and load it with --file` : '';
    throw new IngestFileError(fileName, null, `${error.message}${offline}`, { cause: error });
  });
}

/** Saves `bytes` as `fileName` in a temporary folder, loads it, and removes the folder. */
export async function loadDownloaded(bytes: Buffer, fileName: string, load: (filePath: string) => Promise<FileResult>): Promise<FileResult> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'brfin-download-'));
  try {
    const filePath = path.join(dir, fileName);
    await fs.promises.writeFile(filePath, bytes);
    return await load(filePath);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
