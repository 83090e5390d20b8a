// Closed-loop load: `concurrency` workers each issue requests back to back
// for `durationMs`; latencies are recorded per request.
export interface Measurement {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function measure(task: () => Promise<void>, concurrency: number, durationMs: number): Promise<Measurement> {
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
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, seconds, rps: latencies.length / seconds, p50: pick(0.5), p99: pick(0.99) };
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
