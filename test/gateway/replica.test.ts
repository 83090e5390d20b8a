// Reads on a real replica (issue 31 item 3): a hot standby of the test cluster, made from a base
// backup with the server's own functions and streaming from it, serves the gateway
// (AUTHENTICATOR_URL = the standby) while loads go to the primary (DATABASE_URL). Every tag
// answers from the standby, a load shows up there within a measured lag, a write is impossible
// and answers the four-key shape, and a killed standby answers 503 PGRST001 until it is back.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { introspect } from '../../src/codegen/introspect.js';
import { loadPtaxFile } from '../../src/ingest/bcb-ptax/load.js';
import { REPO_ROOT } from '../../src/repo-root.js';
import { startGateway, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { keepsPreparedStatements, pgbouncerVersion, startBouncer, type Bouncer } from '../helpers/pgbouncer.js';
import { startStandby, standbyUnavailableReason, type Standby } from '../helpers/replica.js';
import { REAL_PTAX, tempDir } from '../ingest/support.js';

const unavailable = standbyUnavailableReason();
if (unavailable) console.log(`replica test skipped: ${unavailable}`);
// the same suite again through Debian's PgBouncer in transaction mode when it is installed
const bouncerVersion = pgbouncerVersion();
if (!bouncerVersion) console.log('PgBouncer leg skipped: pgbouncer is not installed (apt-get install pgbouncer)');
const legs = [
  { leg: 'directly', bouncer: false },
  ...(bouncerVersion
    ? [{ leg: `through PgBouncer ${bouncerVersion} in transaction mode (${keepsPreparedStatements(bouncerVersion) ? 'max_prepared_statements' : 'DB_PREPARED_STATEMENTS=false: no max_prepared_statements before 1.21'})`, bouncer: true }]
    : []),
];

interface Example {
  call: { method: 'GET' | 'POST'; path: string; body?: unknown; query?: string };
}
const catalog = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8')) as {
  tags: Record<string, unknown>;
  examples: Example[];
  endpoints: Record<string, { tag: string; method: 'GET' | 'POST'; path: string }>;
};

/** One call per tag: the catalog's first worked example of the tag, else its first endpoint with no arguments. */
function oneCallPerTag(): [string, Example['call']][] {
  const tagOf = new Map(Object.values(catalog.endpoints).map((e) => [`${e.method} ${e.path}`, e.tag]));
  return Object.keys(catalog.tags).map((tag) => {
    const example = catalog.examples.find((e) => tagOf.get(`${e.call.method} ${e.call.path}`) === tag);
    if (example) return [tag, example.call];
    const endpoint = Object.values(catalog.endpoints).find((e) => e.tag === tag)!;
    return [tag, endpoint.method === 'POST' ? { method: 'POST', path: endpoint.path, body: {} } : { method: 'GET', path: endpoint.path, query: 'limit=1' }];
  });
}

describe.skipIf(unavailable).each(legs)('the API over a streaming hot standby, $leg', ({ bouncer: viaBouncer }) => {
  let db: TestDatabase;
  let standby: Standby;
  let bouncer: Bouncer | undefined;
  let api: RunningApi;
  let dataDir: string;
  /** How the gateway reaches the standby: straight, or through the bouncer. */
  let readUrl: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    // a test-only function that writes: what a request must never manage to do
    await withClient(db.superuserUrl, (c) =>
      c.query(`create table public.replica_probe (id int);
        create function api.replica_probe_write() returns setof int language sql volatile security definer set search_path = ''
          as $$ insert into public.replica_probe values (1) returning id $$;
        grant execute on function api.replica_probe_write() to anon`),
    );
    standby = await startStandby(inject('pgServerUrl'));
    const routes = await withClient(db.superuserUrl, (c) => introspect(c));
    readUrl = standby.onStandby(db.authenticatorUrl);
    if (viaBouncer) {
      bouncer = await startBouncer(readUrl, bouncerVersion!);
      readUrl = bouncer.through(readUrl);
    }
    api = await startGateway({ routes, databaseUrl: readUrl, preparedStatements: bouncer?.preparedStatements });
    dataDir = tempDir();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await bouncer?.stop();
    await standby?.stop();
    await db?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from a server in recovery whose every transaction is read-only', async () => {
    const state = await withClient(readUrl, async (c) => (await c.query('select pg_is_in_recovery() as recovery, current_setting($1) as read_only', ['transaction_read_only'])).rows[0]);
    expect(state).toEqual({ recovery: true, read_only: 'on' });
  });

  it('shows a load on the primary within a measured lag', async () => {
    const asked = { p_currency: 'USD', p_from: '2025-04-22', p_to: '2025-04-25' };
    expect(await (await api.rpc('ptax', asked)).json()).toMatchObject({ code: '22023' }); // no USD held yet
    const result = await loadPtaxFile(REAL_PTAX, { ownerUrl: db.superuserUrl, dataDir, progress: false });
    expect(result).toMatchObject({ status: 'loaded', rowsInserted: 4 });
    const committed = Date.now();
    let rows: { reference_date: string; sell_rate: number }[] = [];
    while (Date.now() - committed < 5000) {
      const response = await api.rpc('ptax', asked);
      if (response.status === 200) {
        rows = await response.json();
        if (rows.length === 4) break;
      } else await response.body?.cancel();
      await new Promise((r) => setTimeout(r, 5));
    }
    const lag = Date.now() - committed;
    console.log(`replica lag: the load answered from the standby ${lag} ms after its commit`);
    expect(lag).toBeLessThan(5000);
    // the values of the published file (test/fixtures/bcb/ptax_20250422-20250425.csv), read from the standby
    expect(rows.map((r) => [r.reference_date, r.sell_rate])).toEqual([
      ['2025-04-22', 5.7496],
      ['2025-04-23', 5.688],
      ['2025-04-24', 5.6738],
      ['2025-04-25', 5.6846],
    ]);
  });

  it.each(oneCallPerTag())('answers %s from the standby', async (_tag, call) => {
    const response = call.method === 'POST' ? await api.rpc(call.path.replace(/^\/rpc\//, ''), call.body) : await api.get(`${call.path}?${call.query}`);
    const text = await response.text();
    const answer = JSON.parse(text);
    // the store holds only the PTAX load above: an endpoint whose id is not held refuses with a
    // reason (22023, computed by its SQL on the standby), the rest answer rows or []
    if (response.status === 400) expect(answer, text).toMatchObject({ code: '22023', details: expect.stringMatching(/none/) });
    else {
      expect(response.status, text).toBe(200);
      expect(Array.isArray(answer) || answer.kind === 'catalog', text).toBe(true);
    }
  });

  it('never writes: a writing function is refused by the standby in the four-key shape, and the primary holds nothing', async () => {
    // POST to a VOLATILE function asks for a READ WRITE transaction (as PostgREST does): a standby refuses to open one
    const posted = await api.rpc('replica_probe_write', {});
    expect(posted.status).toBe(400);
    expect(await posted.json()).toEqual({ code: '0A000', message: 'cannot set transaction read-write mode during recovery', details: null, hint: null });
    // GET runs it READ ONLY (every request of this API's stable functions and views is): the INSERT itself is refused
    const got = await api.get('/rpc/replica_probe_write');
    expect(got.status).toBe(405);
    expect(await got.json()).toEqual({ code: '25006', message: 'cannot execute INSERT in a read-only transaction', details: null, hint: null });
    const held = await withClient(db.superuserUrl, async (c) => (await c.query('select count(*)::int as n from public.replica_probe')).rows[0].n);
    expect(held).toBe(0);
  });

  it('answers 503 PGRST001 while the standby is down and recovers when it returns', async () => {
    await standby.kill();
    const down = await api.rpc('ptax', { p_currency: 'USD', p_from: '2025-04-22', p_to: '2025-04-25' });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('10');
    const body = await down.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body).toMatchObject({ code: 'PGRST001', message: 'Database client error. Retrying the connection.', hint: null });
    expect(JSON.stringify(body)).not.toMatch(new RegExp(`127\\.0\\.0\\.1|${standby.port}`)); // no internal address

    await standby.restart();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 10_000) {
      const response = await api.rpc('ptax', { p_currency: 'USD', p_from: '2025-04-22', p_to: '2025-04-25' });
      status = response.status;
      const rows = await response.json();
      if (status === 200) {
        expect(rows).toHaveLength(4);
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(200);
  });
});
