// After a file's upsert: the lines of each filed document beyond what the file
// holds now are gone from the publisher's copy, so they go here too (a
// re-filed fund month with fewer holdings must not keep the old extra lines).
import type { AfterLoadContext, ColumnSpec, CopyValue, TableSpec } from '../common/index.js';
import { DocumentLines } from './derived-fields.js';

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
