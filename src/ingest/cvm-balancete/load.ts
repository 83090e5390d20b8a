// balancete_fi_YYYYMM.zip (or its .csv): streamed, keeping only KEPT_ACCOUNTS.
import { forEachZipMember, ingestFile, IngestFileError, landingTarget, tableRows, type FileResult, type HeaderedRecords, type IngestFileOptions, type Loader } from '../common/index.js';
import { sniffZip } from '../cvm-files/members.js';
import { openCvmCsv } from '../cvm-files/parse.js';
import { BALANCETE, KEPT_ACCOUNTS } from './tables.js';

export const BALANCETE_SOURCE = 'cvm-balancete';

/** The same records without the accounts the estimate does not read (a missing account column fails in tableRows). */
function keptOnly(source: HeaderedRecords): HeaderedRecords {
  const account = source.find(['CD_CONTA_BALCTE']);
  if (!account) return source;
  const kept = (record: { fields: string[] }) => KEPT_ACCOUNTS.has(record.fields[account.index]?.trim());
  async function* records() {
    for await (const record of source.records) if (kept(record)) yield record;
  }
  async function* batches(from: AsyncIterable<readonly { line: number; fields: string[] }[]>) {
    for await (const batch of from) yield batch.filter(kept);
  }
  return { ...source, find: source.find.bind(source), at: source.at.bind(source), records: records(), batches: source.batches && batches(source.batches) };
}

export function balanceteLoader(): Loader {
  return {
    source: BALANCETE_SOURCE,
    targets: [landingTarget(BALANCETE)],
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      let recordsRead = 0;
      const stage = async (source: HeaderedRecords) => {
        const read = tableRows(keptOnly(source), BALANCETE, undefined, context.checkRepeatedKeys ?? true);
        await context.stageRows(BALANCETE.table, read.rows);
        recordsRead += read.read();
      };
      if (!zip) {
        await stage(await openCvmCsv(stream, context.fileName));
        return { recordsRead };
      }
      stream.resume();
      let found = false;
      await forEachZipMember(context.filePath, context.fileName, async (member) => {
        if (!/^balancete_fi_\d{6}\.csv$/i.test(member.name)) return;
        found = true;
        await stage(await openCvmCsv(await member.open(), context.fileName, member.name));
      });
      if (!found) throw new IngestFileError(context.fileName, null, 'not a balancete archive: no member balancete_fi_YYYYMM.csv');
      return { recordsRead };
    },
  };
}

export function loadBalanceteFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(balanceteLoader(), filePath, options);
}
