// The embedded database is supervised: when its postmaster is killed, `npm start`
// restarts it and the gateway recovers on its own (503 PGRST001 meanwhile);
// Ctrl-C after such a crash still stops promptly and says `stopped`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { freePort } from '../../src/db/free-port.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-supervision-'));
fs.chmodSync(dataDir, 0o755);
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm start supervises the embedded database', () => {
  it('restarts a killed postmaster, answers 503 PGRST001 meanwhile, recovers, and stops on Ctrl-C', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const env = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir };
    // node --import tsx, not the tsx CLI, whose signal relay can SIGKILL the script after Ctrl-C
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    await until('npm start to come up', 120_000, async () => (out.includes('Ctrl-C stops') ? true : undefined));
    const apikey = /^apikey\s+(\S+)/m.exec(out)![1];
    const base = `http://127.0.0.1:${port}`;
    const read = async () => {
      const res = await fetch(`${base}/rest/v1/short_interest_by_sector?limit=1`, { headers: { apikey } });
      return { status: res.status, body: await res.text() };
    };
    // it serves first: /ready says 503 while the samples load in the background, 200 once they are in
    const early = (await fetch(`${base}/ready`)).status;
    if (!out.includes('sample data ready')) expect(early).toBe(503);
    await until('the samples to load', 120_000, async () => (out.includes('sample data ready') ? true : undefined));
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    expect((await read()).status).toBe(200);

    const postmasterPid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmasterPid, 'SIGKILL');
    const unavailable = await until('a 503 while the database is down', 10_000, async () => {
      const r = await read();
      return r.status === 503 ? r : undefined;
    });
    const body = JSON.parse(unavailable.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['code', 'details', 'hint', 'message']);
    expect(body).toMatchObject({ code: 'PGRST001', hint: null, message: 'Database client error. Retrying the connection.' });

    const recovered = await until('a 200 after the restart', 60_000, async () => {
      const r = await read();
      return r.status === 200 ? r : undefined;
    });
    expect(JSON.parse(recovered.body)).toHaveLength(1);
    expect(out).toMatch(/\[postgres\] postmaster exited \(SIGKILL\); restarting/);
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    // Ctrl-C right after another crash: no waiting on a postmaster that is gone
    const secondPid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(secondPid).not.toBe(postmasterPid);
    process.kill(secondPid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    const sigint = Date.now();
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child!.once('exit', (c) => resolve(c)));
    expect(Date.now() - sigint).toBeLessThan(10_000);
    expect(code).toBe(0);
    expect(out).toMatch(/^stopped$/m);
  });
});
