// The source files (functions/, views/ for api objects, sql/<schema>/ for the
// private ones) are what people edit; committed migrations are what deploys.
// These tests fail when the two disagree: a source file changed without a new
// migration, a migration changed an object without its file, or an object has
// no file. Tables cannot be re-applied, so the proof for them is a database
// built from the files alone, whose catalog must equal the migrated one.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { introspectSchemas } from '../../src/codegen/introspect-schemas.js';
import { REPO_ROOT } from '../../src/repo-root.js';
import { readSqlSources, type SqlSource } from '../../src/db/sql-sources.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

// Every schema the sources define: all but the system ones and graphile-migrate's bookkeeping.
const SOURCE_SCHEMAS = `n.nspname not in ('graphile_migrate', 'information_schema') and n.nspname not like 'pg\\_%'`;

// What the structured catalog (introspect-schemas.ts) leaves out: whole
// function definitions, and the database-wide default privileges.
const DEFINITIONS_SQL = `
  select 'function ' || p.oid::regprocedure::text as key, pg_get_functiondef(p.oid) as value
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where ${SOURCE_SCHEMAS}
     and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  union all
  select 'default acl ' || pg_get_userbyid(d.defaclrole) || ' ' || coalesce(d.defaclnamespace::regnamespace::text, '*') || ' ' || d.defaclobjtype::text,
         d.defaclacl::text
    from pg_default_acl d
  union all
  select 'domain ' || t.oid::regtype::text,
         format_type(t.typbasetype, t.typtypmod) || ' ' || coalesce((select string_agg(pg_get_constraintdef(c.oid), ' ' order by c.conname) from pg_constraint c where c.contypid = t.oid), '')
         || ' owner ' || pg_get_userbyid(t.typowner) || ' comment ' || coalesce(obj_description(t.oid, 'pg_type'), '')
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where t.typtype = 'd' and ${SOURCE_SCHEMAS}
  union all
  select 'extension ' || e.extname, e.extnamespace::regnamespace::text from pg_extension e
  order by 1`;

async function catalogOf(url: string) {
  return withClient(url, async (c) => ({
    schemas: await introspectSchemas(c, SOURCE_SCHEMAS),
    definitions: Object.fromEntries((await c.query(DEFINITIONS_SQL)).rows.map((r) => [r.key, r.value])),
  }));
}

/** Applies each file in its own transaction; a file that fails (a dependency not made yet) is retried after the others. */
async function applyAll(url: string, sources: SqlSource[]): Promise<void> {
  await withClient(url, async (c) => {
    let pending = sources;
    while (pending.length) {
      const failed: { source: SqlSource; error: string }[] = [];
      for (const source of pending) {
        await c.query('begin');
        try {
          await c.query(source.sql);
          await c.query('commit');
        } catch (e) {
          await c.query('rollback');
          failed.push({ source, error: e instanceof Error ? e.message : String(e) });
        }
      }
      if (failed.length === pending.length) {
        throw new Error(`source files that never apply:\n${failed.map((f) => `  ${f.source.file}: ${f.error}`).join('\n')}`);
      }
      pending = failed.map((f) => f.source);
    }
  });
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('sources and deployed definitions', () => {
  it('re-applying every function and view file changes nothing that was deployed', async () => {
    const before = await catalogOf(db.superuserUrl);
    await applyAll(db.superuserUrl, readSqlSources().filter((s) => s.kind === 'function' || s.kind === 'view'));
    const after = await catalogOf(db.superuserUrl);
    expect(after).toEqual(before);
  });

  it('an empty database built from the source files alone has the catalog of the migrated one', async () => {
    const scratch = await createTestDatabase({ empty: true });
    try {
      await applyAll(scratch.superuserUrl, readSqlSources());
      const [built, migrated] = [await catalogOf(scratch.superuserUrl), await catalogOf(db.superuserUrl)];
      expect(built.definitions).toEqual(migrated.definitions);
      for (const schema of migrated.schemas) {
        expect(built.schemas.find((s) => s.name === schema.name), `schema ${schema.name}`).toEqual(schema);
      }
      expect(built.schemas.map((s) => s.name)).toEqual(migrated.schemas.map((s) => s.name));
    } finally {
      await scratch.drop();
    }
  }, 60_000);

  it('every table, view, function and domain has exactly one source file named after it', async () => {
    const deployed = await withClient(db.superuserUrl, async (c) => {
      const { rows } = await c.query(`
        select case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind,
               case when n.nspname = 'api' then '' else n.nspname || '.' end || c.relname as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where ${SOURCE_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm')
           and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
        union
        select 'domain', n.nspname || '.' || t.typname
          from pg_type t join pg_namespace n on n.oid = t.typnamespace
         where t.typtype = 'd' and ${SOURCE_SCHEMAS}
        union
        select 'function', case when n.nspname = 'api' then '' else n.nspname || '.' end || p.proname
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where ${SOURCE_SCHEMAS}
           and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by 1, 2`);
      return rows.map((r) => `${r.kind}:${r.name}`);
    });
    const files = readSqlSources().filter((s) => s.kind === 'function' || s.kind === 'view' || s.kind === 'table' || s.kind === 'domain').map((s) => `${s.kind}:${s.name}`).sort();
    expect(files).toEqual(deployed);
  });

  it('migrations/current.sql holds no work in progress', () => {
    const current = fs.readFileSync(path.join(REPO_ROOT, 'migrations', 'current.sql'), 'utf8');
    const statements = current.split('\n').filter((line) => line.trim() && !line.trim().startsWith('--'));
    expect(statements).toEqual([]);
  });

  it('committed migrations are self-contained (no include directive left)', () => {
    const dir = path.join(REPO_ROOT, 'migrations', 'committed');
    for (const file of fs.readdirSync(dir)) {
      expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/^--!\s*include/m);
    }
  });
});
