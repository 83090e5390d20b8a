// After a file's upsert: the lines of each filed document beyond what the file
// holds now are gone from the publisher's copy, so they go here too (a
// re-filed fund month with fewer holdings must not keep the old extra lines).
import { IngestFileError, landingTarget, type AfterLoadContext, type ColumnSpec, type CopyValue, type Loader, type TableSpec } from '../common/index.js';
import { DocumentLines } from './derived-fields.js';
import { sniffZip, stageArchiveMembers, type ArchiveMember } from './members.js';

/** The line counter for `spec` (key = document columns + line_no) and the afterLoad that trims by it. */
export function documentTrim(spec: TableSpec): { observe: (row: CopyValue[]) => void; afterLoad: (context: AfterLoadContext) => Promise<void> } {
  const documentKey = spec.key.filter((k) => k !== 'line_no');
  const index = (name: string) => spec.columns.findIndex((c) => c.column === name);
  const lines = new DocumentLines(documentKey.map(index), index('line_no'));
  return {
    observe: lines.observe,
    async afterLoad({ client }) {
      const { keys, lines: counts } = lines.columns();
      if (!counts.length) return;
      const types = documentKey.map((k, i) => `$${i + 1}::${sqlType(spec.columns[index(k)].kind)}[]`);
      const match = documentKey.map((k) => `t.${k} = d.${k}`).join(' and ');
      await client.query(
        `delete from ${spec.table} t
           using unnest(${types.join(', ')}, $${documentKey.length + 1}::integer[]) as d(${documentKey.join(', ')}, lines)
          where ${match} and t.line_no > d.lines`,
        [...keys, counts],
      );
    },
  };
}

function sqlType(kind: ColumnSpec['kind']): string {
  return kind === 'date' || kind === 'loose-date' ? 'date' : kind === 'integer' ? 'integer' : 'text';
}

/**
 * A loader of one table's members of a zip archive whose filed documents are
 * replaced whole by each file (CDA block 4, the CRI/CRA classe member):
 * `notZip` says what archive was expected, `what` names it in refusals.
 */
export function documentArchiveLoader(source: string, spec: TableSpec, members: readonly ArchiveMember[], what: string, notZip: string): Loader {
  const trim = documentTrim(spec);
  return {
    source,
    targets: [landingTarget(spec)],
    async stageTables(input, context) {
      const { zip, stream } = await sniffZip(input);
      if (!zip) throw new IngestFileError(context.fileName, null, `is not a zip archive (${notZip} expected)`);
      return stageArchiveMembers(stream, context, members, what, { observe: trim.observe });
    },
    afterLoad: trim.afterLoad,
  };
}
