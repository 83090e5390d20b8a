// Stages the CSV members of a CVM archive that map to landing tables (one
// member per table, others ignored) and refuses an archive missing one of them.
import type { Readable } from 'node:stream';
import { forEachZipMember, IngestFileError, type TableStageContext } from '../common/index.js';
import { readMemberRows, type MemberColumn } from './member-table.js';

export interface MemberTarget {
  /** Names the member in the "missing" message, e.g. inf_mensal_fii_geral_YYYY.csv. */
  expected: string;
  table: string;
  columns: readonly MemberColumn[];
  key: readonly string[];
}

/**
 * `resolve` maps a member name to its target (undefined: not loaded). Every
 * target in `required` must appear, or the file is refused as not `kind`.
 */
export async function stageArchiveMembers(
  input: Readable,
  { fileName, filePath, stageRows }: TableStageContext,
  required: readonly MemberTarget[],
  resolve: (member: string) => MemberTarget | undefined,
  kind: string,
): Promise<{ recordsRead: number }> {
  input.resume(); // the bytes are read from filePath (random access); draining drives the progress bar
  const found = new Set<MemberTarget>();
  let read = 0;
  await forEachZipMember(filePath, fileName, async ({ name, open }) => {
    const target = resolve(name);
    if (!target) return;
    found.add(target);
    const { rows, read: n } = await readMemberRows(await open(), fileName, name, target.columns, target.key);
    read += n;
    await stageRows(target.table, rows);
  });
  const missing = required.filter((t) => !found.has(t)).map((t) => t.expected);
  if (missing.length) throw new IngestFileError(fileName, null, `not ${kind}: no member ${missing.join(', ')}`);
  return { recordsRead: read };
}
