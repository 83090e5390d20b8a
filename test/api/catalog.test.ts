import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';

let db: TestDatabase;
let api: RunningApi;
const catalogText = fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8');
const catalog = JSON.parse(catalogText);

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('POST /rpc/catalog', () => {
  it('returns the catalog codegen committed (src/generated/catalog.json), catalog.json\'s keys in order with the endpoints last', async () => {
    const res = await api.rpc('catalog', {});
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual(catalog);
    expect(Object.keys(body)).toEqual(Object.keys(catalog));
  });

  it('builds the endpoint facts from the endpoints: tag, cursor, defaults and tier ceilings as each function states them', () => {
    expect(catalog.endpoints.ptax).toEqual({ method: 'POST', path: '/rpc/ptax', tag: 'Macro' });
    expect(catalog.endpoints.portfolio_fees.tag).toBe('Portfolio');
    expect(catalog.endpoints.portfolio_fees.since).toEqual({ lamina_newer: 'v55', etf: 'v56, v57' });
    expect(catalog.limits.page.functions.paged.fund_nav).toBe('period');
    // a default stated as prose, and one read from the signature (DEFAULT 100)
    expect(catalog.defaults.ptax).toEqual({ p_from: '12 months before p_to', p_to: 'today' });
    expect(catalog.defaults.option_chain.p_limit).toBe(100);
    expect(catalog.defaults.search_funds).toEqual({ p_query: '', p_entity_type: null, p_limit: 50 });
    expect(catalog.tiers.anon.search_funds_rows).toBe(25);
    expect(catalog.tiers.authenticated.panel_ids).toBe(50);
    // no contract version in public prose: it lives in since
    for (const [name, e] of Object.entries(catalog.endpoints) as [string, { since?: unknown }][]) {
      if (e.since) expect(JSON.stringify(e.since), name).toMatch(/v\d+/);
    }
  });

  it('states version 75, the 1000-row cut and the tiers', () => {
    expect(catalog.version).toBe(75);
    expect(catalog.limits.rows_per_response.value).toBe(1000);
    expect(catalog.limits.page.size).toBe(1000);
    expect(catalog.tiers.anon.statement_timeout_seconds).toBe(3);
    expect(catalog.tiers.authenticated.statement_timeout_seconds).toBe(8);
    for (const key of ['kind', 'version', 'limits', 'tiers', 'id_types', 'constraints', 'screens', 'endpoints']) expect(catalog).toHaveProperty(key);
  });

  it('lists every endpoint the API serves, with its method and path', () => {
    const openapi = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8'));
    const served = Object.keys(openapi.paths).filter((p) => p !== '/').sort();
    expect(Object.values(catalog.endpoints).map((e: any) => e.path).sort()).toEqual(served);
  });

  it('names every refusing function as raise-only or paged', () => {
    const listed = new Set([...catalog.limits.page.functions.raise_only, ...Object.keys(catalog.limits.page.functions.paged)]);
    expect(listed.has('ptax')).toBe(true);
  });

  it('serves the snapshot of the live assembly: after the migrations, api.catalog() equals internal.catalog_document()', async () => {
    const [served, live] = await withClient(db.superuserUrl, async (c) => (await c.query('select api.catalog()::jsonb = internal.catalog_document()::jsonb as same, (select count(*) from internal.catalog_snapshot)::int as n')).rows.map((r) => [r.same, r.n])[0]);
    expect(served).toBe(true);
    expect(live).toBe(1);
  });

  it('is reachable with GET for a stable function, the same bytes as POST', async () => {
    const res = await api.get('/rpc/catalog');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await (await api.rpc('catalog', {})).text());
  });
});
