// Stages a DFP or ITR file: the yearly zip (every statement member and the
// index member, streamed member by member from the archive) or one of its
// member CSVs, named as published, into cvm.cia_statement and cvm.cia_document.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IngestFileError, tableRows, type StageContext } from '../common/index.js';
import { sniffZip, stageArchiveMembers } from '../cvm-files/members.js';
import { openCvmCsv } from '../cvm-files/parse.js';
import { deriveFromName, membersOf, specOfMember, type CiaDocType } from './statement-members.js';

/** A plain member CSV: its name says which table and what to derive. */
async function stageMemberCsv(input: Readable, context: StageContext, docType: CiaDocType): Promise<number> {
  const name = path.basename(context.fileName);
  const spec = specOfMember(name, docType);
  if (!spec) throw new IngestFileError(context.fileName, null, `is neither ${docType}_cia_aberta_YYYY.zip nor one of its members (${docType}_cia_aberta_<STATEMENT>_<con|ind>_YYYY.csv, ${docType}_cia_aberta_YYYY.csv)`);
  const csv = await openCvmCsv(input, context.fileName);
  const read = tableRows(deriveFromName(csv, name), spec, undefined, context.checkRepeatedKeys ?? true);
  await context.stageRows(spec.table, read.rows);
  return read.read();
}

export async function stageCiaFile(input: Readable, context: StageContext, docType: CiaDocType): Promise<{ recordsRead: number }> {
  const { zip, stream } = await sniffZip(input);
  if (zip) return stageArchiveMembers(stream, context, membersOf(docType), `a ${docType.toUpperCase()} archive (${docType}_cia_aberta_YYYY.zip)`);
  return { recordsRead: await stageMemberCsv(stream, context, docType) };
}
