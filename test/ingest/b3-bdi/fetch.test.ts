// Collection against a loopback copy of the BDI export (nothing leaves the
// machine): per table and session loaded / empty / skipped / unavailable /
// failed, holidays recorded, unpublished days asked again, re-runs idempotent.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectBdi, type SessionReport } from '../../../src/ingest/b3-bdi/fetch.js';
import { exportBody } from '../../../src/ingest/b3-bdi/fetch-export.js';
import { REPO_ROOT } from '../../../src/repo-root.js';
import { renderEmptyAnswer } from '../../../src/sample/b3-bdi/bdi-csv.js';
import { writeSampleBdi } from '../../../src/sample/b3-bdi/generate.js';
import { readDb } from '../../helpers/db.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { rowCount, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
let requests: { table: string; date: string }[] = [];
const answers = new Map<string, string>();
const failing = new Set<string>();

beforeAll(() => {
  for (const file of writeSampleBdi(path.join(env.dataDir, 'exchange'))) answers.set(`${file.table}|${file.sessionDate}`, fs.readFileSync(file.path, 'utf8'));
});
const site = useLoopbackServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/bdi/table/export/csv?lang=pt-br') return res.writeHead(404).end();
    const { Name, Date, FinalDate, Filters } = JSON.parse(body);
    if (Date !== FinalDate || typeof Filters !== 'object') return res.writeHead(400).end('bad request');
    requests.push({ table: Name, date: Date });
    if (failing.has(`${Name}|${Date}`)) return res.writeHead(503).end('busy');
    res.writeHead(200, { 'Content-Type': 'text/csv' }).end(answers.get(`${Name}|${Date}`) ?? renderEmptyAnswer());
  });
});

const TABLES = ['BTBLendingOpenPosition', 'BTBTrade'] as const;
const run = (since: string, until: string) =>
  collectBdi({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, since, until, tables: TABLES, export: { baseUrl: site.baseUrl, baseDelayMs: 1, attempts: 2 }, progress: false });
const statusOf = (reports: SessionReport[], table: string, day: string) => reports.find((r) => r.table === table && r.sessionDate === day)?.outcome.status;

describe('collect', () => {
  it('sends the export request the exchange expects', () => {
    expect(JSON.parse(exportBody('BTBTrade', '2026-11-13'))).toEqual({ Name: 'BTBTrade', Date: '2026-11-13', FinalDate: '2026-11-13', ClientId: '', Filters: {} });
  });

  let first: SessionReport[];
  it('loads every session, records holidays inside the window as empty, and leaves unpublished or too-old empty days unrecorded', async () => {
    failing.add('BTBTrade|2026-11-05');
    first = await run('2026-10-12', '2026-11-17');
    // Oct 12 holiday: 24 weekdays old with no earlier answer in the run, so not surely inside retention
    expect(statusOf(first, 'BTBTrade', '2026-10-12')).toBe('unavailable');
    // Nov 2 holiday: sessions before and after it answered
    expect(statusOf(first, 'BTBTrade', '2026-11-02')).toBe('empty');
    expect(statusOf(first, 'BTBTrade', '2026-11-13')).toBe('loaded');
    expect(first.find((r) => r.table === 'BTBTrade' && r.sessionDate === '2026-11-13')!.outcome).toEqual({ status: 'loaded', rows: expect.any(Number) });
    // after the last published session: maybe not published yet
    expect(statusOf(first, 'BTBTrade', '2026-11-16')).toBe('unavailable');
    expect(first.find((r) => r.table === 'BTBTrade' && r.sessionDate === '2026-11-05')!.outcome).toEqual({
      status: 'failed', why: expect.stringMatching(/^BTBTrade 2026-11-05: could not export .*HTTP 503 busy/),
    });
    const count = (s: string) => first.filter((r) => r.outcome.status === s).length;
    expect([count('loaded'), count('empty'), count('unavailable'), count('failed')]).toEqual([2 * 23 - 1, 2, 2 * 3, 1]); // 23 sessions per table, one failed
    const held = await readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('b3.bdi_session').select((eb) => ['status', eb.cast<number>(eb.fn.countAll(), 'integer').as('n')]).groupBy('status').orderBy('status').execute(),
    );
    expect(held).toEqual([{ status: 'empty', n: 2 }, { status: 'loaded', n: 45 }]);
  });

  it('is idempotent: a re-run asks only for what is not held, and loads the session that failed before', async () => {
    failing.clear();
    requests = [];
    const again = await run('2026-10-12', '2026-11-17');
    expect(requests.map((r) => `${r.table} ${r.date}`).sort()).toEqual(
      ['BTBLendingOpenPosition 2026-10-12', 'BTBLendingOpenPosition 2026-11-16', 'BTBLendingOpenPosition 2026-11-17',
       'BTBTrade 2026-10-12', 'BTBTrade 2026-11-05', 'BTBTrade 2026-11-16', 'BTBTrade 2026-11-17'],
    );
    expect(statusOf(again, 'BTBTrade', '2026-11-05')).toBe('loaded');
    expect(again.filter((r) => r.outcome.status === 'skipped')).toHaveLength(45 + 2);
    const trades = await rowCount(env.db.superuserUrl, 'b3.lending_trade');
    const third = await run('2026-10-12', '2026-11-17');
    expect(third.filter((r) => r.outcome.status === 'loaded')).toEqual([]);
    expect(await rowCount(env.db.superuserUrl, 'b3.lending_trade')).toBe(trades);
  });

  it('npm run collect reports per table and session and exits 1 on a failure', async () => {
    failing.add('BTBLendingOpenPosition|2026-11-18');
    answers.set('BTBLendingOpenPosition|2026-11-19', answers.get('BTBLendingOpenPosition|2026-11-13')!.replaceAll('13/11/2026', '19/11/2026'));
    // async: the loopback export runs in this process and must keep answering
    const cli = await runCli(process.execPath, [path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/collect.ts',
      '--since', '2026-11-12', '--until', '2026-11-19', '--table', 'BTBLendingOpenPosition', '--base-url', site.baseUrl, '--retries', '0', '--no-progress'], {
      cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: env.db.superuserUrl, DATA_DIR: env.dataDir },
    });
    expect(cli.stdout).toContain('BTBLendingOpenPosition 2026-11-13  skipped: held (loaded)');
    expect(cli.stdout).toMatch(/BTBLendingOpenPosition 2026-11-18  failed: BTBLendingOpenPosition 2026-11-18: could not export/);
    expect(cli.stdout).toMatch(/BTBLendingOpenPosition 2026-11-19  loaded 16 rows/);
    // Nov 16-17 answered Nenhum resultado between published sessions: recorded as holidays now
    expect(cli.stdout).toMatch(/BTBLendingOpenPosition 2026-11-16  empty/);
    expect(cli.stdout).toMatch(/collect 2026-11-12\.\.2026-11-19: 1 loaded, 2 empty, 2 skipped \(held\), 0 unavailable, 1 failed/);
    expect(cli.status).toBe(1);
  });
});

function runCli(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ stdout: string; stderr: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ stdout, stderr, status }));
  });
}
