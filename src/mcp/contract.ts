// The generated MCP contract (src/generated/mcp.json, written by codegen from the
// catalog and OpenAPI): tools, resources, prompts.
import fs from 'node:fs';
import path from 'node:path';
import type { McpContract } from '../codegen/emit-mcp.js';
import { REPO_ROOT } from '../repo-root.js';

let cached: McpContract | undefined;

export function mcpContract(): McpContract {
  cached ??= JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/mcp.json'), 'utf8')) as McpContract;
  return cached;
}

/** The version the server reports: the package's. */
export function serverVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}
