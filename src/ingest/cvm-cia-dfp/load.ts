// Loads a DFP yearly zip (every statement member and the index member) or one
// of its member CSVs, named as published, into cvm.cia_statement and
// cvm.cia_document in one transaction.
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { stageCiaFile } from '../cvm-cia-files/stage.js';
import { CIA_DOCUMENT, CIA_STATEMENT } from './tables.js';

export const CIA_DFP_SOURCE = 'cvm-cia-dfp';

export const ciaDfpLoader: Loader = {
  source: CIA_DFP_SOURCE,
  targets: [landingTarget(CIA_STATEMENT), landingTarget(CIA_DOCUMENT)],
  stageTables: (input, context) => stageCiaFile(input, context, 'dfp'),
};

export function loadCiaDfpFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(ciaDfpLoader, filePath, options);
}
