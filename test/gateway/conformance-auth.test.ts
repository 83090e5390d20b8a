// @legs direct postgrest docker
// Keys, JWTs, roles, profiles, landing tables, CORS, the OpenAPI root and the
// docs page (postgrest-behaviour.md section 7 items 8, 9, 11; section 6).
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { API_KEY, JWT_SECRET, OPENAPI, OTHER_KEY, client, errorBody, request, useHarness, token } from './harness.js';

const h = useHarness();
const api = client(() => h.base);
const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });
const invalidTokenHeader = (message: string) => `Bearer error="invalid_token", error_description="${message}"`;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('apikey', () => {
  it('answers a missing key with the platform gateway 401', async () => {
    const r = await request(`${h.base}/rest/v1/conf_items`);
    expect(r.status).toBe(401);
    expect(r.body).toBe('{"code":null,"details":null,"hint":"No `apikey` request header or url param was found.","message":"No API key found in request"}');
    expect(r.headers['content-length']).toBe(String(Buffer.byteLength(r.body)));
  });

  it('answers an unknown key with 401 Invalid API key', async () => {
    const r = await request(`${h.base}/rest/v1/conf_items`, { headers: { apikey: 'sb_publishable_wrong' } });
    expect([r.status, r.body]).toEqual([401, errorBody(null, 'Invalid API key', null, 'Double check your publishable API key.')]);
  });

  it('accepts any configured key, in the header or as ?apikey= (which is never a filter)', async () => {
    expect((await request(`${h.base}/rest/v1/conf_items?id=eq.1&select=id`, { headers: { apikey: OTHER_KEY } })).body).toBe('[{"id":1}]');
    const viaQuery = await request(`${h.base}/rest/v1/conf_items?select=id&id=eq.2&apikey=${API_KEY}`);
    expect([viaQuery.status, viaQuery.body, viaQuery.headers['content-location']]).toEqual([200, '[{"id":2}]', '/conf_items?id=eq.2&select=id']);
  });

  it('is checked before anything else, even for unknown paths below the base path', async () => {
    expect((await request(`${h.base}/rest/v1/a/b/c`)).status).toBe(401);
  });
});

describe('JWT', () => {
  it('rejects the publishable key sent as a Bearer token: it is not a JWT', async () => {
    const r = await api.get('/rest/v1/conf_items', bearer(API_KEY));
    expect([r.status, r.body]).toEqual([401, errorBody('PGRST301', 'Expected 3 parts in JWT; got 1')]);
    expect(r.headers['www-authenticate']).toBe(invalidTokenHeader('Expected 3 parts in JWT; got 1'));
    expect(r.headers['proxy-status']).toBe('PostgREST; error=PGRST301');
  });

  it.each([
    ['a two-part token', 'aaa.bbb', 'PGRST301', 'Expected 3 parts in JWT; got 2', null],
    ['an empty token', '', 'PGRST301', 'Empty JWT is sent in Authorization header', null],
    ['three garbage parts', 'not.a.jwt', 'PGRST301', 'JWT cryptographic operation failed', null],
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'authenticated' })}.`, 'PGRST301', 'Wrong or unsupported encoding algorithm', "JWT is unsecured but expected 'alg' was not 'none'"],
  ])('rejects %s', async (_name, jwt, code, message, details) => {
    const r = await api.get('/rest/v1/conf_items', { Authorization: `Bearer ${jwt}`.trimEnd() });
    expect([r.status, r.body]).toEqual([401, errorBody(code, message, details)]);
    expect(r.headers['www-authenticate']).toBe(invalidTokenHeader(message));
  });

  it('rejects a token signed with another key', async () => {
    const r = await api.get('/rest/v1/conf_items', bearer(await token({ role: 'authenticated' }, { secret: 'another-secret-that-is-long-enough-to-sign' })));
    expect([r.status, r.body]).toEqual([401, errorBody('PGRST301', 'No suitable key or wrong key type', 'None of the keys was able to decode the JWT')]);
  });

  it.each([
    ['expired', { role: 'authenticated', exp: now() - 60 }, 'JWT expired'],
    ['not yet valid', { role: 'authenticated', nbf: now() + 120 }, 'JWT not yet valid'],
    ['issued in the future', { role: 'authenticated', iat: now() + 120 }, 'JWT issued at future'],
    ['with a string exp', { role: 'authenticated', exp: 'soon' }, "The JWT 'exp' claim must be a number"],
    ['with a numeric aud', { role: 'authenticated', aud: 5 }, "The JWT 'aud' claim must be a string or an array of strings"],
  ])('rejects a token %s with PGRST303', async (_name, claims, message) => {
    const signed = await new SignJWT(claims as Record<string, unknown>).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(JWT_SECRET));
    const r = await api.get('/rest/v1/conf_items', bearer(signed));
    expect([r.status, r.body]).toEqual([401, errorBody('PGRST303', message)]);
    expect(r.headers['www-authenticate']).toBe(invalidTokenHeader(message));
  });

  it('allows 30 seconds of clock skew on exp', async () => {
    const r = await api.get('/rest/v1/conf_items?id=eq.1&select=id', bearer(await token({ role: 'authenticated' }, { expiresIn: -10 })));
    expect([r.status, r.body]).toEqual([200, '[{"id":1}]']);
  });

  it('signs in role authenticated, with its 8 s timeout and the token claims as GUC', async () => {
    const jwt = await token({ role: 'authenticated', sub: 'user-1' }, { expiresIn: 300 });
    const gucs = JSON.parse((await api.post('/rest/v1/rpc/conf_gucs', {}, { Authorization: `bearer ${jwt}` })).body);
    expect(gucs).toMatchObject({ role: 'authenticated', statement_timeout: '8s', claims: { role: 'authenticated', sub: 'user-1' } });
  });

  it('uses anon for a token without role and adds the role to the claims', async () => {
    const gucs = JSON.parse((await api.post('/rest/v1/rpc/conf_gucs', {}, bearer(await token({ sub: 'x' })))).body);
    expect(gucs).toMatchObject({ role: 'anon', statement_timeout: '3s', claims: { role: 'anon', sub: 'x' } });
  });

  it('refuses any other role with 401 42501', async () => {
    const r = await api.get('/rest/v1/conf_items', bearer(await token({ role: 'service_role' })));
    expect([r.status, r.body, r.headers['www-authenticate']]).toEqual([401, errorBody('42501', 'permission denied to set role "service_role"'), 'Bearer']);
  });

  it('maps a permission error to 401 for anon and 403 for authenticated', async () => {
    const anon = await api.post('/rest/v1/rpc/conf_denied', {});
    expect([anon.status, anon.body, anon.headers['www-authenticate']]).toEqual([401, errorBody('42501', 'permission denied for schema test_data'), 'Bearer']);
    const signedIn = await api.post('/rest/v1/rpc/conf_denied', {}, bearer(await token({ role: 'authenticated' })));
    expect([signedIn.status, signedIn.headers['www-authenticate']]).toEqual([403, undefined]);
  });
});

describe('landing tables', () => {
  it('answer 401 for every caller, by bare or schema-qualified name', async () => {
    const expected = errorBody('42501', 'permission denied for table items', null, 'Only schema api is exposed.');
    expect((await api.get('/rest/v1/items')).body).toBe(expected);
    expect((await api.get('/rest/v1/test_data.items')).body).toBe(expected);
    const signedIn = await api.get('/rest/v1/items', bearer(await token({ role: 'authenticated' })));
    expect([signedIn.status, signedIn.body]).toEqual([401, expected]);
    expect((await api.get('/rest/v1/bcb.ptax')).status).toBe(401);
  });
});

describe('profiles (item 9)', () => {
  it('refuses a schema other than api with 401 PGRST106', async () => {
    const r = await api.get('/rest/v1/conf_items', { 'Accept-Profile': 'public' });
    expect([r.status, r.body]).toEqual([401, errorBody('PGRST106', 'Invalid schema: public', null, 'Only the following schemas are exposed: api')]);
    const post = await api.post('/rest/v1/rpc/conf_add', { a: 1 }, { 'Content-Profile': 'test_data' });
    expect([post.status, JSON.parse(post.body).message]).toEqual([401, 'Invalid schema: test_data']);
  });

  it('echoes a valid profile and says nothing without one', async () => {
    expect((await api.get('/rest/v1/conf_items?limit=1', { 'Accept-Profile': 'api' })).headers['content-profile']).toBe('api');
    expect((await api.post('/rest/v1/rpc/conf_add', { a: 1 }, { 'Content-Profile': 'api' })).headers['content-profile']).toBe('api');
    expect((await api.get('/rest/v1/conf_items?limit=1')).headers['content-profile']).toBeUndefined();
  });

  it('refuses a foreign schema in either profile header on every method (spec rule 4), echoing only the method\'s header', async () => {
    const post = await api.post('/rest/v1/rpc/conf_add', { a: 1 }, { 'Accept-Profile': 'public' });
    expect([post.status, post.body]).toEqual([401, errorBody('PGRST106', 'Invalid schema: public', null, 'Only the following schemas are exposed: api')]);
    expect((await api.get('/rest/v1/rpc/conf_add?a=1', { 'Content-Profile': 'test_data' })).status).toBe(401);
    const echoed = await api.post('/rest/v1/rpc/conf_add', { a: 1 }, { 'Accept-Profile': 'api' });
    expect([echoed.status, echoed.body, echoed.headers['content-profile']]).toEqual([200, '2', undefined]);
  });
});

describe('CORS (item 11)', () => {
  it('answers a preflight without apikey', async () => {
    const r = await request(`${h.base}/rest/v1/conf_items`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'Foo,Bar' },
    });
    expect(r.status).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['access-control-allow-methods']).toBe('GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD');
    expect(r.headers['access-control-allow-headers']).toBe('Authorization, Foo, Bar, Accept, Accept-Language, Content-Language');
    expect(r.headers['access-control-max-age']).toBe('86400');
  });

  it('exposes headers on responses and errors to a request with an Origin', async () => {
    const expose = 'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit';
    const ok = await api.get('/rest/v1/conf_items?limit=1', { Origin: 'http://example.com' });
    expect([ok.headers['access-control-allow-origin'], ok.headers['access-control-expose-headers']]).toEqual(['*', expose]);
    const refused = await request(`${h.base}/rest/v1/conf_items`, { headers: { Origin: 'http://example.com' } });
    expect([refused.status, refused.headers['access-control-expose-headers']]).toEqual([401, expose]);
    expect((await api.get('/rest/v1/conf_items?limit=1')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI root and docs', () => {
  const servedOpenApi = (url: string) => ({ ...JSON.parse(OPENAPI), servers: [{ url }] });

  // in proxy mode the root is PostgREST's own Swagger document, version = the upstream's
  it('serves the OpenAPI document at /rest/v1/ (and without the slash)', async () => {
    if (h.postgrest) {
      const r = await api.get('/rest/v1/');
      expect([r.status, r.headers['content-type']]).toEqual([200, 'application/openapi+json; charset=utf-8']);
      return expect(JSON.parse(r.body)).toMatchObject({ swagger: '2.0', info: { version: h.postgrest.version } });
    }
    for (const path of ['/rest/v1/', '/rest/v1']) {
      const r = await api.get(path);
      expect([r.status, r.headers['content-type'], JSON.parse(r.body)]).toEqual([200, 'application/openapi+json; charset=utf-8', servedOpenApi(`${h.base}/rest/v1`)]);
    }
    const head = await api.head('/rest/v1/');
    expect([head.status, head.headers['content-type'], head.body, head.headers['content-length']]).toEqual([200, 'application/openapi+json; charset=utf-8', '', undefined]);
  });

  it('names the address the caller used as the server, behind a proxy too', async () => {
    if (h.postgrest) return; // PostgREST names openapi-server-proxy-uri or its own host, not the caller's
    const r = await api.get('/rest/v1/', { 'X-Forwarded-Host': 'api.example.org', 'X-Forwarded-Proto': 'https' });
    expect(JSON.parse(r.body).servers).toEqual([{ url: 'https://api.example.org/rest/v1' }]);
  });

  it('refuses an Accept the root cannot give', async () => {
    const r = await api.get('/rest/v1/', { Accept: 'text/csv' });
    // v14 RootSpec/QuerySpec: 406 PGRST107; v12 answered 415
    if (h.major < 13) return expect([r.status, JSON.parse(r.body).code]).toEqual([415, 'PGRST107']);
    expect([r.status, r.body]).toEqual([406, errorBody('PGRST107', 'None of these media types are available: text/csv')]);
  });

  it('serves the docs page, its assets and the document without apikey', async () => {
    const page = await request(`${h.base}/docs`);
    expect([page.status, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.body).toContain('<script src="/docs/swagger-ui-bundle.js"></script>');
    const init = await request(`${h.base}/docs/init.js`);
    expect(init.body).toContain("url: '/docs/openapi.json'");
    const bundle = await request(`${h.base}/docs/swagger-ui-bundle.js`);
    expect([bundle.status, bundle.headers['content-type'], bundle.body.length > 100_000]).toEqual([200, 'application/javascript; charset=utf-8', true]);
    expect(JSON.parse((await request(`${h.base}/docs/openapi.json`)).body)).toEqual(servedOpenApi(`${h.base}/rest/v1`));
    expect((await request(`${h.base}/docs/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await request(`${h.base}/docs/absolute-path.js`)).status).toBe(404);
  });

  it('says on the docs page where the apikey comes from', async () => {
    const page = await request(`${h.base}/docs`);
    const text = page.body.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Every call needs the header apikey. Running it yourself, npm start prints the key (the line apikey pk_…;');
    expect(text).toContain('publishableKey in DATA_DIR/secrets.json');
    expect(text).toContain('Click Authorize, paste it under apikey, then Try it out.');
    const css = await request(`${h.base}/docs/page.css`);
    expect([css.status, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
  });

  it('serves the explorer at / (outside /rest/v1) without apikey; the docs stay at /docs', async () => {
    const root = await request(`${h.base}/`);
    expect([root.status, root.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(root.body).toContain('<script src="/explore/assets/app.js" defer></script>');
    // a client without JavaScript still reads where the reference is
    expect(root.body).toContain('<a href="/docs">/docs</a>');
    const head = await request(`${h.base}/?from=bookmark`, { method: 'HEAD' });
    expect([head.status, head.body]).toEqual([200, '']);
    expect((await request(`${h.base}/docs`)).status).toBe(200);
    // only reading is the explorer: another method on / is still the path error
    const post = await request(`${h.base}/`, { method: 'POST', body: '{}' });
    expect([post.status, post.body]).toEqual([404, errorBody('PGRST125', 'Invalid path specified in request URL')]);
  });
});
