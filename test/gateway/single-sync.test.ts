// A read whose statements a connection has prepared runs as one implicit
// transaction (src/gateway/db/single-sync.ts): repeated requests must answer
// exactly as the first one did, stay read-only, carry the request settings,
// and leave the connection clean after a failure.
import { describe, expect, it } from 'vitest';
import { singleSyncStats } from '../../src/gateway/db/single-sync.js';
import { client, errorBody, useHarness } from './harness.js';

const h = useHarness();
const api = client(() => h.base);
// more than the harness pool's four connections, so every connection has the shape prepared
const REPEAT = 12;

async function repeated(send: () => Promise<{ status: number; body: string; headers: Record<string, unknown> }>) {
  const answers = [];
  for (let i = 0; i < REPEAT; i++) answers.push(await send());
  return answers;
}

describe('a read on statements the connection has prepared', () => {
  it('answers a view read the same every time, with its count', async () => {
    const before = singleSyncStats.runs;
    const answers = await repeated(() => api.get('/rest/v1/conf_items?score=gt.2&order=id.desc&limit=3', { Prefer: 'count=exact' }));
    expect(new Set(answers.map((a) => `${a.status} ${a.headers['content-range']} ${a.body}`)).size).toBe(1);
    expect(answers[0].status).toBe(206);
    if (!h.postgrest) expect(singleSyncStats.runs - before).toBeGreaterThan(0);
  });

  it('stays read-only: a GET to a writing function is 405 25006 every time', async () => {
    const answers = await repeated(() => api.get('/rest/v1/rpc/conf_next'));
    for (const a of answers) expect([a.status, a.body]).toEqual([405, errorBody('25006', 'cannot execute nextval() in a read-only transaction')]);
  });

  it('carries role, claims, path and the read-only mode on every request', async () => {
    for (const a of await repeated(() => api.get('/rest/v1/rpc/conf_gucs'))) {
      expect(JSON.parse(a.body)).toMatchObject({ role: 'anon', claims: { role: 'anon' }, method: 'GET', path: '/rpc/conf_gucs', statement_timeout: '3s', read_only: 'on' });
    }
  });

  it('answers a refusal the same every time, and the connection serves the next read', async () => {
    const refusals = await repeated(() => api.get('/rest/v1/rpc/conf_refuse?p_n=11'));
    expect(new Set(refusals.map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    expect(refusals[0].status).toBe(400);
    for (const a of await repeated(() => api.get('/rest/v1/rpc/conf_add?a=2&b=3'))) expect([a.status, a.body]).toEqual([200, '5']);
  });
});
