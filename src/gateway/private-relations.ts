// Landing tables live outside `api`. A path naming one answers 401 for every
// caller, never 404, so the API does not reveal what it keeps privately.
import { ApiError } from './api-error.js';
import type { GatewayContext } from './context.js';

export function refusePrivateRelation(ctx: GatewayContext, name: string): void {
  const { routes } = ctx;
  if (routes.views[name] || !ctx.privateRelations.has(name)) return;
  const table = name.slice(name.lastIndexOf('.') + 1);
  throw new ApiError(401, '42501', `permission denied for table ${table}`, null, `Only schema ${routes.schema} is exposed.`, { 'WWW-Authenticate': 'Bearer' });
}
