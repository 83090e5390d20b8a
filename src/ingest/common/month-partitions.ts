// Landing a table partitioned by month (LandingTarget.monthPartitioned). Rows
// that are all new are COPYed into a plain table made like it, with no index;
// when they are one month that has no partition yet (a new monthly file), that
// table becomes the month's partition and gets its key in one sort
// (ingest.attach_month): a bulk load then costs no index step per row. Anything
// else (a month already held, rows of several months) goes in through the
// partitioned table once its months have partitions, key checked as usual.
import type pg from 'pg';
import { copyRowsWith, type CopyOptions, type CopyResult } from './copy.js';
import type { RowSource } from './types.js';
import type { LandingTarget } from './upsert.js';

/** COPYs rows that are all new into their months of `target`; `loadName` names the plain table (unique in the file's run). */
export async function copyIntoMonths(client: pg.ClientBase, target: LandingTarget, rows: RowSource, options: CopyOptions, loadName: string): Promise<CopyResult> {
  const load = `${target.table}_${loadName}`;
  await client.query(`create table ${load} (like ${target.table} including defaults)`);
  const copied = await copyRowsWith(client, load, target.columns, rows, options);
  const { first, last } = copied;
  if (first === null || last === null) {
    await client.query(`drop table ${load}`);
    return copied;
  }
  const month = `${first.slice(0, 7)}-01`;
  if (first.slice(0, 7) === last.slice(0, 7)) {
    const { rows: attached } = await client.query<{ attached: boolean }>('select ingest.attach_month($1::regclass, $2::regclass, $3::date) as attached', [target.table, load, month]);
    if (attached[0].attached) return copied;
  }
  await ensureMonthPartitions(client, target, first, last);
  await client.query(`insert into ${target.table} select * from ${load}`);
  await client.query(`drop table ${load}`);
  return copied;
}

/** Partitions for every month from `first`'s to `last`'s (YYYY-MM-DD), before rows of them go in through the table. */
export async function ensureMonthPartitions(client: pg.ClientBase, target: LandingTarget, first: string, last: string): Promise<void> {
  await client.query('select ingest.ensure_month_partitions($1::regclass, $2::date, $3::date)', [target.table, first, last]);
}

/** True when `relation` (schema.name) is the target itself, or for a month-partitioned target one of its partitions or load tables. */
export function isTargetRelation(target: LandingTarget, relation: string): boolean {
  return relation === target.table || (target.monthPartitioned === true && relation.startsWith(`${target.table}_`));
}
