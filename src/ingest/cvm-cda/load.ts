// cda_fi_YYYYMM.zip (2023 on) or HIST/cda_fi_YYYY.zip (2005-2022): the block 4
// member(s) into cvm.cda_blc_4; the other blocks are not read. A fund month a
// file holds is replaced by it (lines it no longer has are dropped).
import { ingestFile, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { documentArchiveLoader } from '../cvm-files/document-trim.js';
import { CDA_BLC_4, CDA_MEMBERS } from './tables.js';

export const CDA_SOURCE = 'cvm-cda';

export function cdaLoader(): Loader {
  return documentArchiveLoader(CDA_SOURCE, CDA_BLC_4, CDA_MEMBERS, 'a CDA archive', 'cda_fi_YYYYMM.zip or cda_fi_YYYY.zip');
}

export function loadCdaFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(cdaLoader(), filePath, options);
}
