// The MCP server through the SDK's own Client, over both transports: Streamable
// HTTP at /mcp on the gateway (the caller's apikey header) and stdio (`tsx
// scripts/mcp.ts` whose configuration names the API and its key). Tools are the
// api objects; calls meet the gateway's refusals; the catalog is a resource.
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { routes } from '../../src/generated/routes.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { insertPtax } from '../helpers/ptax-rows.js';
import { insertWeekdaySgs } from '../helpers/long-series.js';

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    await insertPtax(c, [
      { currency: 'USD', reference_date: '2025-04-22', buy_rate: '5.7490', sell_rate: '5.7496' },
      { currency: 'USD', reference_date: '2025-04-23', buy_rate: '5.6874', sell_rate: '5.6880' },
    ]);
    await insertWeekdaySgs(c, 12, '2016-01-01', '2025-12-31');
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const API_OBJECTS = Object.keys(routes.views).length + Object.keys(routes.functions).length;
type ToolResult = { isError?: boolean; content: { type: string; text: string }[] };

/** The same five checks over any connected client. */
function sessionChecks(connect: () => Promise<Client>) {
  let client: Client;
  beforeAll(async () => {
    client = await connect();
  }, 30_000);
  afterAll(async () => {
    await client?.close();
  });

  it('lists one read-only tool per api function and view, with its JSON Schema input', async () => {
    const { tools } = await client.listTools();
    expect(tools.length).toBe(API_OBJECTS);
    const macro = tools.find((t) => t.name === 'macro_series')!;
    expect(macro.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(macro.description).toMatch(/^Central bank SGS series by label or code, oldest first\./);
    expect(macro.inputSchema.required).toEqual(['p_series']);
    expect((macro.inputSchema.properties as Record<string, { enum?: string[] }>).p_series.enum).toContain('CDI');
    expect(tools.find((t) => t.name === 'quotes')!.inputSchema.properties).toHaveProperty('order');
  });

  it('calls ptax and answers its rows', async () => {
    const result = (await client.callTool({ name: 'ptax', arguments: { p_currency: 'USD', p_from: '2025-04-01', p_to: '2025-04-30' } })) as ToolResult;
    expect(result.isError).toBeFalsy();
    expect(JSON.parse(result.content[0].text).map((r: { reference_date: string; sell_rate: number }) => [r.reference_date, r.sell_rate])).toEqual([
      ['2025-04-22', 5.7496],
      ['2025-04-23', 5.688],
    ]);
  });

  it('answers a refused window as a tool error carrying message, details and hint', async () => {
    const result = (await client.callTool({ name: 'macro_series', arguments: { p_series: 'CDI', p_from: '2016-01-01', p_to: '2025-12-31' } })) as ToolResult;
    expect(result.isError).toBe(true);
    const error = JSON.parse(result.content[0].text);
    expect(error.code).toBe('22023');
    expect(error.message).toBe('macro_series: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(error.details).toMatch(/cut at 1000 rows/);
    expect(error.hint).toMatch(/p_from|p_to/);
  });

  it('reads the catalog resource', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['brfin://catalog', 'brfin://coverage']);
    const { contents } = await client.readResource({ uri: 'brfin://catalog' });
    const catalog = JSON.parse((contents[0] as { text: string }).text);
    expect(catalog.limits.page.size).toBe(1000);
    expect(Object.keys(catalog.endpoints).length).toBe(API_OBJECTS);
  });

  it("offers the catalog's worked examples as prompts", async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts[0]).toMatchObject({ name: 'ptax_example_1', title: 'What was the USD PTAX in October 2026?' });
    const prompt = await client.getPrompt({ name: 'ptax_example_1' });
    expect((prompt.messages[0].content as { text: string }).text).toContain('Call the tool ptax with {"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}');
  });
}

describe('MCP over Streamable HTTP at /mcp', () => {
  sessionChecks(async () => {
    const client = new Client({ name: 'brfin-test', version: '1.0.0' });
    const url = new URL(api.baseUrl.replace(/\/rest\/v1$/, '/mcp'));
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { apikey: api.key } } }));
    return client;
  });

  it('refuses a caller without an apikey as every request is refused', async () => {
    const response = await fetch(api.baseUrl.replace(/\/rest\/v1$/, '/mcp'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('holds no event stream open: GET answers 405, so the gateway can always drain', async () => {
    const response = await fetch(api.baseUrl.replace(/\/rest\/v1$/, '/mcp'), { headers: { apikey: api.key, Accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('MCP over stdio (npm run mcp)', () => {
  sessionChecks(async () => {
    const client = new Client({ name: 'brfin-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      args: [path.join(REPO_ROOT, 'scripts/mcp.ts')],
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', MCP_API_URL: api.baseUrl, MCP_API_KEY: api.key },
      stderr: 'ignore',
    });
    await client.connect(transport);
    return client;
  });
});
