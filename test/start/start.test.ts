// `npm start` as a newcomer runs it: a fresh DATA_DIR, the printed URL, key and
// curl line work, Ctrl-C stops gateway and database, a restart keeps the data.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/db/migrate.js';
import { freePort } from '../../src/db/free-port.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-start-'));
fs.chmodSync(dataDir, 0o755);
let env: NodeJS.ProcessEnv;

interface Started {
  child: ChildProcess;
  output: () => string;
}

async function start(): Promise<Started> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up in 90 s:\n${out}`)), 90_000);
    const check = setInterval(() => {
      if (out.includes('Ctrl-C stops')) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
      if (child.exitCode !== null) {
        clearInterval(check);
        clearTimeout(timer);
        reject(new Error(`npm start exited ${child.exitCode}:\n${out}`));
      }
    }, 100);
  });
  return { child, output: () => out };
}

async function stop(s: Started): Promise<number> {
  s.child.kill('SIGINT');
  return new Promise((resolve) => s.child.once('exit', (code) => resolve(code ?? -1)));
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('serves the sample data on a fresh DATA_DIR, stops cleanly on Ctrl-C, and keeps data on restart', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) };
    delete env.DATABASE_URL;
    delete env.PUBLISHABLE_KEYS;
    delete env.JWT_SECRET;

    const first = await start();
    const out = first.output();
    expect(out).toContain(`http://localhost:${port}/rest/v1`);
    const key = /apikey\s+(\S+)/.exec(out)![1];
    const curl = /^curl .*$/m.exec(out)![0];
    expect(curl).toContain(`apikey: ${key}`);
    const body = /-d '(.*)'$/.exec(curl)![1];
    const res = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/ptax`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Array<{ currency: string; reference_date: string }>;
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.every((r) => r.currency === 'USD' && r.reference_date.startsWith('2026-10'))).toBe(true);

    expect(await stop(first)).toBe(0);
    expect(await portOpen(port)).toBe(false);
    expect(await portOpen(pgPort)).toBe(false);

    const second = await start();
    expect(second.output()).toContain(`apikey     ${key}`);
    expect(second.output()).not.toMatch(/loading sample data/i);
    const again = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/ptax`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body });
    expect(await again.json()).toEqual(rows);
    expect(await stop(second)).toBe(0);
  }, 240_000);
});
