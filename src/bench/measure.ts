// Closed-loop load: `concurrency` workers each issue requests back to back
// for `durationMs`; latencies are recorded per request. Or wrk's (wrk.ts).
import { sampleWrk, type HttpTarget, type Sample } from './wrk.js';

export interface Measurement {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function measure(task: () => Promise<void>, concurrency: number, durationMs: number): Promise<Measurement> {
  return summarize(await sample(task, concurrency, durationMs));
}

/** What one column of a measurement runs: a closed loop of async calls in this process, or wrk against a URL. */
export type Load = (() => Promise<void>) | { wrk: HttpTarget };

/**
 * Several loads measured side by side: the duration is cut into rounds and
 * each round runs every load for one slice, the first load rotating, so a
 * drift of the machine's speed (another process, a VM neighbour) is shared by
 * all of them instead of landing on whichever ran last. wrk counts whole
 * seconds, so with a wrk load a slice is at least one second.
 */
export async function measureInterleaved<K extends string>(
  loads: Record<K, Load>,
  concurrency: number,
  durationMs: number,
  rounds = 8,
  /** Around each slice of a load (e.g. a gateway's runtime recorder on for its slices only). */
  slices: { before?: (name: K) => Promise<unknown>; after?: (name: K) => Promise<unknown> } = {},
): Promise<Record<K, Measurement>> {
  const names = Object.keys(loads) as K[];
  const anyWrk = names.some((n) => typeof loads[n] !== 'function');
  const n = anyWrk ? Math.max(1, Math.min(rounds, Math.floor(durationMs / 1000))) : rounds;
  const sliceMs = anyWrk ? Math.max(1000, Math.round(durationMs / n / 1000) * 1000) : durationMs / n;
  const samples = new Map<K, Sample>(names.map((name) => [name, { latencies: [], errors: 0, seconds: 0 }]));
  for (let round = 0; round < n; round += 1) {
    for (let i = 0; i < names.length; i += 1) {
      const name = names[(round + i) % names.length];
      const load = loads[name];
      await slices.before?.(name);
      const slice = typeof load === 'function' ? await sample(load, concurrency, sliceMs) : await sampleWrk(load.wrk, concurrency, sliceMs / 1000);
      await slices.after?.(name);
      const total = samples.get(name)!;
      slice.latencies.forEach((l, k) => {
        total.latencies.push(l);
        (total.weights ??= []).push(slice.weights?.[k] ?? 1);
      });
      total.requests = (total.requests ?? 0) + (slice.requests ?? slice.latencies.length);
      total.errors += slice.errors;
      total.seconds += slice.seconds;
    }
  }
  return Object.fromEntries(names.map((name) => [name, summarize(samples.get(name)!)])) as Record<K, Measurement>;
}

async function sample(task: () => Promise<void>, concurrency: number, durationMs: number): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await task();
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

function summarize({ latencies, weights, requests, errors, seconds }: Sample): Measurement {
  const order = latencies.map((_, i) => i).sort((a, b) => latencies[a] - latencies[b]);
  const weightOf = (i: number) => weights?.[i] ?? 1;
  const total = order.reduce((sum, i) => sum + weightOf(i), 0);
  const pick = (q: number) => {
    let seen = 0;
    for (const i of order) {
      seen += weightOf(i);
      if (seen > q * total) return latencies[i];
    }
    return latencies[order.at(-1) ?? -1] ?? NaN;
  };
  const count = requests ?? latencies.length;
  return { requests: count, errors, seconds, rps: count / seconds, p50: pick(0.5), p99: pick(0.99) };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function formatRow(label: string, concurrency: number, m: Measurement): string {
  return [
    label.padEnd(44),
    `c=${String(concurrency).padStart(2)}`,
    `${m.rps.toFixed(0).padStart(6)} req/s`,
    `p50 ${m.p50.toFixed(2).padStart(7)} ms`,
    `p99 ${m.p99.toFixed(2).padStart(7)} ms`,
    m.errors ? `errors ${m.errors}` : '',
  ].join('  ');
}
