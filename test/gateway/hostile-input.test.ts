// Input a hostile client sends to make the gateway fail: every answer is a 4xx
// in the four-key shape, decided before the database is asked.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/gateway/http/json-depth.js';
import { MAX_NESTING } from '../../src/gateway/query/parsec.js';
import { client, errorBody, useHarness } from './harness.js';

const h = useHarness();
const api = client(() => h.base);

/** 1-based column of the `(` that opens level MAX_NESTING + 1. */
const tooDeepColumn = (input: string) => input.split('(', MAX_NESTING + 1).join('(').length + 1;

describe('nesting depth of query parameters', () => {
  it('refuses 600 nested and( in a logic tree with 400 PGRST100 instead of overflowing', async () => {
    const v = `(${'and('.repeat(600)}id.eq.1${')'.repeat(601)}`;
    const r = await api.get(`/rest/v1/conf_items?or=${v}`);
    expect([r.status, r.body]).toEqual([
      400,
      errorBody('PGRST100', `"failed to parse logic tree (${v})" (line 1, column ${tooDeepColumn(`or${v}`)})`, `nesting deeper than ${MAX_NESTING} levels`),
    ]);
  });

  it('refuses 730 nested select items with 400 PGRST100', async () => {
    const v = `${'a('.repeat(730)}id${')'.repeat(730)}`;
    const r = await api.get(`/rest/v1/conf_items?select=${v}`);
    expect([r.status, r.body]).toEqual([
      400,
      errorBody('PGRST100', `"failed to parse select parameter (${v})" (line 1, column ${tooDeepColumn(v)})`, `nesting deeper than ${MAX_NESTING} levels`),
    ]);
  });
});

describe('nesting depth of JSON bodies', () => {
  const deep = `{"a":1,"b":${'['.repeat(22_000)}${']'.repeat(22_000)}}`;
  const refused = errorBody('PGRST102', 'Empty or invalid json', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`);

  it('refuses 22,000 levels in an rpc argument with 400 PGRST102 before PostgreSQL', async () => {
    const r = await api.post('/rest/v1/rpc/conf_add', deep);
    expect([r.status, r.body]).toEqual([400, refused]);
  });

  it('refuses them with ?columns= too', async () => {
    const r = await api.post('/rest/v1/rpc/conf_add?columns=a', deep);
    expect([r.status, r.body]).toEqual([400, refused]);
  });

  it(`still serves a body nested ${MAX_JSON_DEPTH} levels`, async () => {
    const r = await api.post('/rest/v1/rpc/conf_add?columns=a', `{"a":2,"b":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`);
    expect([r.status, r.body]).toEqual([200, '3']);
  });
});
