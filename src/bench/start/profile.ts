// npm run bench -- --start --profile: where a fresh start's time goes, step by
// step on one throwaway cluster, each step alone so its CPU is its own: the
// migrations (all at once as npm start applies them, then file by file on a
// second database to name the slow ones) and every sample set loaded in this
// thread, one after another. Node CPU and server CPU seconds beside each wall
// time, and the load average, since the machine may be shared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startThrowawayCluster } from '../../db/throwaway.js';
import { applyMigrations } from '../../db/migrate.js';
import { ensureDatabase } from '../../db/runtime.js';
import { SAMPLE_SETS, sampleDir } from '../../sample/sets.js';
import { nodeCpuSeconds, postmasterPid, serverCpuSeconds } from './server-cpu.js';

interface Step {
  name: string;
  wall: number;
  node: number;
  server: number;
}

export async function runStartProfile(repoRoot: string, options: { only?: string } = {}): Promise<void> {
  const cluster = await startThrowawayCluster('brfin-bench-profile');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-bench-profile-data-'));
  try {
    await ensureDatabase(cluster.superuserUrl(), 'whole');
    await ensureDatabase(cluster.superuserUrl(), 'each');
    const url = cluster.superuserUrl('whole');
    const postmaster = await postmasterPid(url);
    const timed = async (name: string, run: () => Promise<unknown>): Promise<Step> => {
      const [w, n, s] = [performance.now(), nodeCpuSeconds(), serverCpuSeconds(postmaster)];
      await run();
      return { name, wall: (performance.now() - w) / 1000, node: nodeCpuSeconds() - n, server: serverCpuSeconds(postmaster) - s };
    };
    console.log(`load average before: ${loadAverage()}`);
    const whole = await timed('migrations (graphile-migrate, all)', () => applyMigrations(url, { quiet: true }));
    const files = await eachMigration(repoRoot, cluster.superuserUrl('each'), (name, run) => timed(name, run));
    const sets: Step[] = [];
    for (const set of SAMPLE_SETS.filter((s) => !options.only || s.name.includes(options.only))) {
      sets.push(await timed(set.name, () => set.load(url, dataDir, sampleDir(dataDir, set), { progress: false })));
    }
    console.log(`load average after: ${loadAverage()}\n`);
    table('step', [whole, sum('migrations, file by file (sum)', files), sum('sample sets, one after another (sum)', sets)]);
    table('slowest migrations (file by file)', [...files].sort((a, b) => b.wall - a.wall).slice(0, 8));
    table('sample set (in one thread, alone)', [...sets].sort((a, b) => b.node + b.server - a.node - a.server));
  } finally {
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs each committed migration's body in its own transaction, as graphile-migrate does (search_path pg_catalog). */
async function eachMigration(repoRoot: string, url: string, timed: (name: string, run: () => Promise<unknown>) => Promise<Step>): Promise<Step[]> {
  const dir = path.join(repoRoot, 'migrations', 'committed');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const steps: Step[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
      // the header lines (--! Previous / Hash / Message) are comments to the server
      const body = fs.readFileSync(path.join(dir, file), 'utf8');
      steps.push(await timed(file.replace(/\.sql$/, ''), () => client.query(`begin; set local search_path = pg_catalog;\n${body}\n;commit;`)));
    }
    return steps;
  } finally {
    await client.end();
  }
}

function sum(name: string, steps: Step[]): Step {
  return steps.reduce((a, s) => ({ name, wall: a.wall + s.wall, node: a.node + s.node, server: a.server + s.server }), { name, wall: 0, node: 0, server: 0 });
}

function table(title: string, steps: Step[]): void {
  console.log(`| ${title} | wall (s) | Node CPU (s) | server CPU (s) |\n|---|---|---|---|`);
  for (const s of steps) console.log(`| ${s.name} | ${s.wall.toFixed(2)} | ${s.node.toFixed(2)} | ${s.server.toFixed(2)} |`);
  console.log();
}

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
