// Slow statements must not take the pool from everyone else: a client that
// hangs up has its statement cancelled at once, and anonymous callers share
// the pool minus a reserve that signed-in callers can still use.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { backendAlive, runningSleeps as sleepsRunning, sleepingBackends, waitFor } from './sleeps.js';
import { API_KEY, client, token, useHarness } from './harness.js';

const h = useHarness();
const api = client(() => h.base);

const runningSleeps = () => sleepsRunning(h.db.superuserUrl);

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
    // the pool still serves
    const r = await api.post('/rest/v1/rpc/conf_add', { a: 1, b: 2 });
    expect([r.status, r.body]).toEqual([200, '3']);
  });

  it('never pools again a connection that was sent a cancel: a late cancel cannot hit the next request', async () => {
    const req = http.request(`${h.base}/rest/v1/rpc/conf_sleep`, { method: 'POST', headers: { apikey: API_KEY, 'Content-Type': 'application/json' }, agent: false });
    req.on('error', () => undefined);
    req.end(JSON.stringify({ s: 2.5 }));
    expect(await waitFor(async () => (await runningSleeps()) === 1, 2000)).toBe(true);
    const [pid] = await sleepingBackends(h.db.superuserUrl);
    req.destroy();
    // the backend the cancel was sent to is closed, not handed to the next request
    expect(await waitFor(async () => !(await backendAlive(h.db.superuserUrl, pid)), 2000)).toBe(true);
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.post('/rest/v1/rpc/conf_add', { a: 1, b: 2 })));
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(6).fill([200, '3']));
  });
});

describe('a share of the pool kept from anonymous callers', () => {
  it('serves a signed-in read at once while slow anonymous statements fill their lane, and queues the anonymous read', async () => {
    // the harness pool has 4 connections: anonymous callers get 3
    const slow = Array.from({ length: 5 }, () => api.post('/rest/v1/rpc/conf_sleep', { s: 1.5 }));
    expect(await waitFor(async () => (await runningSleeps()) === 3, 2000)).toBe(true);
    const started = Date.now();
    const signedIn = await api.get('/rest/v1/conf_items?select=id&id=eq.1', { Authorization: `Bearer ${await token({ role: 'authenticated' })}` });
    expect([signedIn.status, signedIn.body]).toEqual([200, '[{"id":1}]']);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await runningSleeps()).toBe(3); // the lane held: two slow calls still wait
    const anonymous = await api.get('/rest/v1/conf_items?select=id&id=eq.1');
    expect([anonymous.status, anonymous.body]).toEqual([200, '[{"id":1}]']);
    expect((await Promise.all(slow)).map((r) => [r.status, r.body])).toEqual(Array(5).fill([200, '1']));
  });
});
