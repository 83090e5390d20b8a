// The clients' generated contracts agree with the catalog and OpenAPI they come
// from: one MCP tool per api object with the request body as its input schema,
// paging facts from catalog limits.page.functions.paged, a Python module that parses.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientEndpoints } from '../../src/codegen/client-model.js';
import type { McpContract } from '../../src/codegen/emit-mcp.js';
import { routes } from '../../src/generated/routes.js';
import { REPO_ROOT } from '../../src/repo-root.js';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const openapi = JSON.parse(read('openapi.json'));
const catalog = JSON.parse(read('src/generated/catalog.json'));
const endpoints = clientEndpoints(openapi, catalog);
const mcp = JSON.parse(read('src/generated/mcp.json')) as McpContract;

describe('the clients generated from the catalog and OpenAPI', () => {
  it('describe every api function and view once', () => {
    const objects = [...Object.keys(routes.views), ...Object.keys(routes.functions)].sort();
    expect(endpoints.map((e) => e.name)).toEqual(objects);
    expect(mcp.tools.map((t) => t.name)).toEqual(objects);
  });

  it("take a function tool's input schema from its OpenAPI request body (enums, defaults, required)", () => {
    const panel = mcp.tools.find((t) => t.name === 'panel')!;
    const body = openapi.paths['/rpc/panel'].post.requestBody.content['application/json'];
    expect(panel.inputSchema).toEqual({ ...body.schema, examples: Object.values(body.examples).map((e) => (e as { value: unknown }).value) });
    expect(panel.inputSchema.properties!.p_freq).toMatchObject({ enum: ['month', 'day'], default: 'month' });
    expect(panel.call).toEqual({ method: 'POST', path: '/rpc/panel' });
  });

  it('page by cursor exactly the functions the catalog lists as paged, by window those with p_from and p_to', () => {
    const paged = catalog.limits.page.functions.paged as Record<string, string>;
    const byCursor = Object.fromEntries(endpoints.filter((e) => e.paging.kind === 'cursor').map((e) => [e.name, (e.paging as { keys: string[] }).keys.join('|')]));
    expect(byCursor).toEqual(paged);
    expect(endpoints.find((e) => e.name === 'macro_series')!.paging).toEqual({ kind: 'window' });
    expect(endpoints.find((e) => e.name === 'catalog')!).toMatchObject({ paging: { kind: 'none' }, returnsRows: false });
    expect(endpoints.filter((e) => e.kind === 'view').every((e) => e.paging.kind === 'view')).toBe(true);
  });

  it('write a Python module that parses', () => {
    execFileSync('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read())', path.join(REPO_ROOT, 'clients/python/brfin/_generated.py')]);
  });
});
