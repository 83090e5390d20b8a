// Anonymous callers share the pool minus a reserve: however many slow
// anonymous statements arrive at once, signed-in callers still find a free
// connection. A caller waits for its lane at most as long as for the pool.
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

export class TierLanes {
  private readonly anonymous: Semaphore;

  /** @param poolSize the pool's max; a quarter of it (at least one) is kept from anonymous callers */
  constructor(poolSize: number) {
    const reserve = poolSize > 1 ? Math.max(1, Math.floor(poolSize / 4)) : 0;
    this.anonymous = new Semaphore(poolSize - reserve);
  }

  /** Runs `work` in the caller's lane: anonymous callers queue for their share first. */
  async run<T>(role: string, work: () => Promise<T>): Promise<T> {
    if (role !== ANON_ROLE) return work();
    await this.anonymous.acquire(WAIT_TIMEOUT_MS);
    try {
      return await work();
    } finally {
      this.anonymous.release();
    }
  }
}
