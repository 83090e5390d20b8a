// Loads one FIDC monthly report archive into the landing table of every tab in
// the registry, in one transaction, then refreshes the fidc rows of
// cvm.fund_month it changed. Takes the monthly archive inf_mensal_fidc_YYYYMM.zip
// (2025 on) and the yearly HIST archive inf_mensal_fidc_YYYY.zip (2013-2024),
// whose monthly members have the same names; members of other tabs are ignored.
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { stageArchiveMembers, type ArchiveMember } from '../cvm-files/members.js';
import { refreshFidcFundMonth } from './fund-month.js';
import { fidcSpec, memberPattern, type FidcTab } from './tables.js';
import { FIDC_TABS } from './tabs/index.js';

export const FIDC_SOURCE = 'cvm-fidc-mensal';

/** A loader over a list of tabs (the registry by default; a test may add one). Every tab's member is required unless the tab says `optional` (tab VIII: some months' archives omit it). */
export function fidcLoader(tabs: readonly FidcTab[] = FIDC_TABS): Loader {
  const members: ArchiveMember[] = tabs.map((tab) => {
    const pattern = memberPattern(tab.tab);
    return { spec: fidcSpec(tab), matches: (name) => pattern.test(name), expected: `inf_mensal_fidc_tab_${tab.tab}_YYYYMM.csv`, required: !tab.optional };
  });
  return {
    source: FIDC_SOURCE,
    targets: members.map((m) => landingTarget(m.spec)),
    stageTables: (input, context) => stageArchiveMembers(input, context, members, 'a FIDC monthly report archive'),
    afterLoad: refreshFidcFundMonth,
  };
}

export function loadFidcFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(fidcLoader(), filePath, options);
}
