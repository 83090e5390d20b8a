// @legs direct postgrest docker
// PostgREST conformance for /rpc (postgrest-behaviour.md section 2 and
// section 7 item 7): inputs, overload resolution, result shapes, errors, GUCs.
// Runs in the direct leg and over the real PostgREST binary; where PostgREST 12
// differs from v14, `h.major` picks the expectation (v14 from its spec tests).
import { describe, expect, it } from 'vitest';
import { client, errorBody, useHarness } from './harness.js';

const h = useHarness();
const api = client(() => h.base);

describe('inputs', () => {
  it('passes JSON keys as named arguments; omitted ones take their defaults', async () => {
    expect((await api.post('/rest/v1/rpc/conf_add', { a: 2 })).body).toBe('3');
    expect((await api.post('/rest/v1/rpc/conf_add', { a: 2, b: 5 })).body).toBe('7');
  });

  it('takes query parameters without an operator as arguments on GET', async () => {
    const r = await api.get('/rest/v1/rpc/conf_add?a=2&b=5');
    expect([r.status, r.body, r.headers['content-range']]).toEqual([200, '7', '0-0/*']);
  });

  it('reads an empty body as {} and an array body by its first object', async () => {
    expect((await api.post('/rest/v1/rpc/conf_ints', '')).body).toBe('[1, 2, 3]');
    expect((await api.post('/rest/v1/rpc/conf_add', [{ a: 1, b: 2 }, { a: 5, b: 5 }])).body).toBe('3');
  });

  it('takes form-encoded bodies', async () => {
    const r = await api.post('/rest/v1/rpc/conf_add', 'a=1&b=2', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(r.body).toBe('3');
  });

  it('refuses invalid JSON and arrays of different keys with PGRST102', async () => {
    const bad = await api.post('/rest/v1/rpc/conf_add', '{"a":');
    expect([bad.status, bad.body]).toEqual([400, errorBody('PGRST102', 'Empty or invalid json')]);
    const mixed = await api.post('/rest/v1/rpc/conf_add', [{ a: 1 }, { b: 2 }]);
    expect([mixed.status, mixed.body]).toEqual([400, errorBody('PGRST102', 'All object keys must match')]);
  });

  it('refuses GET-style arguments on POST with PGRST100', async () => {
    const r = await api.post('/rest/v1/rpc/conf_add?a=1', {});
    expect(r.status).toBe(400);
    expect(r.body).toBe(errorBody('PGRST100', '"failed to parse filter (1)" (line 1, column 1)', 'unexpected "1" expecting "not" or operator (eq, gt, ...)'));
  });

  it('lets PostgreSQL validate argument values: a bad date is 400', async () => {
    const range = await api.post('/rest/v1/rpc/conf_date', { d: '2024-13-45' });
    expect([range.status, range.body]).toEqual([400, errorBody('22008', 'date/time field value out of range: "2024-13-45"', null, 'Perhaps you need a different "datestyle" setting.')]);
    const syntax = await api.get('/rest/v1/rpc/conf_date?d=not-a-date');
    expect([syntax.status, JSON.parse(syntax.body).code]).toEqual([400, '22007']);
    expect((await api.post('/rest/v1/rpc/conf_date', { d: '2024-02-29' })).body).toBe('"2024-02-29"');
  });

  it('refuses methods other than GET/HEAD/POST/OPTIONS', async () => {
    const r = await api.call('DELETE', '/rest/v1/rpc/conf_add');
    expect([r.status, r.body]).toEqual([405, errorBody('PGRST101', 'Cannot use the DELETE method on RPC')]);
  });

  it('lists POST only for volatile functions on OPTIONS', async () => {
    // v14 OptionsSpec: "includes the POST method for a volatile function", "... GET/HEAD/POST ... for a immutable function"
    expect((await api.call('OPTIONS', '/rest/v1/rpc/conf_next')).headers.allow).toBe('OPTIONS,POST');
    expect((await api.call('OPTIONS', '/rest/v1/rpc/conf_ints')).headers.allow).toBe('OPTIONS,GET,HEAD,POST');
  });
});

describe('overload resolution', () => {
  it('answers an unknown function with PGRST202 and a similar-name hint', async () => {
    const r = await api.post('/rest/v1/rpc/conf_addd', {});
    expect(r.status).toBe(404);
    expect(r.body).toBe(
      errorBody(
        'PGRST202',
        'Could not find the function api.conf_addd without parameters in the schema cache',
        'Searched for the function api.conf_addd without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        'Perhaps you meant to call the function api.conf_add',
      ),
    );
  });

  it('never ignores extra keys, and hints at the parameters that exist', async () => {
    const r = await api.post('/rest/v1/rpc/conf_add', { a: 1, c: 2 });
    expect(r.body).toBe(
      errorBody(
        'PGRST202',
        'Could not find the function api.conf_add(a, c) in the schema cache',
        'Searched for the function api.conf_add with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        'Perhaps you meant to call the function api.conf_add(a, b)',
      ),
    );
  });

  it('leaves the JSON suffix out on GET and requires every argument without default', async () => {
    const r = await api.get('/rest/v1/rpc/conf_add?b=1');
    expect(JSON.parse(r.body)).toMatchObject({
      message: 'Could not find the function api.conf_add(b) in the schema cache',
      details: 'Searched for the function api.conf_add with parameter b, but no matches were found in the schema cache.',
    });
  });

  it('answers 300 PGRST203 when several overloads match', async () => {
    const r = await api.post('/rest/v1/rpc/conf_over', { x: 1 });
    expect(r.status).toBe(300);
    expect(r.body).toBe(
      errorBody(
        'PGRST203',
        'Could not choose the best candidate function between: api.conf_over(x => integer), api.conf_over(x => text)',
        null,
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      ),
    );
  });
});

describe('result shapes', () => {
  it('returns a set of rows as PostgreSQL renders the array', async () => {
    const r = await api.post('/rest/v1/rpc/conf_items_between', { p_from: 4, p_to: 5 });
    expect([r.status, r.headers['content-range'], r.body]).toEqual([200, '0-1/*', '[{"id":4,"name":"item 4"}, \n {"id":5,"name":null}]']);
    expect(r.headers['content-location']).toBeUndefined();
  });

  it('applies select, filters, order, limit and counts to a set result', async () => {
    const r = await api.get('/rest/v1/rpc/conf_items_between?p_from=1&p_to=10&id=gt.7&select=name&order=id.desc&limit=2', { Prefer: 'count=exact' });
    // v14 adds filter columns to the call's columns; v12 failed with 42703 on a filter outside select
    if (h.major < 13) expect([r.status, JSON.parse(r.body).code]).toEqual([400, '42703']);
    else expect([r.status, r.headers['content-range'], r.body]).toEqual([206, '0-1/3', '[{"name":null}, \n {"name":"item 9"}]']);
    const ranged = await api.get('/rest/v1/rpc/conf_ints', { Range: '1-1' });
    expect([ranged.headers['content-range'], ranged.body]).toEqual(['1-1/*', '[2]']);
  });

  it('counts a scalar as one row', async () => {
    const r = await api.post('/rest/v1/rpc/conf_add', { a: 1 }, { Prefer: 'count=exact' });
    expect([r.status, r.headers['content-range'], r.headers['preference-applied']]).toEqual([200, '0-0/1', 'count=exact']);
  });

  it('returns json verbatim and jsonb in its own text form', async () => {
    expect((await api.get('/rest/v1/rpc/conf_json')).body).toBe('{"b":1,  "a":[1, 2]}');
    expect((await api.get('/rest/v1/rpc/conf_jsonb')).body).toBe('{"a": [1, 2], "b": 1}');
  });

  it('returns one object for a single composite', async () => {
    const r = await api.post('/rest/v1/rpc/conf_one_item', { p_id: 1 });
    expect(r.body).toBe('{"id":1,"name":"item 1","score":1.50,"active":false,"born":"2024-01-02"}');
  });

  it('answers 204 without body, type or length for void', async () => {
    const r = await api.post('/rest/v1/rpc/conf_void', {});
    expect([r.status, r.body, r.headers['content-type'], r.headers['content-length'], r.headers['content-range']]).toEqual([204, '', undefined, undefined, '0-0/*']);
  });

  it('renders CSV and singular objects for functions too', async () => {
    const csv = await api.post('/rest/v1/rpc/conf_items_between', { p_from: 1, p_to: 2 }, { Accept: 'text/csv' });
    expect(csv.body).toBe('id,name\n1,"item 1"\n2,"item 2"');
    const one = await api.post('/rest/v1/rpc/conf_items_between', { p_from: 3, p_to: 3 }, { Accept: 'application/vnd.pgrst.object+json' });
    expect(one.body).toBe('{"id":3,"name":"item 3"}');
  });

  it('names the row type, not the function, as the parent of an embed on a call (PGRST200)', async () => {
    // v14 Plan.callReadPlan plans the read on Routine.funcTableName: the composite's name, `record` for RETURNS TABLE
    for (const [call, parent] of [
      ['conf_items_between?p_from=1&p_to=2', 'record'],
      ['conf_one_item?p_id=1', 'items'],
      ['conf_rows?p_n=1', 'conf_row'],
    ]) {
      const r = await api.get(`/rest/v1/rpc/${call}&select=*,clients(*)`);
      expect([r.status, r.body], call).toEqual([
        400,
        errorBody(
          'PGRST200',
          `Could not find a relationship between '${parent}' and 'clients' in the schema cache`,
          `Searched for a foreign key relationship between '${parent}' and 'clients' in the schema 'api', but no matches were found.`,
        ),
      ]);
    }
  });

  it('answers HEAD without a body', async () => {
    const r = await api.head('/rest/v1/rpc/conf_ints');
    expect([r.status, r.body, r.headers['content-range']]).toEqual([200, '', '0-2/*']);
  });
});

describe('errors raised by functions', () => {
  it('maps RAISE ... ERRCODE 22023 to 400 with message, detail and hint', async () => {
    const r = await api.post('/rest/v1/rpc/conf_refuse', { p_n: 11 });
    expect([r.status, r.body]).toEqual([400, errorBody('22023', 'conf_refuse: 11 is above the cap of 10', 'Only 10 rows per call.', 'Ask for fewer.')]);
    expect(r.headers['proxy-status']).toBe(h.major >= 13 ? 'PostgREST; error=22023' : undefined); // Proxy-Status since v13
  });

  it('maps a plain RAISE (P0001) to 400 and PTnnn to nnn', async () => {
    expect((await api.post('/rest/v1/rpc/conf_boom', {})).body).toBe(errorBody('P0001', 'boom', 'it blew up', 'stand back'));
    const pay = await api.post('/rest/v1/rpc/conf_pay', {});
    expect([pay.status, pay.body]).toEqual([402, errorBody('PT402', 'Payment Required')]);
  });

  it('runs GET read-only: a volatile function that writes gets 405 25006; POST may write', async () => {
    const get = await api.get('/rest/v1/rpc/conf_next');
    expect([get.status, get.body]).toEqual([405, errorBody('25006', 'cannot execute nextval() in a read-only transaction')]);
    const first = Number((await api.post('/rest/v1/rpc/conf_next', {})).body);
    expect(Number((await api.post('/rest/v1/rpc/conf_next', {})).body)).toBe(first + 1);
  });

  it('rolls back a singular refusal, so a volatile call changes nothing', async () => {
    const before = Number((await api.post('/rest/v1/rpc/conf_next', {})).body);
    const refused = await api.post('/rest/v1/rpc/conf_items_between', { p_from: 1, p_to: 2 }, { Accept: 'application/vnd.pgrst.object+json' });
    expect(refused.status).toBe(406);
    expect(Number((await api.post('/rest/v1/rpc/conf_next', {})).body)).toBe(before + 1);
  });
});

describe('request GUCs', () => {
  it('sets role, claims, method, path, headers (no cookie), cookies, role timeout and a read-only transaction', async () => {
    const r = await api.post('/rest/v1/rpc/conf_gucs', {}, { 'X-Custom': 'hello', Cookie: 'a=1; b=two' });
    const gucs = JSON.parse(r.body);
    expect(gucs).toMatchObject({
      role: 'anon',
      claims: { role: 'anon' },
      method: 'POST',
      path: '/rpc/conf_gucs',
      cookies: { a: '1', b: 'two' },
      statement_timeout: '3s',
      // PostgREST adds db-extra-search-path (default public); the gateway sets the api schema alone
      search_path: h.postgrest ? '"api", "public"' : '"api"',
      read_only: 'on',
    });
    expect(gucs.headers).toMatchObject({ 'x-custom': 'hello', 'content-type': 'application/json' });
    expect(gucs.headers.cookie).toBeUndefined();
    expect((JSON.parse((await api.get('/rest/v1/rpc/conf_gucs')).body) as { method: string }).method).toBe('GET');
  });

  it('applies and echoes Prefer: timezone', async () => {
    const r = await api.get('/rest/v1/rpc/conf_gucs', { Prefer: 'timezone=America/Sao_Paulo' });
    expect([JSON.parse(r.body).timezone, r.headers['preference-applied']]).toEqual(['America/Sao_Paulo', 'timezone=America/Sao_Paulo']);
  });
});
