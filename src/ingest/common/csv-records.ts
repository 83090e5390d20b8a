// A csv-parse stream read one record at a time with its line number; a CSV
// syntax error becomes an IngestFileError naming the file and the line.
import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import { IngestFileError } from './errors.js';

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
