// `/mcp`: the MCP server over Streamable HTTP on the API's own port, stateless (a
// server and transport per request, JSON answers). The caller is checked as for
// every request (apikey, optional Bearer JWT: a bad one gets the same 401 body),
// and its tool calls go back through this gateway over loopback with the same
// headers, so they meet the same roles, limits and refusals.
import type http from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { serverVersion } from '../../mcp/contract.js';
import { createMcpServer } from '../../mcp/server.js';
import type { GatewayContext } from '../context.js';
import { send } from '../http/respond.js';
import { BASE_PATH } from '../paths.js';

export const MCP_PATH = '/mcp';

/** This gateway's own address as the connection reached it (an IPv4-mapped address unwrapped, IPv6 bracketed). */
function ownBaseUrl(req: http.IncomingMessage): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}${BASE_PATH}`;
}

/** Answers `/mcp`; returns false for any other path. Throws the gateway's ApiError for a missing or bad apikey or JWT. */
export async function serveMcp(ctx: GatewayContext, req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<boolean> {
  if (path !== MCP_PATH) return false;
  const apikey = req.headers.apikey as string | undefined;
  ctx.apiKeys.check(apikey, undefined);
  await ctx.jwt.authenticate(req.headers.authorization);
  // stateless: no standalone event stream (GET) to hold open, no session to end (DELETE)
  if (req.method !== 'POST') {
    const body = { jsonrpc: '2.0', error: { code: -32000, message: `Method not allowed: ${req.method} (this MCP endpoint is stateless and answers POST only)` }, id: null };
    send(res, 405, { Allow: 'POST', 'Content-Type': 'application/json' }, JSON.stringify(body));
    return true;
  }
  const headers: Record<string, string> = { apikey: apikey! };
  if (req.headers.authorization) headers.Authorization = req.headers.authorization;

  const server = createMcpServer({ baseUrl: ownBaseUrl(req), headers }, serverVersion());
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
  return true;
}
