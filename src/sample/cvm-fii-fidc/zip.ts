// Writes a zip the way CVM publishes them (CSV members, latin-1 text), with a
// fixed timestamp so the same members give the same bytes on every run.
import fs from 'node:fs';
import iconv from 'iconv-lite';
import yazl from 'yazl';

const FIXED_MTIME = new Date(Date.UTC(2026, 10, 1, 12, 0, 0));

export interface CsvMember {
  name: string;
  lines: readonly string[];
}

/** latin-1, `;`-separated lines, CRLF line ends. */
export function latin1Csv(lines: readonly string[]): Buffer {
  return iconv.encode(lines.join('\r\n') + '\r\n', 'latin1');
}

/** Members are stored, not deflated: the same members, without the Node time to deflate them here and inflate them again in the loader at npm start. */
export function writeZip(file: string, members: readonly CsvMember[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const member of members) zip.addBuffer(latin1Csv(member.lines), member.name, { mtime: FIXED_MTIME, compress: false });
    const out = fs.createWriteStream(file);
    zip.outputStream.pipe(out).on('close', resolve).on('error', reject);
    zip.outputStream.on('error', reject);
    zip.end();
  });
}
