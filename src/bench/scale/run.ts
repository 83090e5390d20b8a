// npm run bench -- --scale: the daily fund report at realistic size through the
// real loader, beside a bare COPY of the same rows in the same run; then
// fund_nav and search_funds through the gateway at several concurrencies; then
// the plans PostgreSQL chose for the statements inside both functions.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { applyMigrations } from '../../db/migrate.js';
import { ensureDatabase, withDatabase } from '../../db/runtime.js';
import { loadRegistroFile } from '../../ingest/cvm-registro/load.js';
import { forEachZipMember } from '../../ingest/common/index.js';
import { request } from '../http-client.js';
import { formatRow, measure, median } from '../measure.js';
import { benchCnpj, monthsEnding, WORDS, writeBenchInfDiario, writeBenchRegistry } from './generate.js';

export interface ScaleOptions {
  ownerUrl: string;
  authenticatorUrl: string;
  dir: string;
  classes: number;
  months: number;
  durationMs: number;
  levels: number[];
  key: string;
  secret: string;
  workerUrl: URL;
  /** The repository, where tsx and the loader child script are. */
  repoRoot: string;
  /** Rounds of loader and bare COPY, each on a fresh database (the ratio is of the medians). */
  rounds: number;
}

const execFileAsync = promisify(execFile);
const seconds = (t0: number) => (performance.now() - t0) / 1000;
const rate = (rows: number, s: number) => `${Math.round(rows / s).toLocaleString('en-US')} rows/s`;

export async function runScaleBench(o: ScaleOptions): Promise<void> {
  const months = monthsEnding('2026-10', o.months);
  console.log(`scale: generating inf_diario for ${o.classes.toLocaleString('en-US')} classes x ${months.length} months (${months[0]}..${months.at(-1)}) of business days…`);
  let t0 = performance.now();
  const files = await writeBenchInfDiario(path.join(o.dir, 'files'), o.classes, months, (m) => process.stdout.write(`  ${path.basename(m.file)} ${m.rows.toLocaleString('en-US')} rows\n`));
  const rows = files.reduce((n, f) => n + f.rows, 0);
  const bytes = files.reduce((n, f) => n + fs.statSync(f.file).size, 0);
  const largest = Math.max(...files.map((f) => f.csvBytes));
  console.log(`scale: ${rows.toLocaleString('en-US')} rows in ${files.length} zips (${(bytes / 1e6).toFixed(0)} MB zipped; largest CSV member ${(largest / 1e6).toFixed(0)} MB) generated in ${seconds(t0).toFixed(1)} s\n`);

  const registry = path.join(o.dir, 'files', 'registro_fundo_classe.zip');
  await writeBenchRegistry(registry, o.classes);

  // The loader and the bare COPY, timed in rounds on fresh databases, the first of the
  // two alternating, so that a slower spell of this shared machine does not fall on one
  // side only; the ratio is taken of the medians. Round 1 uses the bench's database,
  // which the gateway measurements below then read.
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  const timed: { loader: number; copy: number }[] = [];
  let maxRss = 0;
  console.log(`\nload throughput (same rows, ${o.rounds} rounds, each on a fresh database)`);
  for (let round = 1; round <= o.rounds; round += 1) {
    const url = round === 1 ? o.ownerUrl : await freshDatabase(owner, o.ownerUrl, `bench_scale_round_${round}`);
    const dataDir = path.join(o.dir, `data-${round}`);
    t0 = performance.now();
    await loadRegistroFile(registry, { ownerUrl: url, dataDir, progress: false });
    if (round === 1) console.log(`  registry of ${o.classes.toLocaleString('en-US')} funds loaded in ${seconds(t0).toFixed(1)} s`);
    const runLoader = async () => {
      // the real loader, in a child process (its peak RSS is the loader's alone)
      const loaded = await runLoaderChild(o, url, files.map((f) => f.file), dataDir);
      if (loaded.rows !== rows) throw new Error(`loader inserted ${loaded.rows} rows, expected ${rows}`);
      maxRss = Math.max(maxRss, loaded.maxRssBytes);
      return loaded.seconds;
    };
    const runCopy = () => bareCopy(url, files.map((f) => f.file));
    const loaderFirst = round % 2 === 1;
    // each timing starts on a quiet database: the vacuum that autovacuum would run on the
    // rows just loaded (hint bits, visibility map) and a checkpoint are done here, untimed,
    // not during the next timing
    await settle(url);
    const first = await (loaderFirst ? runLoader() : runCopy());
    await settle(url);
    const second = await (loaderFirst ? runCopy() : runLoader());
    await settle(url);
    const t = loaderFirst ? { loader: first, copy: second } : { loader: second, copy: first };
    timed.push(t);
    console.log(`  round ${round} (${loaderFirst ? 'loader' : 'COPY'} first): loader ${t.loader.toFixed(2)} s, bare COPY ${t.copy.toFixed(2)} s, ${(t.copy / t.loader).toFixed(2)}x`);
    if (round > 1) await dropDatabase(owner, `bench_scale_round_${round}`);
  }
  const loaderSeconds = median(timed.map((t) => t.loader));
  const copySeconds = median(timed.map((t) => t.copy));
  await owner.query('analyze cvm.inf_diario; analyze cvm.fund_month; analyze cvm.fund_registry');
  const held = (await owner.query(`select (select count(*) from cvm.inf_diario) as daily, (select count(*) from cvm.fund_month where entity_type = 'fi') as months`)).rows[0];

  console.log(`  loader (parse, COPY into the keyed month partition, fi months), median: ${rows.toLocaleString('en-US')} rows in ${loaderSeconds.toFixed(1)} s = ${rate(rows, loaderSeconds)}`);
  console.log(`  bare COPY (server-side CSV, no key, no index), median:             ${rows.toLocaleString('en-US')} rows in ${copySeconds.toFixed(1)} s = ${rate(rows, copySeconds)}`);
  console.log(`  loader throughput / bare COPY throughput: ${(copySeconds / loaderSeconds).toFixed(2)}x (target >= 0.5x)`);
  console.log(`  loader peak RSS: ${(maxRss / 1e6).toFixed(0)} MB (largest CSV member ${(largest / 1e6).toFixed(0)} MB)`);
  console.log(`  held: ${Number(held.daily).toLocaleString('en-US')} daily rows, ${Number(held.months).toLocaleString('en-US')} fi months\n`);

  // 3. the endpoints through the gateway
  const worker = new Worker(o.workerUrl, { workerData: { ownerUrl: o.ownerUrl, authenticatorUrl: o.authenticatorUrl, key: o.key, secret: o.secret } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
  });
  const base = `http://127.0.0.1:${port}/rest/v1`;
  let n = 0;
  const pick = () => (n = (n * 1103515245 + 12345) & 0x7fffffff);
  const post = async (fn: string, body: unknown) => {
    const status = await request(`${base}/rpc/${fn}`, { method: 'POST', headers: { apikey: o.key, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (status !== 200) throw new Error(`HTTP ${status}`);
  };
  const cases = [
    { name: `fund_nav (${months.length} months, random class)`, run: () => post('fund_nav', { p_cnpj: benchCnpj(pick() % o.classes) }) },
    { name: 'search_funds (name words)', run: () => post('search_funds', { p_query: `${WORDS[pick() % WORDS.length]} ${WORDS[pick() % WORDS.length]}` }) },
    { name: 'search_funds (CNPJ prefix)', run: () => post('search_funds', { p_query: benchCnpj(pick() % o.classes).slice(0, 6) }) },
  ];
  console.log(`through the gateway (${o.durationMs / 1000}s per measurement)`);
  for (const c of cases) {
    await c.run();
    for (const level of o.levels) console.log(formatRow(c.name, level, await measure(c.run, level, o.durationMs)));
  }
  await new Promise((resolve) => {
    worker.once('message', resolve);
    worker.postMessage('close');
  });
  await worker.terminate();

  // 4. the plans of the statements inside the functions (auto_explain, nested statements)
  const plans: string[] = [];
  owner.on('notice', (msg) => {
    if (/Query Text/.test(msg.message ?? '')) plans.push(msg.message!);
  });
  await owner.query(`load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
                     set auto_explain.log_analyze = on; set auto_explain.log_timing = off; set auto_explain.log_level = notice; set client_min_messages = notice`);
  const explain = async (label: string, sql: string, params: unknown[]) => {
    plans.length = 0;
    await owner.query('begin');
    await owner.query('set local role anon');
    await owner.query(sql, params);
    await owner.query('rollback');
    console.log(`\nplans: ${label}`);
    for (const plan of plans.filter((p) => !/api\.(fund_nav|search_funds)\(/.test(p.split('\n').find((l) => l.startsWith('Query Text')) ?? ''))) {
      console.log(plan.split('\n').map((l) => `  ${l}`).join('\n'));
    }
  };
  await explain(`fund_nav('${benchCnpj(12345 % o.classes)}')`, 'select * from api.fund_nav($1)', [benchCnpj(12345 % o.classes)]);
  await explain("search_funds('capivara aurora')", 'select * from api.search_funds($1)', ['capivara aurora']);
  await explain(`search_funds('${benchCnpj(777 % o.classes).slice(0, 6)}')`, 'select * from api.search_funds($1)', [benchCnpj(777 % o.classes).slice(0, 6)]);
  await owner.end();
}

/** Runs load-child.ts under tsx with the files; returns its JSON line. */
async function runLoaderChild(o: ScaleOptions, ownerUrl: string, files: string[], dataDir: string): Promise<{ seconds: number; rows: number; maxRssBytes: number }> {
  const tsx = path.join(o.repoRoot, 'node_modules', '.bin', 'tsx');
  const script = path.join(o.repoRoot, 'src', 'bench', 'scale', 'load-child.ts');
  const child = execFileAsync(tsx, [script, ownerUrl, dataDir, ...files], { maxBuffer: 1 << 20 });
  child.child.stderr?.pipe(process.stderr);
  const { stdout } = await child;
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

/** A bare COPY of the same bytes (each zip member streamed, its CSV parsed by the server) into an unindexed table; returns the seconds. */
async function bareCopy(url: string, files: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop table if exists public.bench_inf_diario_copy;
      create table public.bench_inf_diario_copy (tp_fundo text, cnpj text, id_subclasse text, dt_comptc date, vl_total numeric, vl_quota numeric,
        vl_patrim_liq numeric, captc_dia numeric, resg_dia numeric, nr_cotst bigint)`);
    const t0 = performance.now();
    for (const file of files) {
      await forEachZipMember(file, path.basename(file), async (member) => {
        const copy = client.query(copyFrom(`copy public.bench_inf_diario_copy from stdin with (format csv, delimiter ';', header true, encoding 'LATIN1')`));
        await pipeline(await member.open(), copy);
      });
    }
    const took = seconds(t0);
    await client.query('drop table public.bench_inf_diario_copy');
    return took;
  } finally {
    await client.end();
  }
}

/** A migrated database of that name beside the bench's own (dropped first if a killed run left it). */
async function freshDatabase(owner: pg.Client, ownerUrl: string, name: string): Promise<string> {
  await dropDatabase(owner, name);
  await ensureDatabase(ownerUrl, name);
  const url = withDatabase(ownerUrl, name);
  await applyMigrations(url, { quiet: true });
  return url;
}

async function settle(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

async function dropDatabase(owner: pg.Client, name: string): Promise<void> {
  await owner.query(`drop database if exists ${name} with (force)`);
}
