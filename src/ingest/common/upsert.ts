// How staged rows reach a landing table: an upsert on the natural key that
// counts what it inserted and updated. A row equal to the stored one is not
// touched (so a forced re-run changes nothing), and `replaceWhen` lets a source
// refuse to overwrite newer data with older (e.g. an earlier bulletin). A stage
// holding no key the table has is appended with a plain INSERT instead.
import type pg from 'pg';

export interface LandingTarget {
  /** Schema-qualified landing table, e.g. bcb.ptax. */
  table: string;
  /** Natural key: the columns of its primary key or unique constraint. */
  key: readonly string[];
  /** Every column the loader fills, key included, in the order of the staged values; ingest_id is added. */
  columns: readonly string[];
  /** Column whose min/max become ingest_log first_period/last_period. */
  periodColumn?: string;
  /** SQL condition over `stored` (the row held) and `excluded` (the incoming row) for replacing a held row. */
  replaceWhen?: string;
  /**
   * The table is partitioned by month over periodColumn (<table>_YYYY_MM): a new
   * month's rows are COPYed into a plain table that becomes its partition
   * (ingest.attach_month), other rows go in through the table once their months
   * have partitions (ingest.ensure_month_partitions).
   */
  monthPartitioned?: boolean;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

export function checkTarget(target: LandingTarget): void {
  for (const name of [target.table, ...target.columns, ...(target.periodColumn ? [target.periodColumn] : [])]) {
    if (!IDENTIFIER.test(name)) throw new Error(`landing target: ${JSON.stringify(name)} is not a plain identifier`);
  }
  for (const key of target.key) {
    if (!target.columns.includes(key)) throw new Error(`landing target ${target.table}: key column ${key} is not among its columns`);
  }
  if (target.monthPartitioned && !target.periodColumn) throw new Error(`landing target ${target.table}: monthPartitioned needs periodColumn, its partition key`);
}

/** SQL that moves `stage` into the target; $1 = ingest_log id; returns one row (inserted, updated). */
export function upsertSql(target: LandingTarget, stage: string): string {
  checkTarget(target);
  const columns = target.columns.join(', ');
  const data = target.columns.filter((c) => !target.key.includes(c));
  const changed = `row(${data.map((c) => `stored.${c}`).join(', ')}) is distinct from row(${data.map((c) => `excluded.${c}`).join(', ')})`;
  const guard = target.replaceWhen ? `\n        and (${target.replaceWhen})` : '';
  const onConflict = data.length
    ? `do update
        set ${[...data, 'ingest_id'].map((c) => `${c} = excluded.${c}`).join(', ')}
      where ${changed}${guard}`
    : 'do nothing';
  const insert = `
      insert into ${target.table} as stored (${columns}, ingest_id)
      select ${columns}, $1 from ${stage}
      on conflict (${target.key.join(', ')}) ${onConflict}`;
  if (target.monthPartitioned) {
    // RETURNING cannot read xmax through a partitioned table: every staged key not held
    // is inserted (a stage holds each key once), every other row written was an update
    const match = target.key.map((k) => `t.${k} = s.${k}`).join(' and ');
    return `
    with held as (select count(*)::int as n from ${stage} s join ${target.table} t on ${match}),
         staged as (select count(*)::int as n from ${stage}),
         written as (${insert}
      returning 1)
    select (select n from staged) - (select n from held) as inserted,
           (select count(*)::int from written) - ((select n from staged) - (select n from held)) as updated`;
  }
  return `
    with written as (${insert}
      returning (xmax = 0) as inserted
    )
    select count(*) filter (where inserted)::int as inserted,
           count(*) filter (where not inserted)::int as updated
    from written`;
}

/** SQL that appends `stage` to the target when none of its keys is held; $1 = ingest_log id; returns (inserted, updated). */
export function insertSql(target: LandingTarget, stage: string): string {
  checkTarget(target);
  const columns = target.columns.join(', ');
  return `
    with written as (
      insert into ${target.table} (${columns}, ingest_id)
      select ${columns}, $1 from ${stage}
      returning 1
    )
    select count(*)::int as inserted, 0 as updated from written`;
}

/** True when the target already holds the key of any staged row (one semi-join, on the key's index). */
export async function anyKeyHeld(client: pg.ClientBase, target: LandingTarget, stage: string): Promise<boolean> {
  checkTarget(target);
  const match = target.key.map((k) => `t.${k} = s.${k}`).join(' and ');
  const { rows } = await client.query<{ held: boolean }>(`select exists (select 1 from ${stage} s join ${target.table} t on ${match}) as held`);
  return rows[0].held;
}
