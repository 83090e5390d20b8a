// Within the anonymous share of the pool, a request shape that has been slow
// lately may hold only half of it: clients flooding slow statements cannot
// take the connections that everyone's short reads need.
import { describe, expect, it } from 'vitest';
import { runningSleeps as sleepsRunning, waitFor } from './sleeps.js';
import { client, useHarness } from './harness.js';

const h = useHarness();
const api = client(() => h.base);

const runningSleeps = () => sleepsRunning(h.db.superuserUrl);

describe('the slow half of the anonymous lane', () => {
  it('runs a shape that was slow one at a time (pool 4: anonymous 3, slow 1) and serves a short read at once', async () => {
    // one run teaches the gateway that this shape is slow
    expect((await api.post('/rest/v1/rpc/conf_sleep', { s: 0.4 })).status).toBe(200);
    const slow = Array.from({ length: 3 }, () => api.post('/rest/v1/rpc/conf_sleep', { s: 1 }));
    expect(await waitFor(async () => (await runningSleeps()) === 1, 2000)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await runningSleeps()).toBe(1); // the others wait for the slow lane, not for a connection
    const started = Date.now();
    const read = await api.get('/rest/v1/conf_items?select=id&id=eq.1');
    expect([read.status, read.body]).toEqual([200, '[{"id":1}]']);
    expect(Date.now() - started).toBeLessThan(500);
    expect((await Promise.all(slow)).map((r) => [r.status, r.body])).toEqual(Array(3).fill([200, '1']));
  }, 15_000);

  it('lets a shape never seen before use the whole anonymous share', async () => {
    const fresh = Array.from({ length: 3 }, () => api.get('/rest/v1/rpc/conf_sleep?s=0.8'));
    expect(await waitFor(async () => (await runningSleeps()) === 3, 2000)).toBe(true);
    expect((await Promise.all(fresh)).map((r) => r.status)).toEqual([200, 200, 200]);
  }, 15_000);
});
