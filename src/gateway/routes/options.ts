// OPTIONS without CORS preflight headers: which methods a resource allows
// (PostgREST's RelInfoPlan / RoutineInfoPlan / SchemaInfoPlan).
import { ApiError } from '../api-error.js';
import type { ApiRequest, GatewayContext } from '../context.js';
import { send } from '../http/respond.js';
import type { Resource } from '../paths.js';
import { findView } from './read-view.js';

export function answerOptions(ctx: GatewayContext, r: ApiRequest, resource: Resource): void {
  let allow = 'OPTIONS,GET,HEAD';
  if (resource.kind === 'relation') findView(ctx.routes, resource.name);
  if (resource.kind === 'routine') {
    const overloads = ctx.routes.functions[resource.name];
    if (!overloads?.length) {
      throw new ApiError(404, 'PGRST202', `Could not find the function ${ctx.routes.schema}.${resource.name} in the schema cache`);
    }
    allow = overloads.every((f) => f.volatility === 'volatile') ? 'OPTIONS,POST' : 'OPTIONS,GET,HEAD,POST';
  }
  send(r.res, 200, { 'Access-Control-Allow-Origin': '*', Allow: allow }, '');
}
