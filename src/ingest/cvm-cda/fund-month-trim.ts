// A CDA file is the whole filing of each fund month it holds: after its upsert,
// every block table keeps, per fund month the file holds (in any member), only
// the lines the file has. A re-filed fund month with fewer lines in a block, or
// none there any more, loses the old extra lines.
import type { AfterLoadContext, CopyValue, TableSpec } from '../common/index.js';

export interface FundMonthTrim {
  /** The observe for one table's rows: columns cnpj, dt_comptc and (for a line table) line_no come first. */
  observer(spec: TableSpec): (row: CopyValue[]) => void;
  afterLoad(context: AfterLoadContext): Promise<void>;
}

export function fundMonthTrim(lineTables: readonly TableSpec[]): FundMonthTrim {
  // fund month ("cnpj|date") -> its cnpj, date and the highest line_no per line table
  const months = new Map<string, { cnpj: string; day: string; lines: Map<string, number> }>();
  const monthOf = (row: CopyValue[]) => {
    const id = `${row[0]}|${row[1]}`;
    let held = months.get(id);
    if (!held) months.set(id, (held = { cnpj: String(row[0]), day: String(row[1]), lines: new Map() }));
    return held;
  };
  return {
    observer(spec) {
      if (!lineTables.includes(spec)) return (row) => void monthOf(row);
      return (row) => {
        const lines = monthOf(row).lines;
        lines.set(spec.table, Math.max(lines.get(spec.table) ?? 0, Number(row[2])));
      };
    },
    async afterLoad({ client }) {
      if (!months.size) return;
      const all = [...months.values()];
      for (const spec of lineTables) {
        await client.query(
          `delete from ${spec.table} t
             using unnest($1::text[], $2::date[], $3::integer[]) as d(cnpj, dt_comptc, lines)
            where t.cnpj = d.cnpj and t.dt_comptc = d.dt_comptc and t.line_no > d.lines`,
          [all.map((m) => m.cnpj), all.map((m) => m.day), all.map((m) => m.lines.get(spec.table) ?? 0)],
        );
      }
    },
  };
}
