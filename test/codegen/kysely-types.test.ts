// The Kysely types in src/generated/db.ts against the live catalog: every table
// and view of the private schemas, every column with its nullability and the
// type node-pg really returns; a new private object is picked up by
// introspection alone; and values read through src/db/kysely.ts have the
// runtime types the file claims.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnType, renderKyselyModule, tsType } from '../../src/codegen/emit-kysely.js';
import { introspect } from '../../src/codegen/introspect.js';
import { introspectPrivateRelations, type RelationInfo } from '../../src/codegen/introspect-relations.js';
import { kyselyOver } from '../../src/db/kysely.js';
import { REPO_ROOT } from '../../src/repo-root.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { insertPtax } from '../helpers/ptax-rows.js';

/** interface name -> property name -> declared type, as written in a generated module. */
function interfacesOf(module: string): Map<string, Map<string, string>> {
  const interfaces = new Map<string, Map<string, string>>();
  for (const [, name, body] of module.matchAll(/^export interface (\w+) \{\n([\s\S]*?)\n\}/gm)) {
    const properties = new Map<string, string>();
    for (const [, key, type] of body.matchAll(/^ {2}("[^"]+"|\w+): (.+);$/gm)) properties.set(key.startsWith('"') ? JSON.parse(key) : key, type);
    interfaces.set(name, properties);
  }
  return interfaces;
}

function expectedType(relation: RelationInfo, column: RelationInfo['columns'][number]): string {
  if (relation.kind === 'view') return `${tsType(column.pgType)}${column.nullable ? ' | null' : ''}`;
  const value = `${columnType(column.pgType)}${column.nullable ? ' | null' : ''}`;
  return column.hasDefault ? `Generated<${value}>` : value;
}

let db: TestDatabase;
let relations: RelationInfo[];
beforeAll(async () => {
  db = await createTestDatabase();
  relations = await withClient(db.superuserUrl, (c) => introspectPrivateRelations(c));
});
afterAll(() => db?.drop());

describe('src/generated/db.ts', () => {
  const committed = fs.readFileSync(path.join(REPO_ROOT, 'src/generated/db.ts'), 'utf8');
  const interfaces = interfacesOf(committed);
  const database = interfaces.get('Database')!;

  it('finds the landing tables of every private schema', () => {
    const schemas = new Set(relations.map((r) => r.schema));
    for (const schema of ['ingest', 'bcb', 'cvm', 'b3']) expect(schemas, schema).toContain(schema);
    expect(relations.find((r) => r.schema === 'bcb' && r.name === 'ptax')?.kind).toBe('table');
  });

  it('types every private table and view, and every column of each, as the catalog has them', () => {
    const privateKeys = [...database.keys()].filter((k) => !k.startsWith('api.')).sort();
    expect(privateKeys).toEqual(relations.map((r) => `${r.schema}.${r.name}`).sort());
    for (const relation of relations) {
      const typeName = database.get(`${relation.schema}.${relation.name}`)!;
      const declared = interfaces.get(typeName);
      expect(declared, typeName).toBeDefined();
      expect(Object.fromEntries(declared!), typeName).toEqual(Object.fromEntries(relation.columns.map((c) => [c.name, expectedType(relation, c)])));
    }
  });

  it('picks up a new private table by introspection alone, with defaults, NULLs and node-pg types', async () => {
    const probe = await createTestDatabase();
    try {
      const module = await withClient(probe.superuserUrl, async (c) => {
        await c.query(`create schema kysely_probe;
          create table kysely_probe.event (id bigint generated always as identity, day date not null, amount numeric(18,6),
            count integer not null default 0, tags text[], note text)`);
        return renderKyselyModule(await introspect(c), await introspectPrivateRelations(c));
      });
      const probeInterfaces = interfacesOf(module);
      expect(probeInterfaces.get('Database')!.get('kysely_probe.event')).toBe('KyselyProbeEvent');
      expect(Object.fromEntries(probeInterfaces.get('KyselyProbeEvent')!)).toEqual({
        id: 'Generated<Int8>',
        day: 'Timestamp',
        amount: 'Numeric | null',
        count: 'Generated<number>',
        tags: 'string[] | null',
        note: 'string | null',
      });
    } finally {
      await probe.drop();
    }
  });
});

describe('src/db/kysely.ts', () => {
  it('reads values with the runtime types the generated file declares', async () => {
    const row = await withClient(db.superuserUrl, async (c) => {
      await insertPtax(c, [{ currency: 'USD', reference_date: '2025-04-22', buy_rate: '5.7490', sell_rate: 5.7496 }]);
      return kyselyOver(c).selectFrom('bcb.ptax').selectAll().executeTakeFirstOrThrow();
    });
    expect(row.reference_date).toBeInstanceOf(Date); // Timestamp
    expect(row.bulletin_at).toBeInstanceOf(Date);
    expect(row.buy_rate).toBe('5.7490'); // Numeric: text, digits as written
    expect(row.sell_rate).toBe('5.7496'); // a number written is read back as text
    expect(typeof row.ingest_id).toBe('string'); // Int8
    expect(row.buy_parity).toBeNull();
  });

  it('runs on the caller\'s connection, inside its transaction', async () => {
    const counts = await withClient(db.superuserUrl, async (c) => {
      const k = kyselyOver(c);
      const count = async () => Number((await k.selectFrom('bcb.currency').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      await c.query('begin');
      await k.insertInto('bcb.currency').values({ symbol: 'ZZZ', name: 'Probe', unit: 'BRL' }).execute();
      const inside = await count();
      await c.query('rollback');
      return [before, inside, await count()];
    });
    expect(counts[1]).toBe(counts[0] + 1);
    expect(counts[2]).toBe(counts[0]);
  });
});
