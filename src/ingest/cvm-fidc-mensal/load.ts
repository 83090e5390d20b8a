// Loads one FIDC monthly report archive into the landing table of every tab in
// the registry, in one transaction, then refreshes the fidc rows of
// cvm.fund_month it changed. Takes the monthly archive inf_mensal_fidc_YYYYMM.zip
// (2025 on) and the yearly HIST archive inf_mensal_fidc_YYYY.zip (2013-2024),
// whose monthly members have the same names; members of other tabs are ignored.
import { ingestFile, type FileResult, type IngestFileOptions, type TableSetLoader } from '../common/index.js';
import { stageArchiveMembers, type MemberTarget } from '../cvm-files/archive-members.js';
import { refreshFidcFundMonth } from './fund-month.js';
import { memberPattern, type FidcTab } from './tables.js';
import { FIDC_TABS } from './tabs/index.js';

export const FIDC_SOURCE = 'cvm-fidc-mensal';

/** A loader over a list of tabs (the registry by default; a test may add one). */
export function fidcLoader(tabs: readonly FidcTab[] = FIDC_TABS): TableSetLoader {
  const members = tabs.map((tab) => ({
    pattern: memberPattern(tab.tab),
    target: { expected: `inf_mensal_fidc_tab_${tab.tab}_YYYYMM.csv`, table: tab.table, columns: tab.columns, key: tab.key } satisfies MemberTarget,
  }));
  return {
    source: FIDC_SOURCE,
    targets: tabs.map((tab) => ({ table: tab.table, key: tab.key, columns: tab.columns.map((c) => c.column), periodColumn: 'reference_date' })),
    stageTables: (input, context) =>
      stageArchiveMembers(input, context, members.map((m) => m.target), (name) => members.find((m) => m.pattern.test(name))?.target, 'a FIDC monthly report archive'),
    afterLoad: refreshFidcFundMonth,
  };
}

export function loadFidcFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(fidcLoader(), filePath, options);
}
