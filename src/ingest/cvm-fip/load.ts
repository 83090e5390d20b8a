// Loads one FIP periodic report (inf_trimestral_fip_YYYY.csv or
// inf_quadrimestral_fip_YYYY.csv) into cvm.fip_report in one transaction, then
// refreshes the fip rows of cvm.fund_month it changed.
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { stageCsv } from '../cvm-files/members.js';
import { withRowHash } from '../cvm-files/row-hash.js';
import { FIP_REPORT } from './tables.js';

export const FIP_SOURCE = 'cvm-fip';

export const fipLoader: Loader = {
  source: FIP_SOURCE,
  targets: [landingTarget(FIP_REPORT)],
  stageTables: async (input, context) => ({ recordsRead: await stageCsv(input, FIP_REPORT, context, {}, withRowHash) }),
  // the fip rows of the monthly fund series (nav on 31 December): cvm.refresh_fund_month_fip
  afterLoad: async ({ client, ingestId }) => {
    await client.query('select cvm.refresh_fund_month_fip($1)', [ingestId]);
  },
};

export function loadFipFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(fipLoader, filePath, options);
}
