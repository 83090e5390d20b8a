// The CVM open-data CSV: latin-1, `;`-separated, one header line. Records are
// read by column NAME (a column may have several names across the header
// generations, e.g. CNPJ_FUNDO_CLASSE / CNPJ_FUNDO), and every problem is an
// IngestFileError naming the archive, the member and the line.
import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { IngestFileError } from '../common/index.js';

export interface CvmRecord {
  /** "member X line N", for errors. */
  location: string;
  /** The raw fields, for telling identical duplicate lines apart from conflicting ones. */
  fields: readonly string[];
  /** Trimmed text of the first present column among `names`; '' for a blank cell; undefined if the header has none of them. */
  get(names: readonly string[]): string | undefined;
}

export interface CvmCsv {
  header: readonly string[];
  /** Which of `names` the header has (the first found), or undefined. */
  column(names: readonly string[]): string | undefined;
  records: AsyncIterable<CvmRecord>;
}

export async function openCvmCsv(input: Readable, fileName: string, member: string): Promise<CvmCsv> {
  const decoded = pipeline(input, iconv.decodeStream('latin1'), () => {});
  const parser = pipeline(
    decoded,
    parse({ delimiter: ';', bom: true, info: true, relax_quotes: true, relax_column_count: true, skip_empty_lines: true }),
    () => {},
  );
  const rows: AsyncIterator<{ record: string[]; info: { lines: number } }> = parser[Symbol.asyncIterator]();
  const next = async () => {
    try {
      return await rows.next();
    } catch (error) {
      if (error instanceof CsvError) {
        const line = (error as CsvError & { lines?: number }).lines;
        throw new IngestFileError(fileName, `member ${member}${line ? ` line ${line}` : ''}`, error.message, { cause: error });
      }
      throw error;
    }
  };
  const first = await next();
  if (first.done) throw new IngestFileError(fileName, `member ${member}`, 'is empty (no header line)');
  const header = first.value.record.map((name) => name.trim());
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    if (!index.has(name.toUpperCase())) index.set(name.toUpperCase(), i);
  });
  const find = (names: readonly string[]) => names.find((n) => index.has(n.toUpperCase()));

  async function* records(): AsyncIterable<CvmRecord> {
    for (;;) {
      const row = await next();
      if (row.done) return;
      const { record, info } = row.value;
      const location = `member ${member} line ${info.lines}`;
      if (record.length !== header.length) {
        throw new IngestFileError(fileName, location, `${record.length} fields where the header has ${header.length}`);
      }
      yield {
        location,
        fields: record,
        get(names) {
          const name = find(names);
          return name === undefined ? undefined : record[index.get(name.toUpperCase())!].trim();
        },
      };
    }
  }
  return { header, column: find, records: records() };
}
