// npm run bench -- --companies: the listed companies' endpoints at realistic size
// (write.ts: --companies-n companies x --company-years years of DFP and ITR
// filings, every version, written set-based), one yearly ITR zip through the
// real loader beside a bare COPY (itr-zip.ts), then every statement endpoint
// (current version and p_as_of), company_events, lookup, research_universe and
// panel's company lines through the gateway at each concurrency, with the plans.
import os from 'node:os';
import pg from 'pg';
import { printNestedPlans } from '../nested-plans.js';
import { picker, timeCases, type GatewayBenchOptions, type GatewayCase } from '../gateway-cases.js';
import { companyCnpj, companyCode, companyTicker, writeCompanies } from './write.js';
import { loadItrYear } from './itr-zip.js';
import { formatCpu } from '../cpu-time.js';

export interface CompaniesBenchOptions extends GatewayBenchOptions {
  dir: string;
  companies: number;
  years: number;
  plans: boolean;
  only?: string;
}

const seconds = (t0: number) => (performance.now() - t0) / 1000;

function companyCases(n: number, lastYear: number): GatewayCase[] {
  const pick = picker();
  const i = () => 1 + (pick() % n);
  const from = `${lastYear - 4}-01-01`;
  const to = `${lastYear}-12-31`;
  // the knowledge of mid-year: the newest periods absent, the re-filed ones at version 1 or 2 by date
  const asOf = `${lastYear}-06-30`;
  const statement = (fn: string, extra: Record<string, unknown> = {}, label = ''): GatewayCase[] => [
    { name: `${fn}${label} (5 years, dfp+itr, current)`, fn, sql: `select * from api.${fn}($1, $2, $3)`, params: [companyCnpj(7), from, to], body: () => ({ p_id: companyCnpj(i()), p_from: from, p_to: to, ...extra }) },
    { name: `${fn}${label} (5 years, dfp+itr, p_as_of)`, fn, sql: `select * from api.${fn}($1, $2, $3, p_as_of => '${asOf}')`, params: [companyCnpj(7), from, to], body: () => ({ p_id: companyCnpj(i()), p_from: from, p_to: to, p_as_of: asOf, ...extra }) },
  ];
  return [
    ...statement('income_statements'),
    { name: 'income_statements (by ticker, 5 years)', fn: 'income_statements', sql: 'select * from api.income_statements($1, $2, $3)', params: [companyTicker(7), from, to], body: () => ({ p_id: companyTicker(i()), p_from: from, p_to: to }) },
    ...statement('balance_sheets'),
    ...statement('cash_flow_statements'),
    { name: 'financials dva (5 years, current)', fn: 'financials', sql: `select * from api.financials($1, 'dva', $2, $3)`, params: [companyCnpj(7), from, to], body: () => ({ p_id: String(companyCode(i())), p_statement: 'dva', p_from: from, p_to: to }) },
    { name: 'financials dva (5 years, p_as_of)', fn: 'financials', sql: `select * from api.financials($1, 'dva', $2, $3, p_as_of => '${asOf}')`, params: [companyCnpj(7), from, to], body: () => ({ p_id: String(companyCode(i())), p_statement: 'dva', p_from: from, p_to: to, p_as_of: asOf }) },
    ...statement('company_financials'),
    { name: 'financial_statement_history dre (2 years)', fn: 'financial_statement_history', sql: `select * from api.financial_statement_history($1, 'dre', $2, $3)`, params: [companyCnpj(7), `${lastYear - 1}-01-01`, to], body: () => ({ p_id: companyCnpj(i()), p_statement: 'dre', p_from: `${lastYear - 1}-01-01`, p_to: to }) },
    { name: 'company_events (default window)', fn: 'company_events', sql: 'select * from api.company_events($1)', params: [companyTicker(7)], body: () => ({ p_id: companyTicker(i()) }) },
    { name: 'company_events (Fato Relevante, 5 years)', fn: 'company_events', sql: `select * from api.company_events($1, $2, $3, 'Fato Relevante')`, params: [companyCnpj(7), from, to], body: () => ({ p_id: companyCnpj(i()), p_from: from, p_to: to, p_category: 'Fato Relevante' }) },
    { name: 'lookup (ticker)', fn: 'lookup', sql: 'select * from api.lookup($1)', params: [companyTicker(7)], body: () => ({ p_query: companyTicker(i()) }) },
    { name: 'lookup (CNPJ)', fn: 'lookup', sql: 'select * from api.lookup($1)', params: [companyCnpj(7)], body: () => ({ p_query: companyCnpj(i()) }) },
    { name: 'lookup (name words)', fn: 'lookup', sql: 'select * from api.lookup($1)', params: ['companhia bench 7'], body: () => ({ p_query: `companhia bench ${i()}` }) },
    { name: 'research_universe (page 1)', fn: 'research_universe', sql: `select * from api.research_universe('')`, params: [], body: () => ({ p_after: '' }) },
    { name: 'panel (3 companies, 3 lines, 5 years)', fn: 'panel', sql: `select * from api.panel($1, array['revenue','net_income','equity'], $2, $3)`, params: [[companyTicker(7), companyCnpj(8), String(companyCode(9))], from, to],
      body: () => ({ p_ids: [companyTicker(i()), companyCnpj(i()), String(companyCode(i()))], p_metrics: ['revenue', 'net_income', 'equity'], p_from: from, p_to: to }) },
  ];
}

export async function runCompaniesBench(o: CompaniesBenchOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  try {
    const lastYear = new Date().getUTCFullYear() - 1;
    console.log(`companies: ${o.companies} companies x ${o.years} years (${lastYear - o.years + 1}..${lastYear}) of DFP and ITR filings, every version, written set-based…`);
    let t0 = performance.now();
    const held = await writeCompanies(owner, { companies: o.companies, years: o.years, lastYear }, (line) => console.log(line));
    console.log(`  ${Object.entries(held).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')} rows in ${seconds(t0).toFixed(1)} s\n`);

    t0 = performance.now();
    const itr = await loadItrYear(owner, o.ownerUrl, o.dir, lastYear);
    console.log(`load throughput: the ${lastYear} ITR zip (${itr.rows.toLocaleString('en-US')} statement lines, ${(itr.unpackedBytes / 1e6).toFixed(0)} MB unpacked), same rows, same run`);
    console.log(`  loader (cvm-cia-itr: stream the zip, stage, upsert on the key, log): ${itr.loaderSeconds.toFixed(1)} s = ${Math.round(itr.rows / itr.loaderSeconds).toLocaleString('en-US')} rows/s, RSS growth ${itr.peakRssMb} MB; ${formatCpu(itr.loaderCpu)}`);
    console.log(`  bare COPY (the same member bytes into unkeyed unlogged text tables):  ${itr.copySeconds.toFixed(1)} s = ${Math.round(itr.rows / itr.copySeconds).toLocaleString('en-US')} rows/s; ${formatCpu(itr.copyCpu)}`);
    console.log(`  like-for-like COPY (the statement rows as COPY text into cvm.cia_statement itself, same indexes, rolled back): ${itr.likeSeconds.toFixed(1)} s; ${formatCpu(itr.likeCpu)}`);
    console.log(`  bare COPY / loader: ${(itr.copySeconds / itr.loaderSeconds).toFixed(2)} (target >= 0.5); like-for-like / loader: ${(itr.likeSeconds / itr.loaderSeconds).toFixed(2)}; landed rows equal the written ones (EXCEPT ALL); load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}\n`);
    await owner.query('analyze cvm.cia_statement; analyze cvm.cia_document; analyze ingest.ingest_log');

    const cases = companyCases(o.companies, lastYear).filter((c) => !o.only || c.name.includes(o.only));
    await timeCases(o, cases);
    if (o.plans) await printNestedPlans(owner, cases);
  } finally {
    await owner.end();
  }
}
