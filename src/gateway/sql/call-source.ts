// The function call behind /rpc/<fn>, as the `pgrst_call` CTE. JSON bodies go
// through json_to_record so PostgreSQL itself casts and validates every
// argument; only the keys that were sent are passed, so omitted ones take their
// defaults.
import type { ColumnInfo, FunctionRoute } from '../route-types.js';
import { quoteIdent, quoteQualified, type SqlParams } from './ident.js';
import type { RelationSource } from './read-statement.js';

export type CallArguments =
  /** A JSON object body (or an array body, whose first element is used), kept as raw text for PostgreSQL. */
  | { kind: 'json'; raw: string; isArray: boolean; keys: Set<string> }
  /** Query-string (GET) or form-encoded arguments: `name := $n::type`. */
  | { kind: 'direct'; values: Map<string, string> }
  /** The whole body to a function with one unnamed json/jsonb/text/xml/bytea parameter. */
  | { kind: 'single'; raw: string };

/** Columns whose type is json/jsonb: JSON paths apply to them directly. */
export const jsonColumnsOf = (columns: ColumnInfo[]): ReadonlySet<string> => new Set(columns.filter((c) => c.pgType === 'json' || c.pgType === 'jsonb').map((c) => c.name));

/**
 * The name the call's rows go by, which PostgreSQL uses in error texts: the row type for
 * composite results (`ptax_row`, `record` for RETURNS TABLE), the function otherwise (v14 Plan.hs
 * aliases pgrst_source with Routine.funcTableName or the function's name).
 */
export function callAlias(fn: FunctionRoute): string {
  if (fn.returns.kind !== 'setof-composite' && fn.returns.kind !== 'composite') return fn.name;
  const last = /(?:^|\.)("(?:[^"]|"")*"|[^."]+)$/.exec(fn.returns.pgType)?.[1] ?? fn.returns.pgType;
  return last.startsWith('"') ? last.slice(1, -1).replaceAll('""', '"') : last;
}

export const returnsScalarColumn = (fn: FunctionRoute) => ['scalar', 'setof-scalar', 'json', 'void'].includes(fn.returns.kind);

/** @param columns the result columns the CTE keeps (call-columns.ts); undefined keeps them all */
export function callSource(schema: string, fn: FunctionRoute, args: CallArguments, params: SqlParams, columns?: string[]): RelationSource {
  const name = quoteQualified(schema, fn.name);
  let from: string;
  let argList: string;
  if (args.kind === 'single') {
    from = '';
    argList = `${params.add(args.raw)}::${fn.args[0].pgType}`;
  } else if (args.kind === 'direct') {
    from = '';
    argList = fn.args
      .filter((a) => args.values.has(a.name))
      .map((a) => `${quoteIdent(a.name)} := ${params.add(args.values.get(a.name)!)}::${a.pgType}`)
      .join(', ');
  } else {
    const sent = fn.args.filter((a) => args.keys.has(a.name));
    if (sent.length === 0) {
      from = '';
      argList = '';
    } else {
      const body = args.isArray ? `(${params.add(args.raw)}::json)->0` : `${params.add(args.raw)}::json`;
      from = `json_to_record(${body}) AS pgrst_body(${sent.map((a) => `${quoteIdent(a.name)} ${a.pgType}`).join(', ')}), LATERAL `;
      argList = sent.map((a) => `${quoteIdent(a.name)} := pgrst_body.${quoteIdent(a.name)}`).join(', ');
    }
  }
  const call = `${name}(${argList})`;
  const scalar = returnsScalarColumn(fn);
  const target = scalar ? `(SELECT ${call} pgrst_scalar) pgrst_call` : `${call} pgrst_call`;
  const kept = scalar ? 'pgrst_call.pgrst_scalar' : columns ? columns.map((c) => `pgrst_call.${quoteIdent(c)}`).join(', ') : 'pgrst_call.*';
  const alias = quoteIdent(callAlias(fn));
  return {
    prelude: `pgrst_call AS ( SELECT ${kept} FROM ${from}${target} )`,
    from: `pgrst_call AS ${alias}`,
    qualifier: alias,
    jsonColumns: jsonColumnsOf(fn.returns.columns),
    isCall: true,
    runsWholeOnFirstRow: fn.language === 'plpgsql',
    returnsSingle: ['scalar', 'json', 'composite', 'void'].includes(fn.returns.kind),
  };
}
