// The MCP server over the generated contract, for any transport: tools call the
// API (callApi), a refusal (22023 and every other API error) comes back as a tool
// error whose text is the error's JSON (code, message, details, hint), so an agent
// can read the hint and fix its call.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ErrorCode,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { callApi, type ApiTarget } from './api-call.js';
import { mcpContract } from './contract.js';

const INSTRUCTIONS = `brfin: Brazilian public financial data (central bank, exchange, securities regulator, statistics institute), read-only.
Every tool answers rows oldest first; NULL is never 0; an unknown id gives []. A window above 1000 rows is refused (SQLSTATE 22023) with a hint saying how to narrow it: read the hint and call again. Read the resource brfin://catalog for limits, defaults, enums and worked examples.`;

export function createMcpServer(target: ApiTarget, version: string): Server {
  const contract = mcpContract();
  const server = new Server({ name: 'brfin', version }, { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: INSTRUCTIONS });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: contract.tools.map(({ call: _call, ...tool }) => tool),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = contract.tools.find((t) => t.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool ${request.params.name}`);
    const answer = await callApi(target, tool.call, request.params.arguments ?? {});
    if (!answer.ok) return { isError: true, content: [{ type: 'text' as const, text: JSON.stringify(answer.error) }], structuredContent: { ...answer.error } };
    const rows = answer.body;
    return { content: [{ type: 'text' as const, text: JSON.stringify(rows) }], structuredContent: Array.isArray(rows) ? { rows } : { result: rows } };
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: contract.resources.map(({ call: _call, ...resource }) => resource),
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const resource = contract.resources.find((r) => r.uri === request.params.uri);
    if (!resource) throw new McpError(ErrorCode.InvalidParams, `unknown resource ${request.params.uri}`);
    const answer = await callApi(target, resource.call, {});
    if (!answer.ok) throw new McpError(ErrorCode.InternalError, `${answer.error.message}${answer.error.hint ? ` (${answer.error.hint})` : ''}`);
    return { contents: [{ uri: resource.uri, mimeType: resource.mimeType, text: JSON.stringify(answer.body) }] };
  });

  server.setRequestHandler(ListPromptsRequestSchema, async () => ({
    prompts: contract.prompts.map(({ text: _text, ...prompt }) => prompt),
  }));

  server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const prompt = contract.prompts.find((p) => p.name === request.params.name);
    if (!prompt) throw new McpError(ErrorCode.InvalidParams, `unknown prompt ${request.params.name}`);
    return { description: prompt.description, messages: [{ role: 'user' as const, content: { type: 'text' as const, text: prompt.text } }] };
  });

  return server;
}
