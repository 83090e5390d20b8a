// The files under functions/ and views/ are what people edit; committed
// migrations are what deploys. These tests fail when the two disagree, i.e.
// when a source file changed without a new migration (or the reverse).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/db/migrate.js';
import { readSqlSources } from '../../src/db/sql-sources.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

// Everything observable about the api schema, as text: definitions, owners,
// privileges, comments (object, column and row-type column comments).
const SNAPSHOT_SQL = `
  select 'function ' || p.oid::regprocedure::text as key,
         pg_get_functiondef(p.oid) || E'\\nowner ' || pg_get_userbyid(p.proowner)
           || E'\\nacl ' || coalesce(p.proacl::text, '') || E'\\ncomment ' || coalesce(obj_description(p.oid, 'pg_proc'), '') as value
    from pg_proc p where p.pronamespace = 'api'::regnamespace
  union all
  select 'relation ' || c.relname || ' ' || c.relkind::text,
         coalesce(pg_get_viewdef(c.oid), '') || E'\\nowner ' || pg_get_userbyid(c.relowner)
           || E'\\nacl ' || coalesce(c.relacl::text, '') || E'\\ncomment ' || coalesce(obj_description(c.oid, 'pg_class'), '')
           || E'\\ncolumns ' || coalesce((select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || coalesce(col_description(c.oid, a.attnum), ''), '; ' order by a.attnum)
                                          from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '')
    from pg_class c where c.relnamespace = 'api'::regnamespace
  order by 1`;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

async function snapshot(): Promise<Record<string, string>> {
  return withClient(db.superuserUrl, async (c) => Object.fromEntries((await c.query(SNAPSHOT_SQL)).rows.map((r) => [r.key, r.value])));
}

describe('api sources and deployed definitions', () => {
  it('re-applying every source file changes nothing that was deployed', async () => {
    const before = await snapshot();
    await withClient(db.superuserUrl, async (c) => {
      for (const source of readSqlSources()) {
        await c.query('begin');
        await c.query(source.sql).catch((e) => {
          throw new Error(`${source.file} failed to apply: ${e.message}`);
        });
        await c.query('commit');
      }
    });
    const after = await snapshot();
    expect(after).toEqual(before);
  });

  it('every api function and view has exactly one source file named after it', async () => {
    const deployed = await withClient(db.superuserUrl, async (c) => {
      const { rows } = await c.query(`
        select 'function' as kind, proname as name from pg_proc where pronamespace = 'api'::regnamespace
        union select 'view', relname from pg_class where relnamespace = 'api'::regnamespace and relkind in ('v', 'm')
        order by 1, 2`);
      return rows.map((r) => `${r.kind}:${r.name}`);
    });
    const files = readSqlSources().map((s) => `${s.kind}:${s.name}`).sort();
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
