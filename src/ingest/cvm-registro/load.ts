// registro_fundo_classe.zip (registro_fundo, registro_classe, registro_subclasse)
// into their tables in one transaction; then the fund registry search_funds
// reads is refreshed (classes joined to funds by ID, never by CNPJ).
import { ingestFile, IngestFileError, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { refreshFundRegistry } from '../cvm-cad-fi/load.js';
import { sniffZip, stageArchiveMembers } from '../cvm-files/members.js';
import { REGISTRO_MEMBERS } from './tables.js';

export const REGISTRO_SOURCE = 'cvm-registro';

export function registroLoader(): Loader {
  return {
    source: REGISTRO_SOURCE,
    targets: REGISTRO_MEMBERS.map((m) => landingTarget(m.spec)),
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (!zip) throw new IngestFileError(context.fileName, null, 'is not a zip archive (registro_fundo_classe.zip expected)');
      return stageArchiveMembers(stream, context, REGISTRO_MEMBERS, 'a registro_fundo_classe archive');
    },
    afterLoad: refreshFundRegistry,
  };
}

export function loadRegistroFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(registroLoader(), filePath, options);
}
