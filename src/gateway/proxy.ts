// Proxy mode: the platform-gateway layer in front of an official PostgREST.
// After the same apikey/JWT/profile checks, the request goes upstream without
// the `/rest/v1` prefix and the `apikey` parameter; a keyed request without a
// JWT is given a freshly minted 60-second anon token, as the hosted gateway does.
import http from 'node:http';
import https from 'node:https';
import { ApiError } from './api-error.js';
import type { ApiRequest, GatewayContext } from './context.js';
import { sendError } from './http/respond.js';
import { parseQueryString } from './query/query-string.js';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

/** The raw query string minus every `apikey` pair; the other pairs stay byte for byte. */
export function queryWithoutApiKey(rawQuery: string): string {
  if (rawQuery === '') return '';
  return rawQuery
    .split(/[&;]/)
    .filter((piece) => parseQueryString(piece)[0]?.[0] !== 'apikey')
    .join('&');
}

export async function forward(ctx: GatewayContext, r: ApiRequest, rawQuery: string): Promise<void> {
  const query = queryWithoutApiKey(rawQuery);
  const target = new URL(`${ctx.upstream!.replace(/\/$/, '')}${r.path}${query ? `?${query}` : ''}`);
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(r.req.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  headers.authorization = r.caller.token ? r.req.headers.authorization : `Bearer ${await ctx.jwt.mintAnonToken()}`;
  headers.host = target.host;

  await new Promise<void>((resolve) => {
    const client = target.protocol === 'https:' ? https : http;
    const upstream = client.request(target, { method: r.method, headers }, (response) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(response.headers)) {
        // CORS is ours to answer; hop-by-hop headers belong to the upstream connection
        if (!HOP_BY_HOP.has(name) && !name.startsWith('access-control-') && value !== undefined) out[name] = value;
      }
      r.res.writeHead(response.statusCode ?? 502, out);
      response.pipe(r.res);
      response.on('end', resolve);
      response.on('error', () => {
        r.res.destroy();
        resolve();
      });
    });
    upstream.on('error', (error) => {
      if (!r.res.headersSent) {
        sendError(r.res, new ApiError(502, null, 'An invalid response was received from the upstream server', error.message), { head: r.head });
      } else r.res.destroy();
      resolve();
    });
    r.req.pipe(upstream);
  });
}
