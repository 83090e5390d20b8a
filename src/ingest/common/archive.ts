// Raw bytes are archived with every load, so every ingest_log row points at the
// exact file it came from: <DATA_DIR>/raw/<source>/<yyyy-mm-dd>/<sha256 prefix>-<name>.
// The copy is written under a temporary name and only takes its final name
// after the load commits, so a killed or failed load leaves no archived file
// without its log row; leftovers of killed runs are removed by the next run
// (at its first file of the source).
import fs from 'node:fs';
import path from 'node:path';
import { READ_WHOLE_BYTES } from './hash.js';

const SHA_PREFIX_LENGTH = 12;
const PENDING = '.pending-';

export interface ArchiveRequest {
  dataDir: string;
  source: string;
  filePath: string;
  fileName: string;
  sha256: string;
  fetchedAt: Date;
  /** The file's size, when known: a small file is copied synchronously. */
  bytes?: number;
}

export interface PendingArchive {
  /** The final path relative to dataDir, as recorded in ingest_log. */
  relative: string;
  /** Gives the copy its final name (call after COMMIT); never overwrites an archived copy. */
  keep(): Promise<void>;
  /** Removes the temporary copy (the load did not commit). */
  discard(): Promise<void>;
}

/** Where archiveRawFile files these bytes, relative to dataDir (known before the copy is made, so the log row can name it). */
export function archivedPath(request: Omit<ArchiveRequest, 'dataDir' | 'filePath'>): string {
  const day = request.fetchedAt.toISOString().slice(0, 10);
  return path.join('raw', request.source, day, `${request.sha256.slice(0, SHA_PREFIX_LENGTH)}-${request.fileName}`);
}

/** Copies the file into the archive under a temporary name; returns its final path and how to keep or drop it. */
export async function archiveRawFile(request: ArchiveRequest): Promise<PendingArchive> {
  const relative = archivedPath(request);
  const name = path.basename(relative);
  const target = path.join(request.dataDir, relative);
  const nothing = { relative, keep: async () => {}, discard: async () => {} };
  if (path.resolve(request.filePath) === path.resolve(target) || fs.existsSync(target)) return nothing; // same name = same bytes, already archived
  // A small file's copy is a few synchronous calls: each asynchronous one waits for
  // the thread pool, which cost more than the copy itself on a busy machine.
  const small = request.bytes !== undefined && request.bytes <= READ_WHOLE_BYTES;
  if (small) fs.mkdirSync(path.dirname(target), { recursive: true });
  else await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await removeLeftoversOnce(path.join(request.dataDir, 'raw', request.source));
  const pending = path.join(path.dirname(target), `${PENDING}${process.pid}-${name}`);
  if (small) fs.copyFileSync(request.filePath, pending);
  else await fs.promises.copyFile(request.filePath, pending);
  return {
    relative,
    async keep() {
      // link + unlink instead of rename: an archived copy is never overwritten
      if (small) {
        try {
          fs.linkSync(pending, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        fs.rmSync(pending, { force: true });
        return;
      }
      await fs.promises.link(pending, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      await fs.promises.rm(pending, { force: true });
    },
    discard: () => fs.promises.rm(pending, { force: true }),
  };
}

const swept = new Set<string>();

/**
 * The sweep reads every day folder of the source, so it runs once per source
 * and process (the first file archived), not once per file: a run of many small
 * files would otherwise read its own growing folder again and again.
 */
async function removeLeftoversOnce(sourceDir: string): Promise<void> {
  const key = path.resolve(sourceDir);
  if (swept.has(key)) return;
  await removeLeftovers(sourceDir);
  swept.add(key);
}

/** Temporary copies, under any day of the source, left by runs that were killed (their process is gone). */
async function removeLeftovers(sourceDir: string): Promise<void> {
  for (const day of await fs.promises.readdir(sourceDir)) {
    const dir = path.join(sourceDir, day);
    for (const entry of await fs.promises.readdir(dir).catch(() => [] as string[])) {
      if (!entry.startsWith(PENDING)) continue;
      const pid = Number(entry.slice(PENDING.length).split('-')[0]);
      if (pid !== process.pid && !alive(pid)) await fs.promises.rm(path.join(dir, entry), { force: true });
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
