// The one table description, without a database: a source read by header name
// into rows, each duplicate policy, the blank-key rules, and the failure
// convention (file, line, column, why).
import { describe, expect, it } from 'vitest';
import { IngestFileError } from '../../../src/ingest/common/errors.js';
import { tableRows, type HeaderedRecords, type TableSpec } from '../../../src/ingest/common/table-spec.js';

/** A `;` text as a header-named source, the way cvm-files/parse.ts presents a CSV. */
function source(text: string): HeaderedRecords {
  const [header, ...lines] = text.split('\n').map((l) => l.split(';'));
  return {
    fileName: 'f.csv',
    header: header,
    find: (names) => names.map((name) => ({ index: header.indexOf(name), name })).find((f) => f.index >= 0),
    at: (line) => `line ${line}`,
    records: (async function* () {
      for (const [i, fields] of lines.entries()) yield { line: i + 2, fields };
    })(),
  };
}

async function read(text: string, spec: TableSpec) {
  const rows = [];
  const result = tableRows(source(text), spec);
  for await (const batch of result.rows.batches) rows.push(...batch);
  return { rows, read: result.read() };
}

async function failure(text: string, spec: TableSpec): Promise<string> {
  try {
    await read(text, spec);
  } catch (error) {
    expect(error).toBeInstanceOf(IngestFileError);
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
}

const SPEC: TableSpec = {
  table: 'x.t',
  key: ['code', 'day'],
  columns: [
    { column: 'code', headers: ['CODE_NEW', 'CODE'], kind: 'text' },
    { column: 'day', headers: ['DAY'], kind: 'date' },
    { column: 'amount', headers: ['AMOUNT'], kind: 'numeric', required: true },
    { column: 'note', headers: ['NOTE'], kind: 'text' },
  ],
};

describe('tableRows', () => {
  it('reads columns by header name in the spec order (an older header name too), a blank or absent column NULL', async () => {
    expect(await read('AMOUNT;DAY;CODE\n1.234,5;2025-01-02;A\n;2025-01-03;A', SPEC)).toEqual({
      rows: [
        ['A', '2025-01-02', '1234.5', null],
        ['A', '2025-01-03', null, null],
      ],
      read: 2,
    });
  });

  it('refuses a file without a required or key column, naming every one missing and what was found', async () => {
    expect(await failure('NOTE\nx', SPEC)).toBe('f.csv line 1: missing column CODE_NEW or CODE, DAY, AMOUNT (found: NOTE)');
  });

  it('refuses a malformed value naming the file, the line, the column and why', async () => {
    expect(await failure('CODE;DAY;AMOUNT\nA;2025-01-02;1\nA;2025-02-30;1', SPEC)).toBe('f.csv line 3: "2025-02-30" is not a date YYYY-MM-DD in column DAY');
  });

  it('refuses a blank key field unless blankAs says what it stands for; notBlank holds a data column to the same rule', async () => {
    expect(await failure('CODE;DAY;AMOUNT\n;2025-01-02;1', SPEC)).toBe('f.csv line 2: blank CODE (part of the key)');
    const lenient: TableSpec = { ...SPEC, columns: SPEC.columns.map((c) => (c.column === 'code' ? { ...c, blankAs: null } : c)) };
    expect((await read('CODE;DAY;AMOUNT\n;2025-01-02;1', lenient)).rows).toEqual([[null, '2025-01-02', '1', null]]);
    const strict: TableSpec = { ...SPEC, columns: SPEC.columns.map((c) => (c.column === 'note' ? { ...c, notBlank: true } : c)) };
    expect(await failure('CODE;DAY;AMOUNT;NOTE\nA;2025-01-02;1;', strict)).toBe('f.csv line 2: blank NOTE (it may not be blank)');
  });
});

describe('duplicate policies', () => {
  const twice = 'CODE;DAY;AMOUNT\nA;2025-01-02;1\nB;2025-01-02;1\nA;2025-01-02;1';

  it('refuse (the default) names both lines and the key as published', async () => {
    expect(await failure(twice, SPEC)).toBe('f.csv line 4: repeats the key (CODE=A, DAY=2025-01-02) of line 2');
  });

  it('drop-identical drops an identical line (still counted as read) and refuses a different one', async () => {
    const spec: TableSpec = { ...SPEC, duplicates: 'drop-identical' };
    expect(await read(twice, spec)).toEqual({ rows: [['A', '2025-01-02', '1', null], ['B', '2025-01-02', '1', null]], read: 3 });
    expect(await failure(`${twice}\nA;2025-01-02;2`, spec)).toBe('f.csv line 5: repeats the key (CODE=A, DAY=2025-01-02) of line 2 with different values');
  });

  it('keep-latest keeps the greater latestBy (fractions of a second of any length), the later line on a tie', async () => {
    const spec: TableSpec = {
      ...SPEC,
      columns: [...SPEC.columns.slice(0, 3), { column: 'note', headers: ['AT'], kind: 'text' }],
      duplicates: 'keep-latest',
      latestBy: 'note',
    };
    const text = 'CODE;DAY;AMOUNT;AT\nA;2025-01-02;1;13:06:30.5\nA;2025-01-02;2;13:06:30.443\nB;2025-01-02;3;10:00\nB;2025-01-02;4;10:00';
    expect((await read(text, spec)).rows).toEqual([
      ['A', '2025-01-02', '1', '13:06:30.5'],
      ['B', '2025-01-02', '4', '10:00'],
    ]);
  });
});
