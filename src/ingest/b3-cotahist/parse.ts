// Reads a COTAHIST file (bare TXT or the ZIP B3 publishes, one member) as a
// stream of 245-byte records: header 00, quote records 01, trailer 99 whose
// record count (header and trailer included) must match, else the file is
// refused. Values are cut by the byte ranges of COTAHIST_FIELDS and read by
// the rules of common/values.ts (impliedDecimals, compactDate).
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { compactDate, impliedDecimals, IngestFileError, isZip, openOnlyMember, peekHead, ValueError, type CopyValue } from '../common/index.js';
import { COTAHIST_FIELDS, type FixedField } from './tables.js';

const RECORD_LENGTH = 245;
const HEADER = /^00COTAHIST\.\d{4}BOVESPA /;

/** The records of the file as COTAHIST_TABLE rows, after checking header and trailer. */
export async function* cotahistRows(input: Readable, filePath: string, fileName: string): AsyncGenerator<CopyValue[]> {
  const { head, stream } = await peekHead(input);
  const text = isZip(head) ? (await openOnlyMember(filePath, fileName)).stream : stream;
  if (isZip(head)) stream.destroy();
  text.setEncoding('latin1');
  let line = 0;
  let trailerCount: number | null = null;
  for await (const raw of readline.createInterface({ input: text, crlfDelay: Infinity })) {
    line += 1;
    const record = raw.replace(/\r$/, '');
    if (trailerCount !== null) {
      if (record.trim() === '') continue;
      throw new IngestFileError(fileName, `line ${line}`, 'a record after the trailer (99)');
    }
    if (record.length !== RECORD_LENGTH) throw new IngestFileError(fileName, `line ${line}`, `${record.length} characters where a COTAHIST record has ${RECORD_LENGTH}`);
    const type = record.slice(0, 2);
    if (line === 1) {
      if (type !== '00' || !HEADER.test(record)) throw new IngestFileError(fileName, 'line 1', `not a COTAHIST header (00COTAHIST.AAAABOVESPA): ${JSON.stringify(record.slice(0, 31))}`);
      continue;
    }
    if (type === '99') {
      trailerCount = Number(record.slice(31, 42));
      if (!/^\d{11}$/.test(record.slice(31, 42)) || trailerCount !== line) {
        throw new IngestFileError(fileName, `line ${line}`, `the trailer counts ${record.slice(31, 42)} records but the file has ${line} (header and trailer included): truncated or altered, refused`);
      }
      continue;
    }
    if (type !== '01') throw new IngestFileError(fileName, `line ${line}`, `record type ${JSON.stringify(type)} is not 00, 01 or 99`);
    yield COTAHIST_FIELDS.map((field) => valueOf(record, field, fileName, line));
  }
  if (line === 0) throw new IngestFileError(fileName, null, 'the file is empty');
  if (trailerCount === null) throw new IngestFileError(fileName, `line ${line}`, 'no trailer (99): the file is truncated, refused');
}

function valueOf(record: string, field: FixedField, fileName: string, line: number): CopyValue {
  const raw = record.slice(field.from - 1, field.to);
  try {
    switch (field.kind) {
      case 'raw':
        return raw.trim() === '' ? null : raw;
      case 'text':
        return field.column === 'prazot' ? raw.trim() : raw.trim() || null;
      case 'date':
        return raw === '99991231' ? null : compactDate(raw); // 99991231: "no expiry"
      case 'number':
        return impliedDecimals(raw, field.decimals ?? 0);
    }
  } catch (error) {
    if (error instanceof ValueError) throw new IngestFileError(fileName, `line ${line}`, `${error.message} in ${field.name} (positions ${field.from}-${field.to})`);
    throw error;
  }
}
