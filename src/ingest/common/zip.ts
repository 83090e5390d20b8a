// Zip archives read with yauzl from the file on disk (the central directory
// sits at the end), one member at a time (lazy entries), so an archive of many
// large members never sits in memory whole. Every problem is an IngestFileError.
import { pipeline, Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { IngestFileError } from './errors.js';

export interface ZipMember {
  /** Base name of the member (archives sometimes nest members in a folder). */
  name: string;
  /** Streams the member's bytes; a member is only read when opened. */
  open(): Promise<Readable>;
}

/** True when the bytes start like a zip archive (local file header PK\3\4). */
export function isZip(head: Buffer): boolean {
  return head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;
}

/**
 * Calls `visit` for each file member in archive order, one after the other. The
 * archive is a file on disk, or the bytes of a zip nested in another one.
 */
export async function forEachZipMember(source: string | Buffer, fileName: string, visit: (member: ZipMember) => Promise<void>): Promise<void> {
  const zip = await openZip(source, fileName);
  const opened: Readable[] = [];
  try {
    for (let entry = await nextEntry(zip, fileName); entry; entry = await nextEntry(zip, fileName)) {
      if (isFolder(entry)) continue;
      const member = entry;
      await visit({
        name: member.fileName.slice(member.fileName.lastIndexOf('/') + 1),
        open: async () => {
          const stream = await openMember(zip, member, fileName);
          opened.push(stream);
          return stream;
        },
      });
    }
  } catch (error) {
    for (const stream of opened) stream.destroy();
    throw error;
  } finally {
    zip.close();
  }
}

/** Streams the zip's only file member; a zip with none or several is refused. */
export async function openOnlyMember(filePath: string, fileName: string): Promise<{ name: string; stream: Readable }> {
  const zip = await openZip(filePath, fileName);
  try {
    const entries: yauzl.Entry[] = [];
    for (let entry = await nextEntry(zip, fileName); entry; entry = await nextEntry(zip, fileName)) {
      if (!isFolder(entry)) entries.push(entry);
    }
    if (entries.length !== 1) {
      throw new IngestFileError(fileName, null, `the zip holds ${entries.length} files (${entries.map((e) => e.fileName).join(', ')}); expected exactly one`);
    }
    const stream = await openMember(zip, entries[0], fileName);
    stream.on('close', () => zip.close());
    return { name: entries[0].fileName, stream };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function openZip(source: string | Buffer, fileName: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile) => {
      if (error || !zip) reject(new IngestFileError(fileName, null, `not a readable zip archive: ${error?.message ?? 'no entries'}`, { cause: error }));
      else resolve(zip.on('error', () => {})); // errors are taken by nextEntry; none may crash the process in between
    };
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true, autoClose: false }, done);
    else yauzl.fromBuffer(source, { lazyEntries: true }, done);
  });
}

/** The next entry, or null after the last one. */
function nextEntry(zip: yauzl.ZipFile, fileName: string): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = () => zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
    const onEntry = (entry: yauzl.Entry) => (settle(), resolve(entry));
    const onEnd = () => (settle(), resolve(null));
    const onError = (error: Error) => (settle(), reject(new IngestFileError(fileName, null, `corrupt zip archive: ${error.message}`, { cause: error })));
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

// Inflated in chunks of this size, not zlib's 16 KiB: a 130 MB member is then ~1,000
// chunks instead of ~8,000, each a callback and a copy on the loader's thread.
const INFLATE_CHUNK_BYTES = 128 * 1024;
const DEFLATE = 8;

function openMember(zip: yauzl.ZipFile, entry: yauzl.Entry, fileName: string): Promise<Readable> {
  const deflated = entry.compressionMethod === DEFLATE;
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, { decompress: deflated ? false : null }, (error, stream) => {
      if (error || !stream) return reject(new IngestFileError(fileName, `member ${entry.fileName}`, `cannot be read: ${error?.message}`, { cause: error }));
      if (!deflated) return resolve(stream);
      resolve(pipeline(stream, zlib.createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES }), sizeCheck(entry, fileName), () => {}));
    }),
  );
}

/** Passes the inflated bytes on, refusing a member whose size is not the one the archive states (what yauzl checks when it inflates). */
function sizeCheck(entry: yauzl.Entry, fileName: string): Transform {
  let bytes = 0;
  const refusal = () => new IngestFileError(fileName, `member ${entry.fileName}`, `inflates to ${bytes} bytes where the archive states ${entry.uncompressedSize}: the archive is corrupt`);
  return new Transform({
    // refused as soon as it runs over, not after inflating whatever a corrupt stream holds
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > entry.uncompressedSize ? refusal() : null, chunk);
    },
    flush(done) {
      done(bytes === entry.uncompressedSize ? null : refusal());
    },
  });
}

function isFolder(entry: yauzl.Entry): boolean {
  return entry.fileName.endsWith('/');
}
