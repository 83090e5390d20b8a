// The default bench's summary: per case and concurrency, the p99 of the gateway
// and of PostgREST side by side with their ratio, and what the gateway
// processes' runtime did in the gateway's own slices (src/gateway/loop-stats.ts),
// so a tail can be read beside its likely cause. The load average is printed
// with it, since the machine may be shared.
import os from 'node:os';
import type { LoopStatsSummary } from '../gateway/loop-stats.js';
import type { Measurement } from './measure.js';

export interface TailRow {
  name: string;
  c: number;
  gateway: Measurement;
  postgrest: Measurement;
  /** One summary per gateway process. */
  runtime: LoopStatsSummary[];
}

export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

export function tailTable(rows: TailRow[], loadBefore: string, loadAfter: string): string {
  const f = (n: number) => n.toFixed(2);
  const lines = [
    `tails (load average before ${loadBefore}, after ${loadAfter}):`,
    '| case | c | gateway p99 (ms) | PostgREST p99 (ms) | p99 gateway/PostgREST | req/s gateway/PostgREST | loop delay p99 / max (ms) | GC pauses: count, total, longest (ms) | pool waits: waited/acquired, longest (ms) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    // several gateway processes: the worst of each figure, counts summed
    const rt = r.runtime;
    const max = (pick: (s: LoopStatsSummary) => number) => Math.max(0, ...rt.map(pick));
    const sum = (pick: (s: LoopStatsSummary) => number) => rt.reduce((a, s) => a + pick(s), 0);
    lines.push(
      `| ${r.name} | ${r.c} | ${f(r.gateway.p99)} | ${f(r.postgrest.p99)} | ${f(r.gateway.p99 / r.postgrest.p99)} | ${f(r.gateway.rps / r.postgrest.rps)} | ` +
        `${f(max((s) => s.loopDelay.p99))} / ${f(max((s) => s.loopDelay.max))} | ${sum((s) => s.gc.count)}, ${f(sum((s) => s.gc.totalMs))}, ${f(max((s) => s.gc.maxMs))} | ` +
        `${sum((s) => s.poolWait.waited)}/${sum((s) => s.poolWait.acquires)}, ${f(max((s) => s.poolWait.maxMs))} |`,
    );
  }
  return lines.join('\n');
}
