// sha256 of a file, streamed, so a multi-gigabyte source file is never held in memory
// (a small one is read whole).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

export interface FileDigest {
  sha256: string;
  bytes: number;
}

/** Files up to this size are read whole, in one synchronous call. */
export const READ_WHOLE_BYTES = 1 << 20;

export async function digestFile(filePath: string): Promise<FileDigest> {
  // A small file (an answer, a session's curve) is read in one synchronous call:
  // a stream's open, reads and close each wait for the thread pool, which was most
  // of a small file's hashing time on a busy machine. A big one is streamed.
  if (fs.statSync(filePath).size <= READ_WHOLE_BYTES) {
    const whole = fs.readFileSync(filePath);
    return { sha256: crypto.createHash('sha256').update(whole).digest('hex'), bytes: whole.length };
  }
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  await pipeline(fs.createReadStream(filePath), async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      bytes += chunk.length;
      hash.update(chunk);
    }
  });
  return { sha256: hash.digest('hex'), bytes };
}
