// The MCP server's contract (src/generated/mcp.json): one read-only tool per api
// function and view with its JSON Schema input (the OpenAPI request body of a
// function; a view's filters plus select/order/limit/offset), the catalog and
// coverage as resources, the catalog's worked examples as prompts.
import type { ClientEndpoint, JsonSchema } from './client-model.js';

export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  annotations: { title: string; readOnlyHint: true; destructiveHint: false; idempotentHint: true; openWorldHint: false };
  /** What the tool calls on the API. */
  call: { method: 'GET' | 'POST'; path: string };
}

export interface McpResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: 'application/json';
  call: { method: 'POST'; path: string };
}

export interface McpPrompt {
  name: string;
  title: string;
  description: string;
  /** The user message the prompt puts in the conversation. */
  text: string;
}

export interface McpContract {
  tools: McpTool[];
  resources: McpResource[];
  prompts: McpPrompt[];
}

const VIEW_PAGING: Record<string, JsonSchema> = {
  select: { type: 'string', description: 'Comma-separated columns to return; omitted = all.' },
  order: { type: 'string', description: 'Sort: <column>.<asc|desc>[.nullsfirst|.nullslast], comma-separated. Send it whenever you page with offset.' },
  limit: { type: 'integer', minimum: 0, maximum: 1000, description: 'Rows to return, at most 1000 (a response is cut at 1000 rows).' },
  offset: { type: 'integer', minimum: 0, description: 'Rows to skip.' },
};

function toolOf(e: ClientEndpoint): McpTool {
  const properties: Record<string, JsonSchema> = {};
  for (const arg of e.args) properties[arg.name] = arg.schema;
  if (e.kind === 'view') Object.assign(properties, VIEW_PAGING);
  const required = e.args.filter((a) => a.required).map((a) => a.name);
  const inputSchema = { type: 'object' as const, properties, ...(required.length ? { required } : {}), additionalProperties: false, ...(e.examples.length ? { examples: e.examples } : {}) };
  const title = e.summary.replace(/\.$/, '');
  return {
    name: e.name,
    title,
    description: [e.summary, e.description].filter(Boolean).join('\n\n'),
    inputSchema,
    annotations: { title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    call: { method: e.method, path: e.path },
  };
}

const RESOURCES: McpResource[] = [
  {
    uri: 'brfin://catalog',
    name: 'catalog',
    title: 'Catalog',
    description: 'Machine-readable catalog of this API: limits, tiers, defaults, enums, metrics, worked examples, endpoints (api.catalog()).',
    mimeType: 'application/json',
    call: { method: 'POST', path: '/rpc/catalog' },
  },
  {
    uri: 'brfin://coverage',
    name: 'coverage',
    title: 'Coverage',
    description: 'What the store holds, one row per dataset: span, completeness, last landing, rows (api.coverage()).',
    mimeType: 'application/json',
    call: { method: 'POST', path: '/rpc/coverage' },
  },
];

interface CatalogExample {
  ask: string;
  call: { method: string; path: string; body?: Record<string, unknown>; query?: string };
  then?: string;
}

/** A worked example's call as tool arguments: the body of a function, the query pairs of a view. */
function exampleArguments(call: CatalogExample['call']): Record<string, unknown> {
  if (call.body) return call.body;
  const args: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(call.query ?? '')) args[key] = value;
  return args;
}

function promptsOf(catalog: unknown): McpPrompt[] {
  const examples = ((catalog as { examples?: CatalogExample[] }).examples ?? []).filter((e) => e.call?.path);
  const seen = new Map<string, number>();
  return examples.map((example) => {
    const tool = example.call.path.replace(/^\/(rpc\/)?/, '');
    const n = (seen.get(tool) ?? 0) + 1;
    seen.set(tool, n);
    const text = [
      example.ask,
      `Call the tool ${tool} with ${JSON.stringify(exampleArguments(example.call))}.`,
      example.then ? `Then: ${example.then}` : '',
    ].filter(Boolean).join('\n');
    return { name: `${tool}_example_${n}`, title: example.ask, description: `Worked example of ${tool}: ${example.ask}`, text };
  });
}

export function buildMcpContract(endpoints: ClientEndpoint[], catalog: unknown): McpContract {
  return { tools: endpoints.map(toolOf), resources: RESOURCES, prompts: promptsOf(catalog) };
}
