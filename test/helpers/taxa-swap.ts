// The genuine TaxaSwap file and the shapes the exchange wraps it in, built here:
// the .ex_ download (a zip holding a self-extracting executable whose bytes end
// in a zip holding TaxaSwap.txt) and the 22-byte empty zip of a day without a file.
// Expected values are cut from the text at the layout document's positions.
import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { B3_FIXTURES } from './price-report.js';

export const GENUINE_TAXA_SWAP = path.join(B3_FIXTURES, 'TaxaSwap_20141212_APR.txt');

/** One vertex as the record's text says, read at the 1-based positions of B3's layout document. */
export interface PublishedVertex {
  trade_date: string;
  curve: string;
  calendar_days: number;
  business_days: number;
  rate: number;
  vertex_type: string;
  vertex_code: number;
}

export function publishedVertices(text: string): PublishedVertex[] {
  const at = (line: string, from: number, to: number) => line.slice(from - 1, to);
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => ({
      trade_date: `${at(line, 12, 15)}-${at(line, 16, 17)}-${at(line, 18, 19)}`,
      curve: at(line, 22, 26).trim(),
      calendar_days: Number(at(line, 42, 46)),
      business_days: Number(at(line, 47, 51)),
      rate: Number(`${at(line, 52, 52)}${at(line, 53, 59)}.${at(line, 60, 66)}`),
      vertex_type: at(line, 67, 67),
      vertex_code: Number(at(line, 68, 72)),
    }));
}

export function zipBytes(members: Record<string, Buffer | string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const [name, bytes] of Object.entries(members)) zip.addBuffer(Buffer.from(bytes), name);
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });
}

/** The exchange's download shape: zip { TaxaSwap.exe = stub bytes + zip { TaxaSwap.txt } }. */
export async function writeExecutableDownload(file: string, text: Buffer | string): Promise<string> {
  const stub = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90), Buffer.from('This program cannot be run in DOS mode.')]);
  const executable = Buffer.concat([stub, await zipBytes({ 'TaxaSwap.txt': text })]);
  fs.writeFileSync(file, await zipBytes({ 'TaxaSwap.exe': executable }));
  return file;
}

/** What the exchange answers for a day without a file: an empty zip, 22 bytes. */
export const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

/** A golden vertex of a hand-made curve: [business days, calendar days, rate % a year, kind, code]. */
export type GoldenVertex = [number, number, number, 'F' | 'M', number];

/** Hand-made sessions of curve GLD (and a small PRE), written in the exchange's layout. */
export const GOLDEN: Record<string, Record<string, GoldenVertex[]>> = {
  '2024-01-02': {
    GLD: [[1, 1, 10, 'F', 1], [21, 30, 10.5, 'F', 30], [63, 91, 11, 'F', 90], [252, 366, 12, 'F', 360]],
    PRE: [[1, 1, 11.65, 'F', 1], [252, 366, 10.25, 'F', 360]],
  },
  '2024-01-03': { GLD: [[1, 1, 10.1, 'F', 1], [42, 60, 10.8, 'M', 60], [252, 365, 12.2, 'F', 360]] },
  '2024-01-04': { GLD: [[5, 7, 10.2, 'F', 7], [252, 366, 12.1, 'F', 360]] },
};
