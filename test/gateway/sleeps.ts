// For the pool-sharing tests: how many of the database's conf_sleep calls are
// running now, and waiting until a condition holds.
import { withClient } from '../helpers/db.js';

/** Statements of this database's gateway calls to conf_sleep still running. */
export const runningSleeps = (superuserUrl: string) =>
  withClient(superuserUrl, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like '%conf_sleep%' and pid <> pg_backend_pid()",
    );
    return rows[0].n;
  });

/** True once `check` holds, false if it did not within `ms`. */
export async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}
