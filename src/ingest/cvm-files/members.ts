// Staging shared by the CVM loaders: a plain CSV into one table, and an archive
// whose members map by name to tables (members not listed are not loaded). Both
// read through the one table description (TableSpec) and its duplicate policy.
import type { Readable } from 'node:stream';
import { forEachZipMember, IngestFileError, isZip, peekHead, tableRows, type CopyValue, type HeaderedRecords, type StageContext, type TableSpec } from '../common/index.js';
import { encodeCvmRows, encodesByBytes, type RowTap } from './copy-encoder.js';
import { openCvmBytes, openCvmCsv } from './parse.js';
import { withRowHash } from './row-hash.js';
import { withMemberFields, type MemberFields } from './derived-fields.js';

/** True when the stream starts like a zip archive; returns the stream to read again. */
export async function sniffZip(input: Readable): Promise<{ zip: boolean; stream: Readable }> {
  const { head, stream } = await peekHead(input);
  return { zip: isZip(head), stream };
}

/** How a loader sees the rows as they are staged: as values (observe), or as the COPY text the byte path writes (tap). */
export interface RowWatch {
  /** Each row as values; the file is then read record by record. */
  observe?: (row: CopyValue[]) => void;
  /** Each row the byte path writes (copy-encoder.ts); rows read record by record are not shown to it. */
  tap?: RowTap;
}

/** Stages a plain CSV into one table (with fields `derive` adds, e.g. a row hash); returns the records read. */
export async function stageCsv(input: Readable, spec: TableSpec, context: StageContext, watch: RowWatch = {}, derive?: ArchiveMember['derive']): Promise<number> {
  return stageOne(input, context, spec, undefined, watch, derive);
}

/**
 * Stages one CSV (or member) into its table: by bytes (copy-encoder.ts) when
 * nothing needs the rows as values (a row hash is computed from the bytes too),
 * else record by record through tableRows.
 */
async function stageOne(
  input: Readable,
  context: StageContext,
  spec: TableSpec,
  member: { name: string; derive?: ArchiveMember['derive']; fields?: ArchiveMember['fields'] } | undefined,
  { observe, tap }: RowWatch,
  fileDerive?: ArchiveMember['derive'],
): Promise<number> {
  const checkRepeatedKeys = context.checkRepeatedKeys ?? true;
  const derive = member?.derive ?? fileDerive;
  const fields = member?.fields?.(member.name);
  // the byte path computes a row hash and adds a member's fields itself (copy-encoder.ts); any other derived field needs the records
  if (!observe && (!derive || derive === withRowHash) && encodesByBytes(spec, checkRepeatedKeys)) {
    const rows = encodeCvmRows(await openCvmBytes(input, context.fileName, member?.name), spec, tap, fields);
    await context.stageRows(spec.table, rows);
    return rows.read();
  }
  const csv = await openCvmCsv(input, context.fileName, member?.name);
  const withFields = fields ? withMemberFields(csv, fields) : csv;
  const read = tableRows(derive ? derive(withFields, member?.name ?? context.fileName) : withFields, spec, observe, checkRepeatedKeys);
  await context.stageRows(spec.table, read.rows);
  return read.read();
}

export interface ArchiveMember {
  spec: TableSpec;
  /** True for the member names that hold this table. */
  matches(memberName: string): boolean;
  /** Names the member in refusals, e.g. inf_mensal_fii_geral_YYYY.csv. */
  expected: string;
  /** The archive is refused without it (otherwise at least one listed member must appear). */
  required?: boolean;
  /** Adds fields the member does not publish (see derived-fields.ts), e.g. a line number; read record by record (a row hash excepted). */
  derive?: (source: HeaderedRecords, memberName: string) => HeaderedRecords;
  /** Constants the member's name says and fields checked against a set: read by bytes too (applied before `derive`). */
  fields?: (memberName: string) => MemberFields;
  /** Sees this member's rows as values (instead of the archive-wide watch's observe), e.g. to count lines per table. */
  observe?: (row: CopyValue[]) => void;
}

/**
 * Stages each member that one of `members` matches. Refuses, as not `what`, an
 * archive missing a required member or matching none. Returns the records read.
 */
export async function stageArchiveMembers(
  input: Readable,
  context: StageContext,
  members: readonly ArchiveMember[],
  what: string,
  watch: RowWatch = {},
): Promise<{ recordsRead: number }> {
  input.resume(); // the members are read from the file itself (random access); draining drives the byte meter
  const found = new Set<ArchiveMember>();
  let recordsRead = 0;
  await forEachZipMember(context.filePath, context.fileName, async (member) => {
    const target = members.find((m) => m.matches(member.name));
    if (!target) return;
    found.add(target);
    const memberWatch = target.observe ? { ...watch, observe: target.observe } : watch;
    recordsRead += await stageOne(await member.open(), context, target.spec, { name: member.name, derive: target.derive, fields: target.fields }, memberWatch);
  });
  const missing = found.size ? members.filter((m) => m.required && !found.has(m)) : members.filter((m) => m.required || !members.some((o) => o.required));
  if (missing.length) throw new IngestFileError(context.fileName, null, `not ${what}: no member ${missing.map((m) => m.expected).join(', ')}`);
  return { recordsRead };
}

/** A member named exactly `<base>.csv` (any case), e.g. registro_classe.csv. */
export function memberNamed(base: string): (memberName: string) => boolean {
  return (memberName) => memberName.toLowerCase() === `${base}.csv`;
}
