// npm run bench -- --fidc: every screen with its defaults (and a few pinned
// variants), fidc_aging and fidc_sacados for one fund, through the gateway at each
// concurrency (p50/p99), then the plans of the statements inside the functions,
// on data at realistic size written set-based into the tables the loaders write:
// - a FIDC universe (--funds, default 3000, over --months, default 24, ending
//   2026-10): tab VI with its 20 bands, tab VIII with 25 debtors per fund-month,
//   the fidc monthly series (nav, delinquency);
// - --fii FII funds (default 1000) over the same months (nav, quotaholders);
// - the fi family (--fi classes, default 25000, over --fi-months, default 40; 0
//   leaves it out), through the daily report loader's month totals
//   (cvm.merge_fund_month_fi), with a few percent still or dormant and some empty shells;
// - a year of FNET listings for the FIDCs and FIIs (monthly reports, re-filings
//   and management reports, at least 100,000 documents);
// - the CRI and CRA monthly reports' class lines (--securit certificates,
//   default 3000, three years of reports).
// Each screen's conditions hit some funds and not others (the comments at each write say which).
import pg from 'pg';
import { timeCases, type GatewayBenchOptions, type GatewayCase } from '../gateway-cases.js';
import { printNestedPlans } from '../nested-plans.js';
import { fidcDetailCases, writeFidcDetail } from './detail.js';

export interface FidcBenchOptions extends GatewayBenchOptions {
  funds: number;
  months: number;
  fii: number;
  /** fi classes (0 leaves the fi family out) over fiMonths months. */
  fi: number;
  fiMonths: number;
  /** CRI and CRA certificates (0 leaves them out). */
  securit: number;
  plans: boolean;
  /** Keep the cases whose name contains this. */
  only?: string;
}

const LAST_MONTH = '2026-10-01';
const fidcCnpj = (g: string) => `lpad((22000000000000 + ${g})::text, 14, '0')`;
const fiiCnpj = (g: string) => `lpad((33000000000000 + ${g})::text, 14, '0')`;
const fiCnpj = (g: string) => `lpad((11000000000000 + ${g})::text, 14, '0')`;

/** Writes the bench data; returns the rows of each table. */
export async function writeFidc(owner: pg.Client, o: FidcBenchOptions): Promise<Record<string, number>> {
  const { rows: [{ id }] } = await owner.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
    values ('bench', 'bench', repeat('0', 64), 0, 'loaded', now(), true) returning id`);
  // fund-months: month ends; a fund in ten stops 4 months early, so silent filers and stopped_reporting have rows
  const fundMonths = `(select g, m, (date '${LAST_MONTH}' - make_interval(months => m) + interval '1 month - 1 day')::date as period
                       from generate_series(1, ${o.funds}) g, generate_series(0, ${o.months - 1}) m where g % 10 <> 0 or m >= 4) fm`;
  await owner.query(`insert into cvm.fund_registry (cnpj, entity_type, fund_name, status, origin)
    select ${fidcCnpj('g')}, 'fidc', 'FIDC BENCH ' || g, case when g % 10 = 0 then 'CANCELADA' else 'EM FUNCIONAMENTO NORMAL' end, 'registro_classe' from generate_series(1, ${o.funds}) g
    union all select ${fiiCnpj('g')}, 'fii', 'FII BENCH ' || g, 'EM FUNCIONAMENTO NORMAL', 'registro_classe' from generate_series(1, ${o.fii}) g
    union all select ${fiCnpj('g')}, 'fi', 'FI BENCH ' || g, case when g % 100 = 6 then 'CANCELADA' else 'EM FUNCIONAMENTO NORMAL' end, 'registro_classe' from generate_series(1, ${o.fi}) g`);
  // tab VI: 20 bands and the filed total (a fund in 50 files a total off the band sum). The > 1080-day band's share of
  // the overdue (screen_evergreen_aging): by g % 20, 13 about 80% and flat (listed), 17 from 55% to 82% (peaks above
  // 70% but moves 27 points: not listed), the rest 1%; a fund in five (g % 5 = 4) has under R$100,000 overdue, below the
  // screen's floor (left out of its index)
  await owner.query(`insert into cvm.fidc_tab_vi (cnpj, reference_date, fund_type, fund_name, tab_vi_b_vl_dircred_inad, ingest_id,
      tab_vi_a1_vl_prazo_venc_30, tab_vi_a2_vl_prazo_venc_60, tab_vi_a3_vl_prazo_venc_90, tab_vi_a4_vl_prazo_venc_120, tab_vi_a5_vl_prazo_venc_150,
      tab_vi_a6_vl_prazo_venc_180, tab_vi_a7_vl_prazo_venc_360, tab_vi_a8_vl_prazo_venc_720, tab_vi_a9_vl_prazo_venc_1080, tab_vi_a10_vl_prazo_venc_maior_1080,
      tab_vi_b1_vl_inad_30, tab_vi_b2_vl_inad_60, tab_vi_b3_vl_inad_90, tab_vi_b4_vl_inad_120, tab_vi_b5_vl_inad_150,
      tab_vi_b6_vl_inad_180, tab_vi_b7_vl_inad_360, tab_vi_b8_vl_inad_720, tab_vi_b9_vl_inad_1080, tab_vi_b10_vl_inad_maior_1080)
    select ${fidcCnpj('g')}, period, 'FIDC', 'FIDC BENCH ' || g, round(d * case when g % 50 = 0 then 1.07 else 1 end, 2), $1,
      round(p * 0.3, 2), round(p * 0.2, 2), round(p * 0.1, 2), round(p * 0.1, 2), round(p * 0.05, 2), round(p * 0.05, 2), round(p * 0.1, 2), round(p * 0.05, 2), round(p * 0.03, 2), round(p * 0.02, 2),
      round(r * 0.4, 2), round(r * 0.2, 2), round(r * 0.1, 2), round(r * 0.1, 2), round(r * 0.05, 2), round(r * 0.05, 2), round(r * 0.05, 2), round(r * 0.03, 2), round(r * 0.01, 2), round(d * lt, 2)
    from ${fundMonths}
    cross join lateral (select (5e7 + (g % 97) * 1e7)::numeric as p) portfolio
    cross join lateral (select p * (0.01 + ((g * 7 + m * (g % 5 - 2)) % 40) / 1000.0) * case when g % 5 = 4 then 0.001 else 1 end as d,
                               case g % 20 when 13 then 0.80 + 0.005 * (m % 3) when 17 then 0.55 + 0.025 * (m % 12) else 0.01 end as lt) overdue
    cross join lateral (select d * (1 - lt) / 0.99 as r) shorter`, [id]);
  // tab VIII: 25 largest debtors per fund-month (a fund in 40 files fewer)
  await owner.query(`insert into cvm.fidc_tab_viii (cnpj, reference_date, fund_type, fund_name, sequencial, valor, ingest_id)
    select ${fidcCnpj('g')}, period, 'FIDC', 'FIDC BENCH ' || g, s, round((1e6 + g * 1000)::numeric / s, 2), $1
    from ${fundMonths} cross join generate_series(1, 25) s where g % 40 <> 0 or s <= 12`, [id]);
  // the monthly fund series (nav, delinquency) with every driver: by g % 10, 1 worsening, 2 improving, 3 NAV growing under a
  // steady rate (value up, rate masked), 4 NAV shrinking under a steady value (denominator only), the rest stable.
  // screen_zombie_growth: g % 30 = 5 (stable) sits 4 points higher, about 6% of NAV (listed) but one in ten of those
  // (g % 300 = 5) has a NAV under R$1 million (not listed); g % 30 = 25 sits at about 4.5% (not listed)
  await owner.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav, delinquency)
    select 'fidc', ${fidcCnpj('g')}, period, round(nav, 2), round(case g % 10 when 4 then base * 0.02 else nav * rate end, 2)
    from ${fundMonths}
    cross join lateral (select (5e7 + (g % 97) * 1e7)::numeric * case when g % 300 = 5 then 0.005 else 1 end as base) b
    cross join lateral (select base * case g % 10 when 3 then power(1.03::numeric, -m) when 4 then power(0.97::numeric, -m) else 1 end as nav,
                               case g % 10 when 1 then 0.03 - 0.0015 * m when 2 then 0.01 + 0.0015 * m
                                 else 0.02 + 0.001 * ((g + m) % 3 - 1) + case g % 30 when 5 then 0.04 when 25 then 0.025 else 0 end end as rate) v`);
  // the fii monthly series (nav, quotaholders, as the FII loader writes them; a fund in ten stops 5 months early).
  // screen_captive_vehicles: by g % 20, 7 has 4 quotaholders and mostly a NAV above R$50 million (listed), 8 has 3
  // quotaholders under R$30 million (not listed), 9 has 12 quotaholders (not listed); a fund in 50 (g % 50 = 11) leaves
  // its quotaholders blank every third month; the rest have hundreds to tens of thousands
  await owner.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav, quotaholders, monthly_yield, assets)
    select 'fii', ${fiiCnpj('g')}, (date '${LAST_MONTH}' - make_interval(months => m))::date, nav,
           case when g % 50 = 11 and m % 3 = 1 then null when g % 20 = 7 then 4 when g % 20 = 8 then 3 when g % 20 = 9 then 12 else 200 + (g * 131) % 60000 end,
           0.008, round(nav * 1.05, 2)
    from generate_series(1, ${o.fii}) g cross join generate_series(0, ${o.months - 1}) m
    cross join lateral (select case when g % 20 = 8 then 3e7 else 2e7 + (g % 89) * 5e6 end::numeric as nav) n
    where g % 10 <> 0 or m >= 5`);
  if (o.fi > 0) await writeFi(owner, o);
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
  if (o.securit > 0) await writeSecurit(owner, o, id);
  await owner.query(`analyze cvm.fidc_tab_vi; analyze cvm.fidc_tab_viii; analyze cvm.fund_month; analyze cvm.fund_registry; analyze b3.fnet_document;
                     analyze b3.fnet_document_fund; analyze cvm.securit_classe`);
  const { rows: [held] } = await owner.query(`select (select count(*) from cvm.fidc_tab_vi)::int as fidc_tab_vi, (select count(*) from cvm.fidc_tab_viii)::int as fidc_tab_viii,
      (select count(*) from cvm.fund_month where entity_type = 'fidc')::int as fund_month_fidc, (select count(*) from cvm.fund_month where entity_type = 'fii')::int as fund_month_fii,
      (select count(*) from cvm.fund_month where entity_type = 'fi')::int as fund_month_fi,
      (select count(*) from cvm.fund_month where entity_type = 'fi' and inflows = 0 and redemptions = 0 and quotaholders is not null)::int as fund_month_fi_still,
      (select count(*) from cvm.fund_registry)::int as fund_registry,
      (select count(*) from b3.fnet_document)::int as fnet_document, (select count(*) from cvm.securit_classe)::int as securit_classe`);
  return held;
}

/**
 * The fi family's monthly series as the daily report loader writes a new month's rows: summed into
 * pg_temp.fi_month_totals, then cvm.merge_fund_month_fi (what cvm-inf-diario's month-totals.ts does), in one
 * transaction. A class-month is still when inflows and redemptions are filed as 0 and quotaholders filed. By g:
 * % 100 = 0 empty shells (still, no quotaholder; dormant_funds empty_shell), % 100 = 1 parked capital (still with
 * 1-3 quotaholders), % 200 = 51 parked for the last 13 months only (listed, and the trend rises); % 50 = 4 parked
 * but its quotaholders left blank one month in four, staggered by class (a quarter of them listed at any month);
 * not listed: % 50 = 2 still two months in three, % 50 = 3 flows left blank one month in three (staggered), % 50 = 5
 * misses the month before the newest, % 50 = 7 redemptions only (winding down); % 100 = 6
 * stops filing 6 months before the newest (screen_silent_filers), % 25 = 9 starts 16 months before it; every other
 * class has money in and out except one month in eight with none (an isolated still month).
 */
async function writeFi(owner: pg.Client, o: FidcBenchOptions): Promise<void> {
  await owner.query('begin');
  try {
    await owner.query('select cvm.begin_fi_month_totals()');
    await owner.query(`insert into pg_temp.fi_month_totals (cnpj, period, nav, quota, quotaholders, inflows, redemptions)
      select ${fiCnpj('g')}, (date '${LAST_MONTH}' - make_interval(months => m))::date,
             case state when 'empty' then 0 when 'parked' then round(size * 0.1, 2) else round(size, 2) end,
             round(1 + (g % 100) / 100.0 + m * 0.001, 6),
             case state when 'empty' then 0 when 'parked' then 1 + g % 3 when 'noholders' then null else 50 + (g * 31) % 5000 end,
             case when state in ('empty', 'parked', 'noholders', 'still', 'winddown') then 0 when state = 'unreported' then null else round(size * 0.01, 2) end,
             case when state in ('empty', 'parked', 'noholders', 'still') then 0 when state = 'unreported' then null when state = 'winddown' then round(size * 0.05, 2) else round(size * 0.008, 2) end
      from generate_series(1, ${o.fi}) g
      cross join generate_series(0, ${o.fiMonths - 1}) m
      cross join lateral (select (1e6 + (g % 997) * 1e6)::numeric as size,
        case
          when g % 100 = 0 then 'empty'
          when g % 100 = 1 then 'parked'
          when g % 200 = 51 then case when m <= 12 then 'parked' else 'active' end
          when g % 50 = 2 then case when m % 3 = 0 then 'active' else 'parked' end
          when g % 50 = 3 then case when (g / 50 + m) % 3 = 0 then 'unreported' else 'parked' end
          when g % 50 = 4 then case when (g / 50 + m) % 4 = 0 then 'noholders' else 'parked' end
          when g % 50 = 7 then 'winddown'
          when (g + m) % 8 = 0 then 'still'
          else 'active'
        end as state) s
      where (g % 50 <> 5 or m <> 1) and (g % 100 <> 6 or m >= 6) and (g % 25 <> 9 or m < 16)`);
    await owner.query(`select cvm.merge_fund_month_fi(array(select (date '${LAST_MONTH}' - make_interval(months => m))::date from generate_series(0, ${o.fiMonths - 1}) m))`);
    await owner.query('commit');
  } catch (error) {
    await owner.query('rollback');
    throw error;
  }
}

/**
 * The class lines of the CRI and CRA monthly reports (cvm.securit_classe, as cvm-securit-mensal loads them): --securit
 * certificates (one in three a CRA) of 60 securitisation companies, a report a month from issue (2 to 11 years before
 * maturity, maturities spread 2024-01 to 2034-12) over the three years ending 2026-10, a version 2 of every sixth month
 * for one certificate in ten; a senior line, a subordinate one for two in three, a mezzanine one for one in seven.
 * A matured certificate (about a quarter) files a terminal report the month after maturity (Liquidado, Encerrado or
 * Vencido), except c % 10 = 0, which keeps filing Adimplente or Inadimplente to the end, and c % 10 = 5, which stops
 * filing at its maturity month: those two are screen_overdue_securit's, less the small ones (c % 40 = 1, R$50,000 paid in)
 * and the ones with no maturity filed (c % 97 = 0).
 */
async function writeSecurit(owner: pg.Client, o: FidcBenchOptions, ingestId: number): Promise<void> {
  await owner.query(`insert into cvm.securit_classe (instrument_type, cnpj_emissora, codigo_identificacao_certificado, data_referencia, versao, line_no,
      classe, numero_serie, tipo_oferta, codigo_cetip, codigo_isin, data_vencimento, situacao, valor_total_integralizado, taxa_juros,
      quantidade_certificados, valor_certificados, classificacao_risco_atual, ingest_id)
    select case when c % 3 = 0 then 'cra_mensal' else 'cri_mensal' end, lpad((44000000000000 + c % 60)::text, 14, '0'),
           case when c % 3 = 0 then 'CRA' else 'CRI' end || lpad(c::text, 7, '0'), ref, v, l,
           case l when 1 then 'Sênior' when 2 then 'Subordinada' else 'Mezanino' end, c * 3 + l, 'ICVM 476',
           lpad(c::text, 6, '0') || 'E' || l, 'BRBENCH' || lpad(c::text, 4, '0') || l,
           case when c % 97 = 0 then null else maturity end,
           case when ref > maturity then case when fate = 'settled' then (array['Liquidado', 'Encerrado', 'Vencido'])[1 + c % 3]
                                              when c % 20 = 0 then 'Inadimplente' else 'Adimplente' end
                when c % 23 = 0 then 'Inadimplente' else 'Adimplente' end,
           case when c % 40 = 1 then 50000 else round((1e6 + (c * 7919 % 500) * 1e6) / l, 2) end,
           'IPCA + 6,00%', 1000, 1000, case l when 1 then 'AA' when 2 then null else 'A' end, $1
    from generate_series(1, ${o.securit}) c
    cross join lateral (select date '2024-01-15' + (c * 7919) % 4000 as maturity) mat
    cross join lateral (select (date_trunc('month', maturity) - make_interval(years => 2 + c % 10))::date as issued,
                               case c % 10 when 0 then 'stale' when 5 then 'stopped' else 'settled' end as fate) f
    cross join generate_series(0, 35) mm
    cross join lateral (select (date '${LAST_MONTH}' - make_interval(months => mm))::date as ref) r
    cross join generate_series(1, 2) v
    cross join generate_series(1, 3) l
    where ref >= issued
      and (fate = 'stale' or ref <= date_trunc('month', maturity) + case fate when 'settled' then interval '1 month' else interval '0' end)
      and (v = 1 or (c % 10 = 3 and mm % 6 = 0))
      and (l = 1 or (l = 2 and c % 3 <> 1) or (l = 3 and c % 7 = 0))`, [ingestId]);
}

export async function runFidcBench(o: FidcBenchOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  try {
    const t0 = performance.now();
    const held = { ...(await writeFidc(owner, o)), ...(await writeFidcDetail(owner, o.funds, o.months, LAST_MONTH)) };
    console.log(`fidc: ${Object.entries(held).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')} rows written in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

    const fund = '22000000000017';
    // a screen's defaults over a whole universe may be a 22023 refusal (more than 1000 rows): timed all the same
    const refusable = [200, 400];
    const screen = (name: string, fn: string, args: Record<string, string | number> = {}): GatewayCase => ({
      name,
      sql: `select * from api.${fn}(${Object.entries(args).map(([k, v]) => `${k} => ${typeof v === 'string' ? `'${v}'` : v}`).join(', ')})`,
      params: [],
      fn,
      body: () => args,
      statuses: refusable,
    });
    const all: GatewayCase[] = [
      screen('screen_late_filers (defaults)', 'screen_late_filers'),
      screen('screen_delinquency_drivers (defaults)', 'screen_delinquency_drivers'),
      screen('screen_delinquency_drivers (p_driver pinned)', 'screen_delinquency_drivers', { p_driver: 'consistent_worsening' }),
      screen('screen_silent_filers (defaults)', 'screen_silent_filers'),
      screen('screen_silent_filers (p_family fi)', 'screen_silent_filers', { p_family: 'fi' }),
      screen('screen_zombie_growth (defaults)', 'screen_zombie_growth'),
      screen('screen_evergreen_aging (defaults)', 'screen_evergreen_aging'),
      screen('screen_captive_vehicles (defaults)', 'screen_captive_vehicles'),
      screen('screen_dormant_funds (defaults)', 'screen_dormant_funds'),
      screen('screen_dormant_funds (p_dormancy pinned)', 'screen_dormant_funds', { p_dormancy: 'parked_capital' }),
      screen('screen_dormant_trend (defaults)', 'screen_dormant_trend'),
      screen('screen_overdue_securit (defaults)', 'screen_overdue_securit'),
      { name: 'fidc_aging (one fund, whole history)', sql: 'select * from api.fidc_aging($1)', params: [fund], fn: 'fidc_aging', body: () => ({ p_cnpj: fund }) },
      { name: 'fidc_sacados (one fund, whole history)', sql: 'select * from api.fidc_sacados($1)', params: [fund], fn: 'fidc_sacados', body: () => ({ p_cnpj: fund }) },
      ...fidcDetailCases(o.funds),
    ];
    const cases = all.filter((c) => !o.only || c.name.includes(o.only));
    const outcomes = await timeCases({ ...o, target: 'targets p99 <= 50 ms at c=1, <= 150 ms at c=8' }, cases);
    console.log(`\nHTTP statuses: ${[...outcomes].map(([name, s]) => `${name} ${[...s].join('/')}`).join('; ')}`);
    const sizes: string[] = [];
    for (const c of cases.filter((x) => x.fn.startsWith('screen_'))) {
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
