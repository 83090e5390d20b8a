// @legs direct postgrest docker
// PostgREST conformance through real HTTP on views (postgrest-behaviour.md
// section 7, items 1-6): paths, filters, select, order, ranges, Accept.
// Runs in the direct leg and over the real PostgREST binary; where PostgREST 12
// differs from v14, `h.major` picks the expectation (v14 from its spec tests).
import { describe, expect, it } from 'vitest';
import { client, errorBody, useHarness } from './harness.js';

const h = useHarness();
const api = client(() => h.base);
const ids = (body: string) => (JSON.parse(body) as { id: number }[]).map((r) => r.id);

describe('paths (item 1)', () => {
  it('answers an unknown view with PGRST205, byte for byte', async () => {
    const r = await api.get('/rest/v1/faketable');
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    // v14 QuerySpec "unknown table" (schema cache, v13+); v12 let PostgreSQL raise 42P01 and sent no Content-Length
    if (h.major < 13) return expect(JSON.parse(r.body)).toMatchObject({ code: '42P01', message: 'relation "api.faketable" does not exist' });
    expect(r.body).toBe(errorBody('PGRST205', "Could not find the table 'api.faketable' in the schema cache"));
    expect(r.headers['content-length']).toBe(String(Buffer.byteLength(r.body)));
    expect(r.headers['proxy-status']).toBe('PostgREST; error=PGRST205');
  });

  it('hints at a similar view name', async () => {
    const r = await api.get('/rest/v1/conf_item');
    expect(JSON.parse(r.body).hint).toBe(h.major >= 13 ? "Perhaps you meant the table 'api.conf_items'" : null);
  });

  it('answers other path shapes with PGRST125', async () => {
    for (const path of ['/rest/v1/a/b/c', '/rest/v1/conf_items/', '/rest/v1/rpc/conf_add/x', '/elsewhere']) {
      const r = await api.get(path);
      expect(r.status).toBe(404);
      // /elsewhere never reaches the upstream: the gateway answers it in every leg
      if (h.major < 13 && path !== '/elsewhere') {
        expect(r.body).toBe('{}'); // v12: an empty object, no code
        continue;
      }
      expect(r.body).toBe(errorBody('PGRST125', 'Invalid path specified in request URL'));
      expect(r.headers['proxy-status']).toBe('PostgREST; error=PGRST125');
    }
  });

  it('refuses writes on views with 405 PGRST101', async () => {
    const r = await api.call('DELETE', '/rest/v1/conf_items?id=eq.1');
    // the gateway's own rule (a read-only API); PostgREST tries the delete and anon lacks the grant
    if (h.postgrest) expect([r.status, JSON.parse(r.body).code]).toEqual([401, '42501']);
    else {
      expect(r.status).toBe(405);
      expect(JSON.parse(r.body)).toMatchObject({ code: 'PGRST101', message: 'Cannot use the DELETE method on the read-only view api.conf_items' });
    }
    expect((await api.get('/rest/v1/conf_items?id=eq.1')).body).toContain('"id":1');
  });

  it('lists allowed methods on OPTIONS', async () => {
    const r = await api.call('OPTIONS', '/rest/v1/conf_items');
    expect(r.status).toBe(200);
    // PostgREST lists what the view's updatability allows (v14 OptionsSpec: an auto-updatable view
    // without pk gets OPTIONS,GET,HEAD,POST,PATCH,DELETE; v12 also listed PUT); the gateway serves reads only
    const upstream = h.major >= 13 ? 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' : 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE';
    expect(r.headers.allow).toBe(h.postgrest ? upstream : 'OPTIONS,GET,HEAD');
  });
});

describe('filters (item 2)', () => {
  it.each([
    ['id=eq.5', [5]],
    ['id=neq.5&id=lte.6', [1, 2, 3, 4, 6]],
    ['id=gt.13', [14, 15]],
    ['id=gte.14', [14, 15]],
    ['id=lt.3', [1, 2]],
    ['id=not.lt.14', [14, 15]],
    ['id=gt.1&id=lt.4', [2, 3]],
    ['id=in.(1,3,5)', [1, 3, 5]],
    ['id=not.in.(1,2,3,4,5,6,7,8,9,10,11,12)', [13, 14, 15]],
    ['id=in.()', []],
    ['id=in.(  )', []],
    ['name=is.null', [5, 10, 15]],
    ['name=is.NULL', [5, 10, 15]],
    ['active=is.true&id=lt.7', [2, 4]],
    ['active=is.FALSE&id=lt.7', [1, 5]],
    ['active=is.unknown', [3, 6, 9, 12, 15]],
    ['name=not.is.null&id=gt.12', [13, 14]],
    ['name=like.*m 1*', [1, 11, 12, 13, 14]],
    ['name=ilike.ITEM 1?', []],
    ['name=ilike.ITEM 1*&id=lt.12', [1, 11]],
    ['or=(id.eq.2,id.eq.4)', [2, 4]],
    ['and=(id.gt.2,not.or(id.eq.3,id.gt.4))', [4]],
    ['born=eq.2024-01-03', [2]],
    ['score=eq.3.0', [2]],
  ])('%s', async (query, expected) => {
    const r = await api.get(`/rest/v1/conf_items?${query.replaceAll(' ', '%20')}&order=id`);
    expect(r.status).toBe(200);
    expect(ids(r.body)).toEqual(expected);
  });

  it('reads is.not_null (v13+; v12 refuses it with PGRST100)', async () => {
    const r = await api.get('/rest/v1/conf_items?name=is.not_null&id=gt.12&order=id');
    if (h.major < 13) return expect([r.status, JSON.parse(r.body).code]).toEqual([400, 'PGRST100']);
    expect(ids(r.body)).toEqual([13, 14]);
  });

  it('treats "in" quoting like PostgREST: quotes protect commas and parens, backslash escapes', async () => {
    const r = await api.get(`/rest/v1/conf_texts?k=in.(${encodeURIComponent('"a,b","back\\\\slash",xyyx')})&select=k`);
    expect(JSON.parse(r.body)).toEqual([{ k: 'xyyx' }, { k: 'a,b' }, { k: 'back\\slash' }]);
  });

  it('compares eq. against the empty string, and accented text exactly', async () => {
    expect(JSON.parse((await api.get('/rest/v1/conf_texts?k=eq.&select=extra')).body)).toEqual([{ extra: null }]);
    const accented = await api.get(`/rest/v1/conf_texts?k=eq.${encodeURIComponent('São Paulo')}`);
    expect(accented.body).toBe('[{"k":"São Paulo","extra":"acentuação"}]');
  });

  it('lets PostgreSQL reject a bad literal: 22P02 400', async () => {
    const r = await api.get('/rest/v1/conf_items?id=eq.abc');
    expect(r.status).toBe(400);
    expect(r.body).toBe(errorBody('22P02', 'invalid input syntax for type integer: "abc"'));
    const blank = await api.get('/rest/v1/conf_items?id=in.(%20,3)');
    expect(blank.status).toBe(400);
    expect(JSON.parse(blank.body)).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: ""' });
  });

  it('refuses a filter without operator with the exact PGRST100 body', async () => {
    const r = await api.get('/rest/v1/conf_items?id=0');
    expect(r.status).toBe(400);
    expect(r.body).toBe(errorBody('PGRST100', '"failed to parse filter (0)" (line 1, column 1)', 'unexpected "0" expecting "not" or operator (eq, gt, ...)'));
  });

  it('refuses is.nil and unknown operators with PGRST100', async () => {
    for (const query of ['name=is.nil', 'id=noop.0', 'id=in.1,2']) {
      const r = await api.get(`/rest/v1/conf_items?${query}`);
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body).code).toBe('PGRST100');
    }
  });

  it('leaves unknown columns to PostgreSQL: 42703 400', async () => {
    const r = await api.get('/rest/v1/conf_items?banana=eq.1');
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ code: '42703', message: 'column conf_items.banana does not exist' });
  });

  it('refuses filters on embedded resources', async () => {
    const r = await api.get('/rest/v1/conf_items?clients.id=eq.1');
    expect(r.status).toBe(400);
    expect(r.body).toBe(errorBody('PGRST108', "'clients' is not an embedded resource in this request", null, "Verify that 'clients' is included in the 'select' query parameter."));
  });
});

describe('select (item 3)', () => {
  it('returns every column for a missing, * or empty select', async () => {
    const all = '[{"id":1,"name":"item 1","score":1.50,"active":false,"born":"2024-01-02"}]';
    for (const select of ['', '&select=*', '&select=']) expect((await api.get(`/rest/v1/conf_items?id=eq.1${select}`)).body).toBe(all);
  });

  it('selects, renames and casts columns; numerics keep their scale', async () => {
    const r = await api.get('/rest/v1/conf_items?id=eq.2&select=name,n:id,score::text,active');
    expect(r.body).toBe('[{"name":"item 2","n":2,"score":"3.00","active":true}]');
  });

  it('reads quoted names with reserved characters, $ and spaces', async () => {
    const select = encodeURIComponent('"a.b","$x",with space,"c,d","e:f","(g)",alias:$x');
    const r = await api.get(`/rest/v1/conf_quoted?select=${select}`);
    expect(r.body).toBe('[{"a.b":1,"$x":2,"with space":3,"c,d":4,"e:f":5,"(g)":6,"alias":2}]');
    const spaced = await api.get('/rest/v1/conf_quoted?select=with%20space');
    expect(spaced.body).toBe('[{"with space":3}]');
  });

  it('leaves unknown columns to PostgreSQL: 42703 400', async () => {
    const r = await api.get('/rest/v1/conf_items?select=banana');
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ code: '42703', message: 'column conf_items.banana does not exist' });
  });

  it('keeps hostile names inside identifiers: PostgreSQL just finds no such column', async () => {
    const r = await api.get(`/rest/v1/conf_items?select=${encodeURIComponent('"x\\" from pg_authid --"')}`);
    expect([r.status, JSON.parse(r.body).message]).toEqual([400, 'column conf_items.x" from pg_authid -- does not exist']);
    // PostgREST (v12 and v14 SqlFragment.pgFmtApplyCast) pastes the cast into the SQL, so `$a$`
    // is a 42601 there; the gateway refuses a cast that is not a plain type name
    const cast = await api.get('/rest/v1/conf_items?select=id::$a$');
    expect([cast.status, JSON.parse(cast.body).code]).toEqual(h.postgrest ? [400, '42601'] : [400, 'PGRST100']);
  });

  it('refuses embeds and aggregates with PostgREST errors', async () => {
    const embed = await api.get('/rest/v1/conf_items?select=*,clients(*)');
    expect(embed.status).toBe(400);
    expect(JSON.parse(embed.body)).toMatchObject({ code: 'PGRST200', message: "Could not find a relationship between 'conf_items' and 'clients' in the schema cache" });
    const aggregate = await api.get('/rest/v1/conf_items?select=count()');
    expect(aggregate.body).toBe(errorBody('PGRST123', 'Use of aggregate functions is not allowed'));

    // with both, the embed is reported first: v14 Plan.readPlan runs addRels before validateAggFunctions
    for (const select of ['count(),clients(*)', 'id.count(),clients(*)']) {
      const both = await api.get(`/rest/v1/conf_items?select=${select}`);
      expect([both.status, JSON.parse(both.body).code], select).toEqual([400, 'PGRST200']);
    }
  });

  it('pastes an empty cast (`col:: `, trimmed to nothing) into the SQL as PostgREST does: 42601', async () => {
    // v14 QueryParams.pIdentifier strips the spaces and SqlFragment.pgFmtApplyCast writes `CAST( col AS  )`
    for (const select of ['id::%20', 'id::%20,name', 'a:id->x::%20']) {
      const r = await api.get(`/rest/v1/conf_items?select=${select}`);
      expect([r.status, r.body], select).toEqual([400, errorBody('42601', 'syntax error at or near ")"')]);
    }
    // `col::` with nothing after it is a parse error in both
    const bare = await api.get('/rest/v1/conf_items?select=id::');
    expect([bare.status, JSON.parse(bare.body).code]).toEqual([400, 'PGRST100']);
  });
});

describe('order (item 4)', () => {
  it.each([
    ['score.desc,id', [4, 8, 12, 15, 14, 13, 11, 10, 9, 7, 6, 5, 3, 2, 1]],
    ['score.desc.nullslast,id', [15, 14, 13, 11, 10, 9, 7, 6, 5, 3, 2, 1, 4, 8, 12]],
    ['score.asc.nullsfirst,id', [4, 8, 12, 1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15]],
    ['score.nullsfirst,id', [4, 8, 12, 1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15]],
    ['score.asc,id', [1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 4, 8, 12]],
    ['active.desc.nullslast,id.desc', [14, 10, 8, 4, 2, 13, 11, 7, 5, 1, 15, 12, 9, 6, 3]],
  ])('order=%s', async (order, expected) => {
    const r = await api.get(`/rest/v1/conf_items?select=id&order=${order}`);
    expect(ids(r.body)).toEqual(expected);
  });

  it('refuses bad syntax with the exact 169-byte PGRST100 body', async () => {
    const r = await api.get('/rest/v1/conf_items?order=id.asc.nullslasttt');
    expect(r.status).toBe(400);
    expect(r.body).toBe(
      '{"code":"PGRST100","details":"unexpected \'t\' expecting \\",\\" or end of input","hint":null,"message":"\\"failed to parse order (id.asc.nullslasttt)\\" (line 1, column 17)"}',
    );
    // v13+ sends Content-Length (#4016); v12 answered chunked
    expect(r.headers['content-length']).toBe(h.major >= 13 ? '169' : undefined);
  });
});

describe('ranges and counts (item 5)', () => {
  it('reports 0-14/* for a whole small view and */* when empty', async () => {
    const all = await api.get('/rest/v1/conf_items?select=id');
    expect([all.status, all.headers['content-range']]).toEqual([200, '0-14/*']);
    const none = await api.get('/rest/v1/conf_empty');
    expect([none.status, none.headers['content-range'], none.body]).toEqual([200, '*/*', '[]']);
  });

  it('reports */0 for an empty exact count, with Preference-Applied', async () => {
    const r = await api.get('/rest/v1/conf_empty', { Prefer: 'count=exact' });
    expect([r.status, r.headers['content-range'], r.headers['preference-applied']]).toEqual([200, '*/0', 'count=exact']);
  });

  it('pages with the Range header (200 without a count) and intersects it with limit', async () => {
    const r = await api.get('/rest/v1/conf_items?select=id&order=id', { Range: '2-4' });
    expect([r.status, r.headers['content-range'], ids(r.body)]).toEqual([200, '2-4/*', [3, 4, 5]]);
    const both = await api.get('/rest/v1/conf_items?select=id&order=id&limit=3', { 'Range-Unit': 'items', Range: '0-1' });
    expect([both.headers['content-range'], ids(both.body)]).toEqual(['0-1/*', [1, 2]]);
  });

  it('answers 206 when counting a partial page', async () => {
    const r = await api.get('/rest/v1/conf_items?select=id&order=id&limit=2&offset=1', { Prefer: 'count=exact' });
    expect([r.status, r.headers['content-range'], ids(r.body)]).toEqual([206, '1-2/15', [2, 3]]);
  });

  it('answers HEAD with the same status and headers and no body', async () => {
    const get = await api.get('/rest/v1/conf_items?order=id&limit=2', { Prefer: 'count=exact' });
    const head = await api.head('/rest/v1/conf_items?order=id&limit=2', { Prefer: 'count=exact' });
    expect([head.status, head.headers['content-range'], head.headers['content-type'], head.body]).toEqual([get.status, '0-1/15', get.headers['content-type'], '']);
    expect(head.headers['content-length']).toBeUndefined();
  });

  it('ignores the Range header on HEAD and POST', async () => {
    const head = await api.head('/rest/v1/conf_items', { Range: '0-1' });
    expect(head.headers['content-range']).toBe('0-14/*');
    const post = await api.post('/rest/v1/rpc/conf_items_between', { p_from: 1, p_to: 5 }, { Range: '0-1' });
    expect(post.headers['content-range']).toBe('0-4/*');
  });

  it('returns [] with */* for limit=0', async () => {
    const r = await api.get('/rest/v1/conf_items?limit=0');
    expect([r.status, r.headers['content-range'], r.body]).toEqual([200, '*/*', '[]']);
  });

  it('refuses a negative limit with 416', async () => {
    const r = await api.get('/rest/v1/conf_items?limit=-1');
    expect(r.status).toBe(416);
    expect(r.body).toBe(errorBody('PGRST103', 'Requested range not satisfiable', 'Limit should be greater than or equal to zero.'));
  });

  it('treats a negative offset as 0 and ignores a non-numeric limit', async () => {
    const r = await api.get('/rest/v1/conf_items?select=id&order=id&offset=-3&limit=2');
    expect(r.status).toBe(416); // PostgREST: [-3, -2] intersected with [0, ∞) is empty
    const offsetOnly = await api.get('/rest/v1/conf_items?select=id&order=id&offset=-3');
    expect([offsetOnly.headers['content-range'], ids(offsetOnly.body).length]).toEqual(['0-14/*', 15]);
    const nonNumeric = await api.get('/rest/v1/conf_items?select=id&limit=abc');
    expect(nonNumeric.headers['content-range']).toBe('0-14/*');
  });

  it('refuses an inverted Range header with 416', async () => {
    const r = await api.get('/rest/v1/conf_items', { Range: '1-0' });
    expect(r.status).toBe(416);
    expect(r.body).toBe(
      errorBody('PGRST103', 'Requested range not satisfiable', 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'),
    );
  });

  it('refuses an offset past the counted end with 416 and */total', async () => {
    const r = await api.get('/rest/v1/conf_items?offset=100', { Prefer: 'count=exact' });
    expect([r.status, r.headers['content-range']]).toEqual([416, '*/15']);
    expect(r.body).toBe(errorBody('PGRST103', 'Requested range not satisfiable', 'An offset of 100 was requested, but there are only 15 rows.'));
    const atEnd = await api.get('/rest/v1/conf_items?offset=15', { Prefer: 'count=exact' });
    expect([atEnd.status, atEnd.headers['content-range'], atEnd.body]).toEqual([206, '*/15', '[]']);
  });

  it('cuts every read at 1000 rows: 0-999/* without a limit, 206 with a count', async () => {
    const r = await api.get('/rest/v1/conf_many');
    expect([r.status, r.headers['content-range'], JSON.parse(r.body).length]).toEqual([200, '0-999/*', 1000]);
    const counted = await api.get('/rest/v1/conf_many?limit=5000&offset=1', { Prefer: 'count=exact' });
    expect([counted.status, counted.headers['content-range']]).toEqual([206, '1-1000/1500']);
  });

  it('refuses unknown preferences only under handling=strict', async () => {
    const strict = await api.get('/rest/v1/conf_items?limit=1', { Prefer: 'handling=strict, count=exact, frobnicate' });
    expect([strict.status, strict.body]).toEqual([400, errorBody('PGRST122', 'Invalid preferences given with handling=strict', 'Invalid preferences: frobnicate')]);
    const lenient = await api.get('/rest/v1/conf_items?limit=1', { Prefer: 'count=exact, frobnicate' });
    expect([lenient.status, lenient.headers['preference-applied']]).toEqual([206, 'count=exact']);
  });

  it('sets Content-Location to the view and its sorted parameters', async () => {
    const r = await api.get('/rest/v1/conf_items?select=id&id=gt.1&order=id&id=lt.5&apikey=ignored-here');
    expect(r.headers['content-location']).toBe('/conf_items?id=gt.1,lt.5&order=id&select=id');
    expect((await api.get('/rest/v1/conf_items')).headers['content-location']).toBe('/conf_items');
  });
});

describe('Accept (item 6)', () => {
  it('refuses an unknown media type with 406 PGRST107 and falls back through */*', async () => {
    const r = await api.get('/rest/v1/conf_items', { Accept: 'text/unknowntype' });
    expect(r.status).toBe(h.major >= 13 ? 406 : 415); // v14 QuerySpec: 406; v12 answered 415
    expect(r.body).toBe(errorBody('PGRST107', 'None of these media types are available: text/unknowntype'));
    const fallback = await api.get('/rest/v1/conf_items?id=eq.1&select=id', { Accept: 'text/unknowntype, */*' });
    expect([fallback.status, fallback.headers['content-type'], fallback.body]).toEqual([200, 'application/json; charset=utf-8', '[{"id":1}]']);
  });

  it('renders CSV bytes as PostgREST: record text, quoting, NULL empty, no trailing newline', async () => {
    const r = await api.get('/rest/v1/conf_texts', { Accept: 'text/csv' });
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.body).toBe('k,extra\nxyyx,u\nxYYx,v\n"São Paulo",acentuação\n"a,b","has ""quote"""\n"",\n,"null key"\n"back\\\\slash",x');
    const two = await api.get('/rest/v1/conf_texts?k=ilike.xyyx', { Accept: 'text/csv' });
    expect([two.body, two.headers['content-length']]).toEqual(['k,extra\nxyyx,u\nxYYx,v', h.major >= 13 ? '21' : undefined]);
    expect((await api.get('/rest/v1/conf_empty', { Accept: 'text/csv' })).body).toBe('\n');
  });

  it('returns one object for vnd.pgrst.object and 406 PGRST116 otherwise', async () => {
    const one = await api.get('/rest/v1/conf_items?id=eq.1&select=id,name', { Accept: 'application/vnd.pgrst.object+json' });
    expect([one.status, one.headers['content-type'], one.body]).toEqual([200, 'application/vnd.pgrst.object+json; charset=utf-8', '{"id":1,"name":"item 1"}']);
    const none = await api.get('/rest/v1/conf_items?id=eq.99', { Accept: 'application/vnd.pgrst.object+json' });
    // v14 SingularSpec message; v12 said "JSON object requested, multiple (or no) rows returned"
    const singularMessage = h.major >= 13 ? 'Cannot coerce the result to a single JSON object' : 'JSON object requested, multiple (or no) rows returned';
    expect([none.status, none.body]).toEqual([406, errorBody('PGRST116', singularMessage, 'The result contains 0 rows')]);
    const many = await api.get('/rest/v1/conf_items?id=lt.3', { Accept: 'application/vnd.pgrst.object' });
    expect([many.status, JSON.parse(many.body).details]).toEqual([406, 'The result contains 2 rows']);
  });

  it('strips nulls on request', async () => {
    const r = await api.get('/rest/v1/conf_items?id=eq.5&select=id,name', { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' });
    expect(r.body).toBe('{"id":5}');
  });
});
