// CPU seconds beside wall seconds for the loader benches: on 2 cores shared by
// several engineers the wall time of a load swings with the machine's load, the
// CPU it spends (this Node process, and the whole cluster: the postmaster, its
// live backends and those it has reaped) much less. Linux /proc only; elsewhere
// the figures are NaN and printed as such.
import fs from 'node:fs';
import type pg from 'pg';

/** utime + stime (and, with `reaped`, cutime + cstime) of a process, in clock ticks, and its parent; undefined when gone. */
function processTicks(pid: number, reaped: boolean): { parent: number; ticks: number } | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // fields after the command name (which may hold spaces): state ppid ... utime(14) stime(15) cutime(16) cstime(17)
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0) };
}

const TICKS_PER_SECOND = 100;

/** A meter of the cluster's CPU: the postmaster is the parent of the backend `client` talks to. */
export async function clusterCpuMeter(client: pg.ClientBase): Promise<() => number> {
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const postmaster = processTicks(rows[0].pid, false)?.parent;
  return () => {
    if (postmaster === undefined) return NaN;
    let ticks = processTicks(postmaster, true)?.ticks ?? NaN;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = processTicks(Number(entry), false);
      if (child?.parent === postmaster) ticks += child.ticks;
    }
    return ticks / TICKS_PER_SECOND;
  };
}

/** CPU seconds this Node process has used (user + system). */
export function nodeCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

export interface CpuSpent {
  node: number;
  server: number;
}

/** Runs `work` and returns its result with the CPU seconds Node and the cluster spent meanwhile. */
export async function withCpu<T>(serverCpu: () => number, work: () => Promise<T>): Promise<{ result: T; cpu: CpuSpent }> {
  const node0 = nodeCpuSeconds();
  const server0 = serverCpu();
  const result = await work();
  return { result, cpu: { node: nodeCpuSeconds() - node0, server: serverCpu() - server0 } };
}

/** "node 1.2 + server 3.4 CPU s". */
export function formatCpu(cpu: CpuSpent): string {
  return `CPU node ${cpu.node.toFixed(1)} s + server ${cpu.server.toFixed(1)} s`;
}
