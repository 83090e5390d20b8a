// npm run bench -- --documents: the FNET documents and the FII quarterly report at
// realistic size, synthetic (labelled bench in ingest_log):
// - a year of the FNET register written set-based into the tables the loader
//   writes (b3.fnet_document, b3.fnet_document_fund; the statement triggers keep
//   b3.fnet_monthly_first as a load would): --funds FIDCs and --fii FIIs, per fund
//   and month a version 1 monthly report, a management report, a version 2 for one
//   fund-month in twenty (RC for funds g % 5 = 0 and g % 50 = 3) and a version 3 for one in forty;
//   funds with g % 25 = 3 re-file every month (screen_restatements lists them);
// - a body for every monthly report (b3.fnet_document_body, --body-fields fields
//   each in b3.fnet_document_field); a re-filing changes, adds, removes and blanks
//   some fields, so each compared pair has a diff;
// - the XML parse rate against a bare read of the same bytes, and the body loader's
//   rate (bodies.ts, --parse-bodies bodies made from the genuine fixture);
// - FII quarterly for --fii-years years through the real loader beside a bare COPY
//   (fii-files.ts), for the same FIIs;
// - the fund universe (--fi fi classes beside the FIDCs and FIIs) and the inflation
//   family at realistic size (universe.ts);
// then every FNET, FII, fund-list and inflation endpoint's typical call through the
// gateway at each concurrency, and the plans of the statements inside them.
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { picker, timeCases, type GatewayBenchOptions, type GatewayCase } from '../gateway-cases.js';
import { printNestedPlans } from '../nested-plans.js';
import { benchBodies } from './bodies.js';
import { clusterCpuMeter, formatCpu, withCpu } from '../cpu-time.js';
import { bareCopyFiiYears, fiiBenchCnpj, loadFiiYears, writeFiiQuarterlyYears } from './fii-files.js';
import { FI_BASE, writeUniverse } from './universe.js';

export interface DocumentsBenchOptions extends GatewayBenchOptions {
  dir: string;
  funds: number;
  fii: number;
  /** fi classes of the fund universe (funds, fund_profile). */
  fi: number;
  fiiYears: number;
  bodyFields: number;
  parseBodies: number;
  plans: boolean;
  /** Keep the cases whose name contains this. */
  only?: string;
}

const LAST_MONTH = '2026-10-01';
const FIDC_BASE = 22000000000000;
const FII_BASE = 33000000000000;
const seconds = (t0: number) => (performance.now() - t0) / 1000;
const rate = (n: number, s: number) => `${Math.round(n / s).toLocaleString('en-US')}/s`;

/** The funds of the register: g 1..funds FIDCs (tipo 2), then the FIIs (tipo 1, same CNPJs as fii-files.ts). */
const fnetFunds = (o: DocumentsBenchOptions) => `(select g, lpad((${FIDC_BASE} + g)::text, 14, '0') as cnpj, 2 as tipo from generate_series(1, ${o.funds}) g
  union all select ${o.funds} + g, lpad((${FII_BASE} + g)::text, 14, '0'), 1 from generate_series(1, ${o.fii}) g) f`;

/** Writes the register, its fund links and the bodies; returns the rows of each table. */
export async function writeRegister(owner: pg.Client, o: DocumentsBenchOptions): Promise<Record<string, number>> {
  const { rows: [{ id }] } = await owner.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
    values ('bench', 'bench', repeat('0', 64), 0, 'loaded', now(), true) returning id`);
  // k: 1 the monthly report (version 1), 2 its version 2, 4 its version 3 (which pairs with version 1 when no version 2 was filed), 3 a management report (no body)
  await owner.query(`insert into b3.fnet_document (id, descricao_fundo, fundo_ou_classe, categoria_documento, tipo_documento, especie_documento, data_referencia,
      formato_data_referencia, reference_date, data_entrega, versao, modalidade, status, arquivo_estruturado, ingest_id)
    select (f.g * 100 + m) * 10 + k, 'BENCH ' || f.cnpj, 'Fundo', case k when 3 then 'Relatórios' else 'Informes Periódicos' end,
           case k when 3 then 'Relatório Gerencial' else 'Informe Mensal Estruturado' end, null, to_char(month, 'MM/YYYY'), '2', month,
           month + interval '1 month' + make_interval(days => 5 + (f.g % 10) + case k when 2 then 20 when 4 then 40 else 0 end) + interval '10 hours',
           case k when 2 then 2 when 4 then 3 else 1 end, case when k in (2, 4) then case when f.g % 5 = 0 or f.g % 50 = 3 then 'RC' else 'RE' end else 'AP' end, 'AC',
           case k when 3 then 'N' else 'S' end, $1
    from ${fnetFunds(o)}
    cross join generate_series(0, 11) m
    cross join lateral (select (date '${LAST_MONTH}' - make_interval(months => m + 1))::date as month) mm
    cross join generate_series(1, 4) k
    where k in (1, 3) or (k = 2 and ((f.g + m) % 20 = 0 or f.g % 25 = 3)) or (k = 4 and ((f.g + m) % 40 = 0 or (f.g % 25 = 3 and m % 4 = 0)))`, [id]);
  await owner.query(`insert into b3.fnet_document_fund (id, cnpj, tipo_fundo, ingest_id)
    select d.id, f.cnpj, f.tipo, $1 from b3.fnet_document d join ${fnetFunds(o)} on f.g = d.id / 1000`, [id]);
  await owner.query(`insert into b3.fnet_document_body (id, root, declared_cnpj, declared_reference, fields, ingest_id)
    select d.id, case when f.tipo = 2 then 'DOC_ARQ' else 'DadosEconomicoFinanceiros' end, f.cnpj,
           case when f.tipo = 2 then d.data_referencia else to_char(d.reference_date, 'YYYY-MM') end,
           ${o.bodyFields} + case when d.versao = 2 and f.g % 3 = 0 then 1 else 0 end - case when d.versao = 3 then 1 else 0 end, $1
    from b3.fnet_document d join ${fnetFunds(o)} on f.g = d.id / 1000
    where d.arquivo_estruturado = 'S'`, [id]);
  // fields: by n, a block of eight; a re-filing changes one field in nine, turns the blank ones (n % 17 = 0) into values for
  // g % 4 = 0, adds one field (version 2, g % 3 = 0) and drops the first (version 3)
  await owner.query(`insert into b3.fnet_document_field (id, field_path, block, leaf, value, number, ingest_id)
    select b.id, 'BLOCO_' || (n % 8) || '/VL_CAMPO_' || n, 'BLOCO_' || (n % 8), 'VL_CAMPO_' || n,
           case when n % 17 = 0 and not (v > 1 and g % 4 = 0) then null else replace(x::text, '.', ',') end,
           case when n % 17 = 0 and not (v > 1 and g % 4 = 0) then null else x end, $1
    from (select id, id / 1000 as g, (id / 10) % 100 as m, (select versao from b3.fnet_document d where d.id = bd.id) as v from b3.fnet_document_body bd) b
    cross join generate_series(1, ${o.bodyFields} + 1) n
    cross join lateral (select round(((b.g * 7919 + n * 131) % 1000000)::numeric / 100 + case when b.v > 1 and (n + b.g + b.m) % 9 = 0 then b.v else 0 end, 2) as x) val
    where (n <= ${o.bodyFields} or (b.v = 2 and b.g % 3 = 0)) and not (b.v = 3 and n = 1)`, [id]);
  await owner.query('analyze b3.fnet_document; analyze b3.fnet_document_fund; analyze b3.fnet_document_body; analyze b3.fnet_document_field');
  const { rows: [held] } = await owner.query(`select (select count(*) from b3.fnet_document)::int as fnet_document, (select count(*) from b3.fnet_document where versao > 1)::int as refilings,
      (select count(*) from b3.fnet_document_body)::int as fnet_document_body, (select count(*) from b3.fnet_document_field)::int as fnet_document_field`);
  return held;
}

export async function runDocumentsBench(o: DocumentsBenchOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  try {
    let t0 = performance.now();
    const held = await writeRegister(owner, o);
    console.log(`documents: ${Object.entries(held).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')} rows written in ${seconds(t0).toFixed(1)} s (load average ${loadAverage()})\n`);

    t0 = performance.now();
    const universe = await writeUniverse(owner, o);
    console.log(`universe and inflation: ${Object.entries(universe).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')} rows written in ${seconds(t0).toFixed(1)} s (load average ${loadAverage()})\n`);

    const bodies = await benchBodies(o.ownerUrl, o.dir, o.parseBodies);
    const mb = bodies.bytes / 1e6;
    console.log(`XML bodies (${bodies.bodies.toLocaleString('en-US')} bodies from the genuine 857292.xml, ${mb.toFixed(1)} MB, ${bodies.fields.toLocaleString('en-US')} fields):`);
    console.log(`  bare read (bytes to text):  ${(mb / bodies.readSeconds).toFixed(1)} MB/s, ${rate(bodies.bodies, bodies.readSeconds)} bodies`);
    console.log(`  parse (parseFnetBody):      ${(mb / bodies.parseSeconds).toFixed(1)} MB/s, ${rate(bodies.bodies, bodies.parseSeconds)} bodies, ${rate(bodies.fields, bodies.parseSeconds)} fields; ${(bodies.readSeconds / bodies.parseSeconds).toFixed(2)}x the bare read`);
    console.log(`  per CPU second:             bare read ${(mb / bodies.readCpu).toFixed(1)} MB/s, parse ${(mb / bodies.parseCpu).toFixed(1)} MB/s`);
    console.log(`  loader (zip of the bodies): ${bodies.loadSeconds.toFixed(1)} s, ${rate(bodies.bodies, bodies.loadSeconds)} bodies, ${rate(bodies.loadedFields, bodies.loadSeconds)} field rows (load average ${loadAverage()})\n`);

    const years = Array.from({ length: o.fiiYears }, (_, k) => 2026 - o.fiiYears + k);
    const files = await writeFiiQuarterlyYears(path.join(o.dir, 'fii'), o.fii, years);
    const rows = files.reduce((n, f) => n + f.rows, 0);
    const csvMb = files.reduce((n, f) => n + f.csvBytes, 0) / 1e6;
    // COPY first, then the loader, on the same files in the same run; the CPU each spent beside (cpu-time.ts)
    const serverCpu = await clusterCpuMeter(owner);
    const { result: copySeconds, cpu: copyCpu } = await withCpu(serverCpu, () => bareCopyFiiYears(o.ownerUrl, files));
    t0 = performance.now();
    const { result: loaded, cpu: loaderCpu } = await withCpu(serverCpu, () => loadFiiYears(o.ownerUrl, path.join(o.dir, 'data'), files));
    console.log(`FII quarterly (${o.fii.toLocaleString('en-US')} funds x ${years.length} years ${years[0]}-${years.at(-1)}, ${rows.toLocaleString('en-US')} lines, ${csvMb.toFixed(1)} MB of CSV):`);
    console.log(`  bare COPY (server-side CSV, typed, no key):    ${copySeconds.toFixed(1)} s = ${rate(rows, copySeconds)} rows; ${formatCpu(copyCpu)}`);
    console.log(`  loader (cvm-fii-trimestral):                  ${loaded.seconds.toFixed(1)} s = ${rate(loaded.rows, loaded.seconds)} rows (${loaded.rows.toLocaleString('en-US')} inserted); ${formatCpu(loaderCpu)}`);
    console.log(`  loader throughput / bare COPY throughput: ${(copySeconds / loaded.seconds).toFixed(2)}x (target >= 0.5x; load average ${loadAverage()})\n`);
    await owner.query('analyze');

    const pick = picker();
    const fidc = () => String(FIDC_BASE + 1 + (pick() % o.funds)).padStart(14, '0');
    const fii = () => fiiBenchCnpj(1 + (pick() % o.fii));
    // a re-filing id: a version 2 of a fund that re-files every month
    const refiled = () => ((3 + 25 * (pick() % Math.floor(o.funds / 25))) * 100 + pick() % 12) * 10 + 2;
    const window = { p_from: '2026-10-01', p_to: '2026-10-30' };
    const call = (name: string, fn: string, body: () => Record<string, unknown>, example: Record<string, unknown>): GatewayCase => ({
      name,
      fn,
      body,
      sql: `select * from api.${fn}(${Object.keys(example).map((k, i) => `${k} => $${i + 1}`).join(', ')})`,
      params: Object.values(example),
    });
    const oneFidc = String(FIDC_BASE + 28).padStart(14, '0');
    // any fund of the universe, and a view case (GET with its query; the SQL the gateway runs, for the plans)
    const anyFund = () => { const g = pick() % (o.funds + o.fii + o.fi); return g < o.funds ? fidc() : g < o.funds + o.fii ? fii() : String(FI_BASE + 1 + (pick() % o.fi)).padStart(14, '0'); };
    const view = (name: string, get: () => string, sql: string): GatewayCase => ({ name, fn: 'funds', body: () => ({}), get, sql, params: [] });
    const families = ['fi', 'fidc', 'fii'];
    // an IPCA item (4 digits: group, subgroup, item) of the bench tree
    const item = () => `${1 + (pick() % 9)}${1 + (pick() % 2)}0${1 + (pick() % 3)}`;
    const all: GatewayCase[] = [
      call('fund_documents (one fund, 12 months)', 'fund_documents', () => ({ p_cnpj: fidc(), p_to: '2026-11-30' }), { p_cnpj: oneFidc, p_to: '2026-11-30' }),
      call('fund_documents (one fund, p_tipo)', 'fund_documents', () => ({ p_cnpj: fidc(), p_to: '2026-11-30', p_tipo: 'Informe Mensal Estruturado' }), { p_cnpj: oneFidc, p_to: '2026-11-30', p_tipo: 'Informe Mensal Estruturado' }),
      call('fund_restatements (one fund, whole history)', 'fund_restatements', () => ({ p_cnpj: fidc() }), { p_cnpj: oneFidc }),
      call('fund_restatements (every fund, 30 days)', 'fund_restatements', () => window, window),
      call('fund_restatements (FII, 30 days)', 'fund_restatements', () => ({ ...window, p_tipo_fundo: 'FII' }), { ...window, p_tipo_fundo: 'FII' }),
      call('fund_restatement_diff (one re-filing)', 'fund_restatement_diff', () => ({ p_fnet_id: refiled() }), { p_fnet_id: (28 * 100 + 2) * 10 + 2 }),
      call('fund_restatement_diff (one fund, whole history)', 'fund_restatement_diff', () => ({ p_cnpj: fidc() }), { p_cnpj: oneFidc }),
      call('screen_restatements (defaults)', 'screen_restatements', () => ({}), {}),
      call('screen_restatements (p_modalidade RC)', 'screen_restatements', () => ({ p_modalidade: 'RC' }), { p_modalidade: 'RC' }),
      call('fii_property_history (one FII, 5 years)', 'fii_property_history', () => ({ p_cnpj: fii(), p_from: `${years[0]}-01-01`, p_to: `${years.at(-1)}-12-31` }),
        { p_cnpj: fiiBenchCnpj(7), p_from: `${years[0]}-01-01`, p_to: `${years.at(-1)}-12-31` }),
      view('funds (one family by n_reports, a page of 100)', () => `/funds?entity_type=eq.${families[pick() % 3]}&order=n_reports.desc,cnpj&limit=100&offset=${100 * (pick() % 10)}`,
        `select * from api.funds where entity_type = 'fi' order by n_reports desc, cnpj limit 100 offset 500`),
      view('funds (still filing, newest first, a page of 100)', () => `/funds?entity_type=eq.${families[pick() % 3]}&last_period=gte.2026-06-01&order=last_period.desc,cnpj&limit=100`,
        `select * from api.funds where entity_type = 'fidc' and last_period >= '2026-06-01' order by last_period desc, cnpj limit 100`),
      view('funds (one CNPJ)', () => `/funds?cnpj=eq.${anyFund()}`, `select * from api.funds where cnpj = '${oneFidc}'`),
      call('fund_profile (one fund)', 'fund_profile', () => ({ p_cnpj: anyFund() }), { p_cnpj: oneFidc }),
      call('inflation (defaults: every series, 36 months)', 'inflation', () => ({}), {}),
      call('inflation (IPCA, 30 years)', 'inflation', () => ({ p_series: 'IPCA', p_from: '1996-11-01', p_to: '2026-10-31' }), { p_series: 'IPCA', p_from: '1996-11-01', p_to: '2026-10-31' }),
      call('inflation (core family, 10 years)', 'inflation', () => ({ p_family: 'core', p_from: '2016-11-01', p_to: '2026-10-31' }), { p_family: 'core', p_from: '2016-11-01', p_to: '2026-10-31' }),
      call('inflation_items (defaults: groups, 36 months)', 'inflation_items', () => ({}), {}),
      call('inflation_items (one item\'s subitems, 10 years)', 'inflation_items', () => ({ p_item: item(), p_level: 4, p_from: '2016-11-01', p_to: '2026-10-01' }),
        { p_item: '1101', p_level: 4, p_from: '2016-11-01', p_to: '2026-10-01' }),
      call('inflation_items (every subitem, one month)', 'inflation_items', () => ({ p_level: 4, p_from: '2026-10-01', p_to: '2026-10-01' }), { p_level: 4, p_from: '2026-10-01', p_to: '2026-10-01' }),
    ];
    const cases = all.filter((c) => !o.only || c.name.includes(o.only));
    const outcomes = await timeCases({ ...o, target: 'targets p99 <= 50 ms at c=1, <= 150 ms at c=8' }, cases);
    console.log(`\nHTTP statuses: ${[...outcomes].map(([name, s]) => `${name} ${[...s].join('/')}`).join('; ')}`);
    if (o.plans) await printNestedPlans(owner, cases);
  } finally {
    await owner.end();
  }
}

/** The 1, 5 and 15 minute load averages, printed beside each figure (2 cores shared). */
function loadAverage(): string {
  return os.loadavg().map((x) => x.toFixed(2)).join(' ');
}
