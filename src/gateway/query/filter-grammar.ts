// The filter value grammar `[not.]op.value` (PostgREST `pOpExpr`), with the
// `in.(...)` list quoting rules and the case-insensitive `is.` values.
import { lexeme, pDelimiter, pIdentifier, pQuotedValue } from './field-grammar.js';
import {
  alt,
  anyChar,
  attempt,
  between,
  bind,
  char,
  label,
  left,
  many,
  map,
  noneOf,
  notFollowedBy,
  optionMaybe,
  right,
  sepBy1,
  seq,
  string,
  succeed,
  type Parser,
} from './parsec.js';

export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
export type QuantOperator = 'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch';
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; operator: SimpleOperator; value: string }
  | { kind: 'quant'; operator: QuantOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; operator: FtsOperator; language?: string; value: string };

export interface OpExpr {
  negated: boolean;
  operation: Operation;
}

/** Tries the words in order, each backtracking on failure (Parsec `try (string w)` chains). */
function keyword<T extends string>(words: readonly T[], name?: string): Parser<T> {
  const p = alt(...words.map((w) => attempt(map(string(w), () => w))));
  return name ? label(p, name) : p;
}

const simpleOperator = keyword(['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const, 'unknown single value operator');
const quantOperator = keyword(['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'] as const, 'unknown single value operator');

/** Parsec `traverse ciChar`: each character matched on its own, lower or upper case. */
function ciString(word: string): Parser<string> {
  return map(seq(...[...word].map((c) => alt(char(c), char(c.toUpperCase())))), () => word);
}

const pIsValue: Parser<IsValue> = label(
  alt(...(['null', 'not_null', 'true', 'false', 'unknown'] as const).map((v) => attempt(map(ciString(v), () => v)))),
  'isVal: (null, not_null, true, false, unknown)',
);

/** One element of `in.(...)`: a quoted value not followed by junk, else raw text up to `,` or `)`. */
const pListElement: Parser<string> = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))),
  map(many(noneOf(',)')), (cs) => cs.join('')),
);

export const pListValue: Parser<string[]> = right(lexeme(char('(')), left(sepBy1(pListElement, char(',')), lexeme(char(')'))));

/** The rest of the input, verbatim. */
export const pSingleValue: Parser<string> = map(many(anyChar), (cs) => cs.join(''));

export function pOpExpr(pValue: Parser<string>): Parser<OpExpr> {
  const pIn: Parser<Operation> = map(right(attempt(seq(string('in'), pDelimiter)), pListValue), (values) => ({ kind: 'in', values }));
  const pIs: Parser<Operation> = map(right(attempt(seq(string('is'), pDelimiter)), pIsValue), (value) => ({ kind: 'is', value }));
  const pIsDistinct: Parser<Operation> = map(right(attempt(seq(string('isdistinct'), pDelimiter)), pValue), (value) => ({ kind: 'isdistinct', value }));
  const pFts: Parser<Operation> = bind(keyword(['fts', 'plfts', 'phfts', 'wfts'] as const), (operator) =>
    bind(optionMaybe(attempt(between(char('('), char(')'), pIdentifier))), (language) =>
      map(right(pDelimiter, pValue), (value): Operation => ({ kind: 'fts', operator, language, value })),
    ),
  );
  const pSimple: Parser<Operation> = bind(simpleOperator, (operator) => map(right(pDelimiter, pValue), (value): Operation => ({ kind: 'simple', operator, value })));
  const quantifier = attempt(between(char('('), char(')'), alt(attempt(map(string('any'), () => 'any' as const)), map(string('all'), () => 'all' as const))));
  const pQuant: Parser<Operation> = bind(quantOperator, (operator) =>
    bind(optionMaybe(quantifier), (q) => map(right(pDelimiter, pValue), (value): Operation => ({ kind: 'quant', operator, quantifier: q, value }))),
  );
  const pOperation = label(alt(pIn, pIs, pIsDistinct, attempt(pFts), attempt(pSimple), attempt(pQuant)), 'operator (eq, gt, ...)');
  const pNot = alt(attempt(map(seq(string('not'), pDelimiter), () => true)), succeed(false));
  return bind(pNot, (negated) => map(pOperation, (operation) => ({ negated, operation })));
}
