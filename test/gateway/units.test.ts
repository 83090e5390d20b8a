// Pure parts of the gateway: ranges, content negotiation, preferences, error
// mapping, fuzzy hints, CORS headers, SQL fragments.
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/gateway/api-error.js';
import { ApiKeyChecker } from '../../src/gateway/auth/api-key.js';
import { bearerToken } from '../../src/gateway/auth/jwt.js';
import { statusForSqlState } from '../../src/gateway/db/pg-error.js';
import { bestMatch } from '../../src/gateway/fuzzy.js';
import { corsHeaders, preflightHeaders } from '../../src/gateway/http/cors.js';
import { negotiateRead, parseAccept } from '../../src/gateway/http/media-type.js';
import { parsePreferences, preferenceApplied } from '../../src/gateway/http/preferences.js';
import { contentRange, requestedRange } from '../../src/gateway/query/range.js';
import { arrayLiteral } from '../../src/gateway/sql/fragments.js';
import { quoteIdent } from '../../src/gateway/sql/ident.js';

const thrown = (f: () => unknown): ApiError => {
  try {
    f();
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('did not throw');
};

describe('ranges', () => {
  const range = (limit?: string, offset?: string, header?: string) => {
    const r = requestedRange(limit, offset, header);
    return { lower: r.topLevel.lower, upper: r.topLevel.upper, fetchUpper: r.fetch.upper };
  };

  it('cuts every read at 1000 rows', () => {
    expect(range()).toEqual({ lower: 0n, upper: null, fetchUpper: 999n });
    expect(range('5000')).toEqual({ lower: 0n, upper: 4999n, fetchUpper: 999n });
  });

  it('intersects limit/offset with the Range header', () => {
    expect(range('3', undefined, '0-1')).toEqual({ lower: 0n, upper: 1n, fetchUpper: 1n });
    expect(range(undefined, '5', '2-')).toEqual({ lower: 5n, upper: null, fetchUpper: 1004n });
  });

  it('treats a negative offset as 0 and ignores non-numeric values', () => {
    expect(range(undefined, '-3')).toMatchObject({ lower: 0n, upper: null });
    expect(range('abc')).toMatchObject({ lower: 0n, upper: null });
    expect(range(undefined, undefined, 'items=0-1')).toMatchObject({ lower: 0n, upper: null });
  });

  it('keeps limit=0 as the one empty range allowed', () => {
    expect(range('0')).toEqual({ lower: 0n, upper: -1n, fetchUpper: -1n });
  });

  it('refuses a negative limit and an inverted Range with 416', () => {
    expect(thrown(() => requestedRange('-1', undefined, undefined)).body()).toBe(
      '{"code":"PGRST103","details":"Limit should be greater than or equal to zero.","hint":null,"message":"Requested range not satisfiable"}',
    );
    expect(thrown(() => requestedRange(undefined, undefined, '1-0')).details).toBe(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  });

  it('computes Content-Range and status like RangeQuery.rangeStatusHeader', () => {
    const from = (lower: bigint) => ({ lower, upper: null });
    expect(contentRange(from(0n), 15, null)).toEqual({ status: 200, header: '0-14/*' });
    expect(contentRange(from(0n), 0, null)).toEqual({ status: 200, header: '*/*' });
    expect(contentRange(from(0n), 0, 0)).toEqual({ status: 200, header: '*/0' });
    expect(contentRange(from(2n), 3, 15)).toEqual({ status: 206, header: '2-4/15' });
    expect(contentRange(from(15n), 0, 15)).toEqual({ status: 206, header: '*/15' });
    expect(contentRange(from(100n), 0, 15)).toEqual({ status: 416, header: '*/15' });
  });
});

describe('content negotiation', () => {
  it('orders by q, then specificity, keeping client order otherwise', () => {
    expect(parseAccept('text/csv;q=0.5, application/json, */*;q=0.1')).toEqual(['application/json', 'text/csv', '*/*']);
    expect(parseAccept('*/*, text/csv')).toEqual(['text/csv', '*/*']);
  });

  it('falls back to JSON through */* and refuses unknown types with 406', () => {
    expect(negotiateRead('text/unknowntype, */*').format).toEqual({ kind: 'json' });
    expect(thrown(() => negotiateRead('text/unknowntype')).body()).toBe(
      '{"code":"PGRST107","details":null,"hint":null,"message":"None of these media types are available: text/unknowntype"}',
    );
  });

  it('knows the singular and stripped variants', () => {
    expect(negotiateRead('application/vnd.pgrst.object+json').contentType).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(negotiateRead('application/vnd.pgrst.object;nulls=stripped').format).toEqual({ kind: 'object', stripped: true });
  });
});

describe('preferences', () => {
  it('takes the first value of each kind across headers and echoes what applies', () => {
    const prefs = parsePreferences(['count=exact, handling=lenient', 'count=planned, whatever']);
    expect(prefs).toMatchObject({ count: 'exact', handling: 'lenient', invalid: ['whatever'] });
    expect(preferenceApplied(prefs, false)).toBe('count=exact, handling=lenient');
    expect(preferenceApplied(parsePreferences('count=none'), false)).toBeUndefined();
  });
});

describe('SQLSTATE to HTTP', () => {
  it.each([
    ['22023', 'too many rows', true, 400],
    ['22023', 'role "x" does not exist', false, 401],
    ['57014', 'canceling statement due to statement timeout', false, 500],
    ['42501', 'permission denied', false, 401],
    ['42501', 'permission denied', true, 403],
    ['42883', 'function f() does not exist', false, 404],
    ['42P01', 'relation does not exist', false, 404],
    ['P0001', 'boom', false, 400],
    ['PT402', 'pay', false, 402],
    ['08006', 'connection failure', false, 503],
    ['53300', 'too many connections', false, 503],
    ['53400', 'configuration limit exceeded', false, 500],
    ['25006', 'read-only transaction', false, 405],
    ['23505', 'duplicate key', false, 409],
    ['22P02', 'invalid input syntax', false, 400],
    ['42703', 'column does not exist', false, 400],
    ['XX000', 'internal', false, 500],
  ])('%s (%s) -> %i', (code, message, authenticated, status) => {
    expect(statusForSqlState(code, message, authenticated)).toBe(status);
  });
});

describe('small helpers', () => {
  it('suggests names at >= 0.75 similarity only', () => {
    expect(bestMatch(['conf_items', 'conf_texts'], 'conf_item', 0.75)).toBe('conf_items');
    expect(bestMatch(['conf_items', 'conf_texts'], 'zzz', 0.75)).toBeUndefined();
  });

  it('quotes identifiers and builds array literals that survive quotes and backslashes', () => {
    expect(quoteIdent('a"b\0c')).toBe('"a""bc"');
    expect(arrayLiteral(['a,b', 'x"y', 'back\\slash', ''])).toBe('{"a,b","x\\"y","back\\\\slash",""}');
  });

  it('reads Bearer tokens with any case of the scheme', () => {
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('BEARER   abc')).toBe('abc');
    expect(bearerToken('Bearer')).toBe('');
    expect(bearerToken('Basic abc')).toBeUndefined();
  });

  it('checks publishable keys', () => {
    const keys = new ApiKeyChecker(['one', 'two']);
    expect(() => keys.check('two', undefined)).not.toThrow();
    expect(() => keys.check(undefined, 'one')).not.toThrow();
    expect(thrown(() => keys.check(undefined, undefined)).message).toBe('No API key found in request');
    expect(thrown(() => keys.check('three', undefined)).message).toBe('Invalid API key');
  });

  it('answers CORS preflights with the requested headers between Authorization and the safelisted ones', () => {
    const req = { method: 'OPTIONS', headers: { origin: 'http://x', 'access-control-request-headers': 'Foo,Bar, authorization' } } as unknown as http.IncomingMessage;
    expect(preflightHeaders(req)['Access-Control-Allow-Headers']).toBe('Authorization, Foo, Bar, Accept, Accept-Language, Content-Language');
    expect(corsHeaders({ headers: {} } as http.IncomingMessage)).toEqual({});
  });
});
