// npm start when its ports are taken (issue 23 item 5): it names the port, the
// setting that moves it and a free port to try, before starting anything,
// instead of "start failed: undefined".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/free-port.js';
import { REPO_ROOT } from '../../src/repo-root.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-ports-'));
const servers: net.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A plain TCP listener on a free loopback port: the "other program". */
async function occupiedPort(): Promise<number> {
  const server = net.createServer((socket) => socket.destroy());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

function start(ports: { PORT: number; EMBEDDED_PG_PORT: number }): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(ports.PORT), EMBEDDED_PG_PORT: String(ports.EMBEDDED_PG_PORT), GATEWAY_WORKERS: '1' };
  for (const name of ['DATABASE_URL', 'GATEWAY_UPSTREAM', 'ENGINE', 'PUBLISHABLE_KEYS', 'JWT_SECRET']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => child.once('close', (code) => (clearTimeout(timer), resolve({ code, output }))));
}

describe('npm start with a port taken', () => {
  it("names the embedded cluster's port (EMBEDDED_PG_PORT) and a free one to use instead", async () => {
    const taken = await occupiedPort();
    const { code, output } = await start({ PORT: await freePort(), EMBEDDED_PG_PORT: taken });
    expect(code, output).toBe(1);
    expect(output).not.toContain('undefined');
    const said = new RegExp(`start failed: port ${taken} \\(EMBEDDED_PG_PORT, the embedded PostgreSQL\\) is already in use by another program: stop it, or choose a free port, e\\.g\\. EMBEDDED_PG_PORT=(\\d+) npm start`).exec(output);
    expect(said, output).not.toBeNull();
    expect(Number(said![1])).toBeGreaterThan(taken);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION')), 'no cluster was initialised').toBe(false);
  });

  it('names the HTTP port (PORT) before the database starts', async () => {
    const taken = await occupiedPort();
    const { code, output } = await start({ PORT: taken, EMBEDDED_PG_PORT: await freePort() });
    expect(code, output).toBe(1);
    const said = new RegExp(`start failed: port ${taken} \\(PORT, the gateway's HTTP port\\) is already in use by another program: stop it, or choose a free port, e\\.g\\. PORT=(\\d+) npm start`).exec(output);
    expect(said, output).not.toBeNull();
    expect(output).not.toContain('database: embedded');
    expect(fs.existsSync(path.join(dataDir, 'pg')), 'no cluster was started').toBe(false);
  });
});
