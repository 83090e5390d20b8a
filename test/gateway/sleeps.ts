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

/** Backend pids of this database's running conf_sleep calls. */
export const sleepingBackends = (superuserUrl: string) =>
  withClient(superuserUrl, async (c) => {
    const { rows } = await c.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and state = 'active' and query like '%conf_sleep%' and pid <> pg_backend_pid()",
    );
    return rows.map((r) => r.pid);
  });

/** Whether a backend of this cluster still exists. */
export const backendAlive = (superuserUrl: string, pid: number) =>
  withClient(superuserUrl, async (c) => (await c.query('select exists (select 1 from pg_stat_activity where pid = $1) as alive', [pid])).rows[0].alive as boolean);
