// The query-string grammar against PostgREST's own doctests (QueryParams.hs):
// what parses, and the exact Parsec message and details when it does not.
import { describe, expect, it } from 'vitest';
import { pOpExpr, pSingleValue } from '../../src/gateway/query/filter-grammar.js';
import { pLogicTree } from '../../src/gateway/query/logic-grammar.js';
import { pOrder } from '../../src/gateway/query/order-grammar.js';
import { hsShowString, runParser } from '../../src/gateway/query/parsec.js';
import { canonicalQueryString, parseQueryString, withoutApiKey } from '../../src/gateway/query/query-string.js';
import { parseReadParams } from '../../src/gateway/query/read-params.js';
import { pFieldForest } from '../../src/gateway/query/select-grammar.js';

const failure = (r: ReturnType<typeof runParser>) => (r.ok ? 'parsed' : `${r.message.replace(/^"[^"]*" /, '')}: ${r.details}`);

describe('order', () => {
  it.each([
    ['clients(name,id)', '(line 1, column 8): unexpected \'(\' expecting letter, digit, "-", "->>", "->", delimiter (.), "," or end of input'],
    ['id.ac', '(line 1, column 4): unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.descc', '(line 1, column 8): unexpected \'c\' expecting delimiter (.), "," or end of input'],
    ['id.nulsfist', '(line 1, column 4): unexpected "n" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.nullslasttt', '(line 1, column 13): unexpected \'t\' expecting "," or end of input'],
    ['id.smth34', '(line 1, column 4): unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.asc.nlsfst', '(line 1, column 8): unexpected "l" expecting "nullsfirst" or "nullslast"'],
    ['id.asc.nullslasttt', '(line 1, column 17): unexpected \'t\' expecting "," or end of input'],
    ['id.asc.smth34', '(line 1, column 8): unexpected "s" expecting "nullsfirst" or "nullslast"'],
  ])('refuses %s like Parsec', (input, expected) => {
    expect(failure(runParser(pOrder, 'order', input))).toBe(expected);
  });

  it('reads direction, nulls and several terms', () => {
    const r = runParser(pOrder, 'order', 'name.desc.nullsfirst,json_col->key.asc,id');
    expect(r.ok && r.value).toEqual([
      { relation: undefined, field: { name: 'name', jsonPath: [] }, direction: 'desc', nulls: 'nullsfirst' },
      { relation: undefined, field: { name: 'json_col', jsonPath: [{ arrow: '->', operand: { key: 'key' } }] }, direction: 'asc', nulls: undefined },
      { relation: undefined, field: { name: 'id', jsonPath: [] }, direction: undefined, nulls: undefined },
    ]);
  });
});

describe('filter values', () => {
  const op = (v: string) => runParser(pOpExpr(pSingleValue), `failed to parse filter (${v})`, v);

  it.each([
    ['val', '(line 1, column 1): unexpected "v" expecting "not" or operator (eq, gt, ...)'],
    ['noop.0', '(line 1, column 1): unexpected "o" expecting "not" or operator (eq, gt, ...)'],
    ['fts().value', '(line 1, column 5): unexpected ")" expecting operator (eq, gt, ...)'],
    ['eq().value', '(line 1, column 4): unexpected ")" expecting operator (eq, gt, ...)'],
    ['is().value', '(line 1, column 3): unexpected "(" expecting operator (eq, gt, ...)'],
    ['in().value', '(line 1, column 3): unexpected "(" expecting operator (eq, gt, ...)'],
    ['is.nil', '(line 1, column 5): unexpected "i" expecting isVal: (null, not_null, true, false, unknown)'],
    ['in.(1,2', '(line 1, column 8): unexpected end of input expecting "," or ")"'],
  ])('refuses %s like Parsec', (input, expected) => {
    expect(failure(op(input))).toBe(expected);
  });

  it('keeps the source name in the message, as PostgREST shows it', () => {
    const r = op('0');
    expect(r.ok ? null : r.message).toBe('"failed to parse filter (0)" (line 1, column 1)');
  });

  it('tells consumed from empty failures (RPC GET treats only the latter as arguments)', () => {
    expect(op('2024-01-01')).toMatchObject({ ok: false, consumed: false });
    expect(op('is.nil')).toMatchObject({ ok: false, consumed: true });
    expect(op('not.x')).toMatchObject({ ok: false, consumed: true });
  });

  it.each([
    ['eq(any).{1,2}', { negated: false, operation: { kind: 'quant', operator: 'eq', quantifier: 'any', value: '{1,2}' } }],
    ['not.eq(all).v', { negated: true, operation: { kind: 'quant', operator: 'eq', quantifier: 'all', value: 'v' } }],
    ['is.NoT_nUlL', { negated: false, operation: { kind: 'is', value: 'not_null' } }],
    ['in.( ,3)', { negated: false, operation: { kind: 'in', values: ['', '3'] } }],
    ['in.()', { negated: false, operation: { kind: 'in', values: [''] } }],
    ['in.("a,b",c,"x\\"y",")")', { negated: false, operation: { kind: 'in', values: ['a,b', 'c', 'x"y', ')'] } }],
    ['in.("a"b,\\)', { negated: false, operation: { kind: 'in', values: ['"a"b', '\\'] } }],
    ['fts(english).cat & dog', { negated: false, operation: { kind: 'fts', operator: 'fts', language: 'english', value: 'cat & dog' } }],
    ['eq.', { negated: false, operation: { kind: 'quant', operator: 'eq', quantifier: undefined, value: '' } }],
  ])('reads %s', (input, expected) => {
    const r = op(input);
    expect(r.ok && r.value).toEqual(expected);
  });
});

describe('select', () => {
  it.each([
    ['id,clients(name[])', '(line 1, column 16): unexpected \'[\' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input'],
    ['data->>-78xy', '(line 1, column 11): unexpected \'x\' expecting digit, "->", "::", ".", "," or end of input'],
    ['name::', '(line 1, column 7): unexpected end of input expecting letter or digit'],
  ])('refuses %s like Parsec', (input, expected) => {
    expect(failure(runParser(pFieldForest, 'select', input))).toBe(expected);
  });

  it('reads aliases, casts, quoted names and names with spaces, $ and dashes', () => {
    const r = runParser(pFieldForest, 'select', 'alias:name->jsonpath::text,"a,b":x, my col ,$,x-y,*');
    expect(r.ok && r.value).toEqual([
      { kind: 'field', field: { name: 'name', jsonPath: [{ arrow: '->', operand: { key: 'jsonpath' } }] }, alias: 'alias', cast: 'text', aggregate: undefined },
      { kind: 'field', field: { name: 'x', jsonPath: [] }, alias: 'a,b', cast: undefined, aggregate: undefined },
      { kind: 'field', field: { name: 'my col', jsonPath: [] }, alias: undefined, cast: undefined, aggregate: undefined },
      { kind: 'field', field: { name: '$', jsonPath: [] }, alias: undefined, cast: undefined, aggregate: undefined },
      { kind: 'field', field: { name: 'x-y', jsonPath: [] }, alias: undefined, cast: undefined, aggregate: undefined },
      { kind: 'star' },
    ]);
  });

  it('recognises embeds so they can be refused', () => {
    const r = runParser(pFieldForest, 'select', '*,client(*)');
    expect(r.ok && r.value[1]).toMatchObject({ kind: 'relation', name: 'client', spread: false });
  });
});

describe('logic trees', () => {
  it('refuses an empty or() like Parsec', () => {
    expect(failure(runParser(pLogicTree, 'x', 'or()'))).toBe(
      '(line 1, column 4): unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    );
  });

  it('reads nested trees', () => {
    const r = runParser(pLogicTree, 'x', 'or(id.eq.1,not.and(name.is.null,id.in.(2,3)))');
    expect(r.ok && r.value).toMatchObject({
      kind: 'expr',
      operator: 'or',
      negated: false,
      children: [{ kind: 'filter', field: { name: 'id' } }, { kind: 'expr', operator: 'and', negated: true }],
    });
  });
});

describe('query strings', () => {
  it('decodes + as space, keeps bad escapes, splits on & and ;', () => {
    expect(parseQueryString('a=1+2&b=%C3%A9%ZZ;c&d=')).toEqual([
      ['a', '1 2'],
      ['b', 'é%ZZ'],
      ['c', null],
      ['d', ''],
    ]);
  });

  it('removes apikey before anything else sees it', () => {
    expect(withoutApiKey(parseQueryString('apikey=k&id=eq.1'))).toEqual({ pairs: [['id', 'eq.1']], apikey: 'k' });
  });

  it('canonicalises like PostgREST: sorted, repeated keys comma-joined, Latin-1 re-encoding of UTF-8 bytes', () => {
    expect(canonicalQueryString(parseQueryString('select=id,name&id=gt.1&id=lt.5&a=b c'))).toBe('a=b%20c&id=gt.1,lt.5&select=id%2Cname');
    expect(canonicalQueryString([['k', 'é']])).toBe('k=%C3%83%C2%A9');
  });

  it('treats operator-less parameters as RPC arguments only on RPC reads', () => {
    const pairs = parseQueryString('p_day=2024-01-01&id=gt.2&limit=5');
    expect(parseReadParams(pairs, { isRpcRead: true }).rpcArgs).toEqual(new Map([['p_day', '2024-01-01']]));
    expect(() => parseReadParams(pairs, { isRpcRead: false })).toThrow('"failed to parse filter (2024-01-01)" (line 1, column 1)');
  });

  it('shows strings as Haskell does in messages', () => {
    expect(hsShowString('a"é1')).toBe('"a\\"\\233\\&1"');
  });
});
