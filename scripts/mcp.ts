// npm run mcp: the MCP server over stdio, for a desktop agent that starts it as a
// command. Its tools call a running API (MCP_API_URL, default http://localhost:PORT/rest/v1)
// with the server's own credentials: MCP_API_KEY (else the first PUBLISHABLE_KEYS, else
// DATA_DIR's demo key) and optionally MCP_API_TOKEN (a JWT). Nothing is written to stdout
// but the protocol.
import fs from 'node:fs';
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { exitWithUsageError, parseFlags } from '../src/cli-flags.js';
import { readConfig } from '../src/config.js';
import { serverVersion } from '../src/mcp/contract.js';
import { createMcpServer } from '../src/mcp/server.js';

const USAGE = `Usage: npm run mcp
The MCP server over stdio (one tool per api endpoint, the catalog and coverage as resources,
the catalog's worked examples as prompts). Its tools call the API at MCP_API_URL (default
http://localhost:PORT/rest/v1, e.g. a running npm start) with MCP_API_KEY (default the first
PUBLISHABLE_KEYS, else the demo key in DATA_DIR/secrets.json) and, when set, MCP_API_TOKEN as Bearer.

  --help   this help`;

parseFlags('mcp', USAGE, {});
const config = readConfig();

function demoKey(): string | undefined {
  const file = path.join(config.dataDir, 'secrets.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { publishableKey?: string }).publishableKey : undefined;
}

const apikey = config.mcpApiKey ?? config.publishableKeys?.[0] ?? demoKey();
if (!apikey) exitWithUsageError('mcp', `no apikey: set MCP_API_KEY (or PUBLISHABLE_KEYS), or run npm start once so ${path.join(config.dataDir, 'secrets.json')} holds the demo key`, USAGE);
const headers: Record<string, string> = { apikey };
if (config.mcpApiToken) headers.Authorization = `Bearer ${config.mcpApiToken}`;

const server = createMcpServer({ baseUrl: config.mcpApiUrl, headers }, serverVersion());
await server.connect(new StdioServerTransport());
process.stderr.write(`brfin MCP server on stdio, calling ${config.mcpApiUrl}\n`);
