// GET/HEAD/POST /rest/v1/rpc/<function>.
import type { ApiRequest, GatewayContext } from '../context.js';
import { readBodyBytes } from '../http/body.js';
import { negotiateRead, type ReadFormat } from '../http/media-type.js';
import { checkStrictHandling, parsePreferences } from '../http/preferences.js';
import { requestedRange } from '../query/range.js';
import { parseReadParams } from '../query/read-params.js';
import type { FunctionRoute } from '../route-types.js';
import { bodyArguments, directArguments } from '../rpc/call-arguments.js';
import { resolveFunction } from '../rpc/resolve-function.js';
import { callColumns } from '../sql/call-columns.js';
import { callAlias, callSource } from '../sql/call-source.js';
import { SqlParams } from '../sql/ident.js';
import { mainStatement, rowsBodyShape, type BodyShape } from '../sql/read-statement.js';
import { runRead } from './run-read.js';
import { refuseUnplannable } from './select-checks.js';

function bodyShape(fn: FunctionRoute, format: ReadFormat, head: boolean): BodyShape {
  if (head || fn.returns.kind === 'void') return 'none';
  if (format.kind === 'csv') return 'csv';
  if (format.kind === 'geojson') return 'geojson';
  switch (fn.returns.kind) {
    case 'scalar':
    case 'json':
      return 'scalar';
    case 'setof-scalar':
      return format.kind === 'object' ? 'scalar' : 'scalar-array';
    case 'composite':
      return format.kind === 'object' && format.stripped ? 'object-stripped' : 'object';
    default:
      return rowsBodyShape(format, head);
  }
}

export async function callFunction(ctx: GatewayContext, r: ApiRequest, name: string): Promise<void> {
  const isRead = r.method === 'GET' || r.method === 'HEAD';
  const params = parseReadParams(r.pairs, { isRpcRead: isRead });
  const range = requestedRange(params.limit, params.offset, r.method === 'GET' ? r.req.headers.range : undefined);
  const parsed = isRead ? directArguments(params.rpcArgs) : bodyArguments(r.req.headers['content-type'], await readBodyBytes(r.req), params.columns);
  const { fn, wholeBody } = resolveFunction(ctx.routes, name, parsed.keys, { isJsonPost: !isRead && parsed.isJsonBody, rawType: parsed.rawType, role: r.caller.role });
  let args = wholeBody && parsed.args.kind === 'json' ? { kind: 'single' as const, raw: parsed.args.raw } : parsed.args;
  // a raw body matched a function whose parameters are all optional: it is called without arguments
  if (parsed.rawType && !wholeBody) args = { kind: 'direct', values: new Map() };
  const composite = fn.returns.kind === 'setof-composite' || fn.returns.kind === 'composite';
  // PostgREST names the row type (`record` for RETURNS TABLE) as the parent of an embed on a call (v14 Plan.callReadPlan)
  if (composite) refuseUnplannable(params.select, callAlias(fn), ctx.routes.schema);
  const { format, contentType } = negotiateRead(r.req.headers.accept);
  const prefs = await ctx.timezones.vet(parsePreferences(r.req.headers.prefer));
  checkStrictHandling(prefs);

  const sql = new SqlParams();
  const source = callSource(ctx.routes.schema, fn, args, sql, callColumns(params));
  const text = mainStatement(
    source,
    { select: params.select, filters: params.filters, logic: params.logic, order: params.order, range: range.fetch },
    // a select on a scalar result names columns the call does not have: 42703, as in v14
    { count: prefs.count === 'exact' || prefs.count === 'estimated' ? 'exact' : undefined, body: bodyShape(fn, format, r.head) },
    sql,
  );
  await runRead(ctx, r, {
    text,
    values: sql.values,
    // PostgREST: READ WRITE only for POST to a VOLATILE function; a GET that writes fails with 25006 (405)
    readOnly: isRead || fn.volatility !== 'volatile',
    range,
    contentType,
    singular: format.kind === 'object',
    isCall: true,
    noContent: fn.returns.kind === 'void',
    prefs,
  });
}
