// tsx src/bench/screens-fast.ts: screen_dormant_trend at 25,000 fi classes x 40 months and
// screen_evergreen_aging at 3,000 FIDCs x 12 months (tab VI), timed at c=1 in SQL
// (p50/p99 of --calls calls each) on a fresh database cloned from the migrated one.
// --before=<file.sql>: time that definition of a screen first (e.g. the previous
// functions/<screen>.sql from git show), then the current file, on the same data.
import fs from 'node:fs';
import pg from 'pg';
import { readConfig } from '../config.js';
import { openDatabase, withDatabase } from '../db/runtime.js';

const CALLS = Number(process.argv.find((a) => a.startsWith('--calls='))?.slice(8) ?? 100);
const LAST = '2026-10-01';

async function main(): Promise<void> {
  const database = await openDatabase(readConfig());
  const admin = new pg.Client({ connectionString: database.ownerUrl });
  await admin.connect();
  await admin.query('drop database if exists screens_fast_bench with (force)');
  await admin.query('create database screens_fast_bench template brfin');
  await admin.end();
  const c = new pg.Client({ connectionString: withDatabase(database.ownerUrl, 'screens_fast_bench') });
  await c.connect();
  try {
    const { rows: [{ id }] } = await c.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
      values ('bench', 'bench', repeat('0', 64), 0, 'loaded', now(), true) returning id`);
    let t = performance.now();
    // fi: by g % 10, 0 always still with no quotaholder, 1 always still with quotaholders, 2 still in runs of 4 of every 6 months, 3 still one month in three, the rest active
    await c.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
      select 'fi', lpad((11000000000000 + g)::text, 14, '0'), (date '${LAST}' - make_interval(months => m))::date, 1e6 + g, 1, case when g % 10 = 0 then 0 else 5 + g % 7 end,
             case when g % 10 in (0, 1) or (g % 10 = 2 and (m + g) % 6 < 4) or (g % 10 = 3 and m % 3 = 0) then 0 else 100 end, 0
      from generate_series(1, 25000) g, generate_series(0, 39) m where g % 97 <> 0 or m % 5 <> 0`);
    console.log(`fi fund_month written in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    await c.query(`insert into cvm.fidc_tab_vi (cnpj, reference_date, fund_type, fund_name, tab_vi_b_vl_dircred_inad, tab_vi_b10_vl_inad_maior_1080, ingest_id)
      select lpad((22000000000000 + g)::text, 14, '0'), (date '${LAST}' - make_interval(months => m) + interval '1 month - 1 day')::date, 'FIDC', 'FIDC BENCH ' || g,
             d, case when g % 13 = 0 then null else round(d * ((g % 10) * 10 + (m % 3)) / 100.0, 2) end, $1
      from generate_series(1, 3000) g, generate_series(0, 11) m cross join lateral (select (5e4 + (g % 97) * 1e5)::numeric as d) x`, [id]);
    await c.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav)
      select 'fidc', lpad((22000000000000 + g)::text, 14, '0'), (date '${LAST}' - make_interval(months => m) + interval '1 month - 1 day')::date, 1e8
      from generate_series(1, 3000) g, generate_series(0, 11) m`);
    console.log(`fidc tab VI written in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await c.query('vacuum analyze cvm.fund_month');
    await c.query('vacuum analyze cvm.fidc_tab_vi');
    // as autovacuum leaves it after a load: the derived runs read index-only
    await c.query('vacuum analyze cvm.fi_still_run');
    const before = process.argv.find((a) => a.startsWith('--before='))?.slice(9);
    if (before) {
      await c.query(fs.readFileSync(before, 'utf8'));
      await timeScreens(c, `before (${before})`);
      const current = /api\.(screen_\w+)\(/.exec(fs.readFileSync(before, 'utf8'))![1];
      await c.query(fs.readFileSync(`functions/${current}.sql`, 'utf8'));
    }
    await timeScreens(c, 'current');
  } finally {
    await c.end();
    await database.stop();
  }
}

async function timeScreens(c: pg.Client, label: string): Promise<void> {
  console.log(`${label}:`);
  {
    for (const sql of ['select * from api.screen_dormant_trend()', 'select * from api.screen_evergreen_aging()']) {
      const answer = await c.query(sql);
      const ms: number[] = [];
      for (let i = 0; i < CALLS; i += 1) {
        const s = performance.now();
        await c.query(sql);
        ms.push(performance.now() - s);
      }
      ms.sort((a, b) => a - b);
      const q = (p: number) => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)].toFixed(1);
      console.log(`  ${sql}: ${answer.rowCount} rows, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms (${CALLS} calls); answer md5 ${await c.query(`select md5(string_agg(x::text, '|')) from (${sql}) x`).then((r) => r.rows[0].md5)}`);
    }
  }
}

await main();
