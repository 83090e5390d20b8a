// `select=` (PostgREST `pFieldForest`): columns, `*`, `alias:col`, `col::type`,
// JSON paths. Embeds (`rel(...)`, `...rel(...)`) and aggregates parse as well,
// only so the caller can refuse them with PostgREST's own errors.
import { lexeme, pAliasSeparator, pField, pFieldName, pIdentifier, type Field } from './field-grammar.js';
import {
  alt,
  attempt,
  between,
  bind,
  char,
  eof,
  lazy,
  lookAhead,
  map,
  optionMaybe,
  right,
  left,
  sepBy,
  seq,
  string,
  zero,
  type Parser,
} from './parsec.js';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: Field; alias?: string; cast?: string; aggregate?: string }
  | { kind: 'relation'; name: string; spread: boolean; children: SelectItem[] };

const pEnd: Parser<unknown> = alt(attempt(lookAhead(string(')'))), attempt(lookAhead(string(','))), attempt(eof));
const pAlias = optionMaybe(attempt(left(pFieldName, pAliasSeparator)));
const pCast = optionMaybe(right(string('::'), pIdentifier));
const pAggregation = alt(
  map(string('sum'), () => 'sum'),
  map(string('avg'), () => 'avg'),
  map(string('count'), () => 'count'),
  attempt(map(string('max'), () => 'max')),
  attempt(map(string('min'), () => 'min')),
);

const pStar: Parser<SelectItem> = map(left(string('*'), pEnd), () => ({ kind: 'star' }));
const pCountAll: Parser<SelectItem> = map(
  seq(pAlias, string('count()'), pCast, pEnd),
  ([alias]): SelectItem => ({ kind: 'field', field: { name: '*', jsonPath: [] }, alias, aggregate: 'count' }),
);
const pColumn: Parser<SelectItem> = map(
  seq(pAlias, pField, pCast, optionMaybe(attempt(left(right(char('.'), pAggregation), string('()')))), pCast, pEnd),
  ([alias, field, cast, aggregate]): SelectItem => ({ kind: 'field', field, alias, cast, aggregate }),
);
const pFieldSelect: Parser<SelectItem> = lexeme(alt(attempt(pStar), attempt(pCountAll), pColumn));

const pEmbedParam = right(
  char('!'),
  alt(attempt(string('left')), attempt(string('inner')), attempt(pFieldName)),
);
const pEmbedParams = seq(optionMaybe(pEmbedParam), optionMaybe(pEmbedParam));
const pOpenParenAhead = attempt(lookAhead(string('(')));

const pRelationSelect: Parser<{ name: string; spread: boolean }> = lexeme(
  bind(pAlias, () =>
    bind(pFieldName, (name) =>
      name === 'count' ? zero : map(left(pEmbedParams, pOpenParenAhead), () => ({ name, spread: false })),
    ),
  ),
);
const pSpreadRelationSelect: Parser<{ name: string; spread: boolean }> = lexeme(
  map(left(right(string('...'), pFieldName), seq(pEmbedParams, pOpenParenAhead)), (name) => ({ name, spread: true })),
);

const pChildren: Parser<SelectItem[]> = between(char('('), char(')'), lazy(() => pFieldForest));
const relationTree = (head: Parser<{ name: string; spread: boolean }>): Parser<SelectItem> =>
  bind(attempt(head), (rel) => map(pChildren, (children): SelectItem => ({ kind: 'relation', ...rel, children })));

const pFieldTree: Parser<SelectItem> = alt(relationTree(pSpreadRelationSelect), relationTree(pRelationSelect), pFieldSelect);

export const pFieldForest: Parser<SelectItem[]> = sepBy(pFieldTree, lexeme(char(',')));

