// inf_diario_fi_YYYYMM.zip (one member) or the yearly HIST archive
// inf_diario_fi_YYYY.zip (twelve monthly members), or a bare CSV, into
// cvm.inf_diario; then the fi rows of cvm.fund_month are refreshed for every
// month the file touched, inside the same transaction.
import { ingestFile, type FileResult, type IngestFileOptions, type TableSetLoader } from '../common/index.js';
import { sniffZip, stageCsv, stageZipMembers } from '../cvm-files/members.js';
import { landingTarget } from '../cvm-files/table-spec.js';
import { INF_DIARIO } from './tables.js';

export const INF_DIARIO_SOURCE = 'cvm-inf-diario';

const MEMBER = /^inf_diario_fi_\d{6}\.csv$/i;

export function infDiarioLoader(): TableSetLoader {
  const months = new Set<string>();
  const observe = (row: readonly (string | null)[]) => months.add(row[0]!.slice(0, 7));
  return {
    source: INF_DIARIO_SOURCE,
    targets: [landingTarget(INF_DIARIO)],
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (zip) await stageZipMembers(stream, context, (name) => (MEMBER.test(name) ? INF_DIARIO : undefined), 'inf_diario_fi_YYYYMM.csv', observe);
      else await stageCsv(stream, INF_DIARIO, context, observe);
      return {};
    },
    async afterLoad({ client }) {
      if (!months.size) return;
      await client.query('select cvm.refresh_fund_month_fi($1::date[])', [[...months].sort().map((m) => `${m}-01`)]);
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
