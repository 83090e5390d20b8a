// Input a hostile client sends to make the gateway fail: every answer is a 4xx
// in the four-key shape, decided before the database is asked.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_VALUE_LENGTH } from '../../src/gateway/http/input-limits.js';
import { MAX_NESTING } from '../../src/gateway/query/parsec.js';
import { client, errorBody, useHarness } from './harness.js';

const h = useHarness();
const api = client(() => h.base);

/** 1-based column of the `(` that opens level MAX_NESTING + 1. */
const tooDeepColumn = (input: string) => input.split('(', MAX_NESTING + 1).join('(').length + 1;

describe('nesting depth of query parameters', () => {
  it('refuses 600 nested and( in a logic tree with 400 PGRST100 instead of overflowing', async () => {
    const v = `(${'and('.repeat(600)}id.eq.1${')'.repeat(601)}`;
    const r = await api.get(`/rest/v1/conf_items?or=${v}`);
    expect([r.status, r.body]).toEqual([
      400,
      errorBody('PGRST100', `"failed to parse logic tree (${v})" (line 1, column ${tooDeepColumn(`or${v}`)})`, `nesting deeper than ${MAX_NESTING} levels`),
    ]);
  });

  it('refuses 730 nested select items with 400 PGRST100', async () => {
    const v = `${'a('.repeat(730)}id${')'.repeat(730)}`;
    const r = await api.get(`/rest/v1/conf_items?select=${v}`);
    expect([r.status, r.body]).toEqual([
      400,
      errorBody('PGRST100', `"failed to parse select parameter (${v})" (line 1, column ${tooDeepColumn(v)})`, `nesting deeper than ${MAX_NESTING} levels`),
    ]);
  });
});

describe('nesting depth of JSON bodies', () => {
  const deep = `{"a":1,"b":${'['.repeat(22_000)}${']'.repeat(22_000)}}`;
  const refused = errorBody('PGRST102', 'Empty or invalid json', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`);

  it('refuses 22,000 levels in an rpc argument with 400 PGRST102 before PostgreSQL', async () => {
    const r = await api.post('/rest/v1/rpc/conf_add', deep);
    expect([r.status, r.body]).toEqual([400, refused]);
  });

  it('refuses them with ?columns= too', async () => {
    const r = await api.post('/rest/v1/rpc/conf_add?columns=a', deep);
    expect([r.status, r.body]).toEqual([400, refused]);
  });

  it(`still serves a body nested ${MAX_JSON_DEPTH} levels`, async () => {
    const r = await api.post('/rest/v1/rpc/conf_add?columns=a', `{"a":2,"b":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`);
    expect([r.status, r.body]).toEqual([200, '3']);
  });
});

/** Bytes written on a fresh socket, and everything the server answers before closing. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(h.base).port), '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const statusAndBody = (raw: string) => {
  const [head, body] = raw.split('\r\n\r\n');
  return [head.split('\r\n')[0], /content-type: application\/json; charset=utf-8/i.test(head), body];
};

describe('requests the HTTP parser refuses', () => {
  it('answers over-long headers with 431 and the four-key body', async () => {
    const raw = await rawExchange(`GET /rest/v1/conf_items HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusAndBody(raw)).toEqual([
      'HTTP/1.1 431 Request Header Fields Too Large',
      true,
      errorBody(null, 'Request header fields too large', 'The request headers exceed the server limit.'),
    ]);
  });

  it('answers a malformed request line with 400 and the four-key body', async () => {
    const raw = await rawExchange('GET /rest/v1/conf_items HTTP/1.1 junk\r\n\r\n');
    expect(statusAndBody(raw)).toEqual(['HTTP/1.1 400 Bad Request', true, errorBody(null, 'Malformed HTTP request', 'HPE_INVALID_VERSION')]);
  });

  it('answers CONNECT with 405 PGRST117', async () => {
    const raw = await rawExchange('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(statusAndBody(raw)).toEqual(['HTTP/1.1 405 Method Not Allowed', true, errorBody('PGRST117', 'Unsupported HTTP method: CONNECT')]);
  });

  it('answers /docs errors in the four-key shape', async () => {
    const missing = await api.get('/docs/absolute-path.js');
    expect([missing.status, missing.headers['content-type'], missing.body]).toEqual([404, 'application/json; charset=utf-8', errorBody(null, 'No such documentation file')]);
    const post = await api.post('/docs', {});
    expect([post.status, post.headers.allow, post.body]).toEqual([405, 'GET, HEAD', errorBody(null, 'Unsupported HTTP method: POST')]);
  });
});

describe('length of argument and filter values', () => {
  const long = 'x'.repeat(MAX_VALUE_LENGTH + 1);

  it('refuses a JSON argument string longer than the bound with 400 PGRST102', async () => {
    const r = await api.post('/rest/v1/rpc/conf_over', { x: long });
    expect([r.status, r.body]).toEqual([
      400,
      errorBody('PGRST102', 'Argument value too long', `A string in the request body has more than ${MAX_VALUE_LENGTH} characters.`, 'Send a shorter value.'),
    ]);
  });

  it('refuses a filter value longer than the bound with 400 PGRST100', async () => {
    const r = await api.get(`/rest/v1/conf_items?name=fts.${long}`);
    expect([r.status, r.body]).toEqual([
      400,
      errorBody('PGRST100', 'Argument value too long', `A query string value has more than ${MAX_VALUE_LENGTH} characters.`, 'Send a shorter value.'),
    ]);
  });

  it('serves a value of exactly the bound', async () => {
    const r = await api.get(`/rest/v1/conf_items?select=id&name=eq.${long.slice(4)}`); // "eq." + 4093: the whole value is at the bound
    expect([r.status, r.body]).toEqual([200, '[]']);
  });
});
