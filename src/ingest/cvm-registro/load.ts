// registro_fundo_classe.zip (registro_fundo, registro_classe, registro_subclasse)
// into their tables in one transaction; then the fund registry search_funds
// reads is refreshed (classes joined to funds by ID, never by CNPJ).
import { ingestFile, IngestFileError, type FileResult, type IngestFileOptions, type TableSetLoader } from '../common/index.js';
import { refreshFundRegistry } from '../cvm-cad-fi/load.js';
import { memberBase, sniffZip, stageZipMembers } from '../cvm-files/members.js';
import { landingTarget } from '../cvm-files/table-spec.js';
import { REGISTRO_MEMBERS } from './tables.js';

export const REGISTRO_SOURCE = 'cvm-registro';

export function registroLoader(): TableSetLoader {
  return {
    source: REGISTRO_SOURCE,
    targets: Object.values(REGISTRO_MEMBERS).map(landingTarget),
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (!zip) throw new IngestFileError(context.fileName, null, 'is not a zip archive (registro_fundo_classe.zip expected)');
      const loaded = await stageZipMembers(stream, context, (name) => REGISTRO_MEMBERS[memberBase(name)], 'registro_fundo.csv, registro_classe.csv or registro_subclasse.csv');
      const missing = ['registro_fundo', 'registro_classe'].filter((m) => !loaded.map(memberBase).includes(m));
      if (missing.length) throw new IngestFileError(context.fileName, null, `member ${missing.map((m) => `${m}.csv`).join(' and ')} missing (classes are joined to funds by ID)`);
      return {};
    },
    afterLoad: refreshFundRegistry,
  };
}

export function loadRegistroFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(registroLoader(), filePath, options);
}
