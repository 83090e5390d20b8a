// extrato_fi.csv (current versions) and extrato_fi_YYYY.csv (every version filed
// that year) into cvm.extrato; a version already held is replaced by the same key.
import { ingestFile, IngestFileError, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { sniffZip, stageCsv } from '../cvm-files/members.js';
import { EXTRATO } from './tables.js';

export const EXTRATO_SOURCE = 'cvm-extrato';

export function extratoLoader(): Loader {
  return {
    source: EXTRATO_SOURCE,
    targets: [landingTarget(EXTRATO)],
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (zip) throw new IngestFileError(context.fileName, null, 'is a zip archive; the Extrato is a plain CSV');
      return { recordsRead: await stageCsv(stream, EXTRATO, context) };
    },
  };
}

export function loadExtratoFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(extratoLoader(), filePath, options);
}
