// Reads a reference-rate file: the exchange's download TSyymmdd.ex_ (a zip
// holding a self-extracting executable, itself a zip holding TaxaSwap.txt), a
// bare TaxaSwap.txt, or the empty zip the exchange answers for a day without a
// file. Each 72-character record is cut at the positions of B3's layout
// document (tables.ts) and read by the rules of common/values.ts.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { compactDate, DuplicateRule, forEachZipMember, impliedDecimals, IngestFileError, signedImpliedDecimals, ValueError, type CopyValue } from '../common/index.js';
import { RATE_DECIMALS, REFERENCE_RATE_TABLE, TAXA_SWAP_LAYOUT, TAXA_SWAP_RECORD_LENGTH, type FixedField } from './tables.js';

const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const MEMBER = /^taxaswap\.txt$/i;

/** The text of TaxaSwap.txt in the file, or null when the file is the exchange's empty zip (no file that day). */
export async function taxaSwapText(filePath: string, fileName: string): Promise<string | null> {
  const bytes = await fs.promises.readFile(filePath); // a day's file is a few hundred kB at most
  if (!startsWith(bytes, LOCAL_FILE_HEADER) && !startsWith(bytes, END_OF_CENTRAL_DIRECTORY)) return bytes.toString('latin1');
  const members = await zipMembers(bytes, fileName);
  if (!members.length) return null;
  const text = members.find((m) => MEMBER.test(m.name));
  if (text) return text.bytes.toString('latin1');
  if (members.length !== 1) throw new IngestFileError(fileName, null, `the zip holds ${members.map((m) => m.name).join(', ')}: expected TaxaSwap.txt or the one self-extracting executable that holds it`);
  const inner = await innerZipMembers(members[0].bytes, fileName, members[0].name);
  const found = inner.filter((m) => MEMBER.test(m.name));
  if (found.length !== 1) throw new IngestFileError(fileName, `member ${members[0].name}`, `holds ${inner.map((m) => m.name).join(', ') || 'nothing'}, not one TaxaSwap.txt`);
  return found[0].bytes.toString('latin1');
}

/**
 * The members of the zip inside a self-extracting executable: the zip starts at
 * the first local-file header signature in the executable's bytes. Its offsets
 * count from there, or (when the tool that built it adjusted them) from the
 * executable's first byte, so the whole executable is read when the slice is not a zip.
 */
async function innerZipMembers(executable: Buffer, fileName: string, memberName: string): Promise<{ name: string; bytes: Buffer }[]> {
  const start = executable.indexOf(LOCAL_FILE_HEADER);
  if (start < 0) throw new IngestFileError(fileName, `member ${memberName}`, 'holds no zip (no local file header signature PK\\3\\4): not the exchange\'s self-extracting TaxaSwap');
  try {
    return await zipMembers(executable.subarray(start), fileName);
  } catch (error) {
    if (start === 0) throw error;
    return zipMembers(executable, fileName);
  }
}

async function zipMembers(bytes: Buffer, fileName: string): Promise<{ name: string; bytes: Buffer }[]> {
  const members: { name: string; bytes: Buffer }[] = [];
  await forEachZipMember(bytes, fileName, async (member) => {
    members.push({ name: member.name, bytes: await readAll(await member.open()) });
  });
  return members;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const startsWith = (bytes: Buffer, signature: Buffer) => bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);

/** What a file holds: its session and the b3.reference_rate rows, every record checked. */
export interface TaxaSwapSession {
  session: string;
  rows: CopyValue[][];
}

/** The records of TaxaSwap.txt as b3.reference_rate rows; one session per file. */
export function taxaSwapRows(text: string, fileName: string): TaxaSwapSession {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop(); // a final line end (the exchange's files end without one)
  if (!lines.length) throw new IngestFileError(fileName, null, 'the file is empty');
  const duplicates = new DuplicateRule(REFERENCE_RATE_TABLE, fileName, { keyNames: ['Codigo da taxa', 'Data de geracao do arquivo', 'Numero de dias corridos'], at: (line) => `line ${line}` });
  let session = '';
  const rows = lines.map((record, i) => {
    const line = i + 1;
    if (record.length !== TAXA_SWAP_RECORD_LENGTH) throw new IngestFileError(fileName, `line ${line}`, `${record.length} characters where a TaxaSwap record has ${TAXA_SWAP_RECORD_LENGTH}`);
    const row = recordRow(record, fileName, line);
    if (!session) session = row[1] as string;
    else if (row[1] !== session) throw new IngestFileError(fileName, `line ${line}`, `the record is dated ${row[1]} where line 1 is dated ${session}: one file is one session`);
    duplicates.admit(row, line);
    return row;
  });
  return { session, rows };
}

function recordRow(record: string, fileName: string, line: number): CopyValue[] {
  const L = TAXA_SWAP_LAYOUT;
  const read = <T>(field: FixedField, rule: (raw: string) => T): T => {
    const raw = cut(record, field);
    try {
      return rule(raw);
    } catch (error) {
      if (error instanceof ValueError) throw new IngestFileError(fileName, `line ${line}`, `${error.message} in ${field.name} (positions ${field.from}-${field.to})`);
      throw error;
    }
  };
  read(L.recordType, (raw) => (raw === '01' ? raw : refuse(raw, 'the record type 01')));
  const curve = read(L.curve, (raw) => (/^\S+$/.test(raw.trim()) ? raw.trim() : refuse(raw, 'a curve code')));
  const sign = read(L.sign, (raw) => (raw === '+' || raw === '-' ? raw : refuse(raw, 'a sign + or -')));
  return [
    curve,
    read(L.tradeDate, compactDate),
    read(L.calendarDays, (raw) => impliedDecimals(raw, 0)),
    read(L.businessDays, (raw) => impliedDecimals(raw, 0)),
    read(L.rate, (raw) => signedImpliedDecimals(sign, raw, RATE_DECIMALS)),
    read(L.vertexType, (raw) => (raw === 'F' || raw === 'M' ? raw : refuse(raw, 'F (fixed) or M (moving)'))),
    read(L.vertexCode, (raw) => impliedDecimals(raw, 0)),
    cut(record, L.description).trim() || null,
    cut(record, L.forwardCurve).trim() || null,
  ];
}

const cut = (record: string, field: FixedField) => record.slice(field.from - 1, field.to);
const refuse = (raw: string, what: string): never => {
  throw new ValueError(`${JSON.stringify(raw)} is not ${what}`);
};
