// Grammar pieces shared by select, order and filters: field names, quoted
// names, JSON paths. Transcribed from PostgREST's ApiRequest/QueryParams.hs so
// that what parses (and where it fails) is the same.
import {
  alt,
  attempt,
  bind,
  char,
  digit,
  eof,
  label,
  left,
  letter,
  lookAhead,
  many,
  many1,
  map,
  noneOf,
  notFollowedBy,
  oneOf,
  option,
  right,
  sepBy1,
  seq,
  string,
  anyChar,
  type Parser,
} from './parsec.js';

export type JsonOperand = { key: string } | { index: number };
export interface JsonStep {
  arrow: '->' | '->>';
  operand: JsonOperand;
}
export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

export const ws: Parser<string> = map(many(oneOf(' \t')), (cs) => cs.join(''));
export const lexeme = <T>(p: Parser<T>): Parser<T> => right(ws, left(p, ws));
export const pDelimiter: Parser<string> = label(char('.'), 'delimiter (.)');

/** `"..."` with backslash escapes: `\x` means `x`. */
export const pQuotedValue: Parser<string> = map(
  seq(char('"'), many(alt(noneOf('\\"'), right(char('\\'), anyChar))), char('"')),
  ([, cs]) => cs.join(''),
);

const pIdentifierChar: Parser<string> = alt(letter, digit, oneOf('_ $'));
export const pIdentifier: Parser<string> = map(many1(pIdentifierChar), (cs) => cs.join('').trim());

/** Identifiers joined by dashes, where a dash followed by `>` starts a JSON arrow instead. */
function sepByDash(ident: Parser<string>): Parser<string> {
  const dash = attempt(left(char('-'), notFollowedBy(char('>'))));
  return map(sepBy1(ident, dash), (parts) => parts.join('-'));
}

export const pFieldName: Parser<string> = label(alt(pQuotedValue, sepByDash(pIdentifier)), 'field name (* or [a..z0..9_$])');

const pJsonKeyIdentifier: Parser<string> = map(many1(noneOf('(-:.,>)')), (cs) => cs.join('').trim());
const pJsonKeyName: Parser<string> = label(alt(pQuotedValue, sepByDash(pJsonKeyIdentifier)), 'any non reserved character different from: .,>()');

const pJsonArrow: Parser<'->' | '->>'> = alt(
  attempt(map(string('->>'), () => '->>' as const)),
  attempt(map(string('->'), () => '->' as const)),
);

const pJsonIndexEnd: Parser<unknown> = alt(
  attempt(lookAhead(string('->'))),
  attempt(lookAhead(string('::'))),
  attempt(lookAhead(string('.'))),
  attempt(lookAhead(string(','))),
  attempt(eof),
);

const pJsonIndex: Parser<JsonOperand> = map(
  left(seq(option('+', char('-')), many1(digit)), pJsonIndexEnd),
  ([sign, ds]) => ({ index: Number(`${sign === '-' ? '-' : ''}${ds.join('')}`) }),
);

const pJsonOperand: Parser<JsonOperand> = alt(
  attempt(pJsonIndex),
  attempt(map(pJsonKeyName, (key) => ({ key }))),
);

export const pJsonPath: Parser<JsonStep[]> = many(bind(pJsonArrow, (arrow) => map(pJsonOperand, (operand) => ({ arrow, operand }))));

export const pField: Parser<Field> = lexeme(map(seq(pFieldName, option<JsonStep[]>([], pJsonPath)), ([name, jsonPath]) => ({ name, jsonPath })));

export const pAliasSeparator: Parser<null> = right(char(':'), notFollowedBy(char(':')));

