// SQL fragments for one relation: selected columns, filters, logic trees and
// ordering, in PostgREST's shapes (Query/SqlFragment.hs). Values are always
// unknown-typed parameters so PostgreSQL casts them to the column's type.
import type { Field } from '../query/field-grammar.js';
import type { OpExpr, Operation } from '../query/filter-grammar.js';
import type { LogicTree } from '../query/logic-grammar.js';
import type { OrderTerm } from '../query/order-grammar.js';
import type { Filter } from '../query/read-params.js';
import type { SelectItem } from '../query/select-grammar.js';
import { ApiError } from '../api-error.js';
import { quoteIdent, type SqlParams } from './ident.js';

/** The relation fields belong to: its SQL qualifier (quoted, e.g. `"api"."v"`) and its json/jsonb columns. */
export interface FieldOwner {
  qualifier: string;
  jsonColumns: ReadonlySet<string>;
}

/**
 * A column of the relation, with its JSON path. A path on a column that is not json/jsonb goes
 * through to_jsonb, as v14 does (Plan.resolveTypeOrUnknown), so `name->>x` on text is null, not 42883.
 */
export function fieldSql(rel: FieldOwner, field: Field, params: SqlParams): string {
  const column = `${rel.qualifier}.${quoteIdent(field.name)}`;
  if (field.jsonPath.length === 0) return column;
  let sql = rel.jsonColumns.has(field.name) ? column : `to_jsonb(${column})`;
  for (const step of field.jsonPath) {
    const operand = 'key' in step.operand ? params.add(step.operand.key) : `${params.add(String(step.operand.index))}::int`;
    sql += `${step.arrow}${operand}`;
  }
  return sql;
}

/** The output name PostgREST gives a JSON-path or cast column when no alias is written. */
function defaultAlias(item: Extract<SelectItem, { kind: 'field' }>): string | undefined {
  const last = item.field.jsonPath[item.field.jsonPath.length - 1];
  if (last) return 'key' in last.operand ? last.operand.key : item.field.name;
  return item.cast !== undefined ? item.field.name : undefined;
}

export function selectItemSql(rel: FieldOwner, item: SelectItem, params: SqlParams): string {
  if (item.kind === 'star') return `${rel.qualifier}.*`;
  if (item.kind !== 'field') throw new Error('relations are refused before SQL is built');
  let sql = fieldSql(rel, item.field, params);
  // the grammar limits a cast type to letters, digits, `_`, `$` and spaces; `$` could open a
  // dollar-quoted string spanning our own SQL, so it is refused here
  if (item.cast?.includes('$')) throw new ApiError(400, 'PGRST100', `"failed to parse select parameter (${item.cast})"`, 'A cast type cannot contain "$"');
  // an empty cast (`col:: `, spaces trimmed) is pasted as PostgREST does (SqlFragment.pgFmtApplyCast):
  // PostgreSQL's own 42601 `syntax error at or near ")"`, never a silently uncast column
  if (item.cast !== undefined) sql = `CAST(${sql} AS ${item.cast})`;
  const alias = item.alias ?? defaultAlias(item);
  return alias === undefined ? sql : `${sql} AS ${quoteIdent(alias)}`;
}

const SIMPLE_SQL = { neq: '<>', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' } as const;
const QUANT_SQL = { eq: '=', gte: '>=', gt: '>', lte: '<=', lt: '<', like: 'like', ilike: 'ilike', match: '~', imatch: '~*' } as const;
const FTS_SQL = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;
const IS_SQL = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' } as const;

/** `{"a","b\"c"}`: the array literal PostgREST builds for `in` so PostgreSQL infers the element type. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

function operationSql(column: string, op: Operation, params: SqlParams): string {
  switch (op.kind) {
    case 'simple':
      return `${column} ${SIMPLE_SQL[op.operator]} ${params.add(op.value)}`;
    case 'quant': {
      const value = op.operator === 'like' || op.operator === 'ilike' ? op.value.replaceAll('*', '%') : op.value;
      const p = params.add(value);
      const rhs = op.quantifier === 'any' ? `ANY(${p})` : op.quantifier === 'all' ? `ALL(${p})` : p;
      return `${column} ${QUANT_SQL[op.operator]} ${rhs}`;
    }
    case 'in':
      // `in.()` (one empty element) matches nothing; `= ANY('{}')` keeps it valid SQL
      return op.values.length === 1 && op.values[0] === '' ? `${column} = ANY('{}')` : `${column} = ANY(${params.add(arrayLiteral(op.values))})`;
    case 'is':
      return `${column} IS ${IS_SQL[op.value]}`;
    case 'isdistinct':
      return `${column} IS DISTINCT FROM ${params.add(op.value)}`;
    case 'fts': {
      const language = op.language === undefined ? '' : `${params.add(op.language)}::regconfig, `;
      return `${column} @@ ${FTS_SQL[op.operator]}(${language}${params.add(op.value)})`;
    }
  }
}

export function opExprSql(column: string, expr: OpExpr, params: SqlParams): string {
  const sql = operationSql(column, expr.operation, params);
  return expr.negated ? `NOT ${sql}` : sql;
}

export function filterSql(rel: FieldOwner, filter: Filter, params: SqlParams): string {
  return opExprSql(fieldSql(rel, filter.field, params), filter.expr, params);
}

export function logicSql(rel: FieldOwner, tree: LogicTree, params: SqlParams): string {
  if (tree.kind === 'filter') return opExprSql(fieldSql(rel, tree.field, params), tree.expr, params);
  const inner = tree.children.map((c) => logicSql(rel, c, params)).join(tree.operator === 'and' ? ' AND ' : ' OR ');
  return `${tree.negated ? 'NOT ' : ''}(${inner})`;
}

export function orderSql(rel: FieldOwner, term: OrderTerm, params: SqlParams): string {
  const parts = [fieldSql(rel, term.field, params)];
  if (term.direction) parts.push(term.direction === 'asc' ? 'ASC' : 'DESC');
  if (term.nulls) parts.push(term.nulls === 'nullsfirst' ? 'NULLS FIRST' : 'NULLS LAST');
  return parts.join(' ');
}
