// Debian's PgBouncer in transaction mode in front of one server, as an operator would put it
// between several API instances and a primary or replica. From 1.21 it can keep the gateway's
// named prepared statements (max_prepared_statements); before that the gateway runs with
// DB_PREPARED_STATEMENTS=false, as PostgREST does behind such a bouncer.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { freePort } from '../../src/db/free-port.js';

/** The installed PgBouncer's version ("1.18.0"), or undefined when there is none. */
export function pgbouncerVersion(): string | undefined {
  try {
    return /PgBouncer (\S+)/i.exec(execFileSync('pgbouncer', ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString())?.[1];
  } catch {
    return undefined;
  }
}

/** Whether this version keeps prepared statements across server connections (max_prepared_statements, 1.21+). */
export function keepsPreparedStatements(version: string): boolean {
  const [major, minor] = version.split('.').map(Number);
  return major > 1 || (major === 1 && minor >= 21);
}

export interface Bouncer {
  /** `url` pointed at the bouncer: same user, password and database name. */
  through(url: string): string;
  /** True when the bouncer keeps named prepared statements (the gateway may use them). */
  preparedStatements: boolean;
  stop(): Promise<void>;
}

/** Starts PgBouncer in transaction mode for the database and login of `serverUrl` (password auth both ways). */
export async function startBouncer(serverUrl: string, version: string): Promise<Bouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const database = server.pathname.slice(1);
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-bouncer-'));
  fs.chmodSync(root, 0o755);
  const keeps = keepsPreparedStatements(version);
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
  fs.writeFileSync(path.join(root, 'users.txt'), `${quote(user)} ${quote(password)}\n`, { mode: 0o644 });
  const ini = [
    '[databases]',
    `${database} = host=${server.hostname} port=${server.port} dbname=${database}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    `unix_socket_dir = ${root}`,
    'auth_type = scram-sha-256',
    `auth_file = ${path.join(root, 'users.txt')}`,
    'pool_mode = transaction',
    'default_pool_size = 4',
    'max_client_conn = 100',
    // the gateway's request settings are transaction-scoped (set_config(..., true)), nothing else
    'ignore_startup_parameters = extra_float_digits,options',
    'server_login_retry = 1',
    // a request waiting for a server that is down fails in seconds instead of the default 120 s,
    // so the gateway can answer 503 while the database is away
    'query_wait_timeout = 3',
    'server_connect_timeout = 2',
    ...(keeps ? ['max_prepared_statements = 200'] : []),
    `logfile = ${path.join(root, 'bouncer.log')}`,
    `pidfile = ${path.join(root, 'bouncer.pid')}`,
  ].join('\n');
  fs.writeFileSync(path.join(root, 'bouncer.ini'), `${ini}\n`, { mode: 0o644 });
  // PgBouncer refuses to run as root: -u drops to the server's own user
  const asRoot = process.getuid?.() === 0;
  const args = [...(asRoot ? ['-u', 'postgres'] : []), path.join(root, 'bouncer.ini')];
  if (asRoot) fs.chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const child: ChildProcess = spawn('pgbouncer', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(port, child, () => `${stderr}${readIfThere(path.join(root, 'bouncer.log'))}`);
  return {
    through: (url) => {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    preparedStatements: keeps,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').slice(-800);
  } catch {
    return '';
  }
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited while starting (code ${child.exitCode}): ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`pgbouncer did not listen on ${port} within 10 s: ${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
