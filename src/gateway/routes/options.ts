// OPTIONS without CORS preflight headers: which methods a resource allows
// (PostgREST's RelInfoPlan / RoutineInfoPlan / SchemaInfoPlan). For a function,
// v14 plans the call first (Plan.actionPlan ActRoutineInfo): the query string
// is read as filters (so `?a=1` is PGRST100) and the overload is looked up
// without arguments (so one with required parameters is 404 PGRST202); the
// methods are those of the overload found.
import type { ApiRequest, GatewayContext } from '../context.js';
import { send } from '../http/respond.js';
import type { Resource } from '../paths.js';
import { parseReadParams } from '../query/read-params.js';
import { resolveFunction } from '../rpc/resolve-function.js';
import { findView } from './read-view.js';

export function answerOptions(ctx: GatewayContext, r: ApiRequest, resource: Resource): void {
  let allow = 'OPTIONS,GET,HEAD';
  if (resource.kind === 'relation') findView(ctx.routes, resource.name);
  if (resource.kind === 'routine') {
    parseReadParams(r.pairs, { isRpcRead: false });
    const { fn } = resolveFunction(ctx.routes, resource.name, new Set(), { isJsonPost: false, role: r.caller.role });
    allow = fn.volatility === 'volatile' ? 'OPTIONS,POST' : 'OPTIONS,GET,HEAD,POST';
  }
  send(r.res, 200, { 'Access-Control-Allow-Origin': '*', Allow: allow }, '');
}
