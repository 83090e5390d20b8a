// npm run bench -- --markets: a realistic quote tape (--tape-years of weekday
// COTAHIST files, --tape-per-session records each) through the real loader,
// beside a bare COPY of the same parsed rows into an unkeyed table; the period's
// corporate events and a year of TaxaSwap files through their loaders beside a
// bare COPY too (event-loads.ts); the futures settlements and 15 years of curves
// of --markets-futures, a monthly fund series and a year of index portfolios;
// then quote_history, option_exercises, future_series, panel and every endpoint
// of the markets wave (wave-cases.ts) through the gateway at each concurrency,
// each measurement repeated, with the plans.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { cotahistRows } from '../../ingest/b3-cotahist/parse.js';
import { loadCotahistFile } from '../../ingest/b3-cotahist/load.js';
import { COTAHIST_TABLE } from '../../ingest/b3-cotahist/tables.js';
import { copyRows } from '../../ingest/common/copy.js';
import { landingTarget } from '../../ingest/common/index.js';
import { benchCnpj } from '../scale/generate.js';
import { futuresCases, LAST_DAY, writeMarkets } from './futures.js';
import { printNestedPlans } from '../nested-plans.js';
import { picker, timeCases, type GatewayBenchOptions, type GatewayCase } from '../gateway-cases.js';
import { STOCKS, stem, weekdaysEnding, writeSessionFile } from './tape-files.js';
import { describeTiming, loadCorporateEvents, loadTaxaSwapYear } from './event-loads.js';
import { waveCases, writeIndexPortfolios } from './wave-cases.js';

export interface TapeBenchOptions extends GatewayBenchOptions {
  dir: string;
  tapeYears: number;
  tapePerSession: number;
  /** Years and price report records per session of the futures settlements (as --markets-futures). */
  years: number;
  perSession: number;
  plans: boolean;
  /** Keep the cases whose name contains this text. */
  only?: string;
}

const FUNDS = 2000;
const seconds = (t0: number) => (performance.now() - t0) / 1000;
const rate = (rows: number, s: number) => `${Math.round(rows / s).toLocaleString('en-US')} rows/s`;

/** Each session's file generated, loaded by the loader, COPYed bare, then deleted; returns the timings. */
async function loadTape(owner: pg.Client, o: TapeBenchOptions) {
  const days = weekdaysEnding(LAST_DAY, o.tapeYears);
  const files = path.join(o.dir, 'tape');
  fs.mkdirSync(files, { recursive: true });
  const columns = landingTarget(COTAHIST_TABLE).columns;
  await owner.query('create table public.bench_cotahist_copy as select * from b3.cotahist with no data');
  let records = 0;
  let loaderSeconds = 0;
  let copySeconds = 0;
  let bytes = 0;
  const t0 = performance.now();
  for (const [n, date] of days.entries()) {
    const { file, records: count } = writeSessionFile(files, date, n, o.tapePerSession);
    bytes += fs.statSync(file).size;
    let t = performance.now();
    const result = await loadCotahistFile(file, { ownerUrl: o.ownerUrl, dataDir: path.join(o.dir, 'data'), progress: false });
    loaderSeconds += seconds(t);
    if (result.status !== 'loaded' || result.rowsInserted !== count) throw new Error(`${file}: ${JSON.stringify(result)}`);
    t = performance.now();
    await copyRows(owner, 'public.bench_cotahist_copy', columns, cotahistRows(fs.createReadStream(file), file, path.basename(file)));
    copySeconds += seconds(t);
    fs.rmSync(file);
    records += count;
    if ((n + 1) % 250 === 0) console.log(`  ${n + 1} of ${days.length} sessions (${date}): ${records.toLocaleString('en-US')} records, ${seconds(t0).toFixed(0)} s`);
  }
  await owner.query('drop table public.bench_cotahist_copy');
  return { sessions: days.length, records, bytes, loaderSeconds, copySeconds };
}

/** A monthly fi series for the panel's CNPJ ids: FUNDS funds over the tape's years. */
async function writeFundMonths(owner: pg.Client, years: number): Promise<void> {
  await owner.query(
    `insert into cvm.fund_month (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
     select 'fi', f.cnpj, m::date, 1e6 + f.i * 1000 + extract(epoch from m) / 1e4, 1 + f.i / 1e4, 10 + f.i % 500, 1000, 900
       from unnest($1::text[]) with ordinality f(cnpj, i)
      cross join generate_series(date_trunc('month', $2::date) - make_interval(years => $3), date_trunc('month', $2::date), interval '1 month') m`,
    [Array.from({ length: FUNDS }, (_, i) => benchCnpj(i + 1)), LAST_DAY, years],
  );
  await owner.query('analyze cvm.fund_month');
}

function tapeCases(): GatewayCase[] {
  const pick = picker();
  const ticker = () => `${stem(pick() % STOCKS)}3`;
  const cnpj = () => benchCnpj(1 + (pick() % FUNDS));
  const from = '2025-11-20';
  return [
    { name: 'quote_history (365 days, both boards)', fn: 'quote_history', sql: 'select * from api.quote_history($1, null, $2)', params: ['AAAB3', LAST_DAY], body: () => ({ p_ticker: ticker(), p_to: LAST_DAY }) },
    { name: 'quote_history (cash, page 1 of 5 years)', fn: 'quote_history', sql: "select * from api.quote_history($1, '2021-11-22', $2, 'cash', '')", params: ['AAAB3', LAST_DAY], body: () => ({ p_ticker: ticker(), p_from: '2021-11-22', p_to: LAST_DAY, p_board: 'cash', p_after: '' }) },
    { name: 'option_exercises (prefix, 365 days)', fn: 'option_exercises', sql: 'select * from api.option_exercises($1, null, $2)', params: ['AAAB', LAST_DAY], body: () => ({ p_prefix: stem(pick() % STOCKS), p_to: LAST_DAY }) },
    futuresCases()[0],
    { name: 'panel (3 tickers, month, 7 metrics)', fn: 'panel', sql: 'select * from api.panel($1, null, $2, $3)', params: [['AAAB3', 'AAAC3', 'AAAD3'], from, LAST_DAY], body: () => ({ p_ids: [ticker(), ticker(), ticker()], p_from: from, p_to: LAST_DAY }) },
    { name: 'panel (2 tickers + 1 fund, month)', fn: 'panel', sql: 'select * from api.panel($1, null, $2, $3)', params: [['AAAB3', 'AAAC3', benchCnpj(7)], from, LAST_DAY], body: () => ({ p_ids: [ticker(), ticker(), cnpj()], p_from: from, p_to: LAST_DAY }) },
    { name: 'panel (3 tickers, day, close+volume, page 1)', fn: 'panel', sql: "select * from api.panel($1, array['close','volume'], $2, $3, 'day', null, '')", params: [['AAAB3', 'AAAC3', 'AAAD3'], from, LAST_DAY], body: () => ({ p_ids: [ticker(), ticker(), ticker()], p_metrics: ['close', 'volume'], p_from: from, p_to: LAST_DAY, p_freq: 'day', p_after: '' }) },
  ];
}

export async function runTapeBench(o: TapeBenchOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  try {
    console.log(`markets: ${o.tapeYears} years of weekday COTAHIST files, ~${o.tapePerSession.toLocaleString('en-US')} records a session (stocks, odd lots, exercises, options)…`);
    const tape = await loadTape(owner, o);
    console.log('\nload throughput (same rows, same run; each file generated, loaded, COPYed, deleted)');
    console.log(`  loader (parse, COPY into the keyed, indexed b3.cotahist, ingest log, raw archive): ${tape.records.toLocaleString('en-US')} records in ${tape.sessions} files (${(tape.bytes / 1e9).toFixed(2)} GB) in ${tape.loaderSeconds.toFixed(1)} s = ${rate(tape.records, tape.loaderSeconds)}`);
    console.log(`  bare COPY (the same parser's rows into an unkeyed, unindexed copy of the table):          ${tape.copySeconds.toFixed(1)} s = ${rate(tape.records, tape.copySeconds)}`);
    console.log(`  bare COPY / loader: ${(tape.copySeconds / tape.loaderSeconds).toFixed(2)}\n`);
    await owner.query('analyze b3.cotahist; analyze ingest.ingest_log');

    console.log('the new loaders (same rows, same run; each file written, loaded, parsed again and COPYed bare, deleted)');
    console.log(describeTiming('b3-corporate-events (the period\'s events of every stock issuer, kept)', await loadCorporateEvents(owner, o, LAST_DAY, o.tapeYears)));
    console.log(describeTiming('b3-taxa-swap (a year of sessions, then replaced by the 15 set-based years)', await loadTaxaSwapYear(owner, o, LAST_DAY, 1)));
    await owner.query('analyze b3.stock_event; analyze b3.cash_dividend; analyze b3.corporate_answer; analyze b3.company_cash_dividend');

    let t0 = performance.now();
    const held = await writeMarkets(owner, o);
    console.log(`markets (futures): ${Object.entries(held).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')} rows written in ${seconds(t0).toFixed(1)} s`);
    t0 = performance.now();
    await writeFundMonths(owner, o.tapeYears);
    console.log(`markets (funds): ${FUNDS.toLocaleString('en-US')} fi funds x ${o.tapeYears * 12 + 1} months written in ${seconds(t0).toFixed(1)} s`);
    t0 = performance.now();
    console.log(`markets (index portfolios): ${(await writeIndexPortfolios(owner)).toLocaleString('en-US')} rows written in ${seconds(t0).toFixed(1)} s\n`);

    const cases = [...tapeCases(), ...waveCases()].filter((c) => !o.only || c.name.includes(o.only));
    await timeCases(o, cases);
    if (o.plans) await printNestedPlans(owner, cases);
  } finally {
    await owner.end();
  }
}
