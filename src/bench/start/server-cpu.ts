// CPU seconds the database server has spent, read from /proc (Linux): the
// postmaster's own time, the time of the backends it has reaped (cutime/cstime)
// and that of its live children. Deltas around a step say what the step cost the
// server, whatever else shares the machine.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The postmaster's pid, from a backend's parent. */
export async function postmasterPid(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return statFields(rows[0].pid)[1];
  } finally {
    await client.end();
  }
}

/** The server's CPU seconds so far (0 where /proc is not there). */
export function serverCpuSeconds(postmaster: number): number {
  if (os.platform() !== 'linux') return 0;
  const [utime, stime, cutime, cstime] = statFields(postmaster).slice(11, 15);
  let ticks = utime + stime + cutime + cstime;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = statFields(Number(entry));
      if (f[1] === postmaster) ticks += f[11] + f[12];
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Fields of /proc/<pid>/stat after the command: [state, ppid, ...] numbered as stat(5) field 3 onward (utime is [11]). */
function statFields(pid: number): number[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
}

/** Another process's own CPU seconds (every thread; 0 where /proc is not there). */
export function processCpuSeconds(pid: number): number {
  if (os.platform() !== 'linux') return 0;
  const [utime, stime] = statFields(pid).slice(11, 13);
  return (utime + stime) / TICKS_PER_SECOND;
}

/** The CPU seconds of another process's busiest thread: a serial floor under its wall time, however many cores it gets. */
export function busiestThreadCpuSeconds(pid: number): number {
  if (os.platform() !== 'linux') return 0;
  let most = 0;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
      most = Math.max(most, f[11] + f[12]);
    } catch {
      // ended meanwhile
    }
  }
  return most / TICKS_PER_SECOND;
}

/** This process's CPU seconds (every thread) so far. */
export function nodeCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}
