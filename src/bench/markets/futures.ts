// npm run bench -- --markets-futures: several years of futures settlements
// (every weekday: 40 DI1 contracts among --per-session price report records,
// the rest other futures roots and options), a year of the consolidated trade
// file, the closing levels of nine indices and 15 years of reference-rate
// curves (PRE, DOC, DPL, 300 vertices a session), written set-based into the
// landing tables; then future_series, future_curve, trade_consolidated_history,
// index_history, curve and curve_history through the gateway at each
// concurrency (p50/p99), and the plans of the statements inside the functions
// (auto_explain, nested).
import pg from 'pg';
import { printNestedPlans } from '../nested-plans.js';
import { picker, timeCases, type GatewayBenchOptions, type GatewayCase } from '../gateway-cases.js';

export interface FuturesBenchOptions extends GatewayBenchOptions {
  /** Years of sessions ending 2026-11-20. */
  years: number;
  /** Price report records per session (40 of them DI1). */
  perSession: number;
  plans: boolean;
}

export const LAST_DAY = '2026-11-20';
const DI1_CONTRACTS = 40;
const INDICES = ['IBOV', 'IBXX', 'IBXL', 'IFIX', 'SMLL', 'IDIV', 'UTIL', 'ICON', 'IMOB'];

/** Writes the bench data; returns what was written. */
export async function writeMarkets(owner: pg.Client, o: Pick<FuturesBenchOptions, 'years' | 'perSession'>): Promise<Record<string, number>> {
  const { rows: [{ id }] } = await owner.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
    values ('bench', 'bench', repeat('0', 64), 0, 'loaded', now(), true) returning id`);
  const sessions = `(select d::date as day, row_number() over (order by d) as n
                     from generate_series(date '${LAST_DAY}' - make_interval(years => ${o.years}), date '${LAST_DAY}', interval '1 day') d
                     where extract(isodow from d) < 6) s`;
  // DI1: the next 40 months' contracts of each session; rates follow a slow wave plus a term premium
  await owner.query(`insert into b3.price_report (trade_date, ticker, instrument_id, report, report_created, session_date, trad_qty, opn_intrst, fin_instrm_qty, ntl_fin_vol,
      frst_pric, min_pric, max_pric, trad_avrg_pric, last_pric, rglr_txs_qty, adjstd_qt, adjstd_qt_tax, adjstd_qt_stin, prvs_adjstd_qt_tax, ingest_id)
    select s.day, 'DI1' || substr('FGHJKMNQUVXZ', (m.month % 12) + 1, 1) || to_char(m.month / 12 % 100, 'FM00'), 'DI1-' || m.month, 'BVBG.086.01',
           s.day + time '20:00', s.day, 100 + k, 100000 + k * 1000, 5000 + k * 10, (5000 + k * 10) * 90000.0,
           r + 0.01, r - 0.02, r + 0.03, r, r, 100 + k, round(100000 / power(1 + r / 100, k / 12.0), 2), r, 'F', r - 0.005, $1
    from ${sessions}
    cross join lateral (select (extract(year from s.day)::int * 12 + extract(month from s.day)::int - 1 + g) as month, g as k from generate_series(1, ${DI1_CONTRACTS}) g) m
    cross join lateral (select round((8 + 5 * sin(s.n / 300.0) + 0.05 * sqrt(m.k))::numeric, 3) as r) rate`, [id]);
  // the other records of the report: other futures roots and option-like codes
  await owner.query(`insert into b3.price_report (trade_date, ticker, instrument_id, report, report_created, session_date, opn_intrst, last_pric, adjstd_qt, ingest_id)
    select s.day, case when g % 10 = 0 then (array['DOL','WDO','IND','WIN','BGI','CCM','DAP','DDI'])[1 + g / 10 % 8] || substr('FGHJKMNQUVXZ', 1 + g / 80 % 12, 1) || to_char(27 + g / 960 % 5, 'FM00')
                       else 'OPT' || lpad(g::text, 6, '0') || 'C' end,
           'X-' || g, 'BVBG.086.01', s.day + time '20:00', s.day, g, 1 + g % 97, 1 + g % 89, $1
    from ${sessions} cross join generate_series(1, ${Math.max(0, o.perSession - DI1_CONTRACTS)}) g
    on conflict do nothing`, [id]);
  // a year of the consolidated trade file: 60 FORWARD tickers among 1000
  await owner.query(`insert into b3.trade_consolidated (rpt_dt, tckr_symb, isin, sgmt_nm, min_pric, max_pric, trad_avrg_pric, last_pric, ref_pric, trad_qty, fin_instrm_qty, ntl_fin_vol, file_status, ingest_id)
    select s.day, case when g <= 60 then 'FWD' || lpad(g::text, 3, '0') || '11' else 'CSH' || lpad(g::text, 4, '0') end, 'BRBENCH' || lpad(g::text, 5, '0'),
           case when g <= 60 then 'FORWARD' else 'CASH' end, 99, 101, 100, 100.5, 100.2, case when (s.n + g) % 17 = 0 then 0 else 10 + g % 50 end, 1000, 100000, 'Final', $1
    from ${sessions.replace(`make_interval(years => ${o.years})`, 'interval \'1 year\'')} cross join generate_series(1, 1000) g`, [id]);
  // twenty years of nine indices
  await owner.query(`insert into b3.index_level (index_code, trade_date, close_level, ingest_id)
    select i, s.day, round((1000 + s.n + ascii(i))::numeric, 2), $1
    from ${sessions.replace(`make_interval(years => ${o.years})`, 'interval \'20 years\'')} cross join unnest($2::text[]) i`, [id, INDICES]);
  // fifteen years of TaxaSwap: three curves, 300 vertices a session (every tenth fixed)
  const curveSessions = sessions.replace(`make_interval(years => ${o.years})`, 'interval \'15 years\'');
  await owner.query(`insert into b3.reference_rate_session (session_date, status, vertex_count, ingest_id) select s.day, 'loaded', 900, $1 from ${curveSessions}`, [id]);
  await owner.query(`insert into b3.reference_rate (curve, trade_date, calendar_days, business_days, rate, vertex_type, vertex_code, curve_description, forward_curve_code, ingest_id)
    select c, s.day, round(v.bd * 1.45)::int, v.bd, round((8 + 5 * sin(s.n / 300.0) + 2 * ln(1 + v.bd / 252.0) + ascii(c) / 100.0)::numeric, 7),
           case when g % 10 = 0 then 'F' else 'M' end, round(v.bd * 1.45)::int, c, 'T1', $1
    from ${curveSessions} cross join unnest(array['PRE', 'DOC', 'DPL']) c cross join generate_series(1, 300) g
    cross join lateral (select g * 10 - 5 as bd) v`, [id]);
  await owner.query('analyze b3.price_report; analyze b3.trade_consolidated; analyze b3.index_level; analyze b3.reference_rate; analyze b3.reference_rate_session; analyze ingest.ingest_log');
  const { rows: [held] } = await owner.query(`select (select count(*) from b3.price_report)::int as price_report, (select count(*) from b3.price_report where ticker like 'DI1%')::int as di1,
      (select count(*) from b3.trade_consolidated)::int as trade_consolidated, (select count(*) from b3.index_level)::int as index_level,
      (select count(*) from b3.reference_rate)::int as reference_rate`);
  return held;
}

export async function runFuturesBench(o: FuturesBenchOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  try {
    const t0 = performance.now();
    const held = await writeMarkets(owner, o);
    console.log(`markets (futures): ${Object.entries(held).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')} rows written in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
    const cases = futuresCases();
    await timeCases(o, cases);
    if (o.plans) await printNestedPlans(owner, cases);
  } finally {
    await owner.end();
  }
}

/** The futures, consolidated-trades and index cases (--markets times future_series from here too). */
export function futuresCases(): GatewayCase[] {
  const pick = picker();
  const contract = () => `DI1${'FGHJKMNQUVXZ'[pick() % 12]}${27 + (pick() % 3)}`;
  const day = () => new Date(Date.UTC(2023, 0, 2 + (pick() % 1000))).toISOString().slice(0, 10);
  return [
    { name: 'future_series (DI1, 12-month window)', fn: 'future_series', sql: 'select * from api.future_series($1, $2, $3)', params: ['DI1F28', '2025-11-20', LAST_DAY], body: () => ({ p_ticker: contract(), p_to: LAST_DAY }) },
    { name: 'future_curve (DI1, random session)', fn: 'future_curve', sql: 'select * from api.future_curve($1, $2)', params: ['DI1', '2024-03-05'], body: () => ({ p_trade_date: day() }) },
    { name: 'future_curve (defaults: newest session)', fn: 'future_curve', sql: 'select * from api.future_curve()', params: [], body: () => ({}) },
    { name: 'trade_consolidated_history (year, page 1)', fn: 'trade_consolidated_history', sql: "select * from api.trade_consolidated_history($1, null, null, '')", params: ['FWD007' + '11'], body: () => ({ p_ticker: `FWD${String(1 + (pick() % 60)).padStart(3, '0')}11`, p_after: '' }) },
    { name: 'curve (PRE, random session)', fn: 'curve', sql: 'select * from api.curve($1, $2)', params: ['PRE', '2024-03-05'], body: () => ({ p_curve: 'PRE', p_trade_date: day() }) },
    { name: 'curve (defaults: PRE, newest session)', fn: 'curve', sql: 'select * from api.curve()', params: [], body: () => ({}) },
    { name: 'curve_history (PRE 252 business days, 12 months, interpolated)', fn: 'curve_history', sql: 'select * from api.curve_history($1, $2, null, $3)', params: ['PRE', 252, LAST_DAY], body: () => ({ p_curve: 'PRE', p_tenor_days: 252, p_to: day() }) },
    { name: 'index_history (365 days)', fn: 'index_history', sql: 'select * from api.index_history($1, null, $2)', params: ['IBOV', LAST_DAY], body: () => ({ p_index: INDICES[pick() % INDICES.length], p_to: LAST_DAY }) },
  ];
}
