// npm run bench -- --bulletin: short_interest and short_interest_by_sector on a
// deep archive (--sessions, default 250; --tickers, default 1500). Each read is
// the statement the gateway runs for the GET (page CTE, LIMIT 1000, JSON body)
// as anon with the anonymous statement_timeout (3 s), timed --repeat times;
// then EXPLAIN ANALYZE of the page query of each case.
import pg from 'pg';
import { writeArchive } from './generate.js';
import { median } from '../measure.js';

export interface BulletinOptions {
  ownerUrl: string;
  authenticatorUrl: string;
  sessions: number;
  tickers: number;
  repeat: number;
  plans: boolean;
}

interface Case {
  name: string;
  view: string;
  where: string;
  params: string[];
  /** Prefer: count=exact (the count runs over the whole filtered view). */
  count?: boolean;
}

const ANON_TIMEOUT = '3s';

/** The gateway's read statement (src/gateway/sql/read-statement.ts) for GET /{view}?{filters}. */
function gatewayStatement(c: Case): string {
  const page = `SELECT "api"."${c.view}".* FROM "api"."${c.view}"${c.where} LIMIT 1000 OFFSET 0`;
  const count = c.count ? `, pgrst_source_count AS ( SELECT 1 FROM "api"."${c.view}"${c.where} )` : '';
  const total = c.count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint';
  return `WITH pgrst_source AS ( ${page} )${count} SELECT ${total} AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total,` +
    ` coalesce(json_agg(_postgrest_t), '[]')::text AS body FROM ( SELECT * FROM pgrst_source ) _postgrest_t`;
}


export async function runBulletinBench(o: BulletinOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: o.ownerUrl });
  await owner.connect();
  console.log(`bulletin: writing ${o.sessions} sessions x ${o.tickers.toLocaleString('en-US')} tickers…`);
  const t0 = performance.now();
  const facts = await writeArchive(owner, { sessions: o.sessions, tickers: o.tickers }).finally(() => owner.end());
  console.log(`bulletin: ${facts.positions.toLocaleString('en-US')} open-position rows, ${facts.balances.toLocaleString('en-US')} balance rows, ` +
    `${facts.registry.toLocaleString('en-US')} registry rows, ${facts.tape.toLocaleString('en-US')} quote tape rows in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

  const on = (column: string, value: string) => ({ where: ` WHERE "api"."VIEW"."${column}" = $1`, params: [value] });
  const uncovered = facts.uncoveredSession;
  const cases: Case[] = [
    { name: 'GET /short_interest_by_sector', view: 'short_interest_by_sector', where: '', params: [] },
    { name: `GET /short_interest_by_sector?trade_date=eq.${facts.coveredSession}`, view: 'short_interest_by_sector', ...on('trade_date', facts.coveredSession) },
    ...(uncovered ? [{ name: `GET /short_interest_by_sector?trade_date=eq.${uncovered} (no snapshot that day)`, view: 'short_interest_by_sector', ...on('trade_date', uncovered) }] : []),
    { name: 'GET /short_interest_by_sector?sector=eq.Sector 5 (whole archive)', view: 'short_interest_by_sector', ...on('sector', 'Sector 5') },
    { name: 'GET /short_interest_by_sector, Prefer: count=exact (whole archive)', view: 'short_interest_by_sector', where: '', params: [], count: true },
    { name: 'GET /short_interest', view: 'short_interest', where: '', params: [] },
    { name: 'GET /short_interest, Prefer: count=exact (whole archive)', view: 'short_interest', where: '', params: [], count: true },
    { name: `GET /short_interest?trade_date=eq.${facts.coveredSession}`, view: 'short_interest', ...on('trade_date', facts.coveredSession) },
    ...(uncovered ? [{ name: `GET /short_interest?trade_date=eq.${uncovered} (no snapshot that day)`, view: 'short_interest', ...on('trade_date', uncovered) }] : []),
    { name: `GET /short_interest?ticker=eq.${facts.ticker}`, view: 'short_interest', ...on('ticker', facts.ticker) },
    { name: 'GET /short_interest?sector=eq.Sector 5 (whole archive)', view: 'short_interest', ...on('sector', 'Sector 5') },
  ].map((c) => ({ ...c, where: c.where.replace('VIEW', c.view) }));

  const anon = new pg.Client({ connectionString: o.authenticatorUrl });
  await anon.connect();
  try {
    await timeAndExplain(anon, cases, o);
  } finally {
    await anon.end();
  }
}

async function timeAndExplain(anon: pg.Client, cases: Case[], o: BulletinOptions): Promise<void> {
  const asAnon = async <T>(timeout: string, run: () => Promise<T>): Promise<T> => {
    await anon.query('begin read only');
    try {
      await anon.query(`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('statement_timeout', $1, true)`, [timeout]);
      return await run();
    } finally {
      await anon.query('rollback');
    }
  };

  console.log(`as anon, statement_timeout ${ANON_TIMEOUT}, ${o.repeat} runs each (after one warm-up): median [min..max] ms, rows in the page`);
  for (const c of cases) {
    const times: number[] = [];
    let outcome = '';
    for (let i = 0; i <= o.repeat; i++) {
      const t = performance.now();
      try {
        const { rows: [r] } = await asAnon(ANON_TIMEOUT, () => anon.query(gatewayStatement(c), c.params));
        if (i > 0) times.push(performance.now() - t);
        outcome = `${r.page_total} rows${r.total_result_set === null ? '' : ` of ${r.total_result_set}`}`;
      } catch (error) {
        outcome = `FAILED: ${(error as Error).message}`;
        break;
      }
    }
    const figures = times.length ? `${median(times).toFixed(1).padStart(8)} [${Math.min(...times).toFixed(1)}..${Math.max(...times).toFixed(1)}]` : '       -';
    console.log(`  ${c.name.padEnd(86)} ${figures}  ${outcome}`);
  }

  if (o.plans) {
    for (const c of cases) {
      const page = c.count ? `SELECT count(*) FROM "api"."${c.view}"${c.where}` : `SELECT * FROM "api"."${c.view}"${c.where} LIMIT 1000`;
      const { rows } = await asAnon('60s', () => anon.query(`EXPLAIN (ANALYZE, BUFFERS) ${page}`, c.params));
      console.log(`\nplan: ${c.name}\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    }
  }
}
