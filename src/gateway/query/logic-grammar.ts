// `or=(a.eq.1,and(b.gt.2,c.is.null))` trees (PostgREST `pLogicTree`).
import { lexeme, pDelimiter, pField, pFieldName, pQuotedValue, type Field } from './field-grammar.js';
import { pOpExpr, type OpExpr } from './filter-grammar.js';
import { alt, attempt, char, label, lazy, left, many, map, noneOf, notFollowedBy, right, sepBy1, seq, string, succeed, type Parser } from './parsec.js';

export type LogicTree =
  | { kind: 'filter'; field: Field; expr: OpExpr }
  | { kind: 'expr'; negated: boolean; operator: 'and' | 'or'; children: LogicTree[] };

/** A value inside a logic tree ends at `,` or `)` unless quoted or a `{...}` array literal. */
const pLogicSingleValue: Parser<string> = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))),
  attempt(map(seq(string('{'), many(noneOf('{}')), string('}')), ([, cs]) => `{${cs.join('')}}`)),
  map(many(noneOf(',)')), (cs) => cs.join('')),
);

const pLogicFilter: Parser<LogicTree> = map(seq(left(pField, pDelimiter), pOpExpr(pLogicSingleValue)), ([field, expr]) => ({ kind: 'filter', field, expr }));
const pNot = label(alt(attempt(map(seq(string('not'), pDelimiter), () => true)), succeed(false)), 'negation operator (not)');
const pLogicOperator = label(alt(attempt(map(string('and'), () => 'and' as const)), map(string('or'), () => 'or' as const)), 'logic operator (and, or)');

export const pLogicTree: Parser<LogicTree> = alt(
  attempt(pLogicFilter),
  map(
    seq(pNot, pLogicOperator, right(lexeme(char('(')), left(sepBy1(lazy(() => pLogicTree), lexeme(char(','))), lexeme(char(')'))))),
    ([negated, operator, children]): LogicTree => ({ kind: 'expr', negated, operator, children }),
  ),
);

/** The key of a logic parameter: `or`, `not.and`, `rel.or` (PostgREST `pLogicPath`). */
export const pLogicPath: Parser<{ path: string[]; operator: string }> = map(sepBy1(pFieldName, pDelimiter), (parts) => {
  const op = parts[parts.length - 1];
  const negated = parts.includes('not');
  return { path: parts.slice(0, -1).filter((p) => p !== 'not'), operator: negated ? `not.${op}` : op };
});
