// Loads a DFP yearly zip (every statement member and the index member) or one
// of its member CSVs, named as published, into cvm.cia_statement and
// cvm.cia_document in one transaction.
import path from 'node:path';
import { ingestFile, IngestFileError, landingTarget, tableRows, type FileResult, type IngestFileOptions, type Loader, type StageContext } from '../common/index.js';
import { sniffZip, stageArchiveMembers } from '../cvm-files/members.js';
import { openCvmCsv } from '../cvm-files/parse.js';
import type { Readable } from 'node:stream';
import { DFP_MEMBERS, deriveFromName, specOfMember } from './statement-members.js';
import { CIA_DOCUMENT, CIA_STATEMENT } from './tables.js';

export const CIA_DFP_SOURCE = 'cvm-cia-dfp';

/** A plain member CSV: its name says which table and what to derive. */
async function stageMemberCsv(input: Readable, context: StageContext): Promise<number> {
  const name = path.basename(context.fileName);
  const spec = specOfMember(name);
  if (!spec) throw new IngestFileError(context.fileName, null, 'is neither dfp_cia_aberta_YYYY.zip nor one of its members (dfp_cia_aberta_<STATEMENT>_<con|ind>_YYYY.csv, dfp_cia_aberta_YYYY.csv)');
  const csv = await openCvmCsv(input, context.fileName);
  const read = tableRows(deriveFromName(csv, name), spec, undefined, context.checkRepeatedKeys ?? true);
  await context.stageRows(spec.table, read.rows);
  return read.read();
}

export const ciaDfpLoader: Loader = {
  source: CIA_DFP_SOURCE,
  targets: [landingTarget(CIA_STATEMENT), landingTarget(CIA_DOCUMENT)],
  async stageTables(input, context) {
    const { zip, stream } = await sniffZip(input);
    if (zip) return stageArchiveMembers(stream, context, DFP_MEMBERS, 'a DFP archive (dfp_cia_aberta_YYYY.zip)');
    return { recordsRead: await stageMemberCsv(stream, context) };
  },
};

export function loadCiaDfpFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(ciaDfpLoader, filePath, options);
}
