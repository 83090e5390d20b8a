// Loads an IPE yearly zip or its CSV (ipe_cia_aberta_YYYY.csv) into cvm.ipe_document.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { forEachZipMember, ingestFile, IngestFileError, landingTarget, tableRows, type FileResult, type IngestFileOptions, type Loader, type StageContext } from '../common/index.js';
import { sniffZip } from '../cvm-files/members.js';
import { openCvmCsv } from '../cvm-files/parse.js';
import { IPE_DOCUMENT } from './tables.js';
import { withProtocol } from './with-protocol.js';

export const CIA_IPE_SOURCE = 'cvm-cia-ipe';

const MEMBER = /^ipe_cia_aberta_\d{4}\.csv$/i;
const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

/** Stages one IPE CSV; returns every line read, with a protocol or not. */
async function stageIpeCsv(input: Readable, context: StageContext, memberName?: string): Promise<number> {
  const filtered = withProtocol(await openCvmCsv(input, context.fileName, memberName));
  const read = tableRows(filtered.records, IPE_DOCUMENT, undefined, context.checkRepeatedKeys ?? true);
  await context.stageRows(IPE_DOCUMENT.table, read.rows);
  return filtered.read();
}

export const ciaIpeLoader: Loader = {
  source: CIA_IPE_SOURCE,
  targets: [landingTarget(IPE_DOCUMENT)],
  async stageTables(input, context) {
    const { zip, stream } = await sniffZip(input);
    if (!zip) {
      if (!MEMBER.test(path.basename(context.fileName))) throw new IngestFileError(context.fileName, null, 'is neither ipe_cia_aberta_YYYY.zip nor its member ipe_cia_aberta_YYYY.csv');
      return { recordsRead: await stageIpeCsv(stream, context) };
    }
    stream.resume(); // members are read from the file itself (random access)
    let recordsRead = 0;
    let found = false;
    await forEachZipMember(context.filePath, context.fileName, async (member) => {
      if (!MEMBER.test(baseName(member.name))) return;
      found = true;
      recordsRead += await stageIpeCsv(await member.open(), context, member.name);
    });
    if (!found) throw new IngestFileError(context.fileName, null, 'not an IPE archive (ipe_cia_aberta_YYYY.zip): no member ipe_cia_aberta_YYYY.csv');
    return { recordsRead };
  },
};

export function loadCiaIpeFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(ciaIpeLoader, filePath, options);
}
