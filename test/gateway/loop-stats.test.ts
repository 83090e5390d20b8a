// The gateway's runtime recorder (src/gateway/loop-stats.ts), which the default
// bench reads beside its tails: event-loop delays, GC pauses and pool waits,
// recorded between resume() and pause() only.
import { afterEach, describe, expect, it } from 'vitest';
import { formatLoopStats, loopStats } from '../../src/gateway/loop-stats.js';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Enough short-lived garbage for the young generation to be collected several times. */
const garbage = () => {
  let keep = 0;
  for (let i = 0; i < 400_000; i++) keep += JSON.stringify({ i, s: 'x'.repeat(40) }).length;
  return keep;
};

afterEach(() => {
  loopStats.pause();
  loopStats.reset();
});

describe('loopStats', () => {
  it('records a blocked event loop as a delay about as long as the block', async () => {
    loopStats.reset();
    loopStats.resume();
    await sleep(30);
    busy(80);
    await sleep(30);
    loopStats.pause();
    const s = loopStats.summary();
    expect(s.loopDelay.max).toBeGreaterThanOrEqual(70);
    expect(s.loopDelay.max).toBeLessThan(1000);
    expect(s.loopDelay.p50).toBeLessThan(s.loopDelay.max);
    expect(s.loopDelay.samples).toBeGreaterThan(2);
  });

  it('records nothing while paused, nor the paused gap when resumed', async () => {
    loopStats.reset();
    busy(100);
    garbage();
    loopStats.poolAcquired(5);
    expect(loopStats.summary()).toMatchObject({ loopDelay: { samples: 0, max: 0 }, gc: { count: 0 }, poolWait: { acquires: 0 }, seconds: 0 });
    loopStats.resume();
    loopStats.pause();
    await sleep(150); // a gap between windows is no delay of the loop
    loopStats.resume();
    await sleep(50);
    loopStats.pause();
    expect(loopStats.summary().loopDelay.max).toBeLessThan(100);
  });

  it('counts GC pauses in the window, scavenges apart', async () => {
    loopStats.reset();
    loopStats.resume();
    garbage();
    await sleep(50); // GC entries reach the observer asynchronously
    loopStats.pause();
    const { gc } = loopStats.summary();
    expect(gc.count).toBeGreaterThan(0);
    expect(gc.scavenges).toBeGreaterThan(0);
    expect(gc.totalMs).toBeGreaterThan(0);
    expect(gc.maxMs).toBeLessThanOrEqual(gc.totalMs);
  });

  it('counts pool acquisitions, and as waits those of a millisecond or more', () => {
    loopStats.reset();
    loopStats.resume();
    loopStats.poolAcquired(0.2);
    loopStats.poolAcquired(3.5);
    loopStats.poolAcquired(1);
    loopStats.pause();
    expect(loopStats.summary().poolWait).toEqual({ acquires: 3, waited: 2, maxMs: 3.5 });
    expect(formatLoopStats(loopStats.summary())).toMatch(/pool waits 2\/3, longest 3\.50 ms/);
  });

  it('reset forgets the window', () => {
    loopStats.resume();
    loopStats.poolAcquired(2);
    loopStats.pause();
    loopStats.reset();
    expect(loopStats.summary()).toMatchObject({ gc: { count: 0, totalMs: 0 }, poolWait: { acquires: 0 }, loopDelay: { samples: 0 }, seconds: 0 });
  });
});
