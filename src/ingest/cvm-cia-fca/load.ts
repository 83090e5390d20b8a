// Loads an FCA yearly zip (its valor_mobiliario member) or that member as a
// plain CSV into cvm.fca_valor_mobiliario, then rebuilds the ticker map
// cvm.company_ticker in the same transaction.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ingestFile, IngestFileError, landingTarget, tableRows, type FileResult, type HeaderedRecords, type IngestFileOptions, type Loader, type StageContext } from '../common/index.js';
import { ordinalWithin, withDerivedFields } from '../cvm-files/derived-fields.js';
import { sniffZip, stageArchiveMembers, type ArchiveMember } from '../cvm-files/members.js';
import { openCvmCsv } from '../cvm-files/parse.js';
import { FCA_DOCUMENT, FCA_VALOR_MOBILIARIO } from './tables.js';

export const CIA_FCA_SOURCE = 'cvm-cia-fca';

const MEMBER = /^fca_cia_aberta_valor_mobiliario_\d{4}\.csv$/i;
const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;
const withLineNo = (source: HeaderedRecords) => withDerivedFields(source, [ordinalWithin(source, FCA_DOCUMENT)]);

const FCA_MEMBERS: readonly ArchiveMember[] = [
  { spec: FCA_VALOR_MOBILIARIO, matches: (name) => MEMBER.test(baseName(name)), expected: 'fca_cia_aberta_valor_mobiliario_YYYY.csv', required: true, derive: withLineNo },
];

async function stageMemberCsv(input: Readable, context: StageContext): Promise<number> {
  if (!MEMBER.test(path.basename(context.fileName))) {
    throw new IngestFileError(context.fileName, null, 'is neither fca_cia_aberta_YYYY.zip nor its member fca_cia_aberta_valor_mobiliario_YYYY.csv');
  }
  const read = tableRows(withLineNo(await openCvmCsv(input, context.fileName)), FCA_VALOR_MOBILIARIO, undefined, context.checkRepeatedKeys ?? true);
  await context.stageRows(FCA_VALOR_MOBILIARIO.table, read.rows);
  return read.read();
}

export const ciaFcaLoader: Loader = {
  source: CIA_FCA_SOURCE,
  targets: [landingTarget(FCA_VALOR_MOBILIARIO)],
  async stageTables(input, context) {
    const { zip, stream } = await sniffZip(input);
    if (zip) return stageArchiveMembers(stream, context, FCA_MEMBERS, 'an FCA archive (fca_cia_aberta_YYYY.zip)');
    return { recordsRead: await stageMemberCsv(stream, context) };
  },
  // the map is small (one row per company and code): rebuilt whole, so a version
  // that closes or drops a code is seen at once
  async afterLoad({ client }) {
    await client.query('select cvm.refresh_company_ticker()');
  },
};

export function loadCiaFcaFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(ciaFcaLoader, filePath, options);
}
