// Reads the members of a CVM zip one after another, each as a byte stream.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IngestFileError } from '../common/index.js';

export interface ZipMember {
  name: string;
  open(): Promise<Readable>;
}

/** Calls `visit` for each file member in archive order; a member is read only if `visit` opens it. */
export async function forEachZipMember(filePath: string, fileName: string, visit: (member: ZipMember) => Promise<void>): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(filePath, { lazyEntries: true, autoClose: false }, (error, z) =>
      error ? reject(new IngestFileError(fileName, null, `not a readable zip archive: ${error.message}`)) : resolve(z!),
    ),
  );
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        zip.once('entry', resolve);
        zip.once('end', () => resolve(null));
        zip.once('error', reject);
        zip.readEntry();
      });
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      if (!entry) return;
      if (entry.fileName.endsWith('/')) continue;
      await visit({
        name: entry.fileName.split('/').pop()!,
        open: () =>
          new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream!)))),
      });
    }
  } finally {
    zip.close();
  }
}
