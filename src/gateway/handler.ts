// One request, start to end, in PostgREST's order of checks: CORS preflight,
// health, explorer, docs, MCP (its own apikey and JWT check, then tool calls back
// through this gateway), base path, apikey, JWT, path shape, profile, private relations, method,
// then the resource handler. Every failure becomes the four-key error body.
import type http from 'node:http';
import { ApiError } from './api-error.js';
import type { ApiRequest, GatewayContext } from './context.js';
import { corsHeaders, isPreflight, preflightHeaders } from './http/cors.js';
import { refuseLongQueryValues } from './http/input-limits.js';
import { send, sendError } from './http/respond.js';
import { BASE_PATH, classifyPath, invalidPath, splitTarget, type Resource } from './paths.js';
import { refusePrivateRelation } from './private-relations.js';
import { checkProfile } from './profile.js';
import { forward } from './proxy.js';
import { parseQueryString, withoutApiKey } from './query/query-string.js';
import { callFunction } from './routes/call-function.js';
import { serveDocs } from './routes/docs.js';
import { serveExplorer } from './routes/explorer.js';
import { serveHealth } from './routes/health.js';
import { serveMcp } from './routes/mcp.js';
import { answerOptions } from './routes/options.js';
import { findView, readView } from './routes/read-view.js';
import { serveOpenApi } from './routes/root.js';

const MUTATIONS = ['POST', 'PUT', 'PATCH', 'DELETE'];

async function dispatch(ctx: GatewayContext, r: ApiRequest, resource: Resource): Promise<void> {
  const { method } = r;
  if (method === 'OPTIONS') return answerOptions(ctx, r, resource);
  switch (resource.kind) {
    case 'root':
      if (method === 'GET' || method === 'HEAD') return serveOpenApi(ctx, r);
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    case 'relation':
      if (method === 'GET' || method === 'HEAD') return readView(ctx, r, resource.name);
      if (!MUTATIONS.includes(method)) throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      findView(ctx.routes, resource.name);
      // every view of this API is read-only
      throw new ApiError(405, 'PGRST101', `Cannot use the ${method} method on the read-only view ${ctx.routes.schema}.${resource.name}`, null, null, { Allow: 'OPTIONS,GET,HEAD' });
    case 'routine':
      if (method === 'GET' || method === 'HEAD' || method === 'POST') return callFunction(ctx, r, resource.name);
      throw new ApiError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
}

function internalError(error: unknown): ApiError {
  // the cause goes to the log, never to the client
  process.stderr.write(`[gateway] unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return new ApiError(500, 'PGRSTX00', 'Internal server error');
}

/** In proxy mode the upstream judges path shapes; we only need to spot landing tables. */
function safeClassify(path: string): Resource | undefined {
  try {
    return classifyPath(path);
  } catch {
    return undefined;
  }
}

export async function handleRequest(ctx: GatewayContext, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const head = method === 'HEAD';
  for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value);
  try {
    if (isPreflight(req)) return send(res, 200, preflightHeaders(req), '');
    const { path, query } = splitTarget(req.url ?? '/');
    if (await serveHealth(ctx, res, path)) return;
    if (await serveExplorer(req, res, path)) return;
    if (serveDocs(req, res, path, ctx.openapi)) return;
    if (await serveMcp(ctx, req, res, path)) return;
    if (path !== BASE_PATH && !path.startsWith(`${BASE_PATH}/`)) throw invalidPath();

    const { pairs, apikey } = withoutApiKey(parseQueryString(query));
    refuseLongQueryValues(pairs);
    ctx.apiKeys.check(req.headers.apikey as string | undefined, apikey);
    const caller = await ctx.jwt.authenticate(req.headers.authorization);
    const r: ApiRequest = { req, res, method, path: path.slice(BASE_PATH.length) || '/', pairs, caller, profileNegotiated: false, head };

    if (ctx.upstream) {
      checkProfile(req, ctx.routes.schema);
      const target = safeClassify(r.path);
      if (target?.kind === 'relation') refusePrivateRelation(ctx, target.name);
      return await forward(ctx, r, query);
    }
    const resource = classifyPath(r.path);
    r.profileNegotiated = checkProfile(req, ctx.routes.schema);
    if (resource.kind === 'relation') refusePrivateRelation(ctx, resource.name);
    await dispatch(ctx, r, resource);
  } catch (error) {
    const apiError = error instanceof ApiError ? error : internalError(error);
    if (res.headersSent) res.destroy();
    else sendError(res, apiError, { head });
  }
}
