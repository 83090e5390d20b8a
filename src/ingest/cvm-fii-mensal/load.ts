// Loads one FII monthly report archive (inf_mensal_fii_YYYY.zip: geral,
// complemento, ativo_passivo) into the three cvm.fii_monthly_* tables in one
// transaction, then refreshes the fii rows of cvm.fund_month it changed.
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type LandingTarget, type Loader } from '../common/index.js';
import { stageArchiveMembers } from '../cvm-files/members.js';
import { refreshFiiFundMonth } from './fund-month.js';
import { FII_ARCHIVE_MEMBERS, FII_MEMBERS } from './tables.js';

export const FII_SOURCE = 'cvm-fii-mensal';

export const FII_TARGETS: readonly LandingTarget[] = FII_MEMBERS.map(landingTarget);

export const fiiLoader: Loader = {
  source: FII_SOURCE,
  targets: FII_TARGETS,
  stageTables: (input, context) => stageArchiveMembers(input, context, FII_ARCHIVE_MEMBERS, 'an FII monthly report archive'),
  afterLoad: refreshFiiFundMonth,
};

export function loadFiiFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(fiiLoader, filePath, options);
}
