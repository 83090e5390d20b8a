// npm run bench -- --fees: portfolio_fees and portfolio_fee_peers for 200 CNPJs, and
// portfolio_instruments for 200 codes (data in instruments.ts), on a
// registry at realistic size (--classes, default 30000): one Extrato version per
// class (plus an older one for every 10th), a lâmina per class, 12 months of the
// kept balance-sheet accounts (fee accounts and NAV groups) and three months of
// the daily-report series for the peers' activity test. Each call is a POST
// /rpc through the gateway as anon (statement_timeout 3 s) at concurrency 1 and
// 8; p50/p99 in ms. Then the plans of the statements inside each function.
import pg from 'pg';
import { printNestedPlans } from '../nested-plans.js';
import { timeCases, type GatewayBenchOptions, type GatewayCase } from '../gateway-cases.js';
import { benchCodes, writeInstruments } from './instruments.js';

export interface FeesBenchOptions extends GatewayBenchOptions {
  classes: number;
  plans: boolean;
}
export const CLASSES = ['Renda Fixa Duração Livre', 'Multimercados Livre', 'Ações Livre', 'Renda Fixa Duração Baixa', 'Previdência Multimercado'];

export async function writeRegistry(owner: pg.Client, classes: number): Promise<void> {
  const cnpj = `lpad((10000000000000 + g)::text, 14, '0')`;
  await owner.query(`insert into cvm.extrato (cnpj, dt_comptc, tp_fundo_classe, denom_social, condom, fundo_cotas, classe_anbima, taxa_adm, param_taxa_perfm, ingest_id)
    select ${cnpj}, date '2025-01-02' + (g % 300), 'CLASSES - FIF', 'BENCH FIF ' || g, 'ABERTO', case when g % 2 = 0 then 'S' else 'N' end,
           (array[${CLASSES.map((c) => `'${c}'`).join(',')}])[1 + g % ${CLASSES.length}],
           case when g % 17 = 0 then 0 when g % 101 = 0 then 150 else round((0.2 + (g % 23) / 10.0)::numeric, 6) end, case when g % 3 = 0 then 'CDI' end, 0
    from generate_series(1, $1) g`, [classes]);
  await owner.query(`insert into cvm.extrato (cnpj, dt_comptc, tp_fundo_classe, classe_anbima, fundo_cotas, taxa_adm, ingest_id)
    select ${cnpj}, date '2023-06-01', 'CLASSES - FIF', 'Renda Fixa Duração Livre', 'N', 2.5, 0 from generate_series(10, $1, 10) g`, [classes]);
  await owner.query(`insert into cvm.lamina (cnpj, dt_comptc, id_subclasse, denom_social, taxa_adm, pr_pl_despesa, indice_refer, ingest_id)
    select ${cnpj}, date '2025-03-01' + (g % 200), '', 'BENCH FIF ' || g, round((0.2 + (g % 19) / 10.0)::numeric, 6), 1.1, 'CDI', 0 from generate_series(1, $1) g`, [classes]);
  await owner.query(`insert into cvm.balancete (cnpj, dt_comptc, cd_conta_balcte, tp_fundo_classe, vl_saldo_balcte, ingest_id)
    select ${cnpj}, (date '2025-01-01' + make_interval(months => m) - interval '1 day')::date, a.code, 'CLASSES - FIF',
           case a.code when '60000002' then 1000000 + g when '70000009' then 10000 when '80000006' then -2000 else -(100 + g % 50) * m end, 0
    from generate_series(1, $1) g, generate_series(1, 12) m,
         unnest(array['60000002', '70000009', '80000006', '81781001', '81781056', '81782000']) a(code)`, [classes]);
  await owner.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
    select 'fi', ${cnpj}, p, 1, 1, 1, 0, 0 from generate_series(1, $1) g, unnest(array[date '2025-10-01', date '2025-11-01', date '2025-12-01']) p`, [classes]);
  await owner.query('analyze cvm.extrato, cvm.lamina, cvm.balancete, cvm.fund_month');
}

export async function runFeesBench(o: FeesBenchOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  const t0 = performance.now();
  try {
    await writeRegistry(owner, o.classes);
    await writeInstruments(owner, o.classes, CLASSES);
  } finally {
    await owner.end();
  }
  console.log(`fees: ${o.classes.toLocaleString('en-US')} classes (Extrato, lâmina, 12 balance-sheet months, 3 activity months, 12 CDA block 4 months), 2,000 CRI/CRA certificates, 100 ETFs written in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

  const cnpjs = Array.from({ length: 200 }, (_, i) => String(10000000000000 + 1 + Math.floor((i * o.classes) / 200)).padStart(14, '0'));
  const codes = benchCodes();
  const cases: GatewayCase[] = [
    { name: 'portfolio_fees, 200 CNPJs, p_month null', fn: 'portfolio_fees', body: () => ({ p_cnpjs: cnpjs }), sql: 'select * from api.portfolio_fees($1)', params: [cnpjs] },
    { name: 'portfolio_fees, 200 CNPJs, p_month 2025-06', fn: 'portfolio_fees', body: () => ({ p_cnpjs: cnpjs, p_month: '2025-06-01' }), sql: 'select * from api.portfolio_fees($1, $2)', params: [cnpjs, '2025-06-01'] },
    { name: 'portfolio_fee_peers, 200 CNPJs, 2025-12-15', fn: 'portfolio_fee_peers', body: () => ({ p_cnpjs: cnpjs, p_as_of: '2025-12-15' }), sql: 'select * from api.portfolio_fee_peers($1, $2)', params: [cnpjs, '2025-12-15'] },
    { name: 'portfolio_instruments, 200 codes', fn: 'portfolio_instruments', body: () => ({ p_codes: codes }), sql: 'select * from api.portfolio_instruments($1)', params: [codes] },
  ];
  await timeCases({ ...o, target: 'target p99 < 1 s at c=1' }, cases);
  if (!o.plans) return;
  const planner = new pg.Client({ connectionString: o.ownerUrl });
  await planner.connect();
  try {
    await printNestedPlans(planner, cases);
  } finally {
    await planner.end();
  }
}
