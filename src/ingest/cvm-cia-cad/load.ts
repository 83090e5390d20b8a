// cad_cia_aberta.csv into cvm.cad_cia_aberta (the columns tables.ts lists).
import { ingestFile, IngestFileError, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { sniffZip, stageCsv } from '../cvm-files/members.js';
import { CAD_CIA_ABERTA } from './tables.js';

export const CIA_CAD_SOURCE = 'cvm-cia-cad';

export const ciaCadLoader: Loader = {
  source: CIA_CAD_SOURCE,
  targets: [landingTarget(CAD_CIA_ABERTA)],
  async stageTables(input, context) {
    const { zip, stream } = await sniffZip(input);
    if (zip) throw new IngestFileError(context.fileName, null, 'is a zip archive; cad_cia_aberta.csv is a plain CSV');
    return { recordsRead: await stageCsv(stream, CAD_CIA_ABERTA, context) };
  },
};

export function loadCiaCadFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(ciaCadLoader, filePath, options);
}
