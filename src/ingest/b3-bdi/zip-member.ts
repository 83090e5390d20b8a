// The exchange ships NegociosBTB as a zip holding one text file: open that member as a stream.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IngestFileError } from '../common/index.js';

export function isZip(head: Buffer): boolean {
  return head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;
}

/** Streams the zip's only file member; a zip with none or several is refused. */
export async function openOnlyMember(filePath: string, fileName: string): Promise<{ name: string; stream: Readable }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(filePath, { lazyEntries: true, autoClose: false }, (error, z) => (error ? reject(new IngestFileError(fileName, null, `not a readable zip: ${error.message}`)) : resolve(z!))),
  );
  const entries: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  if (entries.length !== 1) {
    zip.close();
    throw new IngestFileError(fileName, null, `the zip holds ${entries.length} files (${entries.map((e) => e.fileName).join(', ')}); expected exactly one`);
  }
  const stream = await new Promise<Readable>((resolve, reject) => zip.openReadStream(entries[0], (error, s) => (error ? reject(error) : resolve(s!))));
  stream.on('close', () => zip.close());
  return { name: entries[0].fileName, stream };
}
