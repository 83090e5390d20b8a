// inf_diario_fi_YYYYMM.zip (one member) or the yearly HIST archive
// inf_diario_fi_YYYY.zip (twelve monthly members), or a bare CSV, into
// cvm.inf_diario; then the fi rows of cvm.fund_month are written for every
// month the file touched, inside the same transaction: from the totals summed
// while the file was read when its rows are the months' whole content (a new
// month), else by the SQL refresh that reads the months back.
import { ingestFile, landingTarget, monthsThrough, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { sniffZip, stageArchiveMembers, stageCsv, type ArchiveMember } from '../cvm-files/members.js';
import { FiMonthTotals } from './month-totals.js';
import { INF_DIARIO } from './tables.js';

export const INF_DIARIO_SOURCE = 'cvm-inf-diario';

const MEMBERS: readonly ArchiveMember[] = [{ spec: INF_DIARIO, matches: (name) => /^inf_diario_fi_\d{6}\.csv$/i.test(name), expected: 'inf_diario_fi_YYYYMM.csv' }];

export function infDiarioLoader(): Loader {
  let totals: FiMonthTotals | undefined;
  return {
    source: INF_DIARIO_SOURCE,
    targets: [landingTarget(INF_DIARIO)],
    async stageTables(input, context) {
      totals = new FiMonthTotals(); // the run may read the file twice (see ingest-file.ts)
      const watch = { tap: totals.tap };
      const { zip, stream } = await sniffZip(input);
      if (zip) return stageArchiveMembers(stream, context, MEMBERS, 'a daily report archive', watch);
      return { recordsRead: await stageCsv(stream, INF_DIARIO, context, watch) };
    },
    // every month from the file's first day to its last (a month it skips is rewritten
    // from what is held, which changes nothing)
    async afterLoad({ client, ingestId, tables: [daily], first, last }) {
      if (first === null || last === null) return;
      const months = monthsThrough(first, last).map((month) => `${month}-01`);
      // the totals are the months' rows only when every row went straight in through the tap
      const summed = totals !== undefined && daily.updated === 0 && daily.inserted === daily.staged && totals.rows() === daily.inserted ? totals : undefined;
      if (summed && (await summed.write(client, ingestId, INF_DIARIO_SOURCE, months))) return;
      await client.query('select cvm.refresh_fund_month_fi($1::date[])', [months]);
    },
  };
}

export function loadInfDiarioFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(infDiarioLoader(), filePath, options);
}

/** Download path of a month: the monthly zip from 2021, the yearly HIST archive before. */
export function infDiarioPath(month: string): string {
  const [year, mm] = month.split('-');
  return Number(year) <= 2020 ? `FI/DOC/INF_DIARIO/DADOS/HIST/inf_diario_fi_${year}.zip` : `FI/DOC/INF_DIARIO/DADOS/inf_diario_fi_${year}${mm}.zip`;
}
