// inf_mensal_cri_YYYY.zip / inf_mensal_cra_YYYY.zip: the classe member into
// cvm.securit_classe, every report version (Versao) kept; the other members are
// not read. A report version the file holds is replaced by it.
import { ingestFile, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { documentArchiveLoader } from '../cvm-files/document-trim.js';
import { SECURIT_CLASSE, SECURIT_MEMBERS } from './tables.js';

export const SECURIT_SOURCE = 'cvm-securit-mensal';

export function securitLoader(): Loader {
  return documentArchiveLoader(SECURIT_SOURCE, SECURIT_CLASSE, SECURIT_MEMBERS, 'a CRI or CRA monthly report archive', 'inf_mensal_cri_YYYY.zip or inf_mensal_cra_YYYY.zip');
}

export function loadSecuritFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(securitLoader(), filePath, options);
}
