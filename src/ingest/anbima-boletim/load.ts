// Loads one ANBIMA bulletin workbook into anbima.class_monthly through the
// shared ingest run. An XLSX is a zip read whole (exceljs), so the loader reads
// the file from its path rather than the stream.
import ExcelJS from 'exceljs';
import { ingestFile, IngestFileError, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { parseBoletim } from './parse.js';
import { CLASS_MONTHLY } from './tables.js';

export const BOLETIM_SOURCE = 'anbima-boletim';

export const boletimLoader: Loader = {
  source: BOLETIM_SOURCE,
  targets: [landingTarget(CLASS_MONTHLY)],
  async stageTables(input, { fileName, filePath, stageRows }) {
    input.resume();
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.readFile(filePath);
    } catch (error) {
      throw new IngestFileError(fileName, null, `not an XLSX workbook: ${(error as Error).message}`);
    }
    const boletim = parseBoletim(workbook, fileName);
    await stageRows(CLASS_MONTHLY.table, boletim.rows);
    return { recordsRead: boletim.figures };
  },
};

export function loadBoletimFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(boletimLoader, filePath, options);
}
