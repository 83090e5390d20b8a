// Loads an ITR yearly zip (the quarterly statements of a year: every statement
// member, con and ind, and the index member with each version's receipt date)
// or one of its member CSVs, named as published, into cvm.cia_statement and
// cvm.cia_document in one transaction. The zip is read member by member as a
// stream, so a yearly archive of hundreds of MB unpacked loads in bounded memory.
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { stageCiaFile } from '../cvm-cia-files/stage.js';
import { CIA_DOCUMENT, CIA_STATEMENT } from './tables.js';

export const CIA_ITR_SOURCE = 'cvm-cia-itr';

export const ciaItrLoader: Loader = {
  source: CIA_ITR_SOURCE,
  targets: [landingTarget(CIA_STATEMENT), landingTarget(CIA_DOCUMENT)],
  stageTables: (input, context) => stageCiaFile(input, context, 'itr'),
};

export function loadCiaItrFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(ciaItrLoader, filePath, options);
}
