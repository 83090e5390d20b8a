// Loads one FII quarterly report archive (inf_trimestral_fii_YYYY.zip, up to
// sixteen members) into the cvm.fii_quarterly_* tables in one transaction.
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type LandingTarget, type Loader } from '../common/index.js';
import { stageArchiveMembers } from '../cvm-files/members.js';
import { FII_QUARTERLY_ARCHIVE_MEMBERS, FII_QUARTERLY_MEMBERS } from './tables.js';

export const FII_QUARTERLY_SOURCE = 'cvm-fii-trimestral';

export const FII_QUARTERLY_TARGETS: readonly LandingTarget[] = FII_QUARTERLY_MEMBERS.map(landingTarget);

export const fiiQuarterlyLoader: Loader = {
  source: FII_QUARTERLY_SOURCE,
  targets: FII_QUARTERLY_TARGETS,
  stageTables: (input, context) => stageArchiveMembers(input, context, FII_QUARTERLY_ARCHIVE_MEMBERS, 'an FII quarterly report archive'),
};

export function loadFiiQuarterlyFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(fiiQuarterlyLoader, filePath, options);
}
