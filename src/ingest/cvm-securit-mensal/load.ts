// inf_mensal_cri_YYYY.zip / inf_mensal_cra_YYYY.zip: the classe member into
// cvm.securit_classe, every report version (Versao) kept; the other members are
// not read. A report version the file holds is replaced by it.
import { ingestFile, IngestFileError, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { documentTrim } from '../cvm-files/document-trim.js';
import { sniffZip, stageArchiveMembers } from '../cvm-files/members.js';
import { SECURIT_CLASSE, SECURIT_MEMBERS } from './tables.js';

export const SECURIT_SOURCE = 'cvm-securit-mensal';

export function securitLoader(): Loader {
  const trim = documentTrim(SECURIT_CLASSE);
  return {
    source: SECURIT_SOURCE,
    targets: [landingTarget(SECURIT_CLASSE)],
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (!zip) throw new IngestFileError(context.fileName, null, 'is not a zip archive (inf_mensal_cri_YYYY.zip or inf_mensal_cra_YYYY.zip expected)');
      return stageArchiveMembers(stream, context, SECURIT_MEMBERS, 'a CRI or CRA monthly report archive', trim.observe);
    },
    afterLoad: trim.afterLoad,
  };
}

export function loadSecuritFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(securitLoader(), filePath, options);
}
