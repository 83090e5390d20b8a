// The function call behind /rpc/<fn>, as the `pgrst_call` CTE. JSON bodies go
// through json_to_record so PostgreSQL itself casts and validates every
// argument; only the keys that were sent are passed, so omitted ones take their
// defaults.
import type { FunctionRoute } from '../route-types.js';
import { quoteIdent, quoteQualified, type SqlParams } from './ident.js';
import type { RelationSource } from './read-statement.js';

export type CallArguments =
  /** A JSON object body (or an array body, whose first element is used), kept as raw text for PostgreSQL. */
  | { kind: 'json'; raw: string; isArray: boolean; keys: Set<string> }
  /** Query-string (GET) or form-encoded arguments: `name := $n::type`. */
  | { kind: 'direct'; values: Map<string, string> }
  /** The whole body to a function with one unnamed json/jsonb/text/xml/bytea parameter. */
  | { kind: 'single'; raw: string };

export const returnsScalarColumn = (fn: FunctionRoute) => ['scalar', 'setof-scalar', 'json', 'void'].includes(fn.returns.kind);

export function callSource(schema: string, fn: FunctionRoute, args: CallArguments, params: SqlParams): RelationSource {
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
  const columns = scalar ? 'pgrst_call.pgrst_scalar' : 'pgrst_call.*';
  return {
    prelude: `pgrst_call AS ( SELECT ${columns} FROM ${from}${target} )`,
    from: 'pgrst_call',
    qualifier: 'pgrst_call',
    returnsSingle: ['scalar', 'json', 'composite', 'void'].includes(fn.returns.kind),
  };
}
