// Raw bytes are archived before loading, so every ingest_log row points at the
// exact file it came from: <DATA_DIR>/raw/<source>/<yyyy-mm-dd>/<sha256 prefix>-<name>.
import fs from 'node:fs';
import path from 'node:path';

const SHA_PREFIX_LENGTH = 12;

export interface ArchiveRequest {
  dataDir: string;
  source: string;
  filePath: string;
  fileName: string;
  sha256: string;
  fetchedAt: Date;
}

/** Copies the file into the archive (never overwriting) and returns its path relative to dataDir. */
export async function archiveRawFile(request: ArchiveRequest): Promise<string> {
  const day = request.fetchedAt.toISOString().slice(0, 10);
  const relative = path.join('raw', request.source, day, `${request.sha256.slice(0, SHA_PREFIX_LENGTH)}-${request.fileName}`);
  const target = path.join(request.dataDir, relative);
  if (path.resolve(request.filePath) === path.resolve(target)) return relative;
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.promises.copyFile(request.filePath, target, fs.constants.COPYFILE_EXCL);
  } catch (error) {
    // Same name = same sha256 prefix and name: the bytes are already archived.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return relative;
}
