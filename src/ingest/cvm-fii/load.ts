// Loads one FII monthly report archive (inf_mensal_fii_YYYY.zip: geral,
// complemento, ativo_passivo) into the three cvm.fii_monthly_* tables in one
// transaction, then refreshes the fii rows of cvm.fund_month it changed.
import { forEachZipMember, ingestFile, IngestFileError, type FileResult, type IngestFileOptions, type LandingTarget, type TableSetLoader } from '../common/index.js';
import { readMemberRows } from '../cvm-files/member-table.js';
import { refreshFiiFundMonth } from './fund-month.js';
import { FII_KEY, FII_MEMBERS, fiiMemberOf } from './members.js';

export const FII_SOURCE = 'cvm-fii-mensal';

export const FII_TARGETS: readonly LandingTarget[] = FII_MEMBERS.map((m) => ({
  table: m.table,
  key: FII_KEY,
  columns: m.columns.map((c) => c.column),
  periodColumn: 'reference_date',
}));

export const fiiLoader: TableSetLoader = {
  source: FII_SOURCE,
  targets: FII_TARGETS,
  async stageTables(input, { fileName, filePath, stageRows }) {
    input.resume(); // the bytes are read from filePath (random access); draining drives the progress bar
    const found = new Set<string>();
    let read = 0;
    await forEachZipMember(filePath, fileName, async ({ name, open }) => {
      const member = fiiMemberOf(name);
      if (!member) return;
      found.add(member.part);
      const { rows, read: n } = await readMemberRows(await open(), fileName, name, member.columns, FII_KEY);
      read += n;
      await stageRows(member.table, rows);
    });
    const missing = FII_MEMBERS.filter((m) => !found.has(m.part)).map((m) => `inf_mensal_fii_${m.part}_YYYY.csv`);
    if (missing.length) throw new IngestFileError(fileName, null, `not an FII monthly report archive: no member ${missing.join(', ')}`);
    return { recordsRead: read };
  },
  afterLoad: refreshFiiFundMonth,
};

export function loadFiiFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(fiiLoader, filePath, options);
}
