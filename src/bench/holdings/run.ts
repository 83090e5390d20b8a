// npm run bench -- --holdings: the holdings and portfolio endpoints on CDA at
// realistic size (--classes, default 30000, over --months, default 12; written
// set-based, see generate.ts), the newest month rewritten through the cvm-cda
// loader beside a bare COPY (load.ts), then every endpoint through the gateway
// (POST /rpc as anon) at c=1 and c=8; p50/p99 in ms, with the load average.
// Also CRI/CRA reports and the CDI for portfolio_credit_returns (securit.ts).
// Targets: portfolio_lookthrough of 200 funds at depth 4 p99 <= 100 ms at c=1;
// portfolio_credit_returns of 200 codes p99 <= 100 ms at c=1;
// every other call <= 50 ms at c=1 and <= 150 ms at c=8. Then the plans.
import os from 'node:os';
import pg from 'pg';
import { formatCpu } from '../cpu-time.js';
import { printNestedPlans } from '../nested-plans.js';
import { picker, timeCases, type GatewayBenchOptions, type GatewayCase } from '../gateway-cases.js';
import { benchCnpj, benchName, CLASSES, issuerCnpj, LAST_MONTH, ticker, TICKERS, ISSUERS, writeCda, writeRegistries } from './generate.js';
import { timeCdaLoad } from './load.js';
import { DEBENTURE_CODES, debentureCode, securitCode, SECURIT_CODES, SECURIT_MONTHS, writeDebentureLines, writeSecurit } from './securit.js';

export interface HoldingsBenchOptions extends GatewayBenchOptions {
  classes: number;
  months: number;
  dir: string;
  plans: boolean;
  only?: string;
}

/** n distinct classes matching `keep`, spread over the universe from a pseudo-random start. */
function pick(next: () => number, classes: number, n: number, keep: (g: number) => boolean): string[] {
  const out: string[] = [];
  let g = 1 + (next() % classes);
  while (out.length < n) {
    if (keep(g)) out.push(benchCnpj(g));
    g = (g % classes) + 1;
  }
  return out;
}

export function holdingsCases(classes: number): GatewayCase[] {
  const next = picker();
  const month = `${LAST_MONTH}-01`;
  const from = `${LAST_MONTH.slice(0, 4)}-01-01`;
  // the month's filings are dated its last day (DT_COMPTC)
  const monthEnd = new Date(Date.UTC(Number(LAST_MONTH.slice(0, 4)), Number(LAST_MONTH.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const anyClass = () => benchCnpj(1 + (next() % classes));
  const fof = () => benchCnpj(20 * (1 + (next() % Math.floor(classes / 20))));
  const thin = (g: number) => g % 10 === 7;
  const isFof = (g: number) => g % 20 === 0;
  const debentureHolder = () => benchCnpj(3 * (1 + (next() % Math.floor(classes / 3))));
  const names = () => Array.from({ length: 200 }, (_, i) => {
    const g = 1 + (next() % classes);
    // half as filed (exact), half with a word dropped and a typo (similarity)
    return i % 2 === 0 ? benchName(g) : benchName(g).replace(' FIC FIM', ' FIM').replace('A', 'E');
  });
  const codes = () => Array.from({ length: 200 }, () => securitCode(1 + (next() % SECURIT_CODES)));
  const debentures = () => Array.from({ length: 200 }, () => debentureCode(next() % DEBENTURE_CODES));
  const creditFrom = `${Number(LAST_MONTH.slice(0, 4)) - 1}-${LAST_MONTH.slice(5, 7)}-01`;
  const fixed = { codes: codes(), debentures: debentures(), cnpjs: pick(next, classes, 200, () => true), thin: pick(next, classes, 200, thin), fofs: pick(next, classes, 200, isFof), names: names() };
  return [
    { name: 'fund_holdings by CNPJ, 12 months, equity', fn: 'fund_holdings', body: () => ({ p_cnpj: anyClass(), p_from: from }), sql: 'select * from api.fund_holdings(p_cnpj := $1, p_from := $2)', params: [benchCnpj(1), from] },
    { name: 'fund_holdings by CNPJ, kind fund', fn: 'fund_holdings', body: () => ({ p_cnpj: fof(), p_kind: 'fund' }), sql: `select * from api.fund_holdings(p_cnpj := $1, p_kind := 'fund')`, params: [benchCnpj(20)] },
    { name: 'fund_holdings by ticker, one month', fn: 'fund_holdings', body: () => ({ p_ticker: ticker(next() % TICKERS), p_from: month, p_to: monthEnd }), sql: 'select * from api.fund_holdings(p_ticker := $1, p_from := $2, p_to := $3)', params: [ticker(1), month, monthEnd] },
    { name: 'fund_holdings by ticker, newest 100', fn: 'fund_holdings', body: () => ({ p_ticker: ticker(next() % TICKERS), p_limit: 100 }), sql: 'select * from api.fund_holdings(p_ticker := $1, p_limit := 100)', params: [ticker(1)] },
    { name: 'fund_debentures by CNPJ', fn: 'fund_debentures', body: () => ({ p_cnpj: debentureHolder() }), sql: 'select * from api.fund_debentures(p_cnpj := $1)', params: [benchCnpj(3)] },
    { name: 'fund_debentures by issuer, one month', fn: 'fund_debentures', body: () => ({ p_issuer: issuerCnpj(next() % ISSUERS), p_from: month, p_to: monthEnd }), sql: 'select * from api.fund_debentures(p_issuer := $1, p_from := $2, p_to := $3)', params: [issuerCnpj(1), month, monthEnd] },
    { name: 'portfolio_lookthrough, 200 thin funds, depth 4', fn: 'portfolio_lookthrough', body: () => ({ p_cnpjs: pick(next, classes, 200, thin), p_month: month }), sql: 'select * from api.portfolio_lookthrough($1, $2)', params: [fixed.thin, month] },
    { name: 'portfolio_lookthrough, 3 funds of funds, depth 4', fn: 'portfolio_lookthrough', body: () => ({ p_cnpjs: [fof(), fof(), fof()], p_month: month }), sql: 'select * from api.portfolio_lookthrough($1, $2)', params: [[benchCnpj(20), benchCnpj(40), benchCnpj(60)], month] },
    { name: 'portfolio_lookthrough, 200 funds of funds (refused)', fn: 'portfolio_lookthrough', body: () => ({ p_cnpjs: pick(next, classes, 200, isFof), p_month: month }), sql: 'select * from api.portfolio_lookthrough($1, $2)', params: [fixed.fofs, month], statuses: [400] },
    { name: 'portfolio_lookthrough, 200 funds of funds, newest month (refused)', fn: 'portfolio_lookthrough', body: () => ({ p_cnpjs: pick(next, classes, 200, isFof) }), sql: 'select * from api.portfolio_lookthrough($1)', params: [fixed.fofs], statuses: [400] },
    { name: 'portfolio_resolve, 200 names', fn: 'portfolio_resolve', body: () => ({ p_names: names() }), sql: 'select * from api.portfolio_resolve($1)', params: [fixed.names] },
    { name: 'anbima_classes, one class and metric', fn: 'anbima_classes', body: () => ({ p_category: 'Renda Fixa', p_metric: 'rentabilidade_pct' }), sql: `select * from api.anbima_classes('Renda Fixa', 'rentabilidade_pct')`, params: [] },
    { name: 'anbima_classes, every type of a class, one year', fn: 'anbima_classes', body: () => ({ p_category: 'Ações', p_level: 'type', p_from: from }), sql: `select * from api.anbima_classes('Ações', null, 'type', $1)`, params: [from] },
    { name: 'class_return_distribution', fn: 'class_return_distribution', body: () => ({ p_classe_anbima: CLASSES[next() % CLASSES.length], p_fundo_cotas: 'N' }), sql: `select * from api.class_return_distribution($1, 'N')`, params: [CLASSES[0]] },
    { name: 'portfolio_movement, 200 CNPJs', fn: 'portfolio_movement', body: () => ({ p_cnpjs: pick(next, classes, 200, () => true) }), sql: 'select * from api.portfolio_movement($1)', params: [fixed.cnpjs] },
    { name: 'portfolio_equivalents, 5 classes', fn: 'portfolio_equivalents', body: () => ({ p_classes: CLASSES }), sql: 'select * from api.portfolio_equivalents($1)', params: [CLASSES] },
    { name: 'portfolio_credit_returns, 200 codes, 12 months', fn: 'portfolio_credit_returns', body: () => ({ p_codes: codes(), p_from: creditFrom, p_to: monthEnd }), sql: 'select * from api.portfolio_credit_returns($1, $2, $3)', params: [fixed.codes, creditFrom, monthEnd] },
    { name: 'portfolio_debenture_returns, 200 codes, 12 months', fn: 'portfolio_debenture_returns', body: () => ({ p_codes: debentures(), p_from: creditFrom, p_to: monthEnd }), sql: 'select * from api.portfolio_debenture_returns($1, $2, $3)', params: [fixed.debentures, creditFrom, monthEnd] },
    { name: 'portfolio_fund_terms, 200 CNPJs', fn: 'portfolio_fund_terms', body: () => ({ p_cnpjs: pick(next, classes, 200, () => true) }), sql: 'select * from api.portfolio_fund_terms($1)', params: [fixed.cnpjs] },
  ];
}

export async function runHoldingsBench(o: HoldingsBenchOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  try {
    let t = performance.now();
    // one synthetic ingest row for every bench row (anbima_classes joins it for its provenance)
    const { rows: [{ id }] } = await owner.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
      values ('bench', 'bench', repeat('0', 64), 0, 'loaded', now(), true) returning id`);
    const counts = await writeCda(owner, o.classes, o.months, Number(id));
    await writeRegistries(owner, o.classes, o.months, Number(id));
    const securit = await writeSecurit(owner, Number(id));
    const debentureLines = await writeDebentureLines(owner, o.classes, o.months, Number(id));
    await owner.query('analyze');
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`holdings: ${o.classes.toLocaleString('en-US')} classes x ${o.months} months: ${total.toLocaleString('en-US')} CDA rows (${Object.entries(counts).map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`).join(', ')}), registries, Extrato, fi months, ANBIMA bulletin, ${securit.toLocaleString('en-US')} CRI/CRA report rows (${SECURIT_CODES.toLocaleString('en-US')} codes x ${SECURIT_MONTHS} months) and SGS 12, ${debentureLines.toLocaleString('en-US')} Debêntures lines in block 4, written in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    const load = await timeCdaLoad(owner, o);
    await owner.query('analyze');
    console.log(`  cvm-cda, ${LAST_MONTH} (${(load.bytes / 1e6).toFixed(1)} MB zip): ${load.rows.toLocaleString('en-US')} rows (load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')})`);
    console.log(`    loader ${load.loaderSeconds.toFixed(1)} s = ${Math.round(load.rows / load.loaderSeconds).toLocaleString('en-US')} rows/s; ${formatCpu(load.loaderCpu)}`);
    console.log(`    bare COPY (unkeyed, unindexed copies of the landing tables) ${load.copySeconds.toFixed(1)} s; ${formatCpu(load.copyCpu)}`);
    console.log(`    like-for-like COPY (the landing tables themselves, same indexes, rolled back) ${load.likeSeconds.toFixed(1)} s; ${formatCpu(load.likeCpu)}`);
    console.log(`    bare COPY / loader ${(load.copySeconds / load.loaderSeconds).toFixed(2)} (target >= 0.5); like-for-like / loader ${(load.likeSeconds / load.loaderSeconds).toFixed(2)}\n`);
  } finally {
    await owner.end();
  }
  const cases = holdingsCases(o.classes).filter((c) => !o.only || c.name.includes(o.only));
  await timeCases({ ...o, target: 'targets: lookthrough of 200 funds and credit returns of 200 codes p99 <= 100 ms at c=1; every other call p99 <= 50 ms at c=1, <= 150 ms at c=8' }, cases);
  if (!o.plans) return;
  const planner = new pg.Client({ connectionString: o.ownerUrl });
  await planner.connect();
  try {
    await printNestedPlans(planner, cases);
  } finally {
    await planner.end();
  }
}
