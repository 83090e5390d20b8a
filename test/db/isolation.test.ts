// Roles and isolation: the gateway logs in as authenticator and switches to
// anon or authenticated; neither may read anything outside schema api.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const CALLER_ROLES = ['anon', 'authenticated'] as const;

async function asRole<T>(role: string, sql: string, params: unknown[] = []): Promise<T[]> {
  return withClient(db.authenticatorUrl, async (c) => {
    await c.query('begin');
    try {
      await c.query(`set local role ${role}`);
      return (await c.query(sql, params)).rows as T[];
    } finally {
      await c.query('rollback');
    }
  });
}

describe.each(CALLER_ROLES)('as %s', (role) => {
  it('cannot read any landing table', async () => {
    for (const table of ['bcb.ptax', 'bcb.currency', 'ingest.ingest_log', 'graphile_migrate.migrations']) {
      await expect(asRole(role, `select * from ${table} limit 1`), table).rejects.toThrow(/permission denied/);
    }
  });

  it('can select or execute nothing outside schema api', async () => {
    const reachable = await asRole<{ object: string }>(role, `
      select n.nspname || '.' || c.relname as object
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'v', 'm', 'f', 'p')
         and n.nspname not in ('api', 'pg_catalog', 'information_schema')
         and has_table_privilege(current_user, c.oid, 'SELECT')
      union all
      select n.nspname || '.' || p.proname
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname not in ('api', 'pg_catalog', 'information_schema')
         and has_function_privilege(current_user, p.oid, 'EXECUTE')`);
    expect(reachable).toEqual([]);
  });

  it('cannot create objects in public', async () => {
    await expect(asRole(role, 'create table public.x (id int)')).rejects.toThrow(/permission denied/);
  });

  it('has no usage on the helper schema internal and cannot read b3.short_position', async () => {
    const [row] = await asRole<{ usage: boolean }>(role, `select has_schema_privilege(current_user, 'internal', 'USAGE') as usage`);
    expect(row.usage).toBe(false);
    await expect(asRole(role, 'select * from b3.short_position limit 1')).rejects.toThrow(/permission denied/);
  });

  it('can call api.ptax but not the internal helpers', async () => {
    await expect(asRole(role, "select * from api.ptax('USD')")).rejects.toThrow(/unknown currency/);
    await expect(asRole(role, 'select internal.caller_tier()')).rejects.toThrow(/permission denied/);
    await expect(asRole(role, "select internal.assert_row_cap(1, 'x', 'y')")).rejects.toThrow(/permission denied/);
  });
});

describe('the set of api objects anon can reach', () => {
  it('equals the OpenAPI paths exactly', async () => {
    const openapi = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8'));
    const paths = Object.keys(openapi.paths).sort();
    const reachable = await asRole<{ path: string }>('anon', `
      select '/' || c.relname as path from pg_class c
       where c.relnamespace = 'api'::regnamespace and c.relkind in ('r', 'v', 'm', 'f', 'p')
         and has_table_privilege(current_user, c.oid, 'SELECT')
      union
      select '/rpc/' || p.proname from pg_proc p
       where p.pronamespace = 'api'::regnamespace and has_function_privilege(current_user, p.oid, 'EXECUTE')
      order by 1`);
    expect(reachable.map((r) => r.path)).toEqual(paths.filter((p) => p !== '/'));
  });
});

describe('tiers', () => {
  const catalog = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8'));

  it.each(CALLER_ROLES)('%s statement_timeout equals the catalog tier', async (role) => {
    const [row] = await withClient(db.superuserUrl, async (c) =>
      (await c.query(`select s.setconfig from pg_db_role_setting s join pg_roles r on r.oid = s.setrole where r.rolname = $1 and s.setdatabase = 0`, [role])).rows,
    );
    expect(row.setconfig).toContain(`statement_timeout=${catalog.tiers[role].statement_timeout_seconds}s`);
  });

  it('authenticator logs in, does not inherit, and can only become anon or authenticated', async () => {
    const [r] = await withClient(db.superuserUrl, async (c) =>
      (await c.query(`select rolcanlogin, rolinherit, array(select b.rolname from pg_auth_members m join pg_roles b on b.oid = m.roleid where m.member = r.oid order by 1)::text[] as member_of from pg_roles r where rolname = 'authenticator'`)).rows,
    );
    expect(r).toEqual({ rolcanlogin: true, rolinherit: false, member_of: ['anon', 'authenticated'] });
    await expect(asRole('postgres', 'select 1')).rejects.toThrow(/permission denied to set role/);
  });

  it.each([
    [null, 'anon'],
    ['', 'anon'],
    ['not json', 'anon'],
    ['{"role":"anon"}', 'anon'],
    ['{"role":"authenticated","sub":"u1"}', 'authenticated'],
    ['{"role":"service_role"}', 'anon'],
    ['{"sub":"u1"}', 'anon'],
  ])('caller_tier() with claims %j is %s (fails closed)', async (claims, tier) => {
    const [row] = await withClient(db.superuserUrl, async (c) => {
      await c.query('begin');
      if (claims !== null) await c.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      const result = await c.query('select internal.caller_tier() as tier');
      await c.query('rollback');
      return result.rows;
    });
    expect(row.tier).toBe(tier);
  });
});
