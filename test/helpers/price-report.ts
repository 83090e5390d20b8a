// Reads the genuine price reports for expectations independently of the
// loader: the XML text (unzipped with yauzl, gunzipped with zlib) cut at each
// <PricRpt> and searched with regular expressions, no XML parser.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import yauzl from 'yauzl';
import yazl from 'yazl';

export const B3_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/b3');
export const GENUINE_PR = path.join(B3_FIXTURES, 'pricereport.xml.gz');
export const GENUINE_SPRD = ['SPRD230202.zip', 'SPRD250203.zip', 'SPRD260112.zip'].map((f) => path.join(B3_FIXTURES, f));

/** The XML of a genuine file: gunzipped, or the only member of its zip. */
export async function genuineXml(file: string): Promise<string> {
  if (file.endsWith('.gz')) return zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.open(file, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z!))));
  const entry = await new Promise<yauzl.Entry>((resolve) => {
    zip.once('entry', resolve);
    zip.readEntry();
  });
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => zip.openReadStream(entry, (e, s) => (e ? reject(e) : resolve(s!))));
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  zip.close();
  return Buffer.concat(chunks).toString('utf8');
}

/** The text of each <PricRpt> record. */
export function pricRecords(xml: string): string[] {
  return xml.split('<PricRpt>').slice(1).map((chunk) => chunk.slice(0, chunk.indexOf('</PricRpt>')));
}

/** The text of the first element `name` in a record, or undefined. */
export function leaf(record: string, name: string): string | undefined {
  return new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(record)?.[1];
}

/** The one record of `ticker` (the futures of these files never repeat). */
export function recordOf(xml: string, ticker: string): string {
  const found = pricRecords(xml).filter((r) => leaf(r, 'TckrSymb') === ticker);
  if (found.length !== 1) throw new Error(`${found.length} records of ${ticker}`);
  return found[0];
}

/** Writes a zip of `members` (name -> bytes) at `file`. */
export function writeZip(file: string, members: Record<string, Buffer | string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const [name, bytes] of Object.entries(members)) zip.addBuffer(Buffer.from(bytes), name);
    zip.end();
    zip.outputStream.pipe(fs.createWriteStream(file)).on('close', () => resolve(file)).on('error', reject);
  });
}

/** The bytes of an empty zip: what the exchange answers for a non-session day (22 bytes). */
export const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
