// Splits a query string into select / order / filters / logic / limit / offset /
// RPC arguments, in PostgREST's order of checks (QueryParams.parse), and turns
// parse failures into PGRST100 with Parsec's own message and details.
import { ApiError } from '../api-error.js';
import { lexeme, pDelimiter, pFieldName, pJsonPath, type Field } from './field-grammar.js';
import { pOpExpr, pSingleValue, type OpExpr } from './filter-grammar.js';
import { pLogicPath, pLogicTree, type LogicTree } from './logic-grammar.js';
import { pOrder, type OrderTerm } from './order-grammar.js';
import { runParserCached } from './parse-cache.js';
import { char, map, option, sepBy1, seq, type Parser } from './parsec.js';
import { canonicalQueryString, type QueryPair } from './query-string.js';
import { pFieldForest, type SelectItem } from './select-grammar.js';

export interface Filter {
  field: Field;
  expr: OpExpr;
}

export interface ReadParams {
  select: SelectItem[];
  order: OrderTerm[];
  filters: Filter[];
  logic: LogicTree[];
  /** GET/HEAD /rpc: parameters without an operator are the function's arguments (last one wins). */
  rpcArgs: Map<string, string>;
  limit?: string;
  offset?: string;
  columns?: string[];
  /** For Content-Location. */
  canonical: string;
}

function parseOrThrow<T>(p: Parser<T>, sourceName: string, input: string): T {
  const r = runParserCached(p, sourceName, input);
  if (r.ok) return r.value;
  throw new ApiError(400, 'PGRST100', r.message, r.details);
}

function notEmbedded(resource: string): ApiError {
  return new ApiError(400, 'PGRST108', `'${resource}' is not an embedded resource in this request`, null, `Verify that '${resource}' is included in the 'select' query parameter.`);
}

const pTreePath: Parser<{ path: string[]; field: Field }> = map(seq(sepBy1(pFieldName, pDelimiter), option([], pJsonPath)), ([names, jsonPath]) => ({
  path: names.slice(0, -1),
  field: { name: names[names.length - 1], jsonPath },
}));
const pFilterValue = pOpExpr(pSingleValue);
const pColumns = sepBy1(pFieldName, lexeme(char(',')));

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);
const lastWord = (key: string) => key.split('.').pop()!;

export function parseReadParams(pairs: QueryPair[], opts: { isRpcRead: boolean }): ReadParams {
  const nonEmpty = pairs.filter((p): p is [string, string] => p[1] !== null);
  const lookup = (name: string) => pairs.find(([k]) => k === name)?.[1] ?? undefined;
  const endingIn = (words: string[]) => nonEmpty.filter(([k]) => words.includes(lastWord(k)));

  const order = endingIn(['order']).map(([k, v]) => {
    const key = parseOrThrow(pTreePath, `failed to parse tree path (${k})`, k);
    const terms = parseOrThrow(pOrder, `failed to parse order (${v})`, v);
    if (key.path.length) throw notEmbedded(key.path[0]);
    const related = terms.find((t) => t.relation !== undefined);
    if (related) throw notEmbedded(related.relation!);
    return terms;
  });

  const logic = endingIn(['and', 'or']).map(([k, v]) => {
    const { path, operator } = parseOrThrow(pLogicPath, `failed to parse logic path (${k})`, k);
    const tree = parseOrThrow(pLogicTree, `failed to parse logic tree (${v})`, `${operator}${v}`);
    if (path.length) throw notEmbedded(path[0]);
    return tree;
  });

  const columnsText = lookup('columns');
  const columns = columnsText === undefined ? undefined : parseOrThrow(pColumns, `failed to parse columns parameter (${columnsText})`, columnsText);

  const selectText = lookup('select') ?? '*';
  const select = parseOrThrow(pFieldForest, `failed to parse select parameter (${selectText})`, selectText);

  const filters: Filter[] = [];
  const rpcArgs = new Map<string, string>();
  for (const [k, v] of nonEmpty) {
    if (RESERVED.has(k) || RESERVED_EMBEDDABLE.has(lastWord(k))) continue;
    const key = parseOrThrow(pTreePath, `failed to parse tree path (${k})`, k);
    const parsed = runParserCached(pFilterValue, `failed to parse filter (${v})`, v);
    if (parsed.ok) {
      if (key.path.length) throw notEmbedded(key.path[0]);
      filters.push({ field: key.field, expr: parsed.value });
    } else if (opts.isRpcRead && !parsed.consumed) {
      rpcArgs.set(key.field.name, v);
    } else throw new ApiError(400, 'PGRST100', parsed.message, parsed.details);
  }

  const onConflict = lookup('on_conflict');
  if (onConflict !== undefined) parseOrThrow(pColumns, `failed to parse on_conflict parameter (${onConflict})`, onConflict);

  const lastValue = (word: string) => endingIn([word]).filter(([k]) => k === word).pop()?.[1];
  const embeddedRange = endingIn(['limit', 'offset']).find(([k]) => k.includes('.'));
  if (embeddedRange) throw notEmbedded(parseOrThrow(pTreePath, `failed to parse tree path (${embeddedRange[0]})`, embeddedRange[0]).path[0] ?? embeddedRange[0]);

  return {
    select,
    // several root `order` params: the first one is applied last and so wins
    order: order[0] ?? [],
    filters,
    logic,
    rpcArgs,
    limit: lastValue('limit'),
    offset: lastValue('offset'),
    columns,
    canonical: canonicalQueryString(pairs),
  };
}
