// `Prefer: count=planned|estimated` as v14 answers them (Query.mainQuery,
// MainTx.actionResult): after the main statement, in the same transaction,
// `EXPLAIN (FORMAT JSON)` of the count query gives the planner's row estimate.
// planned: that estimate. estimated: the exact count taken up to db-max-rows + 1
// rows, and above db-max-rows the larger of it and the estimate. Functions get
// no planned count (their total stays `*`), and an exact one for estimated.
import { MAX_ROWS } from '../../config.js';

export interface Statement {
  text: string;
  values: (string | null)[];
}

export const explainStatement = (count: Statement): Statement => ({ text: `EXPLAIN (FORMAT JSON) ${count.text}`, values: count.values });

/** "Plan Rows" of the top plan node in EXPLAIN (FORMAT JSON) output. */
export function planRows(explainOutput: unknown): number | null {
  const plan = (typeof explainOutput === 'string' ? JSON.parse(explainOutput) : explainOutput) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  const rows = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : null;
}

/** The total to report for a view read. @param counted the (limited) exact count, if taken */
export function reportedTotal(mode: 'planned' | 'estimated', counted: number | null, planned: number | null): number | null {
  if (mode === 'planned') return planned;
  if (counted !== null && counted > MAX_ROWS && planned !== null) return Math.max(counted, planned);
  return counted;
}
