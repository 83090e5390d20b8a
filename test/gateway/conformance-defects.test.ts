// @legs direct postgrest docker
// Issue 14 item 3: the defects found by sending the same requests to the
// gateway and to PostgREST, one case each, pinned to PostgREST v14's source and
// spec tests (tag v14.17, files named per case). Runs in the direct leg and over
// the real PostgREST binary; `h.major` gates what PostgREST 12 does differently.
import { describe, expect, it } from 'vitest';
import { client, errorBody, useHarness, token } from './harness.js';

const h = useHarness();
const api = client(() => h.base);
const ids = (body: string) => (JSON.parse(body) as { id: number }[]).map((r) => r.id);
const noFunction = (fn: string, type: string) =>
  errorBody('PGRST202', `Could not find the function api.${fn} in the schema cache`, `Searched for the function api.${fn} with a single unnamed ${type} parameter, but no matches were found in the schema cache.`);

describe('POST /rpc bodies other than JSON (ApiRequest/Payload.hs getPayload, Plan.hs findProc)', () => {
  it('takes a text/csv body as argument rows: the header names the keys, NULL is null, the first row is the call', async () => {
    const csv = (body: string) => api.post('/rest/v1/rpc/conf_add', body, { 'Content-Type': 'text/csv' });
    expect([(await csv('a,b\n1,2\n3,4')).status, (await csv('a,b\n1,2\n3,4')).body]).toEqual([200, '3']);
    expect((await csv('a\n5')).body).toBe('6');
    expect((await csv('a\nNULL')).body).toBe('null');
    expect((await csv('')).body).toBe(errorBody('PGRST102', 'parse error (not enough input) at ""'));
  });

  it('passes a text/plain or octet-stream body whole to a single unnamed text/bytea parameter', async () => {
    const text = await api.post('/rest/v1/rpc/conf_text_in', 'hello, world', { 'Content-Type': 'text/plain' });
    expect([text.status, text.body]).toEqual([200, '"got hello, world"']);
    const bytes = await api.post('/rest/v1/rpc/conf_bytes', '\u00e9abc', { 'Content-Type': 'application/octet-stream' });
    expect([bytes.status, bytes.body]).toEqual([200, '5']); // é is two bytes in UTF-8
  });

  it('answers 404 PGRST202 naming the unnamed parameter type when no function takes the raw body', async () => {
    const plain = await api.post('/rest/v1/rpc/conf_add', 'hello', { 'Content-Type': 'text/plain' });
    expect([plain.status, plain.body]).toEqual([404, noFunction('conf_add', 'text')]);
    const xml = await api.post('/rest/v1/rpc/conf_ints', '<a/>', { 'Content-Type': 'text/xml' });
    expect([xml.status, xml.body]).toEqual([404, noFunction('conf_ints', 'xml')]);
    const other = await api.post('/rest/v1/rpc/conf_add', '<a/>', { 'Content-Type': 'application/xml' });
    expect([other.status, other.body]).toEqual([400, errorBody('PGRST102', 'Content-Type not acceptable: application/xml')]);
  });
});

describe('JSON paths on columns that are not json (Plan.hs resolveTypeOrUnknown: to_jsonb)', () => {
  it('reads name->>x on a text column as null, score->0 on a numeric as the scalar (jsonb), in select, filters and order', async () => {
    expect((await api.get('/rest/v1/conf_items?select=id,name->>x,score->0&id=eq.1')).body).toBe('[{"id":1,"x":null,"score":1.50}]');
    const filtered = await api.get('/rest/v1/conf_items?select=id&name->>x=is.null&id=lt.3&order=name->>x,id');
    expect([filtered.status, ids(filtered.body)]).toEqual([200, [1, 2]]);
  });

  it('keeps json columns as they are (their own text form)', async () => {
    const r = await api.get('/rest/v1/rpc/conf_json?select=a');
    expect([r.status, JSON.parse(r.body)]).toEqual([400, expect.objectContaining({ code: '42703' })]); // a scalar result has no column a
  });
});

describe('Prefer: timezone (Preferences.hs fromHeaders: only names in pg_timezone_names)', () => {
  it('ignores an invalid timezone: 200, the session zone kept, nothing in Preference-Applied', async () => {
    const sessionZone = JSON.parse((await api.get('/rest/v1/rpc/conf_gucs')).body).timezone;
    const r = await api.get('/rest/v1/rpc/conf_gucs', { Prefer: 'timezone=Mars/Olympus' });
    expect([r.status, JSON.parse(r.body).timezone, r.headers['preference-applied']]).toEqual([200, sessionZone, undefined]);
    expect(JSON.parse((await api.get('/rest/v1/rpc/conf_gucs', { Prefer: 'timezone=Asia/Tokyo' })).body).timezone).toBe('Asia/Tokyo');
  });

  it('counts it as an invalid preference under handling=strict', async () => {
    const r = await api.get('/rest/v1/conf_items?limit=1', { Prefer: 'handling=strict, timezone=Mars/Olympus' });
    expect([r.status, r.body]).toEqual([400, errorBody('PGRST122', 'Invalid preferences given with handling=strict', 'Invalid preferences: timezone=Mars/Olympus')]);
  });
});

describe('Prefer: count=planned and count=estimated (MainTx.hs actionResult, Query.hs mainQuery)', () => {
  it("answers planned with the planner's row estimate of the count query, not the exact count", async () => {
    const planned = await api.get('/rest/v1/conf_items?select=id&limit=2', { Prefer: 'count=planned' });
    const total = Number(planned.headers['content-range']!.split('/')[1]);
    // a never-analyzed 15-row table: PostgreSQL estimates from its pages, far from 15
    expect(total).not.toBe(15);
    expect([planned.status, planned.headers['content-range'], planned.headers['preference-applied']]).toEqual([206, `0-1/${total}`, 'count=planned']);
  });

  it('answers estimated with the exact count up to db-max-rows, and above it the larger of count and plan', async () => {
    expect((await api.get('/rest/v1/conf_items?limit=2', { Prefer: 'count=estimated' })).headers['content-range']).toBe('0-1/15');
    const planned = Number((await api.get('/rest/v1/conf_many?n=gt.0&limit=1', { Prefer: 'count=planned' })).headers['content-range']!.split('/')[1]);
    const estimated = await api.get('/rest/v1/conf_many?n=gt.0&limit=1', { Prefer: 'count=estimated' });
    // the exact count stops at 1001 rows (db-max-rows + 1)
    expect(estimated.headers['content-range']).toBe(`0-0/${Math.max(1001, planned)}`);
  });

  it('gives functions no planned total and an exact estimated one', async () => {
    const planned = await api.get('/rest/v1/rpc/conf_items_between?p_from=1&p_to=10&limit=2', { Prefer: 'count=planned' });
    expect([planned.status, planned.headers['content-range']]).toEqual([200, '0-1/*']);
    const estimated = await api.get('/rest/v1/rpc/conf_items_between?p_from=1&p_to=10&limit=2', { Prefer: 'count=estimated' });
    expect([estimated.status, estimated.headers['content-range']]).toEqual([206, '0-1/10']);
  });
});

describe('limit and offset read as Haskell Integers (QueryParams.hs readMaybe)', () => {
  it.each([
    ['limit=0x5', [1, 2, 3, 4, 5]],
    ['limit=0o7', [1, 2, 3, 4, 5, 6, 7]],
    ['limit=(3)', [1, 2, 3]],
    ['limit=((%202%20))', [1, 2]],
    ['limit=2&offset=0x3', [4, 5]],
    ['limit=1&offset=(2)', [3]],
  ])('%s', async (query, expected) => {
    expect(ids((await api.get(`/rest/v1/conf_items?select=id&order=id&${query}`)).body)).toEqual(expected);
  });

  it('ignores what is no Integer (3.0, 1e1, 0b11, -(3)) and refuses (-3) as a negative limit', async () => {
    for (const limit of ['3.0', '1e1', '0b11', '-(3)']) expect((await api.get(`/rest/v1/conf_items?select=id&limit=${limit}`)).headers['content-range']).toBe('0-14/*');
    expect((await api.get('/rest/v1/conf_items?limit=(-3)')).status).toBe(416);
  });
});

describe('Accept (ApiRequest.hs iAcceptMediaType, MediaType.hs)', () => {
  it('answers an empty Accept header with 406 PGRST107 (v12: 415)', async () => {
    const r = await api.get('/rest/v1/conf_items?limit=1', { Accept: '' });
    expect([r.status, r.body]).toEqual([h.major >= 13 ? 406 : 415, errorBody('PGRST107', 'None of these media types are available: ')]);
  });

  it('serves geo+json through ST_AsGeoJSON, so without PostGIS PostgreSQL answers 42883 (404)', async () => {
    const r = await api.get('/rest/v1/conf_items?limit=1', { Accept: 'application/geo+json, application/json' });
    expect([r.status, JSON.parse(r.body)]).toEqual([404, expect.objectContaining({ code: '42883', message: 'function st_asgeojson(record) does not exist' })]);
  });

  it('names a plan media type with its for= (default application/json) when plans are off', async () => {
    const plain = await api.get('/rest/v1/conf_items', { Accept: 'application/vnd.pgrst.plan' });
    const expected = (mime: string) => errorBody('PGRST107', `None of these media types are available: ${mime}`);
    expect([plain.status, plain.body]).toEqual([h.major >= 13 ? 406 : 415, expected('application/vnd.pgrst.plan+text; for="application/json"')]);
    const csv = await api.get('/rest/v1/conf_items', { Accept: 'application/vnd.pgrst.plan+json;for="text/csv"' });
    expect(csv.body).toBe(expected('application/vnd.pgrst.plan+json; for="text/csv"'));
  });
});

describe('a function refusal never depends on the page (Statements.hs mainCall, SqlFragment.hs CSV header)', () => {
  it('runs the function for a CSV answer with limit=0 or a filter leaving no row, and keeps the header', async () => {
    const refused = await api.post('/rest/v1/rpc/conf_refuse?limit=0', { p_n: 11 }, { Accept: 'text/csv' });
    expect([refused.status, JSON.parse(refused.body).code]).toEqual([400, '22023']);
    const filtered = await api.post('/rest/v1/rpc/conf_items_between?id=gt.100', { p_from: 1, p_to: 3 }, { Accept: 'text/csv' });
    expect([filtered.status, filtered.body]).toEqual([200, 'id,name\n']);
  });

  it('runs it for a JSON answer with limit=0 too (a rule of this API; PostgREST skips the call there)', async () => {
    const r = await api.post('/rest/v1/rpc/conf_refuse?limit=0', { p_n: 11 });
    if (h.postgrest) expect([r.status, r.body]).toEqual([200, 'null']);
    else expect([r.status, JSON.parse(r.body).code]).toEqual([400, '22023']);
  });
});

describe('the call runs whole under any page, with the call counted only where a page could stop it', () => {
  it('refuses a plpgsql call whatever the filter, limit or offset (it runs whole on its first row)', async () => {
    for (const query of ['id=gt.100', 'limit=1', 'offset=5', 'limit=1&id=eq.1']) {
      const r = await api.post(`/rest/v1/rpc/conf_refuse_rows?${query}`, { p_n: 11 });
      expect([query, r.status, JSON.parse(r.body).code]).toEqual([query, 400, '22023']);
    }
    expect(ids((await api.post('/rest/v1/rpc/conf_refuse_rows?id=gt.3&limit=2', { p_n: 9 })).body)).toEqual([4, 5]);
  });

  it('runs a SQL function, which PostgreSQL may inline and stop early, whole under a limit too (a rule of this API)', async () => {
    const r = await api.post('/rest/v1/rpc/conf_sql_refuse_late?limit=1', { p_n: 11 });
    if (!h.postgrest) expect([r.status, JSON.parse(r.body).code]).toEqual([400, '22023']);
    expect(ids((await api.post('/rest/v1/rpc/conf_sql_refuse_late?limit=2', { p_n: 4 })).body)).toEqual([1, 2]);
  });
});

describe('select on a function result and empty casts (QueryParams.hs pFieldSelect, pIdentifier = many1)', () => {
  it('refuses a select on a scalar function with 42703 naming the function', async () => {
    const r = await api.post('/rest/v1/rpc/conf_add?select=1', { a: 1 });
    expect([r.status, r.body]).toEqual([400, errorBody('42703', 'column conf_add.1 does not exist')]);
    expect((await api.post('/rest/v1/rpc/conf_add?select=*', { a: 1 })).body).toBe('2');
  });

  it('refuses an empty cast with PGRST100', async () => {
    const r = await api.get('/rest/v1/conf_items?select=name::');
    expect([r.status, r.body]).toEqual([400, errorBody('PGRST100', '"failed to parse select parameter (name::)" (line 1, column 7)', 'unexpected end of input expecting letter or digit')]);
  });
});

describe('api functions anon may not execute (found in the schema cache; PostgreSQL refuses)', () => {
  it('answers 401 42501 for anon and 403 signed in, and PGRST202 for arguments it does not take', async () => {
    const anon = await api.post('/rest/v1/rpc/secret_count', {});
    expect([anon.status, anon.body, anon.headers['www-authenticate']]).toEqual([401, errorBody('42501', 'permission denied for function secret_count'), 'Bearer']);
    const signedIn = await api.get('/rest/v1/rpc/secret_count', { Authorization: `Bearer ${await token({ role: 'authenticated' })}` });
    expect([signedIn.status, JSON.parse(signedIn.body).code]).toEqual([403, '42501']);
    expect((await api.post('/rest/v1/rpc/secret_count', { x: 1 })).status).toBe(404);
  });
});

describe('OPTIONS /rpc/<fn> (Plan.hs actionPlan ActRoutineInfo)', () => {
  it('reads the query string as filters and looks the function up without arguments', async () => {
    const args = await api.call('OPTIONS', '/rest/v1/rpc/conf_add?a=1');
    expect([args.status, args.body]).toEqual([400, errorBody('PGRST100', '"failed to parse filter (1)" (line 1, column 1)', 'unexpected "1" expecting "not" or operator (eq, gt, ...)')]);
    const required = await api.call('OPTIONS', '/rest/v1/rpc/conf_add');
    expect([required.status, JSON.parse(required.body).message]).toEqual([404, 'Could not find the function api.conf_add without parameters in the schema cache']);
  });
});

describe('?columns= with a JSON body (Payload.hs: RawJSON, not parsed)', () => {
  it('looks the function up first, then lets PostgreSQL refuse the JSON', async () => {
    const unknown = await api.post('/rest/v1/rpc/nope?columns=a', '{"a":');
    expect([unknown.status, JSON.parse(unknown.body).code]).toEqual([404, 'PGRST202']);
    const bad = await api.post('/rest/v1/rpc/conf_add?columns=a', '{"a":');
    expect([bad.status, bad.body]).toEqual([400, errorBody('22P02', 'invalid input syntax for type json', 'The input string ended unexpectedly.')]);
    expect((await api.post('/rest/v1/rpc/conf_add?columns=a', { a: 1, b: 5 })).body).toBe('2');
  });
});

describe('error texts word for word', () => {
  it('names the row type of a function result in PostgreSQL errors (ptax_row), the call for a bad select', async () => {
    const filter = await api.post('/rest/v1/rpc/ptax?banana=eq.1', { p_currency: 'USD' });
    expect([filter.status, filter.body]).toEqual([400, errorBody('42703', 'column ptax_row.banana does not exist')]);
    const order = await api.post('/rest/v1/rpc/conf_rows?order=banana', { p_n: 1 });
    expect(JSON.parse(order.body).message).toBe('column conf_row.banana does not exist');
    // v14 QueryBuilder.callPlanToQuery selects the asked columns from pgrst_call
    expect(JSON.parse((await api.post('/rest/v1/rpc/conf_rows?select=banana', { p_n: 1 })).body).message).toBe('column pgrst_call.banana does not exist');
  });

  it('says expecting ":" or field name after an alias with no field', async () => {
    const r = await api.get('/rest/v1/conf_items?select=id,name:');
    expect(r.body).toBe(errorBody('PGRST100', '"failed to parse select parameter (id,name:)" (line 1, column 9)', 'unexpected end of input expecting ":" or field name (* or [a..z0..9_$])'));
  });

  it('hints at the parameters of the function for unknown argument names (Error.hs noRpcHint, Data.FuzzySet)', async () => {
    for (const body of [{ aa: 1 }, { b: 1 }, { x: 1, y: 2, z: 3 }]) {
      expect(JSON.parse((await api.post('/rest/v1/rpc/conf_add', body)).body).hint).toBe('Perhaps you meant to call the function api.conf_add(a, b)');
    }
  });
});

describe('logic trees before filters in WHERE (Plan.hs addLogicTrees over addFilters)', () => {
  it('reports the bad literal of the logic tree first', async () => {
    const r = await api.get('/rest/v1/conf_items?id=eq.abc&or=(score.eq.zz,id.eq.1)');
    expect([r.status, r.body]).toEqual([400, errorBody('22P02', 'invalid input syntax for type numeric: "zz"')]);
  });
});

describe('profiles on POST /rpc (the spec, rule 4)', () => {
  it('answers Accept-Profile other than api on POST /rpc with 401, as on GET', async () => {
    const r = await api.post('/rest/v1/rpc/conf_add', { a: 1 }, { 'Accept-Profile': 'public' });
    expect([r.status, r.body]).toEqual([401, errorBody('PGRST106', 'Invalid schema: public', null, 'Only the following schemas are exposed: api')]);
  });
});
