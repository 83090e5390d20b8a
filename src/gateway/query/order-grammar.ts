// `order=a.desc.nullslast,b` (PostgREST `pOrder`). A `rel(col)` term parses
// too, so that it can be refused with PostgREST's embedding error.
import { lexeme, pDelimiter, pField, pFieldName, type Field } from './field-grammar.js';
import { alt, attempt, between, bind, char, eof, lookAhead, map, optionMaybe, right, left, sepBy1, string, type Parser } from './parsec.js';

export interface OrderTerm {
  /** Set when the term orders by an embedded relation's column: `rel(col)`. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'nullsfirst' | 'nullslast';
}

const pEnd: Parser<unknown> = alt(attempt(lookAhead(char(','))), attempt(eof));
const pDirection = alt(
  attempt(right(pDelimiter, map(string('asc'), () => 'asc' as const))),
  attempt(right(pDelimiter, map(string('desc'), () => 'desc' as const))),
);
const pNulls = alt(
  attempt(right(pDelimiter, map(string('nullsfirst'), () => 'nullsfirst' as const))),
  attempt(right(pDelimiter, map(string('nullslast'), () => 'nullslast' as const))),
);
/** `optionMaybe pNulls <* pEnd <|> pEnd $> Nothing`, literally. */
const pNullsThenEnd = alt(left(optionMaybe(pNulls), pEnd), map(pEnd, () => undefined));

function termTail(relation: string | undefined, field: Field): Parser<OrderTerm> {
  return bind(optionMaybe(pDirection), (direction) => map(pNullsThenEnd, (nulls): OrderTerm => ({ relation, field, direction, nulls })));
}

const pOrderTerm: Parser<OrderTerm> = bind(pField, (field) => termTail(undefined, field));
const pOrderRelationTerm: Parser<OrderTerm> = bind(pFieldName, (relation) =>
  bind(between(char('('), char(')'), pField), (field) => termTail(relation, field)),
);

export const pOrder: Parser<OrderTerm[]> = sepBy1(lexeme(alt(attempt(pOrderRelationTerm), pOrderTerm)), char(','));

