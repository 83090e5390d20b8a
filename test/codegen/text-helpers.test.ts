// The small pure pieces codegen leans on: comment parsing, SQL default
// literals, source analysis and the unified diff in drift reports.
import { describe, expect, it } from 'vitest';
import { parseComment } from '../../src/codegen/comments.js';
import { formatDriftReport } from '../../src/codegen/drift.js';
import { analyseFunctionSource } from '../../src/codegen/source-facts.js';
import { literalDefault } from '../../src/codegen/sql-default.js';
import { unifiedDiff } from '../../src/codegen/unified-diff.js';

describe('parseComment', () => {
  it('splits summary, prose and argument lines', () => {
    const parsed = parseComment('Summary line.\nProse one.\np_a: first arg.\nMore prose.\np_gone: not an argument', ['p_a']);
    expect(parsed).toEqual({
      summary: 'Summary line.',
      description: 'Prose one.\nMore prose.\np_gone: not an argument',
      argDescriptions: { p_a: 'first arg.' },
    });
    expect(parseComment(null)).toEqual({ summary: null, description: null, argDescriptions: {} });
  });
});

describe('literalDefault', () => {
  it.each([
    ['NULL::date', null],
    ['NULL', null],
    ['12', 12],
    ['1.0', 1],
    ["'-1'::integer", -1],
    ['(-1)', -1],
    ["'USD'::text", 'USD'],
    ["'it''s'::text", "it's"],
    ["'2025-01-01'::date", '2025-01-01'],
    ["'1000000'::numeric", 1000000],
    ['true', true],
  ])('%s -> %j', (text, value) => {
    expect(literalDefault(text)).toEqual({ value });
  });

  it.each(['CURRENT_DATE', 'now()', "ARRAY['a'::text]", "('now'::text)::date"])('%s is not a literal', (text) => {
    expect(literalDefault(text)).toBeUndefined();
  });
});

describe('analyseFunctionSource', () => {
  it('sees a call to internal.assert_row_cap but not a comment naming it', () => {
    expect(analyseFunctionSource("perform internal.assert_row_cap(v_rows, 'x', 'narrow');")).toEqual({ rowCapped: true, refuses22023: true });
    expect(analyseFunctionSource('-- callers use internal.assert_row_cap(...)\nselect 1')).toEqual({ rowCapped: false, refuses22023: false });
    expect(analyseFunctionSource("raise exception using errcode = '22023', message = 'no'")).toEqual({ rowCapped: false, refuses22023: true });
  });

  it('sees a refusal made through a helper of schema internal that raises 22023, and only through such a helper', () => {
    const source = "v_family text := internal.fund_family(p_entity_type, 'f', 'h'); v_tier text := internal.caller_tier();";
    expect(analyseFunctionSource(source, ['fund_family'])).toEqual({ rowCapped: false, refuses22023: true });
    expect(analyseFunctionSource('v_tier text := internal.caller_tier();', ['fund_family'])).toEqual({ rowCapped: false, refuses22023: false });
  });
});

describe('unifiedDiff', () => {
  it('prints hunks with context and line numbers like diff -u', () => {
    const before = 'abcdefghijkl'.split('').join('\n');
    const after = 'abcDefghijkL'.split('').join('\n');
    expect(unifiedDiff(before, after, { before: 'x (committed)', after: 'x (generated)' })).toBe(
      ['--- x (committed)', '+++ x (generated)', '@@ -1,7 +1,7 @@', ' a', ' b', ' c', '-d', '+D', ' e', ' f', ' g', '@@ -9,4 +9,4 @@', ' i', ' j', ' k', '-l', '+L', ''].join('\n'),
    );
    // changes six lines apart share one hunk, as in diff -u
    expect(unifiedDiff('abcdefghij'.split('').join('\n'), 'abcDefghijk'.split('').join('\n'), { before: 'a', after: 'b' })).toMatch(/^@@ -1,10 \+1,11 @@$/m);
    expect(unifiedDiff('same\n', 'same\n', { before: 'a', after: 'b' })).toBe('');
  });

  it('numbers an insertion into an empty file from zero', () => {
    expect(unifiedDiff('', 'x', { before: 'f (missing)', after: 'f (generated)' })).toBe('--- f (missing)\n+++ f (generated)\n@@ -1,1 +1,1 @@\n-\n+x\n');
  });

  it('cuts a long diff in the report and says how much is left', () => {
    const after = Array.from({ length: 500 }, (_, i) => `line ${i}`).join('\n');
    const report = formatDriftReport([{ path: 'big.json', diff: unifiedDiff('', after, { before: 'big.json (missing)', after: 'big.json (generated)' }) }]);
    expect(report).toMatch(/^codegen --check: 1 generated file\(s\) drifted from their sources:\n {2}big\.json\n/);
    expect(report).toMatch(/\.\.\. \d+ more diff lines \(run npm run codegen, then git diff\)/);
  });
});
