// Input a hostile client sends to make the gateway fail: every answer is a 4xx
// in the four-key shape, decided before the database is asked.
import { describe, expect, it } from 'vitest';
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
