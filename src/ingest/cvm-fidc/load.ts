// Loads one FIDC monthly report archive into the landing table of every tab in
// the registry, in one transaction, then refreshes the fidc rows of
// cvm.fund_month it changed. Takes the monthly archive inf_mensal_fidc_YYYYMM.zip
// (2025 on) and the yearly HIST archive inf_mensal_fidc_YYYY.zip (2013-2024),
// whose monthly members have the same names; members of other tabs are ignored.
import { forEachZipMember, ingestFile, IngestFileError, type FileResult, type IngestFileOptions, type TableSetLoader } from '../common/index.js';
import { readMemberRows } from '../cvm-files/member-table.js';
import { refreshFidcFundMonth } from './fund-month.js';
import { memberPattern, type FidcTab } from './tab.js';
import { FIDC_TABS } from './tabs/index.js';

export const FIDC_SOURCE = 'cvm-fidc-mensal';

/** A loader over a list of tabs (the registry by default; a test may add one). */
export function fidcLoader(tabs: readonly FidcTab[] = FIDC_TABS): TableSetLoader {
  const patterns = tabs.map((tab) => ({ tab, pattern: memberPattern(tab.tab) }));
  return {
    source: FIDC_SOURCE,
    targets: tabs.map((tab) => ({ table: tab.table, key: tab.key, columns: tab.columns.map((c) => c.column), periodColumn: 'reference_date' })),
    async stageTables(input, { fileName, filePath, stageRows }) {
      input.resume(); // the bytes are read from filePath (random access); draining drives the progress bar
      const found = new Set<string>();
      let read = 0;
      await forEachZipMember(filePath, fileName, async ({ name, open }) => {
        const tab = patterns.find((p) => p.pattern.test(name))?.tab;
        if (!tab) return;
        found.add(tab.tab);
        const { rows, read: n } = await readMemberRows(await open(), fileName, name, tab.columns, tab.key);
        read += n;
        await stageRows(tab.table, rows);
      });
      const missing = tabs.filter((t) => !found.has(t.tab)).map((t) => `inf_mensal_fidc_tab_${t.tab}_YYYYMM.csv`);
      if (missing.length) throw new IngestFileError(fileName, null, `not a FIDC monthly report archive: no member ${missing.join(', ')}`);
      return { recordsRead: read };
    },
    afterLoad: refreshFidcFundMonth,
  };
}

export function loadFidcFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(fidcLoader(), filePath, options);
}
