// Writing CVM-format files: latin-1 bytes, `;` separated, CRLF, and zips of them.
import fs from 'node:fs';
import iconv from 'iconv-lite';
import yazl from 'yazl';

/** One CSV as CVM publishes it: header, rows, latin-1, CRLF. */
export function cvmCsvBytes(header: readonly string[], rows: Iterable<readonly (string | null)[]>): Buffer {
  const lines = [header.join(';')];
  for (const row of rows) lines.push(row.map((v) => v ?? '').join(';'));
  return iconv.encode(lines.join('\r\n') + '\r\n', 'latin1');
}

/**
 * Writes a zip with the given members (name -> bytes), fixed timestamps so the bytes repeat.
 * Members are stored, not deflated: the same members as a deflated zip, without the
 * Node time to deflate them here and inflate them again in the loader at npm start.
 */
export function writeZip(file: string, members: Record<string, Buffer>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(members)) zip.addBuffer(bytes, name, { mtime: new Date('2026-11-01T00:00:00Z'), compress: false });
  zip.end();
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file);
    zip.outputStream.pipe(out).on('close', () => resolve()).on('error', reject);
  });
}
