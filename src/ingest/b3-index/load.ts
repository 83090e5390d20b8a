// Loads one index statistics answer (one index, one year) into b3.index_level.
// The answer does not say which index and year it is: the file's name does
// (<INDEX>_<YYYY>.json, as the online mode saves it), or the caller.
import fs from 'node:fs';
import path from 'node:path';
import { ingestFile, IngestFileError, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { indexLevelRows } from './parse.js';
import { INDEX_LEVEL_TABLE } from './tables.js';

export const INDEX_SOURCE = 'b3-index';

export interface IndexFileOptions {
  index?: string;
  year?: number;
}

/** <INDEX>_<YYYY> at the start of a file name. */
export function namedIndexYear(fileName: string): IndexFileOptions {
  const match = /^([A-Za-z0-9]{3,8})_(\d{4})(?![0-9])/.exec(fileName);
  return match ? { index: match[1].toUpperCase(), year: Number(match[2]) } : {};
}

export function indexLoader(options: IndexFileOptions): Loader {
  return {
    source: INDEX_SOURCE,
    targets: [landingTarget(INDEX_LEVEL_TABLE)],
    async stageTables(input, { fileName, filePath, stageRows }) {
      input.resume(); // a year of one index is a few kB of JSON, read whole
      const named = { ...namedIndexYear(fileName), ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) };
      if (!named.index || !named.year) throw new IngestFileError(fileName, null, 'the answer does not say its index and year: name the file <INDEX>_<YYYY>.json (e.g. IBOV_2022.json) or pass --index and --year');
      const rows = indexLevelRows(await fs.promises.readFile(filePath, 'utf8'), fileName, named.index, named.year);
      await stageRows(INDEX_LEVEL_TABLE.table, rows);
      return { recordsRead: rows.length };
    },
  };
}

/** Loads one answer; its index and year are the load key (equal bytes for two years are two loads). */
export function loadIndexFile(filePath: string, options: IngestFileOptions & IndexFileOptions): Promise<FileResult> {
  const fileName = options.fileName ?? path.basename(filePath);
  const named = { ...namedIndexYear(fileName), ...(options.index ? { index: options.index.toUpperCase() } : {}), ...(options.year ? { year: options.year } : {}) };
  const loadKey = named.index && named.year ? `${named.index}/${named.year}` : undefined;
  return ingestFile(indexLoader(named), filePath, { ...options, fileName, loadKey });
}
