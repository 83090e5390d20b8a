// What a gateway process's own runtime did while it served: the event loop's
// delays (a 10 ms timer's lateness, as perf_hooks.monitorEventLoopDelay measures
// it, but with its own timer: monitorEventLoopDelay's first sample after
// enable() spans the whole disabled gap), the garbage collector's pauses (a
// PerformanceObserver on 'gc') and how long requests waited for a pooled
// connection. Off unless a bench (or GATEWAY_LOOP_STATS) turns it on; recorded
// only between resume() and pause(), so a bench measures exactly its window.
import { constants, createHistogram, PerformanceObserver, type RecordableHistogram } from 'node:perf_hooks';

const TICK_MS = 10;

export interface LoopStatsSummary {
  /** Event-loop delay in ms: how late a 10 ms timer fired, sampled back to back. */
  loopDelay: { p50: number; p99: number; max: number; samples: number };
  /** Collections in the window: scavenges (young generation) and the rest (mark-sweep, incremental). */
  gc: { count: number; scavenges: number; totalMs: number; maxMs: number; majorMaxMs: number };
  /** Waits for a pooled connection (ms): how many waited at all, the longest. */
  poolWait: { acquires: number; waited: number; maxMs: number };
  /** Seconds the window was open. */
  seconds: number;
}

/** What a bench asks of a gateway process's recorder (summary only reads it). */
export type StatsAction = 'resume' | 'pause' | 'reset' | 'summary';

class LoopStats {
  private readonly histogram: RecordableHistogram = createHistogram();
  private timer: NodeJS.Timeout | undefined;
  private observer: PerformanceObserver | undefined;
  private recording = false;
  private openedAt = 0;
  private seconds = 0;
  private gc = { count: 0, scavenges: 0, totalMs: 0, maxMs: 0, majorMaxMs: 0 };
  private pool = { acquires: 0, waited: 0, maxMs: 0 };

  get active(): boolean {
    return this.recording;
  }

  /** Starts (or continues) recording. */
  resume(): void {
    this.observer ??= this.observeGc();
    if (this.recording) return;
    this.recording = true;
    this.tick(performance.now());
    this.openedAt = performance.now();
  }

  pause(): void {
    if (!this.recording) return;
    clearTimeout(this.timer);
    this.recording = false;
    this.seconds += (performance.now() - this.openedAt) / 1000;
  }

  /** Forgets everything recorded so far. */
  reset(): void {
    this.histogram.reset();
    this.gc = { count: 0, scavenges: 0, totalMs: 0, maxMs: 0, majorMaxMs: 0 };
    this.pool = { acquires: 0, waited: 0, maxMs: 0 };
    this.seconds = 0;
    if (this.recording) this.openedAt = performance.now();
  }

  /** Does `action`; answers the summary as it stands after it. */
  apply(action: StatsAction): LoopStatsSummary {
    if (action === 'resume') this.resume();
    if (action === 'pause') this.pause();
    if (action === 'reset') this.reset();
    return this.summary();
  }

  /** One pooled-connection acquisition and how long it took. */
  poolAcquired(ms: number): void {
    if (!this.recording) return;
    this.pool.acquires += 1;
    // the pool hands an idle client over on the next tick: under a millisecond is not a wait
    if (ms >= 1) this.pool.waited += 1;
    this.pool.maxMs = Math.max(this.pool.maxMs, ms);
  }

  summary(): LoopStatsSummary {
    const h = this.histogram;
    const ms = (us: number) => (h.count > 0 ? us / 1000 : 0);
    const open = this.recording ? (performance.now() - this.openedAt) / 1000 : 0;
    return {
      loopDelay: { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), samples: h.count },
      gc: { ...this.gc },
      poolWait: { ...this.pool },
      seconds: this.seconds + open,
    };
  }

  /** A timer due in TICK_MS: how late it fires is how long the loop was busy (recorded in microseconds, at least 1). */
  private tick(setAt: number): void {
    this.timer = setTimeout(() => {
      const late = performance.now() - setAt - TICK_MS;
      this.histogram.record(Math.max(1, Math.round(late * 1000)));
      if (this.recording) this.tick(performance.now());
    }, TICK_MS);
    this.timer.unref();
  }

  private observeGc(): PerformanceObserver {
    const observer = new PerformanceObserver((list) => {
      if (!this.recording) return;
      for (const entry of list.getEntries()) {
        const minor = (entry as unknown as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR;
        this.gc.count += 1;
        if (minor) this.gc.scavenges += 1;
        else this.gc.majorMaxMs = Math.max(this.gc.majorMaxMs, entry.duration);
        this.gc.totalMs += entry.duration;
        this.gc.maxMs = Math.max(this.gc.maxMs, entry.duration);
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    return observer;
  }
}

/** This process's recorder (one per gateway process). */
export const loopStats = new LoopStats();

/** One line: what the window held. */
export function formatLoopStats(s: LoopStatsSummary): string {
  const f = (n: number) => n.toFixed(2);
  return `loop delay p50 ${f(s.loopDelay.p50)} p99 ${f(s.loopDelay.p99)} max ${f(s.loopDelay.max)} ms; GC ${s.gc.count} (${s.gc.scavenges} scavenges) ${f(s.gc.totalMs)} ms in all, longest ${f(s.gc.maxMs)} ms (major ${f(s.gc.majorMaxMs)}); pool waits ${s.poolWait.waited}/${s.poolWait.acquires}, longest ${f(s.poolWait.maxMs)} ms; over ${s.seconds.toFixed(1)} s`;
}

let logging: NodeJS.Timeout | undefined;

/** GATEWAY_LOOP_STATS=N: records from now on and prints a line to stderr every N seconds (once per process, however many gateways it opens). */
export function logLoopStatsEvery(seconds: number): void {
  if (logging) return;
  loopStats.resume();
  logging = setInterval(() => {
    process.stderr.write(`[gateway ${process.pid}] ${formatLoopStats(loopStats.summary())}\n`);
    loopStats.reset();
  }, seconds * 1000);
  logging.unref();
}
