// cda_fi_YYYYMM.zip (2023 on) or HIST/cda_fi_YYYY.zip (2005-2022): the block 4
// member(s) into cvm.cda_blc_4; the other blocks are not read. A fund month a
// file holds is replaced by it (lines it no longer has are dropped).
import { ingestFile, IngestFileError, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { documentTrim } from '../cvm-files/document-trim.js';
import { sniffZip, stageArchiveMembers } from '../cvm-files/members.js';
import { CDA_BLC_4, CDA_MEMBERS } from './tables.js';

export const CDA_SOURCE = 'cvm-cda';

export function cdaLoader(): Loader {
  const trim = documentTrim(CDA_BLC_4);
  return {
    source: CDA_SOURCE,
    targets: [landingTarget(CDA_BLC_4)],
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (!zip) throw new IngestFileError(context.fileName, null, 'is not a zip archive (cda_fi_YYYYMM.zip or cda_fi_YYYY.zip expected)');
      return stageArchiveMembers(stream, context, CDA_MEMBERS, 'a CDA archive', trim.observe);
    },
    afterLoad: trim.afterLoad,
  };
}

export function loadCdaFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(cdaLoader(), filePath, options);
}
