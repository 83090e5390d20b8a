// npm run bench -- --fidc: a FIDC universe at realistic size (--funds, default
// 3000, over --months, default 24, ending 2026-10: tab VI with its 20 bands and
// tab VIII with 25 debtors per fund-month, and the monthly fund series) plus a
// year of FNET listings (--fii FII funds beside them, default 1000: monthly
// reports, re-filings and management reports, at least 100,000 documents),
// written set-based into the landing tables; then each screen with its defaults,
// fidc_aging and fidc_sacados for one fund, through the gateway at each
// concurrency (p50/p99), and the plans of the statements inside the functions.
import pg from 'pg';
import { timeCases, type GatewayBenchOptions, type GatewayCase } from '../gateway-cases.js';
import { printNestedPlans } from '../nested-plans.js';

export interface FidcBenchOptions extends GatewayBenchOptions {
  funds: number;
  months: number;
  fii: number;
  plans: boolean;
}

const LAST_MONTH = '2026-10-01';
const fidcCnpj = (g: string) => `lpad((22000000000000 + ${g})::text, 14, '0')`;
const fiiCnpj = (g: string) => `lpad((33000000000000 + ${g})::text, 14, '0')`;

/** Writes the bench data; returns the rows of each table. */
export async function writeFidc(owner: pg.Client, o: FidcBenchOptions): Promise<Record<string, number>> {
  const { rows: [{ id }] } = await owner.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
    values ('bench', 'bench', repeat('0', 64), 0, 'loaded', now(), true) returning id`);
  // fund-months: month ends; a fund in ten stops 4 months early, so silent filers and stopped_reporting have rows
  const fundMonths = `(select g, m, (date '${LAST_MONTH}' - make_interval(months => m) + interval '1 month - 1 day')::date as period
                       from generate_series(1, ${o.funds}) g, generate_series(0, ${o.months - 1}) m where g % 10 <> 0 or m >= 4) fm`;
  await owner.query(`insert into cvm.fund_registry (cnpj, entity_type, fund_name, status, origin)
    select ${fidcCnpj('g')}, 'fidc', 'FIDC BENCH ' || g, case when g % 10 = 0 then 'CANCELADA' else 'EM FUNCIONAMENTO NORMAL' end, 'registro_classe' from generate_series(1, ${o.funds}) g
    union all select ${fiiCnpj('g')}, 'fii', 'FII BENCH ' || g, 'EM FUNCIONAMENTO NORMAL', 'registro_classe' from generate_series(1, ${o.fii}) g`);
  // tab VI: 20 bands and the filed total (a fund in 50 files a total off the band sum)
  await owner.query(`insert into cvm.fidc_tab_vi (cnpj, reference_date, fund_type, fund_name, tab_vi_b_vl_dircred_inad, ingest_id,
      tab_vi_a1_vl_prazo_venc_30, tab_vi_a2_vl_prazo_venc_60, tab_vi_a3_vl_prazo_venc_90, tab_vi_a4_vl_prazo_venc_120, tab_vi_a5_vl_prazo_venc_150,
      tab_vi_a6_vl_prazo_venc_180, tab_vi_a7_vl_prazo_venc_360, tab_vi_a8_vl_prazo_venc_720, tab_vi_a9_vl_prazo_venc_1080, tab_vi_a10_vl_prazo_venc_maior_1080,
      tab_vi_b1_vl_inad_30, tab_vi_b2_vl_inad_60, tab_vi_b3_vl_inad_90, tab_vi_b4_vl_inad_120, tab_vi_b5_vl_inad_150,
      tab_vi_b6_vl_inad_180, tab_vi_b7_vl_inad_360, tab_vi_b8_vl_inad_720, tab_vi_b9_vl_inad_1080, tab_vi_b10_vl_inad_maior_1080)
    select ${fidcCnpj('g')}, period, 'FIDC', 'FIDC BENCH ' || g, round(d * case when g % 50 = 0 then 1.07 else 1 end, 2), $1,
      round(p * 0.3, 2), round(p * 0.2, 2), round(p * 0.1, 2), round(p * 0.1, 2), round(p * 0.05, 2), round(p * 0.05, 2), round(p * 0.1, 2), round(p * 0.05, 2), round(p * 0.03, 2), round(p * 0.02, 2),
      round(d * 0.4, 2), round(d * 0.2, 2), round(d * 0.1, 2), round(d * 0.1, 2), round(d * 0.05, 2), round(d * 0.05, 2), round(d * 0.05, 2), round(d * 0.03, 2), round(d * 0.01, 2), round(d * 0.01, 2)
    from ${fundMonths}
    cross join lateral (select (5e7 + (g % 97) * 1e7)::numeric as p) portfolio
    cross join lateral (select p * (0.01 + ((g * 7 + m * (g % 5 - 2)) % 40) / 1000.0) as d) overdue`, [id]);
  // tab VIII: 25 largest debtors per fund-month (a fund in 40 files fewer)
  await owner.query(`insert into cvm.fidc_tab_viii (cnpj, reference_date, fund_type, fund_name, sequencial, valor, ingest_id)
    select ${fidcCnpj('g')}, period, 'FIDC', 'FIDC BENCH ' || g, s, round((1e6 + g * 1000)::numeric / s, 2), $1
    from ${fundMonths} cross join generate_series(1, 25) s where g % 40 <> 0 or s <= 12`, [id]);
  // the monthly fund series (nav, delinquency) with every driver: by g % 10, 1 worsening, 2 improving, 3 NAV growing under a
  // steady rate (value up, rate masked), 4 NAV shrinking under a steady value (denominator only), the rest stable
  await owner.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav, delinquency)
    select 'fidc', ${fidcCnpj('g')}, period, round(nav, 2), round(case g % 10 when 4 then base * 0.02 else nav * rate end, 2)
    from ${fundMonths}
    cross join lateral (select (5e7 + (g % 97) * 1e7)::numeric as base) b
    cross join lateral (select base * case g % 10 when 3 then power(1.03::numeric, -m) when 4 then power(0.97::numeric, -m) else 1 end as nav,
                               case g % 10 when 1 then 0.03 - 0.0015 * m when 2 then 0.01 + 0.0015 * m else 0.02 + 0.001 * ((g + m) % 3 - 1) end as rate) v`);
  await owner.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav)
    select 'fii', ${fiiCnpj('g')}, (date '${LAST_MONTH}' - make_interval(months => m))::date, 1e8 from generate_series(1, ${o.fii}) g, generate_series(0, ${o.months - 1}) m where g % 10 <> 0 or m >= 5`);
  // a year of FNET listings: per fund and month a version 1 monthly report (one fund in eight late every other month), a re-filing for one in ten, a management report
  const fnetFunds = `(select g, ${fidcCnpj('g')} as cnpj, 2 as tipo from generate_series(1, ${o.funds}) g
                      union all select ${o.funds} + g, ${fiiCnpj('g')}, 1 from generate_series(1, ${o.fii}) g) f`;
  await owner.query(`insert into b3.fnet_document (id, descricao_fundo, fundo_ou_classe, categoria_documento, tipo_documento, data_referencia, formato_data_referencia, reference_date, data_entrega, versao, modalidade, status, arquivo_estruturado, ingest_id)
    select (f.g * 100 + m) * 10 + k, 'BENCH ' || f.cnpj, 'Fundo', case k when 3 then 'Relatórios' else 'Informes Periódicos' end,
           case k when 3 then 'Relatório Gerencial' else 'Informe Mensal Estruturado' end, to_char(month, 'MM/YYYY'), '2', month,
           month + interval '1 month' + make_interval(days => case when f.g % 8 = 0 and m % 2 = 0 then 20 + (f.g % 20) else 5 + (f.g % 10) end + case k when 2 then 30 else 0 end) + interval '10 hours',
           case k when 2 then 2 else 1 end, case k when 2 then 'RE' else 'AP' end, 'AC', case k when 3 then 'N' else 'S' end, $1
    from ${fnetFunds}
    cross join generate_series(0, 11) m
    cross join lateral (select (date '${LAST_MONTH}' - make_interval(months => m + 1))::date as month) mm
    cross join generate_series(1, 3) k
    where k <> 2 or (f.g + m) % 10 = 0`, [id]);
  await owner.query(`insert into b3.fnet_document_fund (id, cnpj, tipo_fundo, ingest_id)
    select d.id, f.cnpj, f.tipo, $1 from b3.fnet_document d join ${fnetFunds} on f.g = d.id / 1000`, [id]);
  await owner.query('analyze cvm.fidc_tab_vi; analyze cvm.fidc_tab_viii; analyze cvm.fund_month; analyze cvm.fund_registry; analyze b3.fnet_document; analyze b3.fnet_document_fund');
  const { rows: [held] } = await owner.query(`select (select count(*) from cvm.fidc_tab_vi)::int as fidc_tab_vi, (select count(*) from cvm.fidc_tab_viii)::int as fidc_tab_viii,
      (select count(*) from cvm.fund_month)::int as fund_month, (select count(*) from b3.fnet_document)::int as fnet_document`);
  return held;
}

export async function runFidcBench(o: FidcBenchOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  try {
    const t0 = performance.now();
    const held = await writeFidc(owner, o);
    console.log(`fidc: ${Object.entries(held).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')} rows written in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

    const fund = '22000000000017';
    // the defaults of screen_delinquency_drivers over a whole universe may be a 22023 refusal (more than 1000 rows): timed all the same
    const refusable = [200, 400];
    const cases: GatewayCase[] = [
      { name: 'screen_late_filers (defaults)', sql: 'select * from api.screen_late_filers()', params: [], fn: 'screen_late_filers', body: () => ({}), statuses: refusable },
      { name: 'screen_delinquency_drivers (defaults)', sql: 'select * from api.screen_delinquency_drivers()', params: [], fn: 'screen_delinquency_drivers', body: () => ({}), statuses: refusable },
      { name: 'screen_delinquency_drivers (p_driver pinned)', sql: "select * from api.screen_delinquency_drivers(p_driver => 'consistent_worsening')", params: [], fn: 'screen_delinquency_drivers', body: () => ({ p_driver: 'consistent_worsening' }), statuses: refusable },
      { name: 'screen_silent_filers (defaults)', sql: 'select * from api.screen_silent_filers()', params: [], fn: 'screen_silent_filers', body: () => ({}), statuses: refusable },
      { name: 'fidc_aging (one fund, whole history)', sql: 'select * from api.fidc_aging($1)', params: [fund], fn: 'fidc_aging', body: () => ({ p_cnpj: fund }) },
      { name: 'fidc_sacados (one fund, whole history)', sql: 'select * from api.fidc_sacados($1)', params: [fund], fn: 'fidc_sacados', body: () => ({ p_cnpj: fund }) },
    ];
    const outcomes = await timeCases({ ...o, target: 'target p99 < 1 s at c=1' }, cases);
    console.log(`\nHTTP statuses: ${[...outcomes].map(([name, s]) => `${name} ${[...s].join('/')}`).join('; ')}`);
    const sizes: string[] = [];
    for (const c of cases.slice(0, 4)) {
      const answer = await owner.query(`select count(*)::int as n from (${c.sql}) x`, c.params).then((r) => `${r.rows[0].n} rows`, (error: Error) => error.message);
      sizes.push(`${c.name}: ${answer}`);
    }
    console.log(`answers:\n  ${sizes.join('\n  ')}`);

    if (!o.plans) return;
    await printNestedPlans(owner, cases);
  } finally {
    await owner.end();
  }
}
