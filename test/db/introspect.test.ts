import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/repo-root.js';
import { introspect, splitTopLevel } from '../../src/codegen/introspect.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('introspect', () => {
  it('reads ptax as a set-returning function with defaults and commented columns', async () => {
    const routes = await withClient(db.superuserUrl, (c) => introspect(c));
    const [ptax] = routes.functions.ptax;
    expect(ptax.signature).toBe('ptax(p_currency text, p_from date, p_to date)');
    expect(ptax.args).toEqual([
      { name: 'p_currency', pgType: 'text', hasDefault: false, defaultText: null },
      { name: 'p_from', pgType: 'date', hasDefault: true, defaultText: 'NULL::date' },
      { name: 'p_to', pgType: 'date', hasDefault: true, defaultText: 'NULL::date' },
    ]);
    expect(ptax.returns.kind).toBe('setof-composite');
    expect(ptax.returns.columns.map((c) => c.name)).toEqual(['currency', 'unit', 'reference_date', 'buy_rate', 'sell_rate', 'source']);
    expect(ptax.returns.columns.every((c) => c.description)).toBe(true);
    expect(ptax.volatility).toBe('stable');
    expect(routes.functions.catalog[0].returns.kind).toBe('json');
  });

  it('leaves out what anon cannot execute and lists landing tables as private', async () => {
    const routes = await withClient(db.superuserUrl, (c) => introspect(c));
    // exactly the functions and views the catalog lists as endpoints; the internal helpers are not among them
    const endpoints = Object.entries((JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8')) as { endpoints: Record<string, { method: string }> }).endpoints);
    const named = (method: string) => endpoints.filter(([, e]) => e.method === method).map(([name]) => name).sort();
    expect(Object.keys(routes.functions).sort()).toEqual(named('POST'));
    expect(Object.keys(routes.views).sort()).toEqual(named('GET'));
    expect(routes.functions).not.toHaveProperty('assert_row_cap');
    expect(routes.functions).not.toHaveProperty('caller_tier');
    expect(routes.privateRelations).toContain('bcb.ptax');
    expect(routes.privateRelations).toContain('ingest_log');
  });

  it('splits argument lists only on top-level commas', () => {
    expect(splitTopLevel("a integer, b text DEFAULT 'x, y'::text, c numeric(10,2) DEFAULT 1")).toEqual([
      'a integer',
      "b text DEFAULT 'x, y'::text",
      'c numeric(10,2) DEFAULT 1',
    ]);
  });
});
