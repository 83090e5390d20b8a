// generateApiFiles on real introspection output: the OpenAPI document says what
// the contract says, catalog.json changes show up as drift of its part files, and
// the catalog api.catalog() assembles and the schema describe the same endpoints.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONAL_GROUPS } from '../../src/codegen/catalog-endpoints.js';
import { readCatalog } from '../../src/codegen/catalog-sql.js';
import { findDrift } from '../../src/codegen/drift.js';
import { GENERATED_PATHS, generateApiFiles, generateCatalogSql, type CodegenInput } from '../../src/codegen/generate.js';
import { readApi } from '../../src/codegen/read-api.js';
import { REPO_ROOT } from '../../src/repo-root.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

type Json = Record<string, any>;
const catalogJson = readCatalog(REPO_ROOT) as Json;
/** api.catalog() as the migrated database answers it (read in beforeAll). */
let catalog: Json;
/** The tags of the catalog's endpoints, each once, in the order openapi.json lists them (the spec's order of groups, not the alphabet). */
const catalogTags = (extra: string[] = []): string[] => {
  const used = new Set([...Object.values(catalog.endpoints as Record<string, { tag: string }>).map((e) => e.tag), ...extra]);
  return FUNCTIONAL_GROUPS.filter((g) => used.has(g));
};
const openapiOf = (input: CodegenInput): Json =>
  JSON.parse(generateApiFiles(input).find((f) => f.path === GENERATED_PATHS.openapi)!.content);
const fileOf = (input: CodegenInput, path: string) => generateApiFiles(input).find((f) => f.path === path)!.content;

let db: TestDatabase;
let input: CodegenInput;
let spec: Json;
beforeAll(async () => {
  db = await createTestDatabase();
  input = { ...(await readApi(db.superuserUrl)), readme: fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8') };
  catalog = input.catalog as Json;
  spec = openapiOf(input);
});
afterAll(() => db?.drop());

describe('catalog.json drift', () => {
  it('renders its part files exactly as committed', () => {
    expect(findDrift(REPO_ROOT, generateCatalogSql(catalogJson))).toEqual([]);
  });

  it('shows only the changed key\'s part file as drifted when catalog.json changes', () => {
    const drifts = findDrift(REPO_ROOT, generateCatalogSql({ ...catalogJson, version: 76 }));
    expect(drifts.map((d) => d.path)).toEqual(['sql/internal/catalog_part_version.sql']);
    expect(drifts[0].diff).toMatch(/^\+ {2}select '76'::json$/m);
  });

  it('is what api.catalog() answers for every key catalog.json states, where no endpoint adds to it', () => {
    const derived = ['limits', 'tiers', 'defaults', 'enums'];
    for (const key of Object.keys(catalogJson).filter((k) => !derived.includes(k))) expect(catalog[key], key).toEqual(catalogJson[key]);
    expect(Object.keys(catalog)).toEqual([...Object.keys(catalogJson), 'endpoints']);
  });

  it('refuses an api object without a catalog entry, and an entry without an api object', () => {
    const { ptax, ...withoutPtax } = catalog.endpoints;
    expect(ptax).toBeDefined();
    expect(() => generateApiFiles({ ...input, catalog: { ...catalog, endpoints: withoutPtax } })).toThrow(/api\.ptax has no entry in the catalog's endpoints/);
    expect(() => generateApiFiles({ ...input, catalog: { ...catalog, endpoints: { ...catalog.endpoints, ptax: { method: 'POST', path: '/rpc/ptax' } } } })).toThrow(
      /api\.ptax states no functional group: end its COMMENT with a line "@tag <group>"/,
    );
    const ghost = { ...catalog.endpoints, ghost: { method: 'POST', path: '/rpc/ghost', tag: 'Other' } };
    expect(() => generateApiFiles({ ...input, catalog: { ...catalog, endpoints: ghost } })).toThrow(
      /endpoints\.ghost names no api view or function/,
    );
    const badTag = { ...catalog.endpoints, ptax: { ...ptax, tag: 'Currencies' } };
    expect(() => generateApiFiles({ ...input, catalog: { ...catalog, endpoints: badTag } })).toThrow(/not one of the spec's functional groups/);
  });
});

describe('openapi.json', () => {
  it('is OpenAPI 3.1 at catalog version 75, titled by the schema comment, with both security schemes', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(spec.info.version).toBe('75');
    expect(spec.info.title).toBe('Brazilian public financial data read API');
    expect(spec.info.description).toMatch(/^Read-only views and functions/);
    expect(spec.servers).toEqual([{ url: 'http://localhost:3000/rest/v1' }]);
    expect(spec.components.securitySchemes.apikey).toMatchObject({ type: 'apiKey', in: 'header', name: 'apikey' });
    expect(spec.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(spec.security).toEqual([{ apikey: [] }, { apikey: [], bearer: [] }]);
    expect(spec.tags).toEqual(catalogTags().map((name) => ({ name, description: catalog.tags[name] })));
    expect(spec.tags.every((t: Json) => t.description.length > 20)).toBe(true);
    expect(spec.info.license).toEqual(catalog.license);
  });

  it('lists every row property in required: keys are always present, values nullable', () => {
    const rows = Object.entries(spec.components.schemas as Record<string, Json>).filter(([name]) => name !== 'Error' && name !== 'catalog');
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const [, row] of rows) expect(row.required).toEqual(Object.keys(row.properties));
    expect(spec.components.schemas.ptax.required).toEqual(['currency', 'unit', 'reference_date', 'buy_rate', 'sell_rate', 'source']);
  });

  it('emits the enums of catalog.json on arguments, query parameters and row columns', () => {
    const body = spec.paths['/rpc/fund_nav'].post.requestBody.content['application/json'].schema;
    expect(body.properties.p_entity_type).toMatchObject({ type: ['string', 'null'], enum: ['fi', 'fidc', 'fii', null], default: null });
    const query = spec.paths['/rpc/search_funds'].get.parameters.find((p: Json) => p.name === 'p_entity_type');
    expect(query.schema).toEqual({ type: 'string', enum: ['fi', 'fidc', 'fii'] });
    expect(spec.components.schemas.investor_flow.properties.flow_basis.enum).toEqual([...catalog.enums.investor_flow.flow_basis, null]);
    expect(spec.components.schemas.fund_nav.properties.entity_type.enum).toEqual(['fi', 'fidc', 'fii', null]);
    // no enum where the catalog names none
    expect(spec.components.schemas.investor_flow.properties.reference_date.enum).toBeUndefined();
  });

  it('refuses an enum in catalog.json that names no argument or column', () => {
    const enums = { ...catalog.enums, fund_nav: { ...catalog.enums.fund_nav, p_family: ['fi'] } };
    expect(() => generateApiFiles({ ...input, catalog: { ...catalog, enums } })).toThrow(/catalog\.json enums\.fund_nav\.p_family names no argument or column of api\.fund_nav/);
  });

  it('refuses a used tag without a description, and a catalog without a license', () => {
    const { Macro, ...tags } = catalog.tags;
    expect(Macro).toBeDefined();
    expect(() => generateApiFiles({ ...input, catalog: { ...catalog, tags } })).toThrow(/catalog\.json tags has no description for Macro/);
    const { license, ...unlicensed } = catalog;
    expect(license).toBeDefined();
    expect(() => generateApiFiles({ ...input, catalog: unlicensed })).toThrow(/"license" .* is missing/);
  });

  it('describes the catalog result with a schema built from catalog.json: every key required, examples as {ask, call, then}', () => {
    const schema = spec.components.schemas.catalog;
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(Object.keys(catalog));
    expect(schema.properties.version).toEqual({ type: 'integer' });
    expect(schema.properties.examples.items).toMatchObject({ type: 'object', required: ['ask', 'call', 'then'] });
    expect(schema.properties.examples.items.properties.call.required).toEqual(['method', 'path']);
    expect(spec.paths['/rpc/catalog'].post.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/catalog' });
  });

  it('has exactly one path per view anon can select and function anon can execute', async () => {
    const anonSurface = await withClient(db.superuserUrl, async (c) => {
      const { rows } = await c.query<{ path: string }>(`
        select '/rpc/' || p.proname as path from pg_proc p
         where p.pronamespace = 'api'::regnamespace and has_function_privilege('anon', p.oid, 'execute')
        union
        select '/' || c.relname from pg_class c
         where c.relnamespace = 'api'::regnamespace and has_table_privilege('anon', c.oid, 'select')`);
      return rows.map((r) => r.path).sort();
    });
    expect(Object.keys(spec.paths).sort()).toEqual(anonSurface);
    expect(anonSurface).toContain('/rpc/ptax');
    expect(Object.keys(spec.paths)).not.toContain('/rpc/caller_tier');
    expect(Object.keys(spec.paths)).not.toContain('/rpc/assert_row_cap');
  });

  it('documents ptax: required p_currency, null defaults, the 22023 row cap, commented columns', () => {
    const post = spec.paths['/rpc/ptax'].post;
    expect(post.tags).toEqual(['Macro']);
    expect(post.summary).toBe('PTAX exchange rate for one currency, oldest first.');
    const body = post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['p_currency']);
    expect(body.properties.p_currency).toEqual({
      type: 'string',
      description: 'ISO currency code held in the store (USD, EUR, JPY, ...); case-insensitive.',
    });
    expect(body.properties.p_from).toMatchObject({ type: ['string', 'null'], format: 'date', default: null });
    expect(body.additionalProperties).toBe(false);
    expect(post['x-row-cap']).toBe(1000);
    expect(post['x-refuses']).toBe('22023');
    expect(post.description).toMatch(/Refuses above 1000 rows: .*SQLSTATE 22023/);
    expect(post.responses['400'].description).toMatch(/Refuses above 1000 rows with SQLSTATE 22023/);
    expect(post.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(post.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(post.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(post.responses['200'].content['application/json'].schema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/ptax' } });

    const row = spec.components.schemas.ptax;
    expect(Object.keys(row.properties)).toEqual(['currency', 'unit', 'reference_date', 'buy_rate', 'sell_rate', 'source']);
    expect(Object.values(row.properties).every((p: any) => typeof p.description === 'string' && p.description.length > 0)).toBe(true);
    expect(row.properties.buy_rate.type).toEqual(['number', 'null']);
    expect(row.properties.reference_date).toMatchObject({ type: ['string', 'null'], format: 'date' });
    expect(spec.components.schemas.Error.required).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('offers GET with query parameters for stable functions, and no row cap where the source has none', () => {
    const get = spec.paths['/rpc/ptax'].get;
    expect(get.parameters.map((p: Json) => [p.name, p.in, p.required])).toEqual([
      ['p_currency', 'query', true],
      ['p_from', 'query', false],
      ['p_to', 'query', false],
    ]);
    const catalogPost = spec.paths['/rpc/catalog'].post;
    expect(catalogPost['x-row-cap']).toBeUndefined();
    expect(catalogPost.responses['400'].description).not.toMatch(/22023/);
  });
});

describe('a view, an overload and the Kysely types', () => {
  let probe: TestDatabase;
  let probeInput: CodegenInput;
  beforeAll(async () => {
    probe = await createTestDatabase();
    await withClient(probe.superuserUrl, (c) =>
      c.query(`
        create view api.codegen_probe with (security_invoker = true) as
          select 1::int as id, 'x'::text as label, 1.5::numeric as amount, 2::bigint as volume, current_date as day;
        comment on view api.codegen_probe is E'Probe view.\\nOnly for codegen tests.\\n@tag Other';
        comment on column api.codegen_probe.amount is 'An amount in BRL.';
        grant select on api.codegen_probe to anon;`),
    );
    // the probe's endpoint entry comes from the view itself (its COMMENT's @tag line)
    const probed = await readApi(probe.superuserUrl);
    const probeCatalog = probed.catalog as Json;
    expect(probeCatalog.endpoints.codegen_probe).toEqual({ method: 'GET', path: '/codegen_probe', tag: 'Other' });
    probeInput = { ...probed, readme: input.readme, catalog: { ...probeCatalog, tags: { ...probeCatalog.tags, Other: 'Anything no other group holds.' } } };
  });
  afterAll(() => probe?.drop());

  it('describes a view with PostgREST query parameters and a commented row schema', () => {
    const probeSpec = openapiOf(probeInput);
    const get = probeSpec.paths['/codegen_probe'].get;
    expect(get.tags).toEqual(['Other']);
    expect(get.summary).toBe('Probe view.');
    expect(get.description).toBe('Only for codegen tests.');
    const names = get.parameters.map((p: Json) => p.name ?? p.$ref);
    expect(names).toEqual([
      'id',
      'label',
      'amount',
      'volume',
      'day',
      ...['select', 'order', 'limit', 'offset', 'range', 'preferCount'].map((p) => `#/components/parameters/${p}`),
    ]);
    expect(get.parameters[2].description).toMatch(/eq, neq, gt, gte, lt, lte, in, is[\s\S]*An amount in BRL\./);
    expect(probeSpec.components.parameters.limit.schema.maximum).toBe(1000);
    expect(probeSpec.components.parameters.range).toMatchObject({ name: 'Range', in: 'header' });
    expect(probeSpec.components.parameters.preferCount).toMatchObject({ name: 'Prefer', in: 'header' });
    expect(Object.keys(get.responses)).toEqual(['200', '206', '400', '401', '404', '416']);
    const row = probeSpec.components.schemas.codegen_probe;
    expect(row.properties.id).toMatchObject({ type: ['integer', 'null'], format: 'int32' });
    expect(row.properties.volume).toMatchObject({ type: ['integer', 'null'], format: 'int64' });
    expect(row.properties.amount).toEqual({ type: ['number', 'null'], description: 'An amount in BRL.' });
    expect(probeSpec.tags.map((t: Json) => t.name)).toEqual(catalogTags(['Other']));
  });

  it('types the view for Kysely with node-pg value types', () => {
    const kysely = fileOf(probeInput, GENERATED_PATHS.kysely);
    expect(kysely).toContain('GENERATED');
    expect(kysely).toMatch(/export interface CodegenProbe \{\n {2}id: number \| null;\n {2}label: string \| null;\n {2}\/\*\* An amount in BRL\. \*\/\n {2}amount: string \| null;\n {2}volume: string \| null;\n {2}day: Date \| null;\n\}/);
    expect(kysely).toMatch(/export interface ApiDatabase \{\n(  \w+: \w+;\n)*  codegen_probe: CodegenProbe;\n(  \w+: \w+;\n)*\}/);
    expect(kysely).toContain('export interface PtaxRow {');
  });

  it('lists the view in the route table the gateway reads', () => {
    const routes = fileOf(probeInput, GENERATED_PATHS.routes);
    expect(routes.startsWith('// GENERATED')).toBe(true);
    expect(routes).toContain("import type { RouteTable } from '../gateway/route-types.js';");
    expect(routes).toContain('"codegen_probe": {\n      "kind": "view"');
  });

  it('refuses to describe an overloaded function', async () => {
    await withClient(probe.superuserUrl, (c) =>
      c.query(`create function api.ptax(p_currency text, p_days int) returns setof api.ptax_row language sql stable
               as $$ select * from api.ptax(p_currency) $$;
               grant execute on function api.ptax(text, int) to anon;`),
    );
    const overloaded = { ...(await readApi(probe.superuserUrl)), readme: input.readme, catalog: probeInput.catalog };
    expect(() => generateApiFiles(overloaded)).toThrow(/api\.ptax has 2 overloads .*drop the old signature/);
  });
});
