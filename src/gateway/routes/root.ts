// GET/HEAD /rest/v1/: the OpenAPI document, generated at build time.
import type { ApiRequest, GatewayContext } from '../context.js';
import { negotiateOpenApi } from '../http/media-type.js';
import { openApiForRequest } from '../http/openapi-servers.js';
import { send } from '../http/respond.js';

export function serveOpenApi(ctx: GatewayContext, r: ApiRequest): void {
  negotiateOpenApi(r.req.headers.accept);
  const headers: Record<string, string> = { 'Content-Type': 'application/openapi+json; charset=utf-8' };
  if (r.profileNegotiated) headers['Content-Profile'] = ctx.routes.schema;
  send(r.res, 200, headers, openApiForRequest(ctx.openapi, r.req), { head: r.head });
}
