// Loads one FIAGRO monthly report archive (inf_mensal_fiagro_YYYYMM.zip: the
// report and its subclasses) into cvm.fiagro_monthly and
// cvm.fiagro_monthly_subclasse in one transaction, then refreshes the fiagro
// rows of cvm.fund_month it changed.
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { stageArchiveMembers } from '../cvm-files/members.js';
import { FIAGRO_ARCHIVE_MEMBERS, FIAGRO_MEMBERS } from './tables.js';

export const FIAGRO_SOURCE = 'cvm-fiagro-mensal';

export const fiagroLoader: Loader = {
  source: FIAGRO_SOURCE,
  targets: FIAGRO_MEMBERS.map(landingTarget),
  stageTables: (input, context) => stageArchiveMembers(input, context, FIAGRO_ARCHIVE_MEMBERS, 'a FIAGRO monthly report archive'),
  // the fiagro rows of the monthly fund series (nav, delinquency): cvm.refresh_fund_month_fiagro
  afterLoad: async ({ client, ingestId }) => {
    await client.query('select cvm.refresh_fund_month_fiagro($1)', [ingestId]);
  },
};

export function loadFiagroFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(fiagroLoader, filePath, options);
}
