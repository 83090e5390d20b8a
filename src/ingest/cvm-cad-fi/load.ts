// cad_fi.csv into cvm.cad_fi, and the cad_fi_hist.zip members exerc_social,
// taxa_adm and taxa_perfm into their tables. A cad_fi load refreshes the fund
// registry search_funds reads, inside the same transaction.
import { ingestFile, IngestFileError, type AfterLoad, type FileResult, type IngestFileOptions, type TableSetLoader } from '../common/index.js';
import { memberBase, sniffZip, stageCsv, stageZipMembers } from '../cvm-files/members.js';
import { landingTarget } from '../cvm-files/table-spec.js';
import { CAD_FI, CAD_FI_HIST_MEMBERS } from './tables.js';

export const CAD_FI_SOURCE = 'cvm-cad-fi';
export const CAD_FI_HIST_SOURCE = 'cvm-cad-fi-hist';

export const refreshFundRegistry: AfterLoad = async ({ client }) => {
  await client.query('select cvm.refresh_fund_registry()');
};

export function cadFiLoader(): TableSetLoader {
  return {
    source: CAD_FI_SOURCE,
    targets: [landingTarget(CAD_FI)],
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (zip) throw new IngestFileError(context.fileName, null, 'is a zip archive; cad_fi.csv is a plain CSV (cad_fi_hist.zip loads as the history, by its name)');
      await stageCsv(stream, CAD_FI, context);
      return {};
    },
    afterLoad: refreshFundRegistry,
  };
}

export function cadFiHistLoader(): TableSetLoader {
  const specs = Object.values(CAD_FI_HIST_MEMBERS);
  return {
    source: CAD_FI_HIST_SOURCE,
    targets: specs.map(landingTarget),
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (!zip) throw new IngestFileError(context.fileName, null, 'is not a zip archive (cad_fi_hist.zip expected)');
      await stageZipMembers(stream, context, (name) => CAD_FI_HIST_MEMBERS[memberBase(name)], Object.keys(CAD_FI_HIST_MEMBERS).map((m) => `${m}.csv`).join(', '));
      return {};
    },
  };
}

/** cad_fi_hist*.zip is the history archive; any other name is the cad_fi.csv snapshot. */
export function isCadFiHist(fileName: string): boolean {
  return /cad_fi_hist.*\.zip$/i.test(fileName);
}

export function loadCadFiFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  const name = options.fileName ?? filePath;
  return ingestFile(isCadFiHist(name) ? cadFiHistLoader() : cadFiLoader(), filePath, options);
}
