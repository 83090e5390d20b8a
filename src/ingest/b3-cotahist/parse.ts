// Reads a COTAHIST file (bare TXT or the ZIP B3 publishes, one member) as a
// stream of 245-byte records: header 00, quote records 01, trailer 99 whose
// record count (header and trailer included) must match, else the file is
// refused. Values are cut by the byte ranges of COTAHIST_FIELDS.
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { IngestFileError, isCalendarDate, isZip, openOnlyMember, peekHead, type CopyValue } from '../common/index.js';
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
  const bad = (what: string): never => {
    throw new IngestFileError(fileName, `line ${line}`, `"${raw}" is not ${what} in ${field.name} (positions ${field.from}-${field.to})`);
  };
  switch (field.kind) {
    case 'raw':
      return raw.trim() === '' ? null : raw;
    case 'text':
      return field.column === 'prazot' ? raw.trim() : raw.trim() || null;
    case 'date': {
      if (!/^\d{8}$/.test(raw)) bad('a date AAAAMMDD');
      if (raw === '99991231') return null; // "no expiry"
      const iso = `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}`;
      return isCalendarDate(iso) ? iso : bad('a date AAAAMMDD');
    }
    case 'number': {
      if (!/^\d+$/.test(raw)) bad(`a number of ${field.to - field.from + 1} digits`);
      return withDecimals(raw, field.decimals ?? 0);
    }
  }
}

/** "0000000006706" with 2 implied decimals -> "67.06"; exact, no float. */
function withDecimals(digits: string, decimals: number): string {
  const whole = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  return decimals ? `${whole}.${digits.slice(digits.length - decimals)}` : whole;
}
