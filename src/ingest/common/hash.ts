// sha256 of a file, streamed, so a multi-gigabyte source file is never held in memory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

export interface FileDigest {
  sha256: string;
  bytes: number;
}

export async function digestFile(filePath: string): Promise<FileDigest> {
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
