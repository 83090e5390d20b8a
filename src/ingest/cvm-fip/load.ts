// Loads one FIP periodic report (inf_trimestral_fip_YYYY.csv or
// inf_quadrimestral_fip_YYYY.csv) into cvm.fip_report in one transaction.
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { stageCsv } from '../cvm-files/members.js';
import { withRowHash } from '../cvm-files/row-hash.js';
import { FIP_REPORT } from './tables.js';

export const FIP_SOURCE = 'cvm-fip';

export const fipLoader: Loader = {
  source: FIP_SOURCE,
  targets: [landingTarget(FIP_REPORT)],
  stageTables: async (input, context) => ({ recordsRead: await stageCsv(input, FIP_REPORT, context, {}, withRowHash) }),
};

export function loadFipFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(fipLoader, filePath, options);
}
