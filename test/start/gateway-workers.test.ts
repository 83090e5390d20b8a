// How many gateway processes npm start runs when GATEWAY_WORKERS is not set: half the
// cores beside the embedded database (its backends need the rest), one per core when
// DATABASE_URL names a server elsewhere; an explicit count is kept, a bad one refused.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';

const cores = os.availableParallelism();
const workers = (env: NodeJS.ProcessEnv) => readConfig(env, []).gatewayWorkers;

describe('GATEWAY_WORKERS default', () => {
  it('is half the cores, at least one, with the embedded database', () => {
    expect(workers({})).toBe(Math.max(1, Math.floor(cores / 2)));
    expect(workers({ GATEWAY_WORKERS: '' })).toBe(Math.max(1, Math.floor(cores / 2)));
  });

  it('is one per core with an external database', () => {
    expect(workers({ DATABASE_URL: 'postgres://db.example/api' })).toBe(cores);
  });

  it('keeps an explicit count and refuses one that is not a whole number of at least 1', () => {
    expect(workers({ GATEWAY_WORKERS: '3' })).toBe(3);
    expect(() => workers({ GATEWAY_WORKERS: '0' })).toThrow("GATEWAY_WORKERS must be a whole number of at least 1, not '0'");
  });
});
