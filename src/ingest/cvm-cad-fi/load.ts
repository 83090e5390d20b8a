// cad_fi.csv into cvm.cad_fi, and the cad_fi_hist.zip members exerc_social,
// taxa_adm and taxa_perfm into their tables. A cad_fi load refreshes the fund
// registry search_funds reads, inside the same transaction.
import { ingestFile, IngestFileError, landingTarget, type AfterLoad, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { sniffZip, stageArchiveMembers, stageCsv } from '../cvm-files/members.js';
import { CAD_FI, CAD_FI_HIST_MEMBERS } from './tables.js';

export const CAD_FI_SOURCE = 'cvm-cad-fi';
export const CAD_FI_HIST_SOURCE = 'cvm-cad-fi-hist';

export const refreshFundRegistry: AfterLoad = async ({ client }) => {
  await client.query('select cvm.refresh_fund_registry()');
};

export function cadFiLoader(): Loader {
  return {
    source: CAD_FI_SOURCE,
    targets: [landingTarget(CAD_FI)],
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (zip) throw new IngestFileError(context.fileName, null, 'is a zip archive; cad_fi.csv is a plain CSV (cad_fi_hist.zip loads as the history, by its name)');
      return { recordsRead: await stageCsv(stream, CAD_FI, context) };
    },
    afterLoad: refreshFundRegistry,
  };
}

export function cadFiHistLoader(): Loader {
  return {
    source: CAD_FI_HIST_SOURCE,
    targets: CAD_FI_HIST_MEMBERS.map((m) => landingTarget(m.spec)),
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (!zip) throw new IngestFileError(context.fileName, null, 'is not a zip archive (cad_fi_hist.zip expected)');
      return stageArchiveMembers(stream, context, CAD_FI_HIST_MEMBERS, 'a cad_fi_hist archive');
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
