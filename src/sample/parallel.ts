// Runs the sample sets' loads side by side. The sets write disjoint landing
// tables (each loader's afterLoad refreshes only what its own files feed, and
// no generator reads the database), so the order they finish in changes no
// stored row. Several at once keep both the generator (Node) and the server
// busy instead of one waiting for the other.
import os from 'node:os';
import { readConfig } from '../config.js';

/** Loads at once by default: the cores plus one, so a load waiting on the server leaves no core idle; at most 4 (each holds a connection and a file in memory). */
export function sampleConcurrency(asked: number | undefined = readConfig().sampleLoadConcurrency): number {
  if (asked !== undefined && Number.isInteger(asked) && asked >= 1) return asked;
  return Math.min(4, os.availableParallelism() + 1);
}

/** Calls run(item, lane) for every item, at most `concurrency` at once (lane 0..concurrency-1 says which), starting them in the order given; resolves when all have settled (run must not reject). */
export async function eachConcurrently<T>(items: readonly T[], concurrency: number, run: (item: T, lane: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (_: unknown, i: number) => {
    while (next < items.length) await run(items[next++], i);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
}

/** The sets that take longest start first, so the last lane to finish is not one that began late with a long set. */
// measured by npm run bench -- --start (node CPU per set: b3-bdi 3.1 s, price reports, funds and fii-fidc 2.3 s each, fnet and ptax about 1 s)
const SLOWEST_FIRST = ['b3-bdi', 'b3-price-report', 'cvm-funds', 'cvm-fii-fidc', 'ptax', 'b3-fnet', 'b3-cotahist'] as const;

export function loadOrder<T extends { name: string }>(sets: readonly T[]): T[] {
  const rank = (name: string) => {
    const i = (SLOWEST_FIRST as readonly string[]).indexOf(name);
    return i === -1 ? SLOWEST_FIRST.length : i;
  };
  return [...sets].sort((a, b) => rank(a.name) - rank(b.name));
}
