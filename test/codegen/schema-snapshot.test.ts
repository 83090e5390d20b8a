// The private-schema snapshot: the pure renderer on a hand-made catalog (one
// table, one view, one function), and the introspection on the migrated
// template, where a landing table's index and the helper schema must show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSchemaSnapshot } from '../../src/codegen/emit-schema-snapshot.js';
import { introspectSchemas, type SchemaInfo } from '../../src/codegen/introspect-schemas.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

const column = { notNull: false, default: null, identity: null, generated: null, comment: null };
const sample: SchemaInfo[] = [{
  name: 'demo', owner: 'ingest_writer', acl: '{ingest_writer=UC/ingest_writer,api_owner=U/ingest_writer}', comment: 'Demo landing schema.',
  tables: [{
    name: 'item', owner: 'ingest_writer', acl: null, comment: 'Items as filed.',
    columns: [
      { ...column, name: 'id', type: 'bigint', notNull: true, identity: 'a' },
      { ...column, name: 'price', type: 'numeric', default: '0', comment: 'Price in BRL.' },
    ],
    constraints: [{ name: 'item_pkey', definition: 'PRIMARY KEY (id)' }],
    indexes: [{ name: 'item_pkey', definition: 'CREATE UNIQUE INDEX item_pkey ON demo.item USING btree (id)', comment: 'One row per id.' }],
  }],
  views: [{ name: 'cheap', owner: 'api_owner', acl: null, comment: null, columns: [{ ...column, name: 'id', type: 'bigint' }], definition: ' SELECT id\n   FROM demo.item\n  WHERE price < 1;' }],
  types: [],
  domains: [{ name: 'size', baseType: 'text', owner: 'api_owner', acl: null, comment: 'A size.', constraints: [{ name: 'size_check', definition: "CHECK ((VALUE = ANY (ARRAY['s'::text, 'm'::text])))" }] }],
  functions: [{ name: 'f', signature: 'f(p_x text)', returns: 'text', language: 'sql', volatility: 'immutable', securityDefiner: false, config: ['search_path=""'], owner: 'api_owner', acl: null, comment: null }],
}];

describe('renderSchemaSnapshot', () => {
  it('writes one block per object with owner, grants, comments, columns, constraints, indexes, definition, domain checks and signature', () => {
    const text = renderSchemaSnapshot(sample);
    expect(text.split('\n\n').slice(1).join('\n\n')).toBe(`schema demo
  owner ingest_writer
  grants {ingest_writer=UC/ingest_writer,api_owner=U/ingest_writer}
  comment "Demo landing schema."

table demo.item
  owner ingest_writer
  comment "Items as filed."
  column id bigint not null generated always as identity
  column price numeric default 0
    comment "Price in BRL."
  constraint item_pkey PRIMARY KEY (id)
  index CREATE UNIQUE INDEX item_pkey ON demo.item USING btree (id)
    comment "One row per id."

view demo.cheap
  owner api_owner
  column id bigint
  definition
     SELECT id
       FROM demo.item
      WHERE price < 1;

domain demo.size as text
  owner api_owner
  comment "A size."
  constraint size_check CHECK ((VALUE = ANY (ARRAY['s'::text, 'm'::text])))

function demo.f(p_x text) returns text
  sql, immutable, security invoker, set search_path=""
  owner api_owner
`);
  });
});

describe('introspectSchemas on the migrated database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('covers the private schemas only, with their tables, indexes and helpers, and no extension objects', async () => {
    const schemas = await withClient(db.superuserUrl, (c) => introspectSchemas(c));
    expect(schemas.map((s) => s.name)).toEqual(['anbima', 'b3', 'bcb', 'curated', 'cvm', 'extensions', 'ibge', 'ingest', 'internal']);
    const log = schemas.find((s) => s.name === 'ingest')!.tables.find((t) => t.name === 'ingest_log')!;
    expect(log.indexes.map((i) => i.definition)).toContain(
      "CREATE INDEX ingest_log_source_sha ON ingest.ingest_log USING btree (source, sha256, load_key) WHERE (status = 'loaded'::text)",
    );
    const helpers = schemas.find((s) => s.name === 'internal')!.functions.map((f) => f.name);
    expect(helpers.filter((name) => !name.startsWith('catalog_part_'))).toEqual(['assert_cnpj_list', 'assert_exactly_one', 'assert_in_range', 'assert_row_cap', 'assert_window', 'caller_tier', 'catalog_document', 'catalog_enums', 'catalog_static', 'catalog_tiers', 'cdi_over_months', 'cnpj', 'code_prefix', 'company_event_rows', 'company_id', 'company_on', 'cursor_date', 'domain_values', 'endpoint_facts', 'fnet_family', 'fund_family', 'json_or_text', 'movement_level_of', 'one_of', 'panel_companies', 'panel_ids', 'panel_metric', 'share_type', 'silent_funds', 'sql_default_json', 'standard_line_account', 'statement_period_of', 'statement_rows', 'tier_ceiling', 'value_set']);
    // one part function per top-level key of catalog.json
    expect(helpers.filter((name) => name.startsWith('catalog_part_')).length).toBeGreaterThanOrEqual(15);
    expect(schemas.find((s) => s.name === 'extensions')!.functions).toEqual([]);
  });
});
