// A gateway's pooled connections outlive a lull as PostgREST's do
// (db-pool-max-idletime, 30 s): after 11 s without a request (past pg.Pool's
// own 10 s default) the connections a burst opened are still there, so the
// next burst does not wait for new backends.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openGateway, POOL_MAX_IDLE_MS } from '../../src/gateway/serve.js';
import { API_KEY, JWT_SECRET, OPENAPI, request, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

it('keeps the connections a burst opened through an 11 s lull', async () => {
  expect(POOL_MAX_IDLE_MS).toBe(30_000);
  const { gateway, pool } = openGateway({ routes: h.routes, authenticatorUrl: h.db.authenticatorUrl, poolSize: 4, publishableKeys: [API_KEY], jwtSecret: JWT_SECRET, openapi: OPENAPI, port: 0, host: '127.0.0.1' }, () => true);
  try {
    const base = `http://127.0.0.1:${await gateway.listen(0)}`;
    // four at once: usually more than one connection (how many the pool opened is what must survive)
    const burst = () => Promise.all(Array.from({ length: 4 }, () => request(`${base}/rest/v1/conf_items?select=id&limit=1`, { headers: { apikey: API_KEY }, newConnection: true })));
    for (const r of await burst()) expect(r.status).toBe(200);
    const opened = pool.totalCount;
    expect(opened).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 11_000));
    expect(pool.totalCount).toBe(opened);
    for (const r of await burst()) expect(r.status).toBe(200);
    expect(pool.totalCount).toBe(opened);
  } finally {
    await gateway.close();
    await pool.end();
  }
}, 40_000);
