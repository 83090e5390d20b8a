// Anonymous callers share the pool minus a reserve: however many slow
// anonymous statements arrive at once, signed-in callers still find a free
// connection. Within the anonymous share, request shapes (statement texts)
// that have been slow lately may hold only half of it, so 30 clients sending
// 3-second statements leave room for everyone's short reads. A caller waits
// for its lane at most as long as for the pool.
import { ANON_ROLE } from '../../config.js';

const WAIT_TIMEOUT_MS = 5000;

class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(readonly limit: number) {}

  async acquire(timeoutMs: number): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        this.active += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        reject(new Error(`timeout after ${timeoutMs} ms acquiring a database connection`));
      }, timeoutMs);
      this.waiting.push(grant);
    });
  }

  release(): void {
    this.active -= 1;
    this.waiting.shift()?.();
  }
}

/** A shape whose recent runs average more than this is slow. */
const SLOW_MS = 250;
/** Weight of the newest run in a shape's running average. */
const NEWEST_WEIGHT = 0.3;
/** Shapes remembered; past it the memory starts over, so clients cannot grow it without bound. */
const MAX_SHAPES = 5000;

export class TierLanes {
  private readonly anonymous: Semaphore;
  private readonly slowAnonymous: Semaphore;
  private readonly averageMs = new Map<string, number>();

  /** @param poolSize the pool's max; a quarter of it (at least one) is kept from anonymous callers */
  constructor(poolSize: number) {
    const reserve = poolSize > 1 ? Math.max(1, Math.floor(poolSize / 4)) : 0;
    this.anonymous = new Semaphore(poolSize - reserve);
    this.slowAnonymous = new Semaphore(Math.max(1, Math.floor((poolSize - reserve) / 2)));
  }

  /** True when the shape's recent runs were slow (an unknown shape is not). */
  isSlow(shape: string): boolean {
    return (this.averageMs.get(shape) ?? 0) > SLOW_MS;
  }

  private record(shape: string, ms: number): void {
    const before = this.averageMs.get(shape);
    if (before === undefined && this.averageMs.size >= MAX_SHAPES) this.averageMs.clear();
    this.averageMs.set(shape, before === undefined ? ms : before * (1 - NEWEST_WEIGHT) + ms * NEWEST_WEIGHT);
  }

  /**
   * Runs `work` in the caller's lane: anonymous callers queue for their share first, and for the
   * slow half of it when `shape` has been slow lately. A run's time is remembered for its shape
   * when `counts` says so afterwards (a run cut short by a client hanging up says nothing).
   */
  async run<T>(role: string, work: () => Promise<T>, shape?: { text: string; counts: () => boolean }): Promise<T> {
    const timed = async () => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        if (shape?.counts()) this.record(shape.text, performance.now() - started);
      }
    };
    if (role !== ANON_ROLE) return timed();
    const slow = shape !== undefined && this.isSlow(shape.text);
    if (slow) await this.slowAnonymous.acquire(WAIT_TIMEOUT_MS);
    try {
      await this.anonymous.acquire(WAIT_TIMEOUT_MS);
      try {
        return await timed();
      } finally {
        this.anonymous.release();
      }
    } finally {
      if (slow) this.slowAnonymous.release();
    }
  }
}
