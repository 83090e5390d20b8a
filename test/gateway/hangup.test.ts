// A client that hangs up mid-statement: its statement is cancelled at once
// instead of running on (and holding a pooled connection) until it ends.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { withClient } from '../helpers/db.js';
import { API_KEY, client, useHarness } from './harness.js';

const h = useHarness();
const api = client(() => h.base);

/** Statements of this database's gateway calls to conf_sleep still running. */
const runningSleeps = () =>
  withClient(h.db.superuserUrl, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like '%conf_sleep%' and pid <> pg_backend_pid()",
    );
    return rows[0].n;
  });

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('client hang-up', () => {
  it('cancels the running statement when the client closes the connection', async () => {
    const req = http.request(`${h.base}/rest/v1/rpc/conf_sleep`, { method: 'POST', headers: { apikey: API_KEY, 'Content-Type': 'application/json' }, agent: false });
    req.on('error', () => undefined); // we hang up ourselves
    req.end(JSON.stringify({ s: 2.5 }));
    expect(await waitFor(async () => (await runningSleeps()) === 1, 2000)).toBe(true);
    const hungUp = Date.now();
    req.destroy();
    expect(await waitFor(async () => (await runningSleeps()) === 0, 2000)).toBe(true);
    expect(Date.now() - hungUp).toBeLessThan(1000); // the sleep alone would last 2.5 s
    // the connection went back to the pool healthy
    const r = await api.post('/rest/v1/rpc/conf_add', { a: 1, b: 2 });
    expect([r.status, r.body]).toEqual([200, '3']);
  });
});
