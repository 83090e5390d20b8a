// GET/HEAD /rest/v1/<view>.
import { ApiError } from '../api-error.js';
import type { ApiRequest, GatewayContext } from '../context.js';
import { bestMatch } from '../fuzzy.js';
import { negotiateRead } from '../http/media-type.js';
import { checkStrictHandling, parsePreferences } from '../http/preferences.js';
import { requestedRange } from '../query/range.js';
import { parseReadParams } from '../query/read-params.js';
import type { RouteTable, ViewRoute } from '../route-types.js';
import { SqlParams, quoteQualified } from '../sql/ident.js';
import { countStatement, mainStatement, rowsBodyShape } from '../sql/read-statement.js';
import { explainStatement } from '../db/planned-count.js';
import { jsonColumnsOf } from '../sql/call-source.js';
import { runRead } from './run-read.js';
import { refuseUnplannable } from './select-checks.js';

export function findView(routes: RouteTable, name: string): ViewRoute {
  const view = routes.views[name];
  if (view) return view;
  const similar = bestMatch(Object.keys(routes.views), name, 0.75);
  throw new ApiError(
    404,
    'PGRST205',
    `Could not find the table '${routes.schema}.${name}' in the schema cache`,
    null,
    similar === undefined ? null : `Perhaps you meant the table '${routes.schema}.${similar}'`,
  );
}

export async function readView(ctx: GatewayContext, r: ApiRequest, name: string): Promise<void> {
  const params = parseReadParams(r.pairs, { isRpcRead: false });
  const range = requestedRange(params.limit, params.offset, r.method === 'GET' ? r.req.headers.range : undefined);
  const view = findView(ctx.routes, name);
  refuseUnplannable(params.select, view.name, ctx.routes.schema);
  const { format, contentType } = negotiateRead(r.req.headers.accept);
  const prefs = await ctx.timezones.vet(parsePreferences(r.req.headers.prefer));
  checkStrictHandling(prefs);

  const body = rowsBodyShape(format, r.head);
  const sql = new SqlParams();
  const relation = quoteQualified(ctx.routes.schema, view.name);
  const source = { prelude: '', from: relation, qualifier: relation, returnsSingle: false, jsonColumns: jsonColumnsOf(view.columns) };
  const shape = { select: params.select, filters: params.filters, logic: params.logic, order: params.order, range: range.fetch };
  const count = prefs.count === 'exact' ? 'exact' : prefs.count === 'estimated' ? 'limited' : undefined;
  const text = mainStatement(source, shape, { count, body }, sql);
  const countParams = new SqlParams();
  const explain = prefs.count === 'planned' || prefs.count === 'estimated' ? explainStatement({ text: countStatement(source, shape, countParams), values: countParams.values }) : undefined;
  await runRead(ctx, r, {
    text,
    values: sql.values,
    readOnly: true,
    range,
    contentType,
    singular: format.kind === 'object',
    contentLocation: `/${view.name}${params.canonical ? `?${params.canonical}` : ''}`,
    isCall: false,
    noContent: false,
    prefs,
    explain,
  });
}
