// cda_fi_YYYYMM.zip (2023 on) or HIST/cda_fi_YYYY.zip (2005-2022): blocks 1 to 8,
// the PL member and the confidential-holdings member, each into its table. A
// fund month a file holds is replaced by it in every block (lines it no longer
// has are dropped, see fund-month-trim.ts).
import { ingestFile, IngestFileError, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { sniffZip, stageArchiveMembers } from '../cvm-files/members.js';
import { fundMonthTrim } from './fund-month-trim.js';
import { CDA_LINE_TABLES, CDA_MEMBERS } from './tables.js';

export const CDA_SOURCE = 'cvm-cda';

export function cdaLoader(): Loader {
  const trim = fundMonthTrim(CDA_LINE_TABLES);
  const members = CDA_MEMBERS.map((m) => ({ ...m, observe: trim.observer(m.spec) }));
  return {
    source: CDA_SOURCE,
    targets: CDA_MEMBERS.map((m) => landingTarget(m.spec)),
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (!zip) throw new IngestFileError(context.fileName, null, 'is not a zip archive (cda_fi_YYYYMM.zip or cda_fi_YYYY.zip expected)');
      return stageArchiveMembers(stream, context, members, 'a CDA archive');
    },
    afterLoad: trim.afterLoad,
  };
}

export function loadCdaFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(cdaLoader(), filePath, options);
}
