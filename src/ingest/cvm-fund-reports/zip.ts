// Reads the members of a CVM zip archive one at a time (yauzl, lazy entries),
// so a yearly archive of many members never sits in memory whole.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IngestFileError } from '../common/index.js';

/** Calls `onMember` for every file member, in archive order; resolves with the member names seen. */
export function forEachZipMember(filePath: string, fileName: string, onMember: (name: string, stream: Readable) => Promise<void>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(filePath, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError || !zip) {
        reject(new IngestFileError(fileName, null, `not a readable zip archive: ${openError?.message ?? 'no entries'}`, { cause: openError }));
        return;
      }
      const names: string[] = [];
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        zip.close();
        reject(error);
      };
      zip.on('error', (error: Error) => fail(new IngestFileError(fileName, null, `corrupt zip archive: ${error.message}`, { cause: error })));
      zip.on('end', () => {
        if (!failed) resolve(names);
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        names.push(entry.fileName);
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(new IngestFileError(fileName, `member ${entry.fileName}`, `cannot be read: ${streamError?.message}`));
          onMember(entry.fileName, stream).then(
            () => zip.readEntry(),
            (error) => {
              stream.destroy();
              fail(error);
            },
          );
        });
      });
      zip.readEntry();
    });
  });
}

/** The base name of a member path (archives sometimes nest members in a folder). */
export function memberBaseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}
