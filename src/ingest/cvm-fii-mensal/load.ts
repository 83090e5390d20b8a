// Loads one FII monthly report archive (inf_mensal_fii_YYYY.zip: geral,
// complemento, ativo_passivo) into the three cvm.fii_monthly_* tables in one
// transaction, then refreshes the fii rows of cvm.fund_month it changed.
import { ingestFile, type FileResult, type IngestFileOptions, type LandingTarget, type TableSetLoader } from '../common/index.js';
import { stageArchiveMembers, type MemberTarget } from '../cvm-files/archive-members.js';
import { refreshFiiFundMonth } from './fund-month.js';
import { FII_KEY, FII_MEMBERS, fiiMemberOf } from './tables.js';

export const FII_SOURCE = 'cvm-fii-mensal';

export const FII_TARGETS: readonly LandingTarget[] = FII_MEMBERS.map((m) => ({
  table: m.table,
  key: FII_KEY,
  columns: m.columns.map((c) => c.column),
  periodColumn: 'reference_date',
}));

const FII_MEMBER_TARGETS: readonly MemberTarget[] = FII_MEMBERS.map((m) => ({ expected: `inf_mensal_fii_${m.part}_YYYY.csv`, table: m.table, columns: m.columns, key: FII_KEY }));

function fiiTargetOf(name: string): MemberTarget | undefined {
  const member = fiiMemberOf(name);
  return member && FII_MEMBER_TARGETS[FII_MEMBERS.indexOf(member)];
}

export const fiiLoader: TableSetLoader = {
  source: FII_SOURCE,
  targets: FII_TARGETS,
  stageTables: (input, context) => stageArchiveMembers(input, context, FII_MEMBER_TARGETS, fiiTargetOf, 'an FII monthly report archive'),
  afterLoad: refreshFiiFundMonth,
};

export function loadFiiFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(fiiLoader, filePath, options);
}
