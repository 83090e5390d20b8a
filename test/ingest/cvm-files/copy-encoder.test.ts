// The byte path (copy-encoder.ts) against the reference path (openCvmCsv +
// tableRows + encodeValue) over arbitrary files: for any bytes and any chunking,
// the same COPY text, the same period range and records read, or the same refusal.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeValue, tableRows, type TableSpec } from '../../../src/ingest/common/index.js';
import { encodeCvmRows, encodesByBytes } from '../../../src/ingest/cvm-files/copy-encoder.js';
import { openCvmBytes, openCvmCsv } from '../../../src/ingest/cvm-files/parse.js';
import { ROW_HASH_HEADER, withRowHash } from '../../../src/ingest/cvm-files/row-hash.js';
import { withMemberFields, type MemberFields } from '../../../src/ingest/cvm-files/derived-fields.js';

const SPEC: TableSpec = {
  table: 'cvm.t',
  key: ['dt', 'cnpj', 'sub'],
  periodColumn: 'dt',
  columns: [
    { column: 'dt', headers: ['DT'], kind: 'loose-date' },
    { column: 'cnpj', headers: ['CNPJ'], kind: 'loose-cnpj' },
    { column: 'sub', headers: ['SUB'], kind: 'text', blankAs: '' },
    { column: 'kind', headers: ['KIND'], kind: 'text' },
    { column: 'value', headers: ['VALUE'], kind: 'decimal', required: true },
    { column: 'holders', headers: ['HOLDERS'], kind: 'integer' },
    { column: 'cnpj2', headers: ['CNPJ2'], kind: 'cnpj', notBlank: true },
    { column: 'day2', headers: ['DAY2'], kind: 'date' },
    { column: 'absent', headers: ['NOT_IN_FILE'], kind: 'text' },
  ],
};
const HEADER = 'KIND;CNPJ;SUB;DT;VALUE;HOLDERS;CNPJ2;DAY2';
const TAIL = Buffer.from('\t42\n');

const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const date = fc.oneof(pick('2024-09-02', '2024-09-03', '2024-02-29', '2023-12-31'), pick('2023-02-29', '2024-9-02', '2024-09-02 10:30', '2024-09-02 10:30:15.5', ' 2024-09-02', '', 'x'));
const cnpj = fc.oneof(pick('00.000.684/0001-21', '12.345.678/0001-90', '00000684000121'), pick('684000121', '00.000.684/0001-2', '00-000-684/0001-21', '', ' 00.000.684/0001-21', 'abc'));
const text = fc.oneof(pick('FI', 'FIF', 'CLASSES - FIF', 'AÇÕES', ''), fc.string({ maxLength: 6 }).map((s) => s.replace(/[\n;]/g, '')), pick('a\\b', 'a\tb', ' FI', 'FI\u00a0', '"FI"', '"a;b"', 'x"y'));
// A number assembled from its parts, valid or not: sign, digits (zeros often), a point and digits, an exponent.
const digitRun = (max: number) => fc.array(fc.oneof(pick('0'), fc.integer({ min: 0, max: 9 }).map(String)), { maxLength: max }).map((d) => d.join(''));
const numberForm = fc
  .tuple(pick('', '', '-', '+', '--'), digitRun(4), fc.option(fc.tuple(pick('.', '.', ','), digitRun(3))), fc.option(fc.tuple(pick('e', 'E'), pick('', '+', '-'), digitRun(3))))
  .map(([sign, whole, fraction, exponent]) => sign + whole + (fraction ? fraction.join('') : '') + (exponent ? exponent.join('') : ''));
const decimal = fc.oneof(
  pick('1234.56', '-0.5', '10', '0.000001'),
  pick('-5.3E-05', '1.2e+3', '5E3', '007.50', '1.500', '+1.5', '.5', '-.5', '+.5', '-0', '-0.00', '0E5', '1E100', '1E101', '-1.23E+5'),
  pick('1,5', '1.', '--1', '1e', 'E5', '1e+', '1.2.3', '', ' 1.5', '1 ', '1e5 '),
  numberForm,
);
const integer = fc.oneof(pick('12', '-3', '0'), pick('+1', '007', '-0', '+007'), pick('1.0', '', ' 7', '1E3', '1e0', '.5', '--1'), numberForm);
const line = fc.tuple(text, cnpj, text, date, decimal, integer, cnpj, fc.oneof(date, pick('2024-09-02'))).map((f) => f.join(';'));
const odd = pick('', '\r', 'a;b', 'a;b;c;d;e;f;g;h;i', '"x;y";00.000.684/0001-21;;2024-09-02;1;2;00.000.684/0001-21;2024-09-02');
const file = fc.tuple(fc.array(fc.oneof({ weight: 8, arbitrary: line }, { weight: 1, arbitrary: odd }), { maxLength: 12 }), pick('\n', '\r\n'), fc.boolean());

function chunked(bytes: Buffer, sizes: number[]): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0, k = 0; at < bytes.length; k += 1) {
    const size = Math.max(1, sizes[k % sizes.length] ?? bytes.length);
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return Readable.from(chunks);
}

/**
 * The long FII quarterly members' shape: keyed by the row hash (md5 of the line as published, appended by withRowHash on
 * the reference path, computed from the bytes on the byte path), drop-identical, numbers under the numeric rule.
 */
const HASHED: TableSpec = {
  ...SPEC,
  key: ['dt', 'cnpj', 'row_hash'],
  duplicates: 'drop-identical',
  columns: [...SPEC.columns.filter((c) => c.column !== 'value'), { column: 'value', headers: ['VALUE'], kind: 'numeric', required: true }, { column: 'row_hash', headers: [ROW_HASH_HEADER], kind: 'text' }],
};
const hashed = (spec: TableSpec) => spec.columns.some((c) => c.headers.includes(ROW_HASH_HEADER));

/**
 * The DFP/ITR members' shape: constants the member's name says (one of them in the key, one refused by its rule: a
 * 'date' constant that is no date), and KIND checked against a set; the same MemberFields on both paths.
 */
const FIELDS: MemberFields = {
  constants: [
    { header: '(doc)', value: 'itr' },
    { header: '(scope)', value: 'con' },
  ],
  oneOf: [{ header: 'KIND', values: ['FI', 'AÇÕES', 'FIF'] }],
};
const WITH_FIELDS: TableSpec = { ...SPEC, key: ['dt', 'cnpj', 'sub', 'doc'], columns: [{ column: 'doc', headers: ['(doc)'], kind: 'text' }, ...SPEC.columns, { column: 'scope', headers: ['(scope)'], kind: 'text' }] };
const BAD_CONSTANT: MemberFields = { ...FIELDS, constants: [FIELDS.constants[0], { header: '(scope)', value: 'x' }] };
const BAD_CONSTANT_SPEC: TableSpec = { ...WITH_FIELDS, columns: WITH_FIELDS.columns.map((c) => (c.column === 'scope' ? { ...c, kind: 'date' as const } : c)) };

/** The reference path fed one line per chunk, so it checks line by line: the first bad line is the one refused. */
async function reference(bytes: Buffer, spec: TableSpec = SPEC, fields?: MemberFields) {
  const lines: Buffer[] = [];
  for (let at = 0; at < bytes.length; ) {
    const end = bytes.indexOf(0x0a, at);
    const next = end < 0 ? bytes.length : end + 1;
    lines.push(bytes.subarray(at, next));
    at = next;
  }
  try {
    const csv = await openCvmCsv(Readable.from(lines), 'f.csv');
    const withFields = fields ? withMemberFields(csv, fields) : csv;
    const read = tableRows(hashed(spec) ? withRowHash(withFields) : withFields, spec, undefined, false);
    let text = '';
    let first: string | null = null;
    let last: string | null = null;
    for await (const batch of read.rows.batches) {
      for (const row of batch) {
        text += row.map(encodeValue).join('\t') + TAIL.toString();
        const day = row[spec.columns.findIndex((c) => c.column === 'dt')];
        if (day !== null && (first === null || day < first)) first = day;
        if (day !== null && (last === null || day > last)) last = day;
      }
    }
    return { text, first, last, read: read.read() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The byte path's output; the tap's columns, joined back, must be each row's text. */
async function byBytes(input: Readable, spec: TableSpec = SPEC, fields?: MemberFields) {
  const tapped: string[] = [];
  const tap = (out: Buffer, starts: Int32Array, ends: Int32Array) => tapped.push(spec.columns.map((_, c) => out.toString('utf8', starts[c], ends[c])).join('\t') + TAIL.toString());
  let result: { text: string; first: string | null; last: string | null; read: number } | { error: string };
  try {
    const rows = encodeCvmRows(await openCvmBytes(input, 'f.csv'), spec, tap, fields);
    const out: Buffer[] = [];
    for await (const chunk of rows.encoded(TAIL)) out.push(Buffer.from(chunk));
    result = { text: Buffer.concat(out).toString('utf8'), ...rows.range(), read: rows.read() };
  } catch (error) {
    return { error: (error as Error).message };
  }
  expect(tapped.join('')).toBe(result.text);
  return result;
}

describe('copy encoder', () => {
  it('reads by bytes only where no key needs remembering and every rule has a byte form', () => {
    expect(encodesByBytes(SPEC, false)).toBe(true);
    expect(encodesByBytes(SPEC, true)).toBe(false);
    // drop-identical: a repeated key hits the landing key in the direct COPY, and the run reads again with the check on
    expect(encodesByBytes({ ...SPEC, duplicates: 'drop-identical' }, false)).toBe(true);
    expect(encodesByBytes({ ...SPEC, duplicates: 'keep-latest', latestBy: 'dt' }, false)).toBe(false);
    expect(encodesByBytes({ ...SPEC, columns: [...SPEC.columns, { column: 'n', headers: ['N'], kind: 'br-number' }] }, false)).toBe(false);
    expect(encodesByBytes(HASHED, false)).toBe(true);
    expect(encodesByBytes(HASHED, true)).toBe(false);
  });

  it('computes the row hash and reads numeric as the reference path does, for any file of distinct lines and chunking', async () => {
    // distinct lines: the reference path drops an identical repeat itself, the byte path leaves it to the landing key
    const distinct = fc.tuple(fc.uniqueArray(fc.oneof({ weight: 8, arbitrary: line }, { weight: 1, arbitrary: odd })), pick('\n', '\r\n'), fc.boolean());
    await fc.assert(
      fc.asyncProperty(distinct, fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }), async ([lines, eol, finalEol], sizes) => {
        const body = [HEADER, ...lines.slice(0, 12)].join(eol) + (finalEol ? eol : '');
        const bytes = Buffer.from(body, 'latin1');
        expect(await byBytes(chunked(bytes, sizes), HASHED)).toEqual(await reference(bytes, HASHED));
      }),
      { numRuns: 400 },
    );
  });

  it("adds a member's constants and checks its sets as the record path does, for any file and chunking", async () => {
    await fc.assert(
      fc.asyncProperty(file, fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }), fc.boolean(), async ([lines, eol, finalEol], sizes, badConstant) => {
        const body = [HEADER, ...lines].join(eol) + (finalEol ? eol : '');
        const bytes = Buffer.from(body, 'latin1');
        const [spec, fields] = badConstant ? [BAD_CONSTANT_SPEC, BAD_CONSTANT] : [WITH_FIELDS, FIELDS];
        expect(await byBytes(chunked(bytes, sizes), spec, fields)).toEqual(await reference(bytes, spec, fields));
      }),
      { numRuns: 400 },
    );
  });

  it('writes the constants into each row and refuses a field outside its set naming the line', async () => {
    const good = Buffer.from(`${HEADER}\nAÇÕES;00.000.684/0001-21;;2024-09-02;1;2;00000684000121;\n`, 'latin1');
    expect(await byBytes(Readable.from([good]), WITH_FIELDS, FIELDS)).toEqual({ text: 'itr\t2024-09-02\t00000684000121\t\tAÇÕES\t1\t2\t00000684000121\t\\N\t\\N\tcon\t42\n', first: '2024-09-02', last: '2024-09-02', read: 1 });
    const bad = Buffer.from(`${HEADER}\nFI;00.000.684/0001-21;;2024-09-02;1;2;00000684000121;\nFII;00.000.684/0001-21;;2024-09-02;1;2;00000684000121;\n`, 'latin1');
    expect(await byBytes(Readable.from([bad]), WITH_FIELDS, FIELDS)).toEqual({ error: 'f.csv line 3: "FII" is not one of FI, AÇÕES, FIF in column KIND' });
    expect(await reference(bad, WITH_FIELDS, FIELDS)).toEqual({ error: 'f.csv line 3: "FII" is not one of FI, AÇÕES, FIF in column KIND' });
  });

  it('hashes a latin-1 line as its UTF-8 text, the hash withRowHash gives', async () => {
    const line = 'AÇÕES;00.000.684/0001-21;;2024-09-02;1,50;7;00000684000121;2024-09-03';
    const bytes = Buffer.from(`${HEADER}\n${line}\n`, 'latin1');
    const result = await byBytes(Readable.from([bytes]), HASHED);
    expect(result).toEqual(await reference(bytes, HASHED));
    const row = (result as { text: string }).text.split('\t');
    expect([row[8], row[9]]).toEqual(['1.50', createHash('md5').update(line, 'utf8').digest('hex')]);
  });

  it('writes what the reference path writes, or refuses as it does, for any file and chunking', async () => {
    await fc.assert(
      fc.asyncProperty(file, fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }), async ([lines, eol, finalEol], sizes) => {
        const body = [HEADER, ...lines].join(eol) + (finalEol ? eol : '');
        const bytes = Buffer.from(body, 'latin1');
        const expected = await reference(bytes);
        expect(await byBytes(chunked(bytes, sizes))).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('reads a latin-1 file into UTF-8 COPY text with the published forms normalised', async () => {
    const bytes = Buffer.from(`${HEADER}\nAÇÕES;00.000.684/0001-21;;2024-09-02;-1.50;7;00000684000121;2024-09-03\nFI;12.345.678/0001-90;S1;2024-09-03 10:00;2;;12.345.678/0001-90;\n`, 'latin1');
    const result = await byBytes(Readable.from([bytes]));
    expect(result).toEqual({
      text: '2024-09-02\t00000684000121\t\tAÇÕES\t-1.50\t7\t00000684000121\t2024-09-03\t\\N\t42\n2024-09-03\t12345678000190\tS1\tFI\t2\t\\N\t12345678000190\t\\N\t\\N\t42\n',
      first: '2024-09-02',
      last: '2024-09-03',
      read: 2,
    });
  });

  it('writes the forms publishers use as canonical decimal text, as the reference path does', async () => {
    const bytes = Buffer.from(`${HEADER}\nFI;00.000.684/0001-21;;2024-09-02;-5.3E-05;+007;00000684000121;\nFI;00.000.684/0001-21;;2024-09-03;-.5;-0;00000684000121;\nFI;00.000.684/0001-21;;2024-09-04;1.2e+3;0;00000684000121;\n`, 'latin1');
    const result = await byBytes(Readable.from([bytes]));
    expect(result).toEqual(await reference(bytes));
    expect((result as { text: string }).text.trimEnd().split('\n').map((row) => row.split('\t').slice(4, 6))).toEqual([['-0.000053', '7'], ['-0.5', '0'], ['1200', '0']]);
  });

  it('refuses an exponent on a whole number, naming the line', async () => {
    const bytes = Buffer.from(`${HEADER}\nFI;00.000.684/0001-21;;2024-09-02;1;1E3;00000684000121;\n`, 'latin1');
    expect(await byBytes(Readable.from([bytes]))).toEqual({ error: 'f.csv line 2: "1E3" is not a whole number in column HOLDERS' });
  });

  it('names the line of a malformed value as the reference path does', async () => {
    const bytes = Buffer.from(`${HEADER}\nFI;00.000.684/0001-21;;2024-09-02;1.5;7;00000684000121;\nFI;00.000.684/0001-21;;2024-09-03;1,5;7;00000684000121;\n`, 'latin1');
    expect(await byBytes(Readable.from([bytes]))).toEqual({ error: 'f.csv line 3: "1,5" is not a decimal with a point in column VALUE' });
  });
});
