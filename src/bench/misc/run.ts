// npm run bench -- --misc: the endpoints no other bench times, at the sizes the
// publishers print (src/bench/misc/data.ts says each size): ptax, macro_series,
// focus_expectations, the lending views, investor_flow, the quotes view,
// option_chain, coverage, metric_coverage and catalog. Each call is a POST /rpc
// (or a GET of the view) through the gateway as anon at concurrency 1 and 8;
// p50/p99 in ms; then the plans of the statements inside each function.
import pg from 'pg';
import { printNestedPlans } from '../nested-plans.js';
import { picker, timeCases, type GatewayBenchOptions, type GatewayCase } from '../gateway-cases.js';
import { CURRENCIES, DAILY_SERIES, LAST_DAY, LENDING_TICKERS, MONTHLY_SERIES, STOCKS, stem, WRITERS } from './data.js';

export interface MiscBenchOptions extends GatewayBenchOptions {
  plans: boolean;
  only?: string;
}

const YEAR_AGO = '2025-11-20';

export function miscCases(): GatewayCase[] {
  const pick = picker();
  const currency = () => CURRENCIES[pick() % CURRENCIES.length];
  const stock = () => stem(pick() % STOCKS);
  const lent = () => `${stem(pick() % LENDING_TICKERS)}3`;
  const session = () => new Date(Date.UTC(2026, 10, 2 + (pick() % 19))).toISOString().slice(0, 10);
  const range = (from: string, to: string) => `trade_date=gte.${from}&trade_date=lte.${to}&order=trade_date`;
  return [
    { name: 'ptax (currency, 12 months)', fn: 'ptax', body: () => ({ p_currency: currency(), p_to: LAST_DAY }), sql: 'select * from api.ptax($1, null, $2)', params: ['USD', LAST_DAY] },
    { name: 'macro_series (daily series, 12 months)', fn: 'macro_series', body: () => ({ p_series: `BENCH_${1 + (pick() % DAILY_SERIES)}`, p_to: LAST_DAY }), sql: 'select * from api.macro_series($1, null, $2)', params: ['BENCH_7', LAST_DAY] },
    { name: 'macro_series (monthly series, 10 years)', fn: 'macro_series', body: () => ({ p_series: String(900000 + DAILY_SERIES + 1 + (pick() % MONTHLY_SERIES)), p_from: '2016-11-01', p_to: LAST_DAY }), sql: 'select * from api.macro_series($1, $2, $3)', params: ['900050', '2016-11-01', LAST_DAY] },
    { name: 'focus_expectations (annual, IPCA, one horizon, 12 months)', fn: 'focus_expectations', body: () => ({ p_endpoint: 'ExpectativasMercadoAnuais', p_indicator: 'IPCA', p_horizon: String(2026 + (pick() % 2)), p_from: YEAR_AGO, p_to: LAST_DAY }), sql: "select * from api.focus_expectations('ExpectativasMercadoAnuais', 'IPCA', '2027', $1, $2)", params: [YEAR_AGO, LAST_DAY] },
    { name: 'focus_expectations (Selic, every meeting, one month)', fn: 'focus_expectations', body: () => ({ p_endpoint: 'ExpectativasMercadoSelic', p_from: '2026-10-20', p_to: LAST_DAY }), sql: "select * from api.focus_expectations('ExpectativasMercadoSelic', null, null, '2026-10-20', $1)", params: [LAST_DAY] },
    { name: 'lending_trades (ticker, 60 sessions)', fn: 'lending_trades', body: () => ({}), get: () => `/lending_trades?ticker=eq.${lent()}&${range('2026-08-27', LAST_DAY)}`, sql: 'select t.* from api.lending_trades t where ticker = $1 and trade_date between $2 and $3 order by trade_date limit 1000', params: ['AAAB3', '2026-08-27', LAST_DAY] },
    { name: 'lending_participants (ticker, one session)', fn: 'lending_participants', body: () => ({}), get: () => `/lending_participants?ticker=eq.${lent()}&trade_date=eq.${session()}&order=broker_code`, sql: 'select t.* from api.lending_participants t where ticker = $1 and trade_date = $2 order by broker_code limit 1000', params: ['AAAB3', '2026-11-16'] },
    { name: 'investor_flow (every type, two months)', fn: 'investor_flow', body: () => ({}), get: () => '/investor_flow?reference_date=gte.2026-09-21&order=reference_date,investor_type', sql: "select t.* from api.investor_flow t where reference_date >= '2026-09-21' order by reference_date, investor_type limit 1000", params: [] },
    { name: 'quotes (ticker, 12 months)', fn: 'quotes', body: () => ({}), get: () => `/quotes?ticker=eq.${stock()}3&${range(YEAR_AGO, LAST_DAY)}`, sql: 'select t.* from api.quotes t where ticker = $1 and trade_date between $2 and $3 order by trade_date limit 1000', params: ['AAAB3', YEAR_AGO, LAST_DAY] },
    { name: 'option_chain (prefix, newest session)', fn: 'option_chain', body: () => ({ p_prefix: stock() }), sql: 'select * from api.option_chain($1)', params: ['AAAB'] },
    { name: 'coverage', fn: 'coverage', body: () => ({}), sql: 'select * from api.coverage()', params: [] },
    { name: 'metric_coverage', fn: 'metric_coverage', body: () => ({}), sql: 'select * from api.metric_coverage()', params: [] },
    { name: 'catalog', fn: 'catalog', body: () => ({}), sql: 'select * from api.catalog()', params: [] },
  ];
}

export async function runMiscBench(o: MiscBenchOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  try {
    for (const [what, write] of WRITERS) {
      const t0 = performance.now();
      const rows = await write(owner);
      console.log(`misc: ${what}: ${rows.toLocaleString('en-US')} rows written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    await owner.query('analyze');
    console.log('');
    const cases = miscCases().filter((c) => !o.only || c.name.includes(o.only));
    await timeCases({ ...o, target: 'targets p99 <= 50 ms at c=1, <= 150 ms at c=8' }, cases);
    if (o.plans) await printNestedPlans(owner, cases);
  } finally {
    await owner.end();
  }
}
