// Staging helpers shared by the CVM loaders: a plain CSV into one table, and a
// zip whose members map by name to tables (members not listed are not loaded).
import type { Readable } from 'node:stream';
import { forEachZipMember, IngestFileError, isZip, peekHead, type CopyValue, type TableStageContext } from '../common/index.js';
import { openCvmCsv } from './csv.js';
import { specRows, type TableSpec } from './table-spec.js';

/** True when the stream starts like a zip archive; returns the stream to read again. */
export async function sniffZip(input: Readable): Promise<{ zip: boolean; stream: Readable }> {
  const { head, stream } = await peekHead(input);
  return { zip: isZip(head), stream };
}

/** Stages a plain CSV into one table. */
export async function stageCsv(input: Readable, spec: TableSpec, context: TableStageContext, observe?: (row: CopyValue[]) => void): Promise<void> {
  const csv = await openCvmCsv(input, context.fileName);
  await context.stageRows(spec.table, specRows(csv, spec, { observe, checkRepeatedKeys: context.checkRepeatedKeys }));
}

/**
 * Stages each member whose name `pick` maps to a table. Refuses a zip in which
 * no member matched (named `expected` in the error). Returns the members loaded.
 */
export async function stageZipMembers(
  input: Readable,
  context: TableStageContext,
  pick: (memberName: string) => TableSpec | undefined,
  expected: string,
  observe?: (row: CopyValue[]) => void,
): Promise<string[]> {
  input.resume(); // the members are read from the file itself; let the byte meter run through
  const loaded: string[] = [];
  await forEachZipMember(context.filePath, context.fileName, async (member) => {
    const spec = pick(member.name);
    if (!spec) return;
    const csv = await openCvmCsv(await member.open(), context.fileName, member.name);
    await context.stageRows(spec.table, specRows(csv, spec, { observe, checkRepeatedKeys: context.checkRepeatedKeys }));
    loaded.push(member.name);
  });
  if (!loaded.length) throw new IngestFileError(context.fileName, null, `no member ${expected} in the archive`);
  return loaded;
}

/** "registro_classe.csv" -> "registro_classe" (lower case). */
export function memberBase(name: string): string {
  return name.toLowerCase().replace(/\.csv$/, '');
}
