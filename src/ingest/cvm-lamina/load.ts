// lamina_fi_YYYYMM.zip: the main member into cvm.lamina.
import { ingestFile, IngestFileError, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { sniffZip, stageArchiveMembers } from '../cvm-files/members.js';
import { LAMINA, LAMINA_MEMBERS } from './tables.js';

export const LAMINA_SOURCE = 'cvm-lamina';

export function laminaLoader(): Loader {
  return {
    source: LAMINA_SOURCE,
    targets: [landingTarget(LAMINA)],
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (!zip) throw new IngestFileError(context.fileName, null, 'is not a zip archive (lamina_fi_YYYYMM.zip expected)');
      return stageArchiveMembers(stream, context, LAMINA_MEMBERS, 'a lamina archive');
    },
  };
}

export function loadLaminaFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(laminaLoader(), filePath, options);
}
