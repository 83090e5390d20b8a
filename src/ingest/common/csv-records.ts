// A csv-parse stream read one record at a time with its line number; a CSV
// syntax error becomes an IngestFileError naming the file and the line.
import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import { IngestFileError } from './errors.js';
import type { HeaderedRecords } from './table-spec.js';

export interface CsvRecordAt {
  record: string[];
  /** Line number of the record's last line in the file. */
  line: number;
}

/** Returns `next()`: the following record, or null at the end of the file. */
export function csvRecordReader(input: Readable, fileName: string, options: Omit<Options, 'info' | 'objname' | 'columns'>): () => Promise<CsvRecordAt | null> {
  const parser = pipeline(input, parse({ ...options, info: true }), () => {});
  const rows: AsyncIterator<{ record: string[]; info: { lines: number } }> = parser[Symbol.asyncIterator]();
  return async () => {
    try {
      const row = await rows.next();
      return row.done ? null : { record: row.value.record, line: row.value.info.lines };
    } catch (error) {
      if (error instanceof CsvError) {
        const line = (error as CsvError & { lines?: number }).lines;
        throw new IngestFileError(fileName, line ? `line ${line}` : null, error.message, { cause: error });
      }
      throw error;
    }
  };
}

/**
 * The records `next` still holds, under `header` (the names as published,
 * found case-insensitively), as HeaderedRecords; a record of another width is
 * refused naming its line.
 */
export function headeredRecords(next: () => Promise<CsvRecordAt | null>, fileName: string, header: readonly string[]): HeaderedRecords {
  const positions = new Map(header.map((name, i) => [name.toLowerCase(), i]));
  async function* records() {
    for (let record = await next(); record; record = await next()) {
      if (record.record.length !== header.length) throw new IngestFileError(fileName, `line ${record.line}`, `${record.record.length} fields where the header has ${header.length}`);
      yield { line: record.line, fields: record.record };
    }
  }
  return {
    fileName,
    header,
    find(names) {
      for (const name of names) {
        const index = positions.get(name.toLowerCase());
        if (index !== undefined) return { index, name: header[index] };
      }
      return undefined;
    },
    at: (line) => `line ${line}`,
    records: records(),
  };
}
