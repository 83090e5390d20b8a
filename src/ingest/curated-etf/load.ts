// One curated CSV into its table. The file is the whole registry: after the
// upsert, rows whose key the file no longer lists are deleted (an unchanged row
// is not rewritten, so ingest_id cannot tell them apart).
import path from 'node:path';
import { csvRecordReader, headeredRecords, ingestFile, IngestFileError, landingTarget, tableRows, type CopyValue, type FileResult, type IngestFileOptions, type Loader, type TableSpec } from '../common/index.js';
import { CURATED_FILES } from './tables.js';

export const CURATED_ETF_SOURCE = 'curated-etf';

function specOf(fileName: string): TableSpec {
  const found = CURATED_FILES.find((f) => fileName.toLowerCase().startsWith(f.prefix) && fileName.toLowerCase().endsWith('.csv'));
  if (!found) throw new IngestFileError(fileName, null, `not a curated ETF file: expected ${CURATED_FILES.map((f) => `${f.prefix}.csv`).join(', ')}`);
  return found.spec;
}

export function curatedEtfLoader(fileName: string): Loader {
  const spec = specOf(fileName);
  const keyIndexes = spec.key.map((k) => spec.columns.findIndex((c) => c.column === k));
  const keys: CopyValue[][] = spec.key.map(() => []);
  return {
    source: CURATED_ETF_SOURCE,
    targets: [landingTarget(spec)],
    async stageTables(input, context) {
      const next = csvRecordReader(input, context.fileName, { delimiter: ',', bom: true, encoding: 'utf8', relax_column_count: true, skip_empty_lines: true, trim: true });
      const header = await next();
      if (!header) throw new IngestFileError(context.fileName, null, 'the file is empty (no header line)');
      const observe = (row: CopyValue[]) => keyIndexes.forEach((i, k) => keys[k].push(row[i]));
      const read = tableRows(headeredRecords(next, context.fileName, header.record), spec, observe);
      await context.stageRows(spec.table, read.rows);
      return { recordsRead: read.read() };
    },
    async afterLoad({ client }) {
      const listed = spec.key.map((k, i) => `$${i + 1}::${spec.columns[keyIndexes[i]].kind === 'date' ? 'date' : 'text'}[]`).join(', ');
      await client.query(`delete from ${spec.table} t where (${spec.key.map((k) => `t.${k}`).join(', ')}) not in (select * from unnest(${listed}))`, keys);
    },
  };
}

export async function loadCuratedEtfFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  const fileName = options.fileName ?? path.basename(filePath);
  return ingestFile(curatedEtfLoader(fileName), filePath, options);
}
